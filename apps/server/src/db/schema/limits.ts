import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters shared by every server instance (docs/decisions/017): one row per rate-limit key (a route and an
 * address) and per sign-in lockout key (an account, or an account from one address). A hit is one atomic
 * upsert that increments the row or starts a new window once `reset_at` has passed, so N instances count as one.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    /** When the window ends (the count starts again) or, for a lockout that reached its ceiling, when it lifts. */
    reset_at: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.reset_at)],
);
