import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

// Counsellor and tags on students and applications, and the bulk actions on their lists (issue 20,
// docs/decisions/031).

export const TAG_MAX_LENGTH = 40;
export const TAGS_PER_RECORD = 20;
/** The most ids one bulk action or one "Export selection" names. */
export const BULK_IDS_MAX = 1000;
/** The most records "all matching the filter" may reach in one bulk action. */
export const BULK_MATCH_MAX = 5000;

/** One tag: trimmed, inner spaces collapsed, 1-40 characters. Tags are compared exactly as written. */
export const tagField = z
  .string({ error: "A tag is text." })
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "A tag needs at least one character.")
      .max(TAG_MAX_LENGTH, `A tag is at most ${TAG_MAX_LENGTH} characters.`),
  );

/** A record's tags: each one a tag, each once (the first spelling kept), at most 20. */
export const tagsField = z
  .array(tagField)
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(TAGS_PER_RECORD, `A record has at most ${TAGS_PER_RECORD} tags.`));

const userId = z.coerce
  .number({ error: "Choose a counsellor." })
  .int("Choose a counsellor.")
  .max(INT4_MAX, INT4_MESSAGE)
  .positive("Choose a counsellor.");

/** A record's counsellor as a form sends it: a user id, or null for none. */
export const counsellorField = userId.nullable();

/** The lists' Counsellor filter: a user id, or `none` for the records without one. */
export const counsellorFilter = z.coerce
  .string()
  .trim()
  .regex(/^(none|[1-9]\d{0,9})$/, "counsellor is a user id or none.")
  .refine((v) => v === "none" || Number(v) <= INT4_MAX, INT4_MESSAGE);

/** The lists' Tag filter: the records carrying this tag. */
export const tagFilter = z.string().trim().min(1, "tag is a tag.").max(TAG_MAX_LENGTH, "tag is a tag.");

/** One of the partner's people a record can be given to: the owner or an active sub-login. */
export const counsellorItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  is_owner: z.boolean(),
});
export type CounsellorItem = z.infer<typeof counsellorItem>;

const recordId = z
  .number({ error: "Ids are numbers." })
  .int("Ids are whole numbers.")
  .max(INT4_MAX, INT4_MESSAGE)
  .positive("Ids are positive numbers.");

/**
 * Which records a bulk action takes: `ids` (the rows ticked, at most 1,000) or `selection: {all: true, filters}`
 * (every record the list's filters match, at most 5,000). The filters are the list's own query without paging;
 * an unknown filter name is refused, so a typo cannot widen "all" to every record.
 */
export function bulkSelection<F extends z.ZodObject>(filters: F) {
  return z.object({
    ids: z
      .array(recordId)
      .min(1, "Select at least one record.")
      .max(BULK_IDS_MAX, `Select at most ${BULK_IDS_MAX} records, or choose all matching the filter.`)
      .optional(),
    selection: z
      .object({
        all: z.literal(true, { error: "selection.all is true: every record matching the filters." }),
        filters: filters.strict().default({} as never),
      })
      .optional(),
  });
}

const exactlyOne = (v: { ids?: unknown; selection?: unknown }, ctx: z.RefinementCtx) => {
  if ((v.ids === undefined) === (v.selection === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: ["ids"],
      message: "Send either ids or selection (all matching the filters), not both.",
    });
  }
};

/** The bodies of the three bulk actions over a list whose filters are `filters`. */
export function bulkBodies<F extends z.ZodObject>(filters: F) {
  const base = bulkSelection(filters);
  return {
    assignCounsellor: base.extend({ counsellor_id: userId }).superRefine(exactlyOne),
    tag: base.extend({ tag: tagField }).superRefine(exactlyOne),
  };
}

/** What a bulk action did: how many records it changed, and how many already were as asked (no audit entry). */
export const bulkResult = z.object({
  selected: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  updated: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  unchanged: z.number().int().max(INT4_MAX, INT4_MESSAGE),
});
export type BulkResult = z.infer<typeof bulkResult>;

/** "Export selection": the ids of an export's query (`ids=1,2,3`), at most 1,000. */
export const idsParam = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/, "ids is a comma-separated list of record ids.")
  .transform((v) => [...new Set(v.split(",").map(Number))])
  .pipe(
    z
      .array(z.number().int().positive("ids are positive numbers.").max(INT4_MAX, INT4_MESSAGE))
      .max(BULK_IDS_MAX, `An export selection has at most ${BULK_IDS_MAX} records.`),
  );
