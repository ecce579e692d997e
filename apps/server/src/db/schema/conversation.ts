import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { applications } from "./partner-work";

/**
 * The conversation between a partner's team and admissions on one application (issue 35, decision 043). `side` is
 * who wrote it (`partner` or `admin`); `read_at` is when the other side first opened the thread after it came.
 */
export const applicationMessages = pgTable(
  "application_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    application_id: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    author_user_id: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    side: varchar("side", { length: 10 }).notNull().default("partner"),
    body: text("body").notNull(),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The application's partner, copied by a trigger on insert (migration 0037): My day finds its unread ones. */
    partner_id: integer("partner_id"),
  },
  (t) => [
    // Admissions' messages a partner has not read, by partner (My day and the list's messages=unread, decision 053).
    index("application_messages_partner_unread_idx")
      .on(t.partner_id, t.created_at, t.application_id)
      .where(sql`${t.side} = 'admin' and ${t.read_at} is null`),
    index("application_messages_app_idx").on(t.application_id, t.created_at),
    // The unread ones, for the lists' counts and the thread's marks: few rows, whatever the size of the history.
    index("application_messages_unread_idx").on(t.application_id, t.side).where(sql`${t.read_at} is null`),
    check("application_messages_side", sql`${t.side} in ('partner', 'admin')`),
  ],
);

/** A file sent with a message (PDF, JPG or PNG, told from its bytes), stored like the student documents. */
export const applicationMessageAttachments = pgTable(
  "application_message_attachments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    message_id: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => applicationMessages.id, { onDelete: "cascade" }),
    application_id: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    file_name: varchar("file_name", { length: 255 }).notNull(),
    content_type: varchar("content_type", { length: 100 }).notNull(),
    size_bytes: integer("size_bytes").notNull(),
    storage_key: varchar("storage_key", { length: 300 }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_message_attachments_app_idx").on(t.application_id, t.message_id)],
);
