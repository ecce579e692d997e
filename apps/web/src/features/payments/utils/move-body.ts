import { type CommissionAdminMoveBody, type CommissionStatus, commissionAdminMoveBody } from "@pp/shared";
import { translateMessage } from "../../../lib/i18n/server-messages";
import { needsPayment, needsReason } from "./status";

/** The Superadmin's move form: every field a move may need (only those of the chosen status are sent). */
export type MoveValues = {
  received_amount: number | string;
  received_date: string | null;
  reason: string;
  note: string;
};

/** The request body for a move to `to`: a received amount and date for Paid, a reason for Disputed and On hold. */
export function moveBody(to: CommissionStatus, v: MoveValues): CommissionAdminMoveBody {
  const note = v.note.trim() || undefined;
  if (needsPayment(to)) {
    const amount = v.received_amount === "" ? undefined : Number(v.received_amount);
    return { status: to, received_amount: amount, received_date: v.received_date || undefined, note };
  }
  if (needsReason(to)) return { status: to, reason: v.reason.trim() || undefined, note };
  return { status: to, note };
}

/** The first problem per field of a move, as the form shows them (the same rules as the server). */
export function moveErrors(to: CommissionStatus, v: MoveValues): Record<string, string> {
  const parsed = commissionAdminMoveBody.safeParse(moveBody(to, v));
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const i of parsed.error.issues) errors[String(i.path[0] ?? "status")] ??= translateMessage(i.message);
  return errors;
}
