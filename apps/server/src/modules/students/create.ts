import { createHash } from "node:crypto";
import type { WebhookEvent } from "@pp/shared";
import { getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { students } from "../../db/schema/index";
import { NeedsTransaction } from "../../db/unit-of-work";
import { isNotNullViolation, isUniqueViolation } from "../../lib/sql";
import { auditDetails } from "../audit/service";
import type { DataVersions, Move } from "../fast-path/data-versions";

/**
 * Adding a student in one statement (issue 16: writes in few round trips; docs/decisions/020 and 034). Its CTEs take
 * the new id from the sequence, write the audit entry, move the partner's data version (data-versions
 * `inStatement`) and read which of the partner's webhook endpoints listen for `event`; the row, the move and those
 * endpoints come back from the insert's RETURNING.
 *
 * Two forms of it, by the unit it runs in:
 * - In a one-statement unit (no transaction, the route's usual way): the statement commits as it runs, so it must
 *   fail as a whole when the student cannot be added. A clash (the same e-mail or passport) is a unique violation
 *   that undoes the audit entry and the move with it. Listening endpoints need their events written in the same
 *   commit, which one statement cannot do: the new id is then NULL, the insert fails on the id's NOT NULL before
 *   writing anything, and the route runs again in a transaction (NeedsTransaction).
 * - In a transaction (an Idempotency-Key, or endpoints listening): a clash inserts no student (ON CONFLICT DO
 *   NOTHING), and the 409 that follows rolls the audit entry and the version move back.
 *
 * Every value is a placeholder, so the statement's text depends only on which columns are given: it is named, and
 * PostgreSQL parses and plans it once per connection (docs/decisions/033). The one-statement form is also built
 * once per set of given columns and kept, bound to the pool; building it cost a fifth of the server's time per add.
 */
type Built = ReturnType<typeof build>;
const kept = new WeakMap<Db, Map<string, Built>>();
/** Sets of given columns kept per database: a form posts a few; a client sending every combination is bounded. */
const KEPT_SHAPES = 64;

function build(db: Db, versions: DataVersions, fields: string[], oneStatement: boolean) {
  const p = (name: string) => sql.placeholder(name);
  const newId = db.$with("new_id", { id: sql<number>`id` }).as(sql`select nextval('students_id_seq')::int as id`);
  const audit = db.$with("audit", { id: sql<number>`id` }).as(
    sql`insert into audit_log (actor_user_id, partner_id, action, entity, entity_id, details, ip)
        select ${p("user_id")}, ${p("partner_id")}, 'student.create', 'student', id::text,
               ${p("details")}::jsonb, ${p("ip")}::inet
        from new_id returning id`,
  );
  const move = versions.inStatement(p("partner_id"));
  const moved = db.$with("version_move", { shard: sql<number>`shard` }).as(move.cte);
  const hooks = db.$with("hooks", { ids: sql<string>`ids` }).as(
    sql`select coalesce(string_agg(id::text, ',' order by id), '') as ids from webhook_endpoints
        where partner_id = ${p("partner_id")} and is_active and events @> array[${p("event")}]::text[]`,
  );
  const values = Object.fromEntries(fields.map((f) => [f, p(`v_${f}`)])) as unknown as typeof students.$inferInsert;
  const insert = db
    .with(newId, audit, moved, hooks)
    .insert(students)
    .values({
      ...values,
      id: oneStatement ? sql`(select id from new_id where (select ids from hooks) = '')` : sql`(select id from new_id)`,
    });
  const hash = createHash("sha1").update(fields.join(",")).digest("hex").slice(0, 16);
  return (oneStatement ? insert : insert.onConflictDoNothing())
    .returning({
      ...getTableColumns(students),
      move_shard: move.shard,
      move_version: move.version,
      hook_ids: sql<string>`(select ids from hooks)`,
    })
    .prepare(`pp_add_student_${oneStatement ? "s" : "t"}_${hash}`);
}

function statement(db: Db, versions: DataVersions, fields: string[], oneStatement: boolean): Built {
  if (!oneStatement) return build(db, versions, fields, false);
  let shapes = kept.get(db);
  if (!shapes) {
    shapes = new Map();
    kept.set(db, shapes);
  }
  const key = fields.join(",");
  let found = shapes.get(key);
  if (!found) {
    if (shapes.size >= KEPT_SHAPES) shapes.clear();
    found = build(db, versions, fields, true);
    shapes.set(key, found);
  }
  return found;
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
    /** The route runs as a one-statement unit (db/unit-of-work.ts `oneStatement`). */
    oneStatement: boolean;
  },
): Promise<{ row: typeof students.$inferSelect; move: Move; hookIds: number[] } | null> {
  const given = a.values as Record<string, unknown>;
  const fields = Object.keys(given)
    .filter((k) => given[k] !== undefined)
    .sort();
  const params: Record<string, unknown> = {
    user_id: a.userId,
    partner_id: a.partnerId,
    details: JSON.stringify(auditDetails(a.details)),
    ip: a.ip,
    event: a.event,
  };
  for (const f of fields) params[`v_${f}`] = given[f];
  let out: Awaited<ReturnType<Built["execute"]>>[number] | undefined;
  try {
    [out] = await statement(db, versions, fields, a.oneStatement).execute(params);
  } catch (err) {
    if (!a.oneStatement) throw err;
    if (isUniqueViolation(err)) return null;
    if (isNotNullViolation(err, "id")) throw new NeedsTransaction(`webhook endpoints listen for ${a.event}`);
    throw err;
  }
  if (!out) return null;
  const { move_shard, move_version, hook_ids, ...row } = out;
  return {
    row,
    move: { shard: Number(move_shard), version: Number(move_version) },
    hookIds: hook_ids ? hook_ids.split(",").map(Number) : [],
  };
}
