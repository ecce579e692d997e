import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
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
import { applicationStatuses, countries, intakes, states, studyLevels, timestamps } from "./reference";

export const educationProviders = pgTable(
  "education_providers",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    country_id: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "restrict" }),
    city: varchar("city", { length: 120 }),
    /** university | college | school | language_school */
    type: varchar("type", { length: 30 }).notNull().default("university"),
    website: varchar("website", { length: 300 }),
    logo_url: varchar("logo_url", { length: 300 }),
    description: text("description"),
    contact_name: varchar("contact_name", { length: 150 }),
    contact_email: varchar("contact_email", { length: 254 }),
    contact_phone: varchar("contact_phone", { length: 40 }),
    is_active: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("providers_country_idx").on(t.country_id),
    uniqueIndex("providers_name_country_uq").on(t.name, t.country_id),
  ],
);

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    provider_id: integer("provider_id")
      .notNull()
      .references(() => educationProviders.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 250 }).notNull(),
    study_level_id: integer("study_level_id")
      .notNull()
      .references(() => studyLevels.id, { onDelete: "restrict" }),
    discipline: varchar("discipline", { length: 120 }).notNull(),
    duration_months: smallint("duration_months").notNull(),
    tuition_fee: numeric("tuition_fee", { precision: 12, scale: 2 }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    application_fee: numeric("application_fee", { precision: 10, scale: 2 }).notNull().default("0"),
    /** Months (1-12) the course starts in. */
    intake_months: smallint("intake_months").array().notNull().default([]),
    requirements: text("requirements"),
    language: varchar("language", { length: 40 }).notNull().default("English"),
    is_active: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("courses_provider_idx").on(t.provider_id),
    // The Superadmin's catalogue, newest change first (issue 34).
    index("courses_updated_idx").on(t.updated_at, t.id),
    index("courses_level_idx").on(t.study_level_id),
    // Both also INCLUDE (is_active, provider_id), which drizzle cannot declare: migration 0028 makes them so.
    index("courses_tuition_idx").on(t.tuition_fee, t.id),
    index("courses_name_idx").on(t.name, t.id),
    uniqueIndex("courses_provider_name_level_uq").on(t.provider_id, t.name, t.study_level_id),
  ],
);

/**
 * Who looks after a student or an application, and the partner's own labels (issue 20, migration 0023). The
 * counsellor is a user of the same partner (the owner or an active sub-login): the service checks that, the foreign
 * key only that the user exists (a deleted sub-login leaves the record without a counsellor). Tags are trimmed,
 * 1-40 characters, at most 20 per record (the check constraint holds the count); the GIN index on (partner, tags)
 * (btree_gin, migration 0009) answers the lists' Tag filter.
 */
const counselling = () => ({
  counsellor_id: integer("counsellor_id").references(() => users.id, { onDelete: "set null" }),
  tags: text("tags").array().notNull().default([]),
});

export const students = pgTable(
  "students",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    first_name: varchar("first_name", { length: 100 }).notNull(),
    last_name: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    date_of_birth: date("date_of_birth"),
    /** female | male | other | undisclosed */
    gender: varchar("gender", { length: 20 }),
    nationality_id: integer("nationality_id").references(() => countries.id, { onDelete: "set null" }),
    passport_number: varchar("passport_number", { length: 30 }),
    passport_expiry: date("passport_expiry"),
    address: text("address"),
    country_id: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
    state_id: integer("state_id").references(() => states.id, { onDelete: "set null" }),
    city: varchar("city", { length: 120 }),
    study_country_id: integer("study_country_id").references(() => countries.id, { onDelete: "set null" }),
    study_level_id: integer("study_level_id").references(() => studyLevels.id, { onDelete: "set null" }),
    highest_qualification: varchar("highest_qualification", { length: 200 }),
    grade: varchar("grade", { length: 50 }),
    /** IELTS | TOEFL | PTE | Duolingo | none */
    english_test: varchar("english_test", { length: 20 }),
    english_overall: numeric("english_overall", { precision: 5, scale: 1 }),
    english_bands: jsonb("english_bands").$type<{
      listening?: number;
      reading?: number;
      writing?: number;
      speaking?: number;
    }>(),
    notes: text("notes"),
    // What course matching needs (issue 18), all optional: `grade` is read on `grading_scale`.
    /** percentage | gpa4 | cgpa10 | uk_class */
    grading_scale: varchar("grading_scale", { length: 20 }),
    /** The level of the studies the student completed last (study_levels). */
    completed_level_id: integer("completed_level_id").references(() => studyLevels.id, { onDelete: "set null" }),
    completion_year: smallint("completion_year"),
    subjects: text("subjects").array().notNull().default([]),
    /** Months (1-12) the student could start in. */
    preferred_intakes: smallint("preferred_intakes").array().notNull().default([]),
    budget_amount: numeric("budget_amount", { precision: 12, scale: 2 }),
    budget_currency: varchar("budget_currency", { length: 3 }),
    /** Destinations besides `study_country_id` (countries). */
    preferred_country_ids: integer("preferred_country_ids").array().notNull().default([]),
    preferred_disciplines: text("preferred_disciplines").array().notNull().default([]),
    /** active | archived */
    status: varchar("status", { length: 20 }).notNull().default("active"),
    /** When the owner erased the student (issue 37, decision 057): the row is a pseudonym, archived, kept for the
     * applications and commissions that point at it. */
    erased_at: timestamp("erased_at", { withTimezone: true }),
    ...counselling(),
    ...timestamps,
  },
  (t) => [
    index("students_partner_created_idx").on(t.partner_id, t.created_at, t.id),
    // The Superadmin's list of every partner's students, newest first (issue 34).
    index("students_created_idx").on(t.created_at, t.id),
    // What each sub-login made (its performance, the "mine" scope) and the foreign key's SET NULL.
    index("students_created_by_idx").on(t.created_by),
    index("students_partner_last_name_idx").on(t.partner_id, t.last_name, t.id),
    index("students_partner_counsellor_idx").on(t.partner_id, t.counsellor_id),
    index("students_partner_tags_idx").using("gin", t.partner_id, t.tags),
    check("students_tags_max", sql`cardinality(${t.tags}) <= 20`),
    uniqueIndex("students_partner_email_uq").on(t.partner_id, sql`lower(${t.email})`),
    uniqueIndex("students_partner_passport_uq")
      .on(t.partner_id, sql`upper(${t.passport_number})`)
      .where(sql`${t.passport_number} is not null`),
  ],
);

