import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** What a partner's API key may be allowed to do (issue 19); each scope opens one family of partner routes. */
export const API_KEY_SCOPES = [
  "students:read",
  "students:write",
  "applications:read",
  "applications:write",
  "catalogue:read",
  "payments:read",
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is easy to find in code, logs and chat (secret scanners). */
export const API_KEY_PREFIX = "pp_live_";

/** The longest time ahead a key may be set to expire. */
export const API_KEY_MAX_YEARS = 5;

const scopes = z
  .array(z.enum(API_KEY_SCOPES, { error: `Each scope is one of ${API_KEY_SCOPES.join(", ")}.` }), {
    error: "Choose at least one scope.",
  })
  .min(1, "Choose at least one scope.")
  .refine((s) => new Set(s).size === s.length, "Each scope is listed once.");

export const apiKeyCreateBody = z.object({
  name: z
    .string({ error: "Name is required." })
    .trim()
    .min(1, "Name is required.")
    .max(100, "Name is at most 100 characters."),
  scopes,
  /** ISO date-time; absent or null: the key does not expire. */
  expires_at: z.iso
    .datetime({ offset: true, error: "The expiry is a date and time like 2027-01-31T23:59:59Z." })
    .refine((v) => Date.parse(v) > Date.now(), "The expiry must be in the future.")
    .refine(
      (v) => Date.parse(v) < Date.now() + API_KEY_MAX_YEARS * 366 * 86_400_000,
      `The expiry is at most ${API_KEY_MAX_YEARS} years ahead.`,
    )
    .nullable()
    .optional(),
});
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBody>;

/** A key as its partner's list shows it: never the key itself, only its first characters. */
export const apiKeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters ("pp_live_3fK9"), to recognise it. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

/** The Superadmin's list: every partner's keys, with the partner. */
export const adminApiKeyItem = apiKeyItem.extend({ partner: z.object({ id: z.number().int(), name: z.string() }) });
export type AdminApiKeyItem = z.infer<typeof adminApiKeyItem>;

/** The answer to a create: the key itself, shown this once. */
export const apiKeyCreated = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  prefix: z.string(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  key: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeyListQuery = pageQuery;
export const adminApiKeyListQuery = pageQuery.extend({
  partner: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("partner must be a partner id.").optional(),
});

export const apiKeyPaths = {
  list: "/partner/api-keys/",
  one: (id: number | string) => `/partner/api-keys/${id}/`,
  adminList: "/admin/api-keys/",
  adminOne: (id: number | string) => `/admin/api-keys/${id}/`,
} as const;
