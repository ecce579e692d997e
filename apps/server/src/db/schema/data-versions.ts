import { bigint, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * What a partner sees has a version (issue 16, docs/decisions/020): every successful write of a partner's user
 * bumps that partner's row, every Superadmin write bumps row 0 (reference data, catalogue, statuses the Superadmin
 * sets: they can change what any partner sees). A cached page or session is good while both numbers are unchanged.
 */
export const dataVersions = pgTable("data_versions", {
  /** The partner, or 0 for what every partner sees. No foreign key: 0 is no partner. */
  partner_id: integer("partner_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
