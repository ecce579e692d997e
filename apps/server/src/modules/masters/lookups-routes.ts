import { dataEnvelope, errorBody, listEnvelope, pageQuery, TRANSLATED_LANGUAGES } from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import { createLookupQueries } from "./lookups-queries";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const country = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  iso2: z.string(),
  iso3: z.string(),
  phone_code: z.string().nullable(),
  flag: z.string().nullable(),
  is_study_destination: z.boolean(),
});
const level = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });
const countryParams = z.object({
  countryId: z.coerce
    .number({ error: "The country id must be a number." })
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("The country id must be positive."),
});

/** The lookups of SPEC.md section 7 that forms use, and the company and sign-in activity of the caller. */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createLookupQueries(app.db);

  app.get(
    "/partner/country/",
    {
      // Reference data the ids of students, applications and courses refer to: any key of the partner reads it.
      config: { access: { partner: "any", keys: "any" } },
      schema: {
        tags: ["lookups"],
        summary: "All countries",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(country)), ...errors },
      },
    },
    async () => ({ data: await queries.countries() }),
  );

  app.get(
    "/partner/state/:countryId",
    {
      // Reference data the ids of students, applications and courses refer to: any key of the partner reads it.
      config: { access: { partner: "any", keys: "any" } },
      schema: {
        tags: ["lookups"],
        summary: "States of a country",
        security: [{ bearer: [] }],
        params: countryParams,
        response: {
          200: dataEnvelope(
            z.array(z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string(), code: z.string() })),
          ),
          ...errors,
        },
      },
    },
    async (req) => ({ data: await queries.states(req.params.countryId) }),
  );

  app.get(
    "/partner/country-study-list/",
    {
      // Reference data the ids of students, applications and courses refer to: any key of the partner reads it.
      config: { access: { partner: "any", keys: "any" } },
      schema: {
        tags: ["lookups"],
        summary: "Study destinations",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(country)), ...errors },
      },
    },
    async () => ({ data: await queries.studyDestinations() }),
  );

  app.get(
    "/partner/study-level/:countryId",
    {
      // Reference data the ids of students, applications and courses refer to: any key of the partner reads it.
      config: { access: { partner: "any", keys: "any" } },
      schema: {
        tags: ["lookups"],
        summary: "Study levels offered at a destination, as [{levels: [...]}] (empty when none)",
        security: [{ bearer: [] }],
        params: countryParams,
        response: {
          200: dataEnvelope(
            z.array(z.object({ country_id: z.number().int().max(INT4_MAX, INT4_MESSAGE), levels: z.array(level) })),
          ),
          ...errors,
        },
      },
    },
    async (req) => {
      const levels = await queries.levelsOf(req.params.countryId);
      return { data: levels.length ? [{ country_id: req.params.countryId, levels }] : [] };
    },
  );

  app.get(
    "/filter/level/",
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ["lookups"],
        summary: "Every study level, for filters",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(level)), ...errors },
      },
    },
    async () => ({ data: await queries.levels() }),
  );

  const translated = z.object({
    id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    name: z.string(),
    names: z.object(Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, z.string().optional()]))),
  });
  app.get(
    "/reference/names/",
    {
      // Words the Superadmin names in Masters, for every signed-in screen (docs/decisions/048).
      config: { access: { signedIn: true } },
      schema: {
        tags: ["lookups"],
        summary: "Application statuses and study levels with their names in the other interface languages",
        security: [{ bearer: [] }],
        response: {
          200: dataEnvelope(z.object({ statuses: z.array(translated), levels: z.array(translated) })),
          ...errors,
        },
      },
    },
    async () => ({ data: await queries.translatedNames() }),
  );

  app.get(
    "/partner/company/",
    {
      config: { access: { partner: "any" } },
      schema: {
        tags: ["partner"],
        summary: "The caller's company profile",
        security: [{ bearer: [] }],
        response: {
          200: dataEnvelope(
            z.object({
              id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
              company_name: z.string(),
              country: z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() }).nullable(),
              contact_name: z.string(),
              contact_email: z.string(),
              contact_phone: z.string().nullable(),
              status: z.string(),
              commission_rate: z.string().nullable(),
              commission_currency: z.string().nullable(),
              approved_at: z.string().nullable(),
              users_count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
              /** The owner requires two-factor sign-in of every sub-login (PATCH partner/settings/). */
              require_two_factor: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (req) => ({ data: await queries.company(req.partner!.partnerId) }),
  );

  const loginItem = z.object({
    id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    user: z
      .object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string(), email: z.string() })
      .nullable(),
    email: z.string(),
    ip: z.string().nullable(),
    device: z.string().nullable(),
    success: z.boolean(),
    reason: z.string(),
    created_at: z.string(),
  });

  app.get(
    "/partner/login/",
    {
      config: {
        access: { partner: "sublogins.manage", refusal: "Only the partner's own account sees the sign-in activity." },
      },
      schema: {
        tags: ["partner"],
        summary: "Sign-in activity of the partner's users",
        security: [{ bearer: [] }],
        querystring: pageQuery,
        response: { 200: listEnvelope(loginItem), ...errors },
      },
    },
    async (req) => {
      const r = await queries.logins(req.partner!.partnerId, req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );
};
