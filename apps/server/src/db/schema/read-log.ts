import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { partners, users } from "./accounts";

/**
 * Who saw a student's personal data (issue 37, decision 055): each view of a student's profile (which shows the
 * passport), their documents' list, a document's download, and each export of personal data. No foreign key to the
 * student and no personal value in the row: an erased student's log stays, saying only ids. Kept `READ_LOG_DAYS`
 * (365 by default); the hourly sweep removes older rows.
 */
export const readLog = pgTable(
  "read_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Whose data was seen (the student's partner, also when the Superadmin saw it). */
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** Null for an export, which names many students. */
    student_id: integer("student_id"),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The API key the request came with, if any. */
    api_key_id: integer("api_key_id"),
    /** `profile`, `documents`, `download` or `export` (READ_KINDS in @pp/shared). */
    what: varchar("what", { length: 20 }).notNull(),
    /** What exactly: the document's id and kind, or the export's report, format and row count. */
    detail: jsonb("detail"),
    ip: varchar("ip", { length: 64 }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("read_log_student_idx").on(t.partner_id, t.student_id, t.created_at, t.id),
    index("read_log_partner_idx").on(t.partner_id, t.created_at, t.id),
    index("read_log_created_idx").on(t.created_at),
  ],
);
