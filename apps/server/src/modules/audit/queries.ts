import type { auditQuery } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { auditLog, courses, educationProviders, partners, students, users } from "../../db/schema/index";
import { phrase, translateMessage } from "../../lib/messages";
import { offsetOf } from "../../lib/paging";
import { dataNamesIn } from "../masters/reference-names";
import { auditSummary, recordName } from "./summary";

const actor = alias(users, "actor");

/** The actor as the log shows it: a change made with an API key names the key (audit/service.ts). */
function actorName(details: unknown, person: string, language: LanguageCode) {
  const key = (details as { api_key?: unknown } | null)?.api_key;
  return typeof key === "string" ? translateMessage(phrase(`API key '${key}'`), language) : person;
}

const numbered = (rows: { entity: string; entity_id: string | null }[], entity: string) => [
  ...new Set(
    rows.filter((r) => r.entity === entity && /^\d{1,9}$/.test(r.entity_id ?? "")).map((r) => Number(r.entity_id)),
  ),
];

/**
 * The names of the students, courses and people a page's entries are about ("entity:id" -> name): one query each
 * for the page, never one per row. A course reads "MSc Finance, University of Leeds" (several providers teach one
 * name).
 */
async function recordNames(db: Db, rows: { entity: string; entity_id: string | null }[]) {
  const studentIds = numbered(rows, "student");
  const courseIds = numbered(rows, "course");
  const userIds = numbered(rows, "user");
  const [found, taught, people] = await Promise.all([
    studentIds.length
      ? db
          .select({ id: students.id, first: students.first_name, last: students.last_name })
          .from(students)
          .where(inArray(students.id, studentIds))
      : [],
    courseIds.length
      ? db
          .select({ id: courses.id, name: courses.name, provider: educationProviders.name })
          .from(courses)
          .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
          .where(inArray(courses.id, courseIds))
      : [],
    userIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  return new Map<string, string>([
    ...found.map((s) => [`student:${s.id}`, `${s.first} ${s.last}`.trim()] as const),
    ...taught.map((c) => [`course:${c.id}`, `${c.name}, ${c.provider}`] as const),
    ...people.map((u) => [`user:${u.id}`, u.name] as const),
  ]);
}

/**
 * A page of the audit log with its filters; `partnerId` scopes it to one partner (a partner's own view). Each
 * entry carries `summary`, a sentence in `language` (summary.ts).
 */
export async function listAudit(
  db: Db,
  q: typeof auditQuery._zod.output,
  partnerId: number | null,
  language: LanguageCode = "en",
) {
  const f: SQL[] = [];
  const scope = partnerId ?? q.partner;
  if (scope) f.push(eq(auditLog.partner_id, scope));
  if (q.action) f.push(eq(auditLog.action, q.action));
  if (q.entity) f.push(eq(auditLog.entity, q.entity));
  if (q.actor) f.push(eq(auditLog.actor_user_id, q.actor));
  if (q.from) f.push(gte(auditLog.created_at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) f.push(lt(auditLog.created_at, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
  const where = f.length ? and(...f) : undefined;
  const order = [desc(auditLog.created_at), desc(auditLog.id)];
  // The page's ids walk the (partner_id, created_at, id) or (created_at, id) index, then only they are joined to
  // their names: the log only grows (issue 34, decision 042).
  const pageIds = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(where)
    .orderBy(...order)
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [rows, [total]] = await Promise.all([
    db
      .select({ l: auditLog, actor_name: actor.name, partner_name: partners.company_name })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actor_user_id))
      .leftJoin(partners, eq(partners.id, auditLog.partner_id))
      .where(inArray(auditLog.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const [names, values] = await Promise.all([
    recordNames(
      db,
      rows.map((r) => r.l),
    ),
    // A status change names both statuses as Masters does in the reader's language (decision 048).
    dataNamesIn(db, language),
  ]);
  const items = rows.map((r) => {
    const actor =
      r.l.actor_user_id && r.actor_name
        ? { id: r.l.actor_user_id, name: actorName(r.l.details, r.actor_name, language) }
        : null;
    const entry = {
      ...r.l,
      // No actor: a job's change, or a user since deleted.
      actor: actor?.name ?? translateMessage(phrase("Someone"), language),
      partner: r.partner_name,
      name: names.get(`${r.l.entity}:${r.l.entity_id}`) ?? null,
    };
    const summary = auditSummary(entry);
    return {
      id: r.l.id,
      action: r.l.action,
      summary: translateMessage(summary, language, values),
      entity: r.l.entity,
      // Older course imports were recorded against "#0": no record.
      entity_id: r.l.entity_id === "0" ? null : r.l.entity_id,
      entity_name: recordName(entry),
      actor,
      partner: r.l.partner_id && r.partner_name ? { id: r.l.partner_id, name: r.partner_name } : null,
      details: r.l.details,
      ip: r.l.ip,
      created_at: r.l.created_at.toISOString(),
    };
  });
  return { items, count: total?.n ?? 0 };
}
