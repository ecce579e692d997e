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
  /** The date (YYYY-MM-DD) by which the student must answer an offer (decision 052). */
  offer_respond_by: z.string().nullable(),
  counsellor: ref.nullable(),
  tags: z.array(z.string()),
  submitted_at: z.string().nullable(),
  /** Messages from the other side that the reader's side has not read (decision 043). */
  unread_messages: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  /** The day applications close for its course and intake (issue 36), YYYY-MM-DD, or null when none is set. */
  deadline: z.string().nullable(),
  /** The first day of its intake, YYYY-MM-DD. */
  intake_start: z.string(),
  /**
   * The student's passport expires before the intake's start plus six months (the usual visa rule), or has expired:
   * the expiry day and that limit, both YYYY-MM-DD; null when the passport lasts (or its expiry is not known).
   */
  passport_warning: z.object({ expires_on: z.string(), valid_until_needed: z.string() }).nullable(),
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

/** `deadline` and `offer_respond_by`: soonest first, those without one last (My day's lists, issue 36). */
export const APPLICATION_ORDERINGS = [
  "created_at",
  "-created_at",
  "updated_at",
  "-updated_at",
  "deadline",
  "offer_respond_by",
] as const;

const isoDay = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`);

/** "Answer the offer by": a real calendar date, or null to clear it (decision 052). */
export const offerRespondByField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "The offer's answer date must be a date (YYYY-MM-DD).")
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: "The offer's answer date must be a real date.",
    },
  )
  .nullable();

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
  /** Issue 36: `soon`: its deadline is within the next 14 days (today included) and it is not yet submitted. */
  deadline: z.enum(["soon"], { error: "deadline is soon." }).optional(),
  /** Issue 36: `missing`: its document checklist is incomplete. */
  documents: z.enum(["missing"], { error: "documents is missing." }).optional(),
  /** `awaiting`: the application's status is an offer awaiting the student's answer (decision 052). */
  offer: z.enum(["awaiting"], { error: "offer is awaiting." }).optional(),
  /** `unread`: applications with admissions' messages the partner side has not read (My day, issue 36). */
  messages: z.enum(["unread"], { error: "messages is unread." }).optional(),
  ordering: z
    .enum(APPLICATION_ORDERINGS, { error: `ordering is one of ${APPLICATION_ORDERINGS.join(", ")}.` })
    .default("-created_at"),
});
export type ApplicationListQuery = z.input<typeof applicationListQuery>;

/** The applications list's filters without paging or ordering: what "all matching" and an export read. */
export const applicationFiltersQuery = applicationListQuery.omit({ page: true, page_size: true, ordering: true });

/** A change to an application's counsellor or tags (its other fields move through submit, withdraw, the queue). */
export const applicationUpdateBody = z
  .object({
    counsellor_id: counsellorField.optional(),
    tags: tagsField.optional(),
    offer_respond_by: offerRespondByField.optional(),
  })
  .refine((v) => v.counsellor_id !== undefined || v.tags !== undefined || v.offer_respond_by !== undefined, {
    message: "Send counsellor_id, tags or offer_respond_by.",
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

/**
 * The statuses in which an offer awaits the student's answer (decision 052): the applications list's
 * `offer=awaiting`, the offer tasks and the "Answer the offer by" field all read this one list.
 */
export const OFFER_AWAITING_STATUSES = ["Conditional offer", "Unconditional offer"] as const;
export const isOfferAwaiting = (statusName: string) =>
  (OFFER_AWAITING_STATUSES as readonly string[]).includes(statusName);

/** The statuses in which a missing checklist document is asked for, so a task is made for it (decision 052). */
export const DOCUMENT_REQUEST_STATUSES = ["Draft", "More information requested"] as const;

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
