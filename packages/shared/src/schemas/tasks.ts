import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** Where a task came from: a person, or the portal for a missing document, an offer or an unanswered message. */
export const TASK_SOURCES = ["manual", "document", "offer", "message"] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

/** The list's due filters (decision 052): days are UTC days. */
export const TASK_DUE_FILTERS = ["overdue", "today", "upcoming", "done"] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });

export const taskItem = z.object({
  id: z.number().int(),
  title: z.string(),
  notes: z.string().nullable(),
  due_at: z.string(),
  assignee: ref,
  student: ref.nullable(),
  application: z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE) }).nullable(),
  source: z.enum(TASK_SOURCES),
  created_by: ref.nullable(),
  completed_at: z.string().nullable(),
  completed_by: ref.nullable(),
  /** Open and past its due time. */
  overdue: z.boolean(),
  /** What the caller may do with it. */
  can_edit: z.boolean(),
  can_complete: z.boolean(),
  can_delete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaskItem = z.infer<typeof taskItem>;

const optionalId = (label: string) =>
  z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive(`${label} must be an id.`).optional();

export const taskListQuery = pageQuery.extend({
  due: z.enum(TASK_DUE_FILTERS, { error: "due is overdue, today, upcoming or done." }).optional(),
  /** `me`, or a user's id. */
  assignee: z
    .string()
    .trim()
    .regex(/^(me|[1-9]\d{0,9})$/, "assignee is me or a user id.")
    .refine((v) => v === "me" || Number(v) <= INT4_MAX, INT4_MESSAGE)
    .optional(),
  student: optionalId("student"),
  application: optionalId("application"),
  /** Only the open tasks (any due time); `due=done` lists the completed ones. */
  open: z.enum(["true", "false"], { error: "open is true or false." }).optional(),
});
export type TaskListQuery = z.input<typeof taskListQuery>;

const title = z
  .string({ error: "Give the task a title." })
  .trim()
  .min(1, "Give the task a title.")
  .max(200, "A task's title is at most 200 characters.");
const notes = z
  .string()
  .trim()
  .max(2000, "A task's notes are at most 2000 characters.")
  .transform((v) => (v === "" ? null : v))
  .nullable();
const dueAt = z.iso.datetime({ offset: true, error: "The due time must be a date and time (ISO 8601)." });
const linkId = (label: string) =>
  z.coerce
    .number({ error: `Choose ${label}.` })
    .int(`Choose ${label}.`)
    .max(INT4_MAX, INT4_MESSAGE)
    .positive(`Choose ${label}.`)
    .nullable();

export const taskCreateBody = z.object({
  title,
  notes: notes.optional(),
  due_at: dueAt,
  /** Omitted: the caller. */
  assignee_id: linkId("who does it").optional(),
  student_id: linkId("a student").optional(),
  application_id: linkId("an application").optional(),
});
export type TaskCreateBody = z.input<typeof taskCreateBody>;

export const taskUpdateBody = z
  .object({
    title: title.optional(),
    notes: notes.optional(),
    due_at: dueAt.optional(),
    assignee_id: linkId("who does it").optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Send title, notes, due_at or assignee_id.",
    path: ["title"],
  });
export type TaskUpdateBody = z.input<typeof taskUpdateBody>;
