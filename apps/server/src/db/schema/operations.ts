import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { partners, users } from "./accounts";
import { applications, educationProviders, students } from "./partner-work";

/**
 * Update Payment Status (issue 6): one commission record per application that reached a status which
 * triggers commission. The expected amount is fixed when the record is made (tuition times the partner's
 * rate then), so a later rate change does not rewrite what was promised.
 */
export const commissions = pgTable(
  "commissions",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    application_id: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    currency: varchar("currency", { length: 3 }).notNull(),
    tuition_fee: numeric("tuition_fee", { precision: 12, scale: 2 }).notNull(),
    /** Percent; null when the partner had no rate yet (then the expected amount is null too). */
    commission_rate: numeric("commission_rate", { precision: 5, scale: 2 }),
    expected_amount: numeric("expected_amount", { precision: 12, scale: 2 }),
    /** projected | eligible | claimed | approved | paid | disputed | on_hold */
    status: varchar("status", { length: 20 }).notNull().default("projected"),
    /** Why it is disputed or on hold. */
    reason: text("reason"),
    invoice_number: varchar("invoice_number", { length: 60 }),
    invoice_file_name: varchar("invoice_file_name", { length: 255 }),
    invoice_content_type: varchar("invoice_content_type", { length: 100 }),
    invoice_storage_key: varchar("invoice_storage_key", { length: 300 }),
    claimed_at: timestamp("claimed_at", { withTimezone: true }),
    approved_at: timestamp("approved_at", { withTimezone: true }),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    received_amount: numeric("received_amount", { precision: 12, scale: 2 }),
    received_date: date("received_date"),
    /** When the "claimed 90 days ago and still unpaid" notice went out (once per claim). */
    unpaid_notified_at: timestamp("unpaid_notified_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("commissions_application_uq").on(t.application_id),
    index("commissions_partner_idx").on(t.partner_id, t.created_at, t.id),
    index("commissions_status_idx").on(t.status, t.created_at),
  ],
);

/** Every change of a commission record: the history both sides see. */
export const commissionEvents = pgTable(
  "commission_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    commission_id: integer("commission_id")
      .notNull()
      .references(() => commissions.id, { onDelete: "cascade" }),
    from_status: varchar("from_status", { length: 20 }),
    to_status: varchar("to_status", { length: 20 }).notNull(),
    note: text("note"),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("commission_events_commission_idx").on(t.commission_id, t.created_at)],
);

/** University Expert (issue 6): provider representatives partners can meet. */
export const experts = pgTable(
  "experts",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 150 }).notNull(),
    title: varchar("title", { length: 150 }),
    provider_id: integer("provider_id").references(() => educationProviders.id, { onDelete: "set null" }),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    bio: text("bio"),
    /** ISO 639-1 language codes or names, as entered. */
    languages: text("languages").array().notNull().default([]),
    country_ids: integer("country_ids").array().notNull().default([]),
    region_ids: integer("region_ids").array().notNull().default([]),
    photo_storage_key: varchar("photo_storage_key", { length: 300 }),
    photo_content_type: varchar("photo_content_type", { length: 100 }),
    is_active: boolean("is_active").notNull().default(true),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("experts_provider_idx").on(t.provider_id)],
);

/** A partner's request to meet an expert: three preferred slots; the Superadmin confirms one or declines. */
export const expertMeetings = pgTable(
  "expert_meetings",
  {
    id: serial("id").primaryKey(),
    expert_id: integer("expert_id")
      .notNull()
      .references(() => experts.id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    requested_by: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    student_id: integer("student_id").references(() => students.id, { onDelete: "set null" }),
    topic: varchar("topic", { length: 200 }).notNull(),
    message: text("message"),
    /** The three preferred start times, ISO strings in UTC. */
    slots: jsonb("slots").$type<string[]>().notNull(),
    duration_minutes: smallint("duration_minutes").notNull().default(30),
    /** requested | confirmed | declined | cancelled */
    status: varchar("status", { length: 20 }).notNull().default("requested"),
    confirmed_slot: timestamp("confirmed_slot", { withTimezone: true }),
    decline_reason: text("decline_reason"),
    /** The Superadmin's note with a confirmation (where to meet, what to bring). */
    decision_note: text("decision_note"),
    decided_by: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decided_at: timestamp("decided_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("expert_meetings_partner_idx").on(t.partner_id, t.created_at),
    index("expert_meetings_status_idx").on(t.status, t.created_at),
  ],
);

/** Export Reports (issue 6): exports too big to stream at once run in the background and wait here. */
export const reportJobs = pgTable(
  "report_jobs",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** students | applications | payments | sublogins */
    kind: varchar("kind", { length: 20 }).notNull(),
    /** csv | xlsx */
    format: varchar("format", { length: 4 }).notNull(),
    filters: jsonb("filters").$type<Record<string, string>>().notNull().default({}),
    /** The language the file's labels and values are written in (en, ar, zh, es, vi; issue 35). */
    language: varchar("language", { length: 5 }).notNull().default("en"),
    /** queued | running | done | failed */
    status: varchar("status", { length: 10 }).notNull().default("queued"),
    total_rows: integer("total_rows").notNull().default(0),
    rows_written: integer("rows_written").notNull().default(0),
    file_name: varchar("file_name", { length: 255 }),
    storage_key: varchar("storage_key", { length: 300 }),
    size_bytes: integer("size_bytes"),
    error: text("error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp("started_at", { withTimezone: true }),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("report_jobs_partner_idx").on(t.partner_id, t.created_at)],
);

/** Bytes kept in a row (a student import's file and its result): they commit with the row that needs them. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Student imports too big to check in the request (issue 36, more than 500 rows): the file waits in its row until
 * the `students.import` job has checked it (and imported it, all rows or none); the result file, the uploaded file
 * with a column saying what happened to each row, then waits here for its download (swept after 7 days).
 */
export const studentImportJobs = pgTable(
  "student_import_jobs",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** false: check only; true: check, then import every row or none. */
    commit: boolean("commit").notNull(),
    /** csv | xlsx */
    format: varchar("format", { length: 4 }).notNull(),
    file_name: varchar("file_name", { length: 255 }).notNull(),
    /** The reader's language: the result file's column and every error are written in it. */
    language: varchar("language", { length: 5 }).notNull().default("en"),
    /** The address the file came from: each imported student's audit entry records it. */
    ip: varchar("ip", { length: 64 }),
    /** queued | checking | importing | done | failed */
    status: varchar("status", { length: 10 }).notNull().default("queued"),
    total_rows: integer("total_rows").notNull().default(0),
    rows_checked: integer("rows_checked").notNull().default(0),
    rows_imported: integer("rows_imported").notNull().default(0),
    valid_rows: integer("valid_rows").notNull().default(0),
    invalid_rows: integer("invalid_rows").notNull().default(0),
    committed: boolean("committed").notNull().default(false),
    created: integer("created").notNull().default(0),
    /** The first rows with errors (line, errors, duplicate_of), for the screen. */
    problems: jsonb("problems").$type<unknown[]>().notNull().default([]),
    error: text("error"),
    /** The uploaded file, until the job has finished with it. */
    upload: bytea("upload"),
    /** The result file (same format as the upload). */
    result: bytea("result"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp("started_at", { withTimezone: true }),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("student_import_jobs_owner_idx").on(t.partner_id, t.user_id, t.created_at)],
);
