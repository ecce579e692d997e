import { COMMISSION_STATUSES, type CommissionStatus } from "@pp/shared";

/** One colour per status, in the order of the life cycle. */
export const STATUS_COLOURS: Record<CommissionStatus, string> = {
  projected: "gray",
  eligible: "blue",
  claimed: "violet",
  approved: "cyan",
  paid: "green",
  disputed: "red",
  on_hold: "orange",
};

export function isCommissionStatus(s: string | null | undefined): s is CommissionStatus {
  return (COMMISSION_STATUSES as readonly string[]).includes(s ?? "");
}

/** Statuses the Superadmin's move form needs a reason, or a received amount and date, for. */
export const needsReason = (s: string) => s === "disputed" || s === "on_hold";
export const needsPayment = (s: string) => s === "paid";

/** The order the move buttons appear in: forward moves first, then disputes and holds, then the way back. */
export function orderMoves(next: readonly string[], from: string): string[] {
  const rank = (s: string) => {
    const i = COMMISSION_STATUSES.indexOf(s as CommissionStatus);
    const f = COMMISSION_STATUSES.indexOf(from as CommissionStatus);
    if (s === "disputed" || s === "on_hold") return 100 + i;
    if (f >= 0 && i < f && from !== "disputed" && from !== "on_hold") return 200 + i;
    return i;
  };
  return [...next].sort((a, b) => rank(a) - rank(b));
}
