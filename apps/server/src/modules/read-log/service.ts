// Who saw what (issue 37, decision 055): one row per view of a student's personal data, written by the route that
// showed it, after its checks passed (a refused or missing record writes nothing).
import type { ReadKind, ReadLogItem } from "@pp/shared";
import { and, count, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, readLog, students, users } from "../../db/schema/index";
import { offsetOf } from "../../lib/paging";
import { requestContext } from "../../lib/request-context";

/** How long entries are kept unless READ_LOG_DAYS says otherwise. */
export const DEFAULT_READ_LOG_DAYS = 365;

export interface ReadEntry {
  partnerId: number;
  /** Null for an export (many students). */
  studentId: number | null;
  userId: number | null;
  what: ReadKind;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Records one view; the request's API key, if any, comes from the request's context. */
export async function recordRead(db: Db, e: ReadEntry): Promise<void> {
  await db.insert(readLog).values({
    partner_id: e.partnerId,
    student_id: e.studentId,
    user_id: e.userId,
    api_key_id: requestContext.apiKey()?.id ?? null,
    what: e.what,
    detail: e.detail ?? null,
    ip: e.ip ?? null,
  });
}

/**
 * Records a view of one student's data only if the student is the partner's, in one statement, and answers whether
 * it was: a route whose page may come from memory (the student's page) calls it first, so a view is recorded before
 * it is shown and an id that is not the partner's records nothing (the page then answers 404 as before).
 */
export async function recordStudentRead(db: Db, e: ReadEntry & { studentId: number }): Promise<boolean> {
  const keyId = requestContext.apiKey()?.id ?? null;
  const detail = e.detail ? JSON.stringify(e.detail) : null;
  const r = (await db.execute(sql`insert into ${readLog} (partner_id, student_id, user_id, api_key_id, what, detail, ip)
    select s.partner_id, s.id, ${e.userId}::int, ${keyId}::int, ${e.what}, ${detail}::jsonb, ${e.ip ?? null}
    from ${students} s where s.id = ${e.studentId} and s.partner_id = ${e.partnerId}
    returning id`)) as unknown as { rows: unknown[] };
  return r.rows.length > 0;
}

/** Removes the entries older than `days` days (the hourly sweep); answers how many went. */
export async function purgeReadLog(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const gone = await db.delete(readLog).where(lt(readLog.created_at, before)).returning({ id: readLog.id });
  return gone.length;
}

/** A partner's read log, newest first: one student's ("Who viewed this") or the whole agency's (the company page). */
export function createReadLogQueries(db: Db) {
  async function page(where: SQL | undefined, p: { page: number; page_size: number }) {
    const [rows, [n]] = await Promise.all([
      db
        .select({
          r: readLog,
          user_name: users.name,
          user_role: users.role,
          key_name: apiKeys.name,
          first: students.first_name,
          last: students.last_name,
        })
        .from(readLog)
        .leftJoin(users, eq(users.id, readLog.user_id))
        .leftJoin(apiKeys, eq(apiKeys.id, readLog.api_key_id))
        // The student's name as it is now (the log keeps only ids); a student since deleted has none.
        .leftJoin(students, and(eq(students.id, readLog.student_id), eq(students.partner_id, readLog.partner_id)))
        .where(where)
        .orderBy(desc(readLog.created_at), desc(readLog.id))
        .limit(p.page_size)
        .offset(offsetOf(p)),
      db.select({ n: count() }).from(readLog).where(where),
    ]);
    const items: ReadLogItem[] = rows.map(({ r, user_name, user_role, key_name, first, last }) => ({
      id: r.id,
      what: r.what as ReadKind,
      user: r.user_id !== null && user_name !== null ? { id: r.user_id, name: user_name, role: user_role ?? "" } : null,
      api_key: r.api_key_id === null ? null : (key_name ?? ""),
      student: r.student_id === null ? null : { id: r.student_id, name: first === null ? null : `${first} ${last}` },
      detail: (r.detail as Record<string, unknown> | null) ?? null,
      ip: r.ip,
      created_at: r.created_at.toISOString(),
    }));
    return { items, count: n?.n ?? 0 };
  }

  return {
    forStudent: (partnerId: number, studentId: number, p: { page: number; page_size: number }) =>
      page(and(eq(readLog.partner_id, partnerId), eq(readLog.student_id, studentId)), p),

    /** The whole agency's, optionally one kind (`what`). */
    forPartner: (partnerId: number, p: { page: number; page_size: number; what?: ReadKind | undefined }) =>
      page(and(eq(readLog.partner_id, partnerId), p.what ? eq(readLog.what, p.what) : undefined), p),
  };
}
