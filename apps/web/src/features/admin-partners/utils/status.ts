import { PARTNER_STATUSES } from "@pp/shared";

export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

const COLOURS: Record<PartnerStatus, string> = {
  pending: "yellow",
  active: "teal",
  suspended: "red",
  rejected: "gray",
};

export function isPartnerStatus(s: string): s is PartnerStatus {
  return (PARTNER_STATUSES as readonly string[]).includes(s);
}

/** The badge colour of a partner status. */
export function statusColour(status: string): string {
  return isPartnerStatus(status) ? COLOURS[status] : "gray";
}

/** The actions a partner in this status offers, in button order. */
export function actionsFor(status: string): ("approve" | "reject" | "suspend" | "reactivate")[] {
  switch (status) {
    case "pending":
      return ["approve", "reject"];
    case "rejected":
      return ["approve"];
    case "active":
      return ["suspend"];
    case "suspended":
      return ["reactivate"];
    default:
      return [];
  }
}
