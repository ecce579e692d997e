import { createHash } from "node:crypto";
import type { WebhookEvent } from "@pp/shared";
import { getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { students } from "../../db/schema/index";
import { auditDetails } from "../audit/service";
import type { DataVersions, Move } from "../fast-path/data-versions";

/**
 * Adding a student in one statement (issue 16: writes in few round trips; docs/decisions/020). Its CTEs take the new
 * id from the sequence, write the audit entry, move the partner's data version (data-versions `inStatement`) and
 * read which of the partner's webhook endpoints listen for `event`; the row, the move and those endpoints come back
 * from the insert's RETURNING. It runs inside the request's unit of work like any write: a clash (the same e-mail
 * or passport) inserts no student, and the 409 that follows rolls the audit entry and the version move back.
 */
/**
 * A named statement per set of given fields: every value is a parameter, so the statement's text depends only on
 * which columns are set, and PostgreSQL parses and plans it once per connection instead of once per student (the
 * statement with its CTEs: 1,617 to 2,267 per second in pgbench, 16 clients; docs/decisions/033).
 */
function statementName(values: Record<string, unknown>) {
  const given = Object.keys(values)
    .filter((k) => values[k] !== undefined)
    .sort()
    .join(",");
  return `pp_add_student_${createHash("sha1").update(given).digest("hex").slice(0, 16)}`;
}

export async function insertStudent(
  db: Db,
  versions: DataVersions,
  a: {
    partnerId: number;
    userId: number;
    values: typeof students.$inferInsert;
    details: unknown;
    ip: string | null;
    event: WebhookEvent;
  },
): Promise<{ row: typeof students.$inferSelect; move: Move; hookIds: number[] } | null> {
  const newId = db.$with("new_id", { id: sql<number>`id` }).as(sql`select nextval('students_id_seq')::int as id`);
  const audit = db.$with("audit", { id: sql<number>`id` }).as(
    sql`insert into audit_log (actor_user_id, partner_id, action, entity, entity_id, details, ip)
        select ${a.userId}, ${a.partnerId}, 'student.create', 'student', id::text,
               ${JSON.stringify(auditDetails(a.details))}::jsonb, ${a.ip}::inet
        from new_id returning id`,
  );
  const move = versions.inStatement(a.partnerId);
  const moved = db.$with("version_move", { shard: sql<number>`shard` }).as(move.cte);
  const hooks = db.$with("hooks", { ids: sql<string>`ids` }).as(
    sql`select coalesce(string_agg(id::text, ',' order by id), '') as ids from webhook_endpoints
        where partner_id = ${a.partnerId} and is_active and events @> array[${a.event}]::text[]`,
  );
  const [out] = await db
    .with(newId, audit, moved, hooks)
    .insert(students)
    .values({ ...a.values, id: sql`(select id from new_id)` })
    .onConflictDoNothing()
    .returning({
      ...getTableColumns(students),
      move_shard: move.shard,
      move_version: move.version,
      hook_ids: sql<string>`(select ids from hooks)`,
    })
    .prepare(statementName(a.values))
    .execute();
  if (!out) return null;
  const { move_shard, move_version, hook_ids, ...row } = out;
  return {
    row,
    move: { shard: Number(move_shard), version: Number(move_version) },
    hookIds: hook_ids ? hook_ids.split(",").map(Number) : [],
  };
}
