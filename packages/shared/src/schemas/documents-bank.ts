import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** Documents Bank (issue 6). */
export const BANK_CATEGORIES = ["brochure", "form", "guide", "policy", "price_list", "training", "other"] as const;
/** Largest file the bank takes. */
export const BANK_MAX_BYTES = 25 * 1024 * 1024;

const optionalId = (what: string) =>
  z.preprocess(
    (v) => (v === "" || v === "null" ? null : v),
    z.coerce
      .number({ error: `Choose ${what}.` })
      .int(`Choose ${what}.`)
      .max(INT4_MAX, INT4_MESSAGE)
      .positive(`Choose ${what}.`)
      .nullable()
      .optional(),
  );

/** The metadata of a bank document (multipart fields on upload, JSON on edit). */
export const bankDocumentFields = z.object({
  title: z
    .string({ error: "Title is required." })
    .trim()
    .min(3, "Write a title of at least 3 characters.")
    .max(200, "A title is at most 200 characters."),
  description: z
    .string()
    .trim()
    .max(2000, "A description is at most 2000 characters.")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  category: z.enum(BANK_CATEGORIES, { error: "Choose a category." }),
  provider_id: optionalId("a provider"),
  country_id: optionalId("a country"),
});

export const bankDocumentPatch = bankDocumentFields.partial().extend({
  is_active: z.boolean({ error: "Active is true or false." }).optional(),
});

export const bankListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  category: z.enum(BANK_CATEGORIES, { error: `category is one of ${BANK_CATEGORIES.join(", ")}.` }).optional(),
  provider: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive().optional(),
  country: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive().optional(),
});

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });

export const bankDocumentItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  provider: ref.nullable(),
  country: ref.nullable(),
  version: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  is_active: z.boolean(),
  updated_at: z.string(),
  versions: z
    .array(
      z.object({
        version: z.number().int().max(INT4_MAX, INT4_MESSAGE),
        file_name: z.string(),
        size_bytes: z.number().int().max(INT4_MAX, INT4_MESSAGE),
        created_at: z.string(),
      }),
    )
    .optional(),
});
export type BankDocumentItem = z.infer<typeof bankDocumentItem>;
