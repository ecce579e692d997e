import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema/index";

/** One audit entry: who did what to which record, with the details a reader needs (before and after, a reason). */
export interface AuditEntry {
  actor_user_id: number | null;
  partner_id?: number | null;
  action: string;
  entity: string;
  entity_id?: string | number | null;
  details?: unknown;
  ip?: string | null;
}

/**
 * The one way any module writes the audit log. Call it with the unit of work's `db` (or its transaction), so the
 * entry commits with the change it records, or not at all.
 */
export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_user_id: e.actor_user_id,
    partner_id: e.partner_id ?? null,
    action: e.action,
    entity: e.entity,
    entity_id: e.entity_id == null ? null : String(e.entity_id),
    details: e.details ?? null,
    ip: e.ip ?? null,
  });
}
