import { bigint, index, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * The master keys the database has seen (decision 056), by id (an HMAC of the key, never the key): a start whose
 * configured keys do not cover every id here refuses, and `data-key:rotate` removes a retired id once nothing is
 * wrapped under it.
 */
export const dataMasterKeys = pgTable("data_master_keys", {
  id: varchar("id", { length: 32 }).primaryKey(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each stored file's own data key, wrapped under a master key (AES-256-GCM, the storage key as associated data), and
 * the file's plain size (what a download's Content-Length says). Written in the unit of work that writes the row
 * pointing to the file; a rotation rewraps these rows and never touches the files.
 */
export const fileKeys = pgTable(
  "file_keys",
  {
    storage_key: text("storage_key").primaryKey(),
    master_key_id: varchar("master_key_id", { length: 32 }).notNull(),
    /** base64url of nonce (12 bytes), tag (16) and the wrapped key (32). */
    wrapped_key: varchar("wrapped_key", { length: 100 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("file_keys_master_idx").on(t.master_key_id)],
);