export const studentDocuments = pgTable(
  "student_documents",
  {
    id: serial("id").primaryKey(),
    student_id: integer("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** passport | transcript | english_test | sop | cv | reference | other */
    kind: varchar("kind", { length: 30 }).notNull(),
    file_name: varchar("file_name", { length: 255 }).notNull(),
    content_type: varchar("content_type", { length: 100 }).notNull(),
    size_bytes: integer("size_bytes").notNull(),
    storage_key: varchar("storage_key", { length: 300 }).notNull(),
    uploaded_by: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("student_documents_student_idx").on(t.student_id)],
);

export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    student_id: integer("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "restrict" }),
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    intake_id: integer("intake_id")
      .notNull()
      .references(() => intakes.id, { onDelete: "restrict" }),
    status_id: integer("status_id")
      .notNull()
      .references(() => applicationStatuses.id, { onDelete: "restrict" }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    submitted_at: timestamp("submitted_at", { withTimezone: true }),
    /** conditional | unconditional */
    offer_type: varchar("offer_type", { length: 20 }),
    /** The date by which the student must answer an offer (issue 36, decision 052); set with or after the offer. */
    offer_respond_by: date("offer_respond_by", { mode: "string" }),
    ...counselling(),
    ...timestamps,
  },
  (t) => [
    index("applications_partner_created_idx").on(t.partner_id, t.created_at, t.id),
    // The Superadmin's queue in each of its orders, a partner's by last change, and a search's matches by course
    // (issue 34).
    index("applications_created_idx").on(t.created_at, t.id),
    index("applications_updated_idx").on(t.updated_at, t.id),
    index("applications_partner_updated_idx").on(t.partner_id, t.updated_at, t.id),
    index("applications_course_idx").on(t.course_id),
    index("applications_created_by_idx").on(t.created_by),
    index("applications_partner_counsellor_idx").on(t.partner_id, t.counsellor_id),
    index("applications_partner_tags_idx").using("gin", t.partner_id, t.tags),
    check("applications_tags_max", sql`cardinality(${t.tags}) <= 20`),
    index("applications_student_idx").on(t.student_id),
    index("applications_status_idx").on(t.partner_id, t.status_id),
    uniqueIndex("applications_student_course_intake_uq").on(t.student_id, t.course_id, t.intake_id),
  ],
);

export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    application_id: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    from_status_id: integer("from_status_id").references(() => applicationStatuses.id),
    to_status_id: integer("to_status_id")
      .notNull()
      .references(() => applicationStatuses.id),
    by_user_id: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The application's partner and creator, for the dashboard's recent activity (issue 34, migration 0027): a
     * trigger copies them from the application when an insert leaves `partner_id` out (give both or neither), and
     * the applications' trigger follows a change of the creator, so the code never writes them. No foreign keys of
     * their own: the application's hold the row (and each would cost a check per inserted event).
     */
    partner_id: integer("partner_id"),
    application_created_by: integer("application_created_by"),
  },
  (t) => [
    index("application_events_app_idx").on(t.application_id, t.created_at),
    // The dashboard's recent activity, whole partner and "mine": the newest events, scanned backwards (decision 008).
    index("application_events_partner_created_idx").on(t.partner_id, t.created_at, t.id),
    index("application_events_partner_creator_created_idx").on(
      t.partner_id,
      t.application_created_by,
      t.created_at,
      t.id,
    ),
  ],
);

export const shortlists = pgTable(
  "shortlists",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shortlists_user_course_uq").on(t.user_id, t.course_id)],
);
