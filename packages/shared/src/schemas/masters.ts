import { z } from "zod";
import { isCurrencyCode } from "../currency";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { PERMISSIONS } from "../permissions";
import { nameField } from "./fields";

/** The Masters: reference data the Superadmin keeps (issue 5). One schema per resource validates form and route. */
export const MASTER_RESOURCES = [
  "roles",
  "years",
  "intakes",
  "application-statuses",
  "countries",
  "regions",
  "study-levels",
  "currency-rates",
] as const;
export type MasterResource = (typeof MASTER_RESOURCES)[number];

/** Colours a status badge can take (Mantine's palette names). */
export const STATUS_COLOURS = [
  "gray",
  "red",
  "pink",
  "grape",
  "violet",
  "indigo",
  "blue",
  "cyan",
  "teal",
  "green",
  "lime",
  "yellow",
  "orange",
] as const;

const activeField = z.boolean({ error: "Active is true or false." });
const flag = (label: string) => z.boolean({ error: `${label} is true or false.` });
const idField = (what: string) =>
  z.coerce
    .number({ error: `Choose ${what}.` })
    .int(`Choose ${what}.`)
    .max(INT4_MAX, INT4_MESSAGE)
    .positive(`Choose ${what}.`);
const sortOrderField = z.coerce
  .number({ error: "Order is a number." })
  .int("Order is a whole number.")
  .min(0, "Order is 0 or more.")
  .max(999, "Order is at most 999.");
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} is text.` })
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .transform((v) => (v === "" ? null : v))
    .nullable();

/** The interface languages besides English, in which Masters rows that people name carry a name of their own. */
export const TRANSLATED_LANGUAGES = ["es", "ar", "vi", "zh"] as const;
export type TranslatedNames = Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], string>>;

/**
 * A row's name in the other interface languages (docs/decisions/048): `{ es, ar, vi, zh }`, each optional; an empty
 * one is dropped, so the screens fall back to the English `name`. Keys of other languages are not kept.
 */
const translatedNames = (max: number) =>
  z
    .object(
      Object.fromEntries(
        TRANSLATED_LANGUAGES.map((l) => [
          l,
          z
            .string({ error: "A name in another language is text." })
            .trim()
            .max(max, `A name in another language is at most ${max} characters.`)
            .optional(),
        ]),
      ) as Record<(typeof TRANSLATED_LANGUAGES)[number], z.ZodOptional<z.ZodString>>,
      { error: "Names in other languages are given as { es, ar, vi, zh }." },
    )
    .transform((names) => {
      const kept: TranslatedNames = {};
      for (const l of TRANSLATED_LANGUAGES) if (names[l]) kept[l] = names[l];
      return kept;
    });

export const regionBody = z.object({
  name: nameField("Name").max(100, "Name is at most 100 characters."),
  is_active: activeField.default(true),
});

export const yearBody = z.object({
  year: z.coerce
    .number({ error: "Year is a number." })
    .int("Year is a whole number.")
    .min(2000, "Year is 2000 or later.")
    .max(2100, "Year is 2100 or earlier."),
  is_active: activeField.default(true),
});

export const intakeBody = z.object({
  name: nameField("Name").max(50, "Name is at most 50 characters."),
  month: z.coerce
    .number({ error: "Month is a number from 1 to 12." })
    .int("Month is a number from 1 to 12.")
    .min(1, "Month is a number from 1 to 12.")
    .max(12, "Month is a number from 1 to 12."),
  year_id: idField("a year"),
  is_active: activeField.default(true),
});

export const applicationStatusBody = z.object({
  name: nameField("Name").max(60, "Name is at most 60 characters."),
  names: translatedNames(60).default({}),
  sort_order: sortOrderField,
  colour: z.enum(STATUS_COLOURS, { error: "Choose a colour from the list." }).default("gray"),
  is_terminal: flag("Terminal").default(false),
  triggers_commission: flag("Triggers commission").default(false),
  description: optionalText("Description", 500).optional(),
  is_active: activeField.default(true),
});

export const countryBody = z.object({
  name: nameField("Name").max(100, "Name is at most 100 characters."),
  iso2: z
    .string({ error: "ISO 3166-1 alpha-2 code is required." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "The alpha-2 code is two letters, e.g. GB."),
  iso3: z
    .string({ error: "ISO 3166-1 alpha-3 code is required." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "The alpha-3 code is three letters, e.g. GBR."),
  phone_code: z
    .string()
    .trim()
    .regex(/^(\+\d{1,4}(-\d{1,4})?)?$/, "The phone code looks like +44.")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || isCurrencyCode(v), "The currency is a three-letter ISO 4217 code, e.g. GBP.")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  region_id: idField("a region").nullable().optional(),
  is_study_destination: flag("Study destination").default(false),
  study_level_ids: z
    .array(idField("a study level"), { error: "Study levels are a list." })
    .max(50, "At most 50 study levels.")
    .default([]),
  is_active: activeField.default(true),
});

export const studyLevelBody = z.object({
  name: nameField("Name").max(100, "Name is at most 100 characters."),
  names: translatedNames(100).default({}),
  sort_order: sortOrderField.default(0),
  is_active: activeField.default(true),
});

export const roleBody = z.object({
  name: nameField("Name").max(60, "Name is at most 60 characters."),
  description: optionalText("Description", 500).optional(),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: "Unknown permission." }), { error: "Permissions are a list." })
    .min(1, "Choose at least one permission.")
    .max(PERMISSIONS.length),
  is_active: activeField.default(true),
});

/** Today in the time zone furthest ahead (UTC+14): a date that is today anywhere is not in the future. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The highest rate taken: numeric(14,6) holds 8 digits before the point; no currency is near 10 million a dollar. */
export const RATE_MAX = 10_000_000;

/** An exchange rate (issue 18): how many units of `currency` one US dollar buys, as of a date. */
export const currencyRateBody = z.object({
  currency: z
    .string({ error: "Currency is required." })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, "The currency is a three-letter ISO 4217 code, e.g. GBP."),
  // Not coerced: a missing rate would turn into NaN and could not be told from a word.
  per_usd: z
    .number({
      error: (issue) =>
        issue.input === undefined ? "Rate per US dollar is required." : "Rate per US dollar is a number.",
    })
    .positive("Rate per US dollar is more than 0.")
    .max(RATE_MAX, "Rate per US dollar is at most 10,000,000.")
    .refine((v) => Math.round(v * 1e6) / 1e6 === v, "Rate per US dollar has at most 6 decimal places."),
  as_of: z.iso
    .date({
      error: (issue) =>
        issue.input === undefined ? "As-of date is required." : "As-of date is a date like 2026-01-31.",
      // Not a date: the future check has nothing to say.
      abort: true,
    })
    .refine((v) => v <= latestToday(), "As-of date cannot be in the future."),
  is_active: activeField.default(true),
});

/** The create schema of each resource; an update takes any part of it. */
export const masterBodies = {
  roles: roleBody,
  years: yearBody,
  intakes: intakeBody,
  "application-statuses": applicationStatusBody,
  countries: countryBody,
  regions: regionBody,
  "study-levels": studyLevelBody,
  "currency-rates": currencyRateBody,
} as const;

export const masterListQuery = z.object({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  is_active: z.enum(["true", "false"], { error: "is_active is true or false." }).optional(),
  /** Countries: only study destinations. */
  destination: z.enum(["true", "false"], { error: "destination is true or false." }).optional(),
  /** Intakes: one year's. Countries: one region's. */
  year_id: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive().optional(),
  region_id: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive().optional(),
});

/** Every master item: its own columns (snake_case) plus what the screens show beside them. */
export const masterItem = z
  .object({
    id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .catchall(z.unknown());
export type MasterItem = z.infer<typeof masterItem>;
