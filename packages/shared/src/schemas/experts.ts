import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { emailField, nameField } from "./fields";

/** University Expert (issue 6): provider representatives and meeting requests. */
export const MEETING_STATUSES = ["requested", "confirmed", "declined", "cancelled"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
/** How many preferred slots a partner offers, and how far ahead they may be. */
export const MEETING_SLOT_COUNT = 3;
export const MEETING_MAX_DAYS_AHEAD = 180;
export const MEETING_DURATIONS = [15, 30, 45, 60] as const;
/** Largest expert photo (JPG or PNG). */
export const EXPERT_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

const idList = (what: string) =>
  z
    .array(z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive(`Choose ${what}.`), {
      error: `Choose ${what}.`,
    })
    .max(300);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** The fields of an expert, without defaults (so a partial PATCH changes only what it names). */
const expertFields = {
  name: nameField("Name"),
  title: optionalText(150, "The job title"),
  provider_id: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("Choose a provider.").nullable().optional(),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(40, "The phone number is at most 40 characters.")
    .regex(/^[+\d\s()-]*$/, "A phone number has digits, spaces, +, ( ) and - only.")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  bio: optionalText(5000, "The biography"),
  languages: z
    .array(
      z.string().trim().min(2, "A language has at least 2 letters.").max(40, "A language is at most 40 letters."),
      {
        error: "Languages are a list.",
      },
    )
    .max(20, "At most 20 languages."),
  country_ids: idList("countries"),
  region_ids: idList("regions"),
  is_active: z.boolean({ error: "Active is true or false." }),
};

export const expertBody = z.object({
  ...expertFields,
  languages: expertFields.languages.default([]),
  country_ids: expertFields.country_ids.default([]),
  region_ids: expertFields.region_ids.default([]),
  is_active: expertFields.is_active.default(true),
});
/** PATCH: any of the fields; those left out keep their value. */
export const expertPatchBody = z.object(expertFields).partial();
export type ExpertBody = z.input<typeof expertBody>;

export const expertListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  provider: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("provider must be a provider id.").optional(),
  country: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("country must be a country id.").optional(),
  region: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("region must be a region id.").optional(),
  language: z.string().trim().max(40).optional(),
  /** Superadmin only: active, inactive or all (partners always see active experts). */
  status: z.enum(["active", "inactive", "all"], { error: "status is active, inactive or all." }).optional(),
});

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });

export const expertItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  title: z.string().nullable(),
  provider: ref.nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  languages: z.array(z.string()),
  countries: z.array(ref),
  regions: z.array(ref),
  /** API path of the photo, or null when there is none (the screens show initials). */
  photo_url: z.string().nullable(),
  is_active: z.boolean(),
  /** Superadmin only: how many meeting requests name this expert (an expert with meetings cannot be deleted). */
  meetings_count: z.number().int().max(INT4_MAX, INT4_MESSAGE).optional(),
});
export type ExpertItem = z.infer<typeof expertItem>;

export const meetingRequestBody = z
  .object({
    topic: z
      .string({ error: "Say what the meeting is about." })
      .trim()
      .min(3, "Say what the meeting is about in at least 3 characters.")
      .max(200, "A topic is at most 200 characters."),
    message: optionalText(2000, "The message"),
    student_id: z.coerce
      .number()
      .int()
      .max(INT4_MAX, INT4_MESSAGE)
      .positive("Choose one of your students.")
      .nullable()
      .optional(),
    duration_minutes: z.coerce
      .number()
      .refine((v) => (MEETING_DURATIONS as readonly number[]).includes(v), {
        message: `A meeting lasts ${MEETING_DURATIONS.slice(0, -1).join(", ")} or ${MEETING_DURATIONS.at(-1)} minutes.`,
      })
      .default(30),
    slots: z
      .array(
        z
          .string({ error: "Choose a date and time." })
          .min(1, "Choose a date and time.")
          .pipe(z.iso.datetime({ offset: true, error: "Each slot is a date and time." })),
        {
          error: `Offer ${MEETING_SLOT_COUNT} preferred times.`,
        },
      )
      .length(MEETING_SLOT_COUNT, `Offer ${MEETING_SLOT_COUNT} preferred times.`),
  })
  .superRefine((v, ctx) => {
    const times = v.slots.map((s) => Date.parse(s));
    const now = Date.now();
    times.forEach((t, i) => {
      if (t <= now) ctx.addIssue({ code: "custom", path: ["slots", i], message: "Choose a time in the future." });
      else if (t > now + MEETING_MAX_DAYS_AHEAD * 86_400_000)
        ctx.addIssue({
          code: "custom",
          path: ["slots", i],
          message: `Choose a time within ${MEETING_MAX_DAYS_AHEAD} days.`,
        });
    });
    const valid = times.filter((t) => !Number.isNaN(t));
    if (new Set(valid).size !== valid.length)
      ctx.addIssue({ code: "custom", path: ["slots"], message: "Offer three different times." });
  });
export type MeetingRequestBody = z.input<typeof meetingRequestBody>;

export const meetingConfirmBody = z.object({
  /** Which of the three preferred slots (0, 1 or 2). */
  slot_index: z.coerce
    .number({ error: "Choose one of the preferred times." })
    .int("Choose one of the preferred times.")
    .min(0, "Choose one of the preferred times.")
    .max(MEETING_SLOT_COUNT - 1, "Choose one of the preferred times."),
  note: optionalText(2000, "The note"),
});

export const meetingDeclineBody = z.object({
  reason: z
    .string({ error: "Give a reason." })
    .trim()
    .min(3, "Give a reason of at least 3 characters.")
    .max(1000, "A reason is at most 1000 characters."),
});

export const meetingListQuery = pageQuery.extend({
  status: z.enum(MEETING_STATUSES, { error: `status is one of ${MEETING_STATUSES.join(", ")}.` }).optional(),
  expert: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("expert must be an expert id.").optional(),
  partner: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("partner must be a partner id.").optional(),
});

export const meetingItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  expert: ref,
  provider: ref.nullable(),
  partner: ref,
  requested_by: ref.nullable(),
  student: ref.nullable(),
  topic: z.string(),
  message: z.string().nullable(),
  slots: z.array(z.string()),
  duration_minutes: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  status: z.enum(MEETING_STATUSES),
  confirmed_slot: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** The Superadmin's note with the confirmation. */
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  /** API path of the calendar file once confirmed. */
  ics_url: z.string().nullable(),
  /** The partner may still cancel: requested, or confirmed for a time still ahead. */
  can_cancel: z.boolean(),
});
export type MeetingItem = z.infer<typeof meetingItem>;

/** How many meetings per status, under every list filter but the status. */
export const meetingCounts = z.record(z.string(), z.number().int().max(INT4_MAX, INT4_MESSAGE));

/** The partner's filter choices: only values some active expert has. */
export const expertFilterOptions = z.object({
  providers: z.array(ref),
  countries: z.array(ref),
  regions: z.array(ref),
  languages: z.array(z.string()),
});
export type ExpertFilterOptions = z.infer<typeof expertFilterOptions>;

/** The Superadmin form's choices: every provider, active country and region. */
export const expertFormOptions = z.object({
  providers: z.array(ref),
  countries: z.array(ref),
  regions: z.array(ref),
});
export type ExpertFormOptions = z.infer<typeof expertFormOptions>;
