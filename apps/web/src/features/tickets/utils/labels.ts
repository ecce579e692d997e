import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
} from "@pp/shared";

export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const isStatus = (s: string): s is TicketStatus => (TICKET_STATUSES as readonly string[]).includes(s);
export const isPriority = (s: string): s is TicketPriority => (TICKET_PRIORITIES as readonly string[]).includes(s);
export const isCategory = (s: string): s is TicketCategory => (TICKET_CATEGORIES as readonly string[]).includes(s);

const STATUS_COLOURS: Record<TicketStatus, string> = {
  open: "blue",
  in_progress: "violet",
  awaiting_partner: "yellow",
  resolved: "teal",
  closed: "gray",
};

const PRIORITY_COLOURS: Record<TicketPriority, string> = {
  low: "gray",
  normal: "blue",
  high: "orange",
  urgent: "red",
};

export const statusColour = (s: string) => (isStatus(s) ? STATUS_COLOURS[s] : "gray");
export const priorityColour = (p: string) => (isPriority(p) ? PRIORITY_COLOURS[p] : "gray");

/** Statuses in which the ticket still waits for a resolution. */
export const UNRESOLVED_STATUSES = ["open", "in_progress", "awaiting_partner"] as const satisfies TicketStatus[];

export const isUnresolved = (s: string) => (UNRESOLVED_STATUSES as readonly string[]).includes(s);

/** The tabs above the list: every status, then All (the count is the sum). */
export function statusTabs(counts: Record<string, number> | undefined) {
  const of = (s: string) => counts?.[s] ?? 0;
  const all = TICKET_STATUSES.reduce((n, s) => n + of(s), 0);
  return [{ value: "", count: all }, ...TICKET_STATUSES.map((s) => ({ value: s as string, count: of(s) }))];
}
