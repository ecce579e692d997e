import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, smallint, varchar } from "drizzle-orm/pg-core";
import { partners } from "./accounts";

/**
 * The partner dashboard's figures, kept current by PostgreSQL triggers in the unit of work of every write that moves
 * them (issue 34, migration 0027, docs/decisions/041). One row holds a count for a partner, the user who created the
 * counted records (`created_by`, the dashboard's "mine" scope) or 0 for the whole partner, a kind of figure and its
 * key, and a shard: the writing connection's (`pg_backend_pid() % 8`, as `data_versions`), so concurrent writes of
 * one partner rarely queue on one row; providers, whose keys spread the writes by themselves, keep shard 0 only. A
 * figure is the sum of its shards.
 *
 * Kinds (key 0 unless said): `students`, `applications`, `offers` (offer_type set), `submitted` (submitted_at set),
 * `visas` (applications with an event to a status named 'Visa granted'), `stage` (key: status id), `month` (key:
 * yyyymm of created_at in UTC), `country` (key: the destination country of the course's provider), `provider`.
 * Never written by the code: the triggers of migration 0027 do (students, applications, application_events, a
 * course's provider, a provider's country, a status renamed to or from 'Visa granted').
 */
export const dashboardFigures = pgTable(
  "dashboard_figures",
  {
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** The creating user, or 0 for all of the partner's records (a record whose creator was deleted counts there). */
    created_by: integer("created_by").notNull(),
    kind: varchar("kind", { length: 12 }).notNull(),
    key: integer("key").notNull(),
    shard: smallint("shard").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_id, t.created_by, t.kind, t.key, t.shard] }),
    check(
      "dashboard_figures_kind",
      sql`${t.kind} in ('students', 'applications', 'offers', 'submitted', 'visas', 'stage', 'month', 'country', 'provider')`,
    ),
  ],
);
