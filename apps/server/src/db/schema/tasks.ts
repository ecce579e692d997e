import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { partners, users } from "./accounts";
import { applications, students } from "./partner-work";

/**
 * A partner's tasks (issue 36, decision 052): made by a person (`manual`) or by the portal for a document missing
 * from a checklist, an offer awaiting the student's answer or an unanswered message from admissions. An automatic
 * task carries `source_key` (e.g. `document:12:passport`), unique among the partner's open automatic tasks, so it is
 * made once and closed by the change that ends its cause.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    notes: text("notes"),
    due_at: timestamp("due_at", { withTimezone: true }).notNull(),
    assignee_id: integer("assignee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    student_id: integer("student_id").references(() => students.id, { onDelete: "cascade" }),
    application_id: integer("application_id").references(() => applications.id, { onDelete: "cascade" }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    completed_at: timestamp("completed_at", { withTimezone: true }),
    completed_by: integer("completed_by").references(() => users.id, { onDelete: "set null" }),
    source: varchar("source", { length: 10 }).notNull().default("manual"),
    source_key: varchar("source_key", { length: 100 }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list in due order, and the reminders' walk over open tasks by due time.
    index("tasks_partner_due_idx").on(t.partner_id, t.due_at, t.id),
    index("tasks_open_due_idx").on(t.due_at).where(sql`${t.completed_at} is null`),
    index("tasks_assignee_idx").on(t.assignee_id, t.due_at),
    index("tasks_student_idx").on(t.student_id),
    index("tasks_application_idx").on(t.application_id),
    uniqueIndex("tasks_open_source_uq")
      .on(t.partner_id, t.source_key)
      .where(sql`${t.completed_at} is null and ${t.source} <> 'manual'`),
    check("tasks_source", sql`${t.source} in ('manual', 'document', 'offer', 'message')`),
    check("tasks_title_length", sql`char_length(${t.title}) between 1 and 200`),
  ],
);

/**
 * What the reminders job has told (decision 052): one row per task, reminder (`day_before`, `due_day`) and due
 * date, inserted by the statement that finds the work, so a second run finds it told.
 */
export const taskReminders = pgTable(
  "task_reminders",
  {
    task_id: bigint("task_id", { mode: "number" })
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 10 }).notNull(),
    due_on: date("due_on").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.task_id, t.kind, t.due_on] })],
);

/** One digest mail per person per day (UTC): the row is the marker. */
export const taskDigests = pgTable(
  "task_digests",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);
