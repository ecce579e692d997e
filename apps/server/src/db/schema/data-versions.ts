import { bigint, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * What a partner sees has a version (issue 16, docs/decisions/020): every successful write of a partner's user
 * moves that partner's count, every Superadmin write moves partner 0's (reference data, catalogue, statuses the
 * Superadmin sets: they can change what any partner sees). Each partner has one row per shard (the writing
 * connection's), so concurrent writes of one partner do not queue on one row. A cached page or session is good
 * while the counts are unchanged.
 */
export const dataVersions = pgTable(
  "data_versions",
  {
    /** The partner, or 0 for what every partner sees. No foreign key: 0 is no partner. */
    partner_id: integer("partner_id").notNull(),
    shard: smallint("shard").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.shard] })],
);

/**
 * Figures too slow to compute on every request, kept once for all instances (the Superadmin dashboard's time in
 * each status): every instance answers the same row, and one at a time refreshes it when it is older than its
 * time to live.
 */
export const sharedFigures = pgTable("shared_figures", {
  key: varchar("key", { length: 60 }).primaryKey(),
  value: jsonb("value").notNull(),
  computed_at: timestamp("computed_at", { withTimezone: true }).notNull(),
});
