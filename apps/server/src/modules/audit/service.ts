import type { AuditAction, AuditEntity } from "@pp/shared";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema/index";
import { requestContext } from "../../lib/request-context";

/** One audit entry: who did what to which record, with the details a reader needs (before and after, a reason). */
export interface AuditEntry {
  actor_user_id: number | null;
  partner_id?: number | null;
  /** One of the codes @pp/shared lists (audit-actions.ts): the screens name each in every language. */
  action: AuditAction;
  entity: AuditEntity;
  entity_id?: string | number | null;
  details?: unknown;
  ip?: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A request made with an API key is recorded as the key (issue 19): its details carry `api_key` (the key's name)
 * and `api_key_id`, and the log shows the actor as "API key 'name'" (queries.ts).
 */
function withApiKey(details: unknown): unknown {
  const key = requestContext.apiKey();
  if (!key) return details ?? null;
  const named = { api_key: key.name, api_key_id: key.id };
  if (details === null || details === undefined) return named;
  return isRecord(details) ? { ...details, ...named } : { value: details, ...named };
}

/** The details an entry is written with (`withApiKey`), for a write that puts its audit entry in its own statement. */
export const auditDetails = withApiKey;

/** An entry as its row. */
const rowOf = (e: AuditEntry) => ({
  actor_user_id: e.actor_user_id,
  partner_id: e.partner_id ?? null,
  action: e.action,
  entity: e.entity,
  entity_id: e.entity_id == null ? null : String(e.entity_id),
  details: withApiKey(e.details),
  ip: e.ip ?? null,
});

/**
 * The one way any module writes the audit log. Call it with the unit of work's `db` (or its transaction), so the
 * entry commits with the change it records, or not at all.
 */
export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(e));
}

/**
 * Several audit entries at once (a bulk action writes one per record it changed): a few statements of many rows
 * each, in the caller's unit of work like `recordAudit`.
 */
export async function recordAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < entries.length; i += CHUNK) {
    await db.insert(auditLog).values(entries.slice(i, i + CHUNK).map(rowOf));
  }
}
