import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { counsellorField, counsellorFilter, tagFilter, tagsField } from "./counselling";

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });
const positiveId = (label: string) =>
  z.coerce
    .number({ error: `Choose ${label}.` })
    .int(`Choose ${label}.`)
    .max(INT4_MAX, INT4_MESSAGE)
    .positive(`Choose ${label}.`);

export const applicationStatusRef = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  colour: z.string(),
  is_terminal: z.boolean(),
});

export const applicationItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  student: ref,
  course: ref,
  provider: ref,
  country: ref,
  study_level: ref,
  intake: ref,
  status: applicationStatusRef,
  offer_type: z.string().nullable(),
  counsellor: ref.nullable(),
  tags: z.array(z.string()),
  submitted_at: z.string().nullable(),
  /** Messages from the other side that the reader's side has not read (decision 043). */
  unread_messages: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApplicationItem = z.infer<typeof applicationItem>;

export const timelineEntry = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  from: ref.nullable(),
  to: ref,
  by: ref.nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** Who wrote a message: the partner's team or admissions (the Superadmin). */
export const MESSAGE_SIDES = ["partner", "admin"] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** A file sent with a message; `download_url` is the reader's own route (checked on every download). */
export const messageAttachment = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  download_url: z.string(),
});

export const applicationMessage = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  author: z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string(), role: z.string() }).nullable(),
  side: z.enum(MESSAGE_SIDES),
  body: z.string(),
  attachments: z.array(messageAttachment),
  /** From the other side and not yet read by the reader's side. */
  unread: z.boolean(),
  /** When the other side (not its author's) read it; null while unread. */
  read_at: z.string().nullable(),
  created_at: z.string(),
});

export const checklistItem = z.object({
  kind: z.string(),
  label: z.string(),
  uploaded: z.boolean(),
});

export const applicationDetail = applicationItem.extend({
  timeline: z.array(timelineEntry),
  messages: z.array(applicationMessage),
  checklist: z.array(checklistItem),
  can_submit: z.boolean(),
  can_withdraw: z.boolean(),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

export const APPLICATION_ORDERINGS = ["created_at", "-created_at", "updated_at", "-updated_at"] as const;

const isoDay = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`);

export const applicationListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  status: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("status must be a status id.").optional(),
  intake: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("intake must be an intake id.").optional(),
  provider: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("provider must be a provider id.").optional(),
  country: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("country must be a country id.").optional(),
  study_level: z.coerce
    .number()
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("study_level must be a study level id.")
    .optional(),
  student: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("student must be a student id.").optional(),
  created_from: isoDay("created_from").optional(),
  created_to: isoDay("created_to").optional(),
  counsellor: counsellorFilter.optional(),
  tag: tagFilter.optional(),
  ordering: z
    .enum(APPLICATION_ORDERINGS, { error: `ordering is one of ${APPLICATION_ORDERINGS.join(", ")}.` })
    .default("-created_at"),
});
export type ApplicationListQuery = z.input<typeof applicationListQuery>;

/** The applications list's filters without paging or ordering: what "all matching" and an export read. */
export const applicationFiltersQuery = applicationListQuery.omit({ page: true, page_size: true, ordering: true });

/** A change to an application's counsellor or tags (its other fields move through submit, withdraw, the queue). */
export const applicationUpdateBody = z
  .object({ counsellor_id: counsellorField.optional(), tags: tagsField.optional() })
  .refine((v) => v.counsellor_id !== undefined || v.tags !== undefined, {
    message: "Send counsellor_id or tags.",
    path: ["counsellor_id"],
  });
export type ApplicationUpdateBody = z.input<typeof applicationUpdateBody>;

export const applicationCreateBody = z.object({
  student_id: positiveId("a student"),
  course_id: positiveId("a course"),
  intake_id: positiveId("an intake"),
});
export type ApplicationCreateBody = z.input<typeof applicationCreateBody>;

export const applicationNoteBody = z.object({
  note: z.string().trim().max(2000, "The note is at most 2000 characters.").optional(),
});

export const applicationMessageBody = z.object({
  body: z
    .string({ error: "Write a message." })
    .trim()
    .min(1, "Write a message.")
    .max(5000, "A message is at most 5000 characters."),
});

/** The text sent beside a file (multipart field `body`): may be empty, since the file says something itself. */
export const applicationMessageFileFields = z.object({
  body: z.string().trim().max(5000, "A message is at most 5000 characters.").optional(),
});

/** Marks the other side's messages read up to the newest one the reader was shown. */
export const applicationMessagesReadBody = z.object({
  up_to: z.coerce
    .number({ error: "Name the last message read." })
    .int("Name the last message read.")
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("Name the last message read."),
});

/** The documents each study level asks for (the application checklist). */
export const DOCUMENT_KINDS = {
  passport: "Passport",
  transcript: "Academic transcripts",
  english_test: "English test result",
  sop: "Statement of purpose",
  cv: "CV / résumé",
  reference: "References",
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

export function checklistFor(levelName: string): DocumentKind[] {
  if (levelName === "English Language") return ["passport"];
  if (
    levelName === "Certificate" ||
    levelName === "Diploma" ||
    levelName === "Foundation" ||
    levelName === "Associate Degree"
  ) {
    return ["passport", "transcript", "english_test"];
  }
  if (levelName === "Undergraduate") return ["passport", "transcript", "english_test", "sop"];
  return ["passport", "transcript", "english_test", "sop", "cv", "reference"];
}
