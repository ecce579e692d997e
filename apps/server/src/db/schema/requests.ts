import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Idempotency keys (docs/decisions/013): the first answer to a write sent with `Idempotency-Key`, kept for 24
 * hours per user, so a retry with the same key answers the same again and changes nothing. The row is written in
 * the same unit of work as the change, so a key exists exactly when its change does.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 255 }).notNull(),
    method: varchar("method", { length: 10 }).notNull(),
    path: text("path").notNull(),
    /** sha256 of the request body: the same key with another body is refused (422). */
    request_hash: varchar("request_hash", { length: 64 }).notNull(),
    status_code: smallint("status_code"),
    response_body: text("response_body"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key_uq").on(t.user_id, t.key),
    index("idempotency_keys_created_idx").on(t.created_at),
  ],
);
