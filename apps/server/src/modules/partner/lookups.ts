import { dataEnvelope, errorBody, listEnvelope, pageQuery } from "@pp/shared";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  countries,
  countryStudyLevels,
  loginEvents,
  partners,
  states,
  studyLevels,
  users,
} from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf, pageEnvelope } from "../../lib/paging";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const country = z.object({
  id: z.number().int(),
  name: z.string(),
  iso2: z.string(),
  iso3: z.string(),
  phone_code: z.string().nullable(),
  flag: z.string().nullable(),
  is_study_destination: z.boolean(),
});
const countryColumns = {
  id: countries.id,
  name: countries.name,
  iso2: countries.iso2,
  iso3: countries.iso3,
  phone_code: countries.phone_code,
  flag: countries.flag,
  is_study_destination: countries.is_study_destination,
};
const level = z.object({ id: z.number().int(), name: z.string() });
const countryParams = z.object({
  countryId: z.coerce
    .number({ error: "The country id must be a number." })
    .int()
    .positive("The country id must be positive."),
});

/** The lookups of SPEC.md section 7 that forms use, and the company and sign-in activity of the caller. */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.partnerOnly };

  app.get(
    "/partner/country/",
    {
      ...auth,
      schema: {
        tags: ["lookups"],
        summary: "All countries",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(country)), ...errors },
      },
    },
    async () => ({
      data: await app.db
        .select(countryColumns)
        .from(countries)
        .where(eq(countries.is_active, true))
        .orderBy(asc(countries.name)),
    }),
  );

  app.get(
    "/partner/state/:countryId",
    {
      ...auth,
      schema: {
        tags: ["lookups"],
        summary: "States of a country",
        security: [{ bearer: [] }],
        params: countryParams,
        response: {
          200: dataEnvelope(z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() }))),
          ...errors,
        },
      },
    },
    async (req) => {
      const [c] = await app.db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, req.params.countryId));
      if (!c) throw notFound("Country not found.");
      return {
        data: await app.db
          .select({ id: states.id, name: states.name, code: states.code })
          .from(states)
          .where(eq(states.country_id, req.params.countryId))
          .orderBy(asc(states.name)),
      };
    },
  );

  app.get(
    "/partner/country-study-list/",
    {
      ...auth,
      schema: {
        tags: ["lookups"],
        summary: "Study destinations",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(country)), ...errors },
      },
    },
    async () => ({
      data: await app.db
        .select(countryColumns)
        .from(countries)
        .where(and(eq(countries.is_study_destination, true), eq(countries.is_active, true)))
        .orderBy(asc(countries.name)),
    }),
  );

  app.get(
    "/partner/study-level/:countryId",
    {
      ...auth,
      schema: {
        tags: ["lookups"],
        summary: "Study levels offered at a destination, as [{levels: [...]}] (empty when none)",
        security: [{ bearer: [] }],
        params: countryParams,
        response: {
          200: dataEnvelope(z.array(z.object({ country_id: z.number().int(), levels: z.array(level) }))),
          ...errors,
        },
      },
    },
    async (req) => {
      const levels = await app.db
        .select({ id: studyLevels.id, name: studyLevels.name })
        .from(countryStudyLevels)
        .innerJoin(studyLevels, eq(studyLevels.id, countryStudyLevels.study_level_id))
        .where(and(eq(countryStudyLevels.country_id, req.params.countryId), eq(studyLevels.is_active, true)))
        .orderBy(asc(studyLevels.sort_order));
      return { data: levels.length ? [{ country_id: req.params.countryId, levels }] : [] };
    },
  );

  app.get(
    "/filter/level/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["lookups"],
        summary: "Every study level, for filters",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(level)), ...errors },
      },
    },
    async () => ({
      data: await app.db
        .select({ id: studyLevels.id, name: studyLevels.name })
        .from(studyLevels)
        .where(eq(studyLevels.is_active, true))
        .orderBy(asc(studyLevels.sort_order)),
    }),
  );

  app.get(
    "/partner/company/",
    {
      ...auth,
      schema: {
        tags: ["partner"],
        summary: "The caller's company profile",
        security: [{ bearer: [] }],
        response: {
          200: dataEnvelope(
            z.object({
              id: z.number().int(),
              company_name: z.string(),
              country: z.object({ id: z.number().int(), name: z.string() }).nullable(),
              contact_name: z.string(),
              contact_email: z.string(),
              contact_phone: z.string().nullable(),
              status: z.string(),
              commission_rate: z.string().nullable(),
              commission_currency: z.string().nullable(),
              approved_at: z.string().nullable(),
              users_count: z.number().int(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (req) => {
      const pid = req.partner!.partnerId;
      const [p] = await app.db
        .select({ partner: partners, country_name: countries.name })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .where(eq(partners.id, pid));
      const [u] = await app.db.select({ n: count() }).from(users).where(eq(users.partner_id, pid));
      const x = p!.partner;
      return {
        data: {
          id: x.id,
          company_name: x.company_name,
          country: x.country_id && p!.country_name ? { id: x.country_id, name: p!.country_name } : null,
          contact_name: x.contact_name,
          contact_email: x.contact_email,
          contact_phone: x.contact_phone,
          status: x.status,
          commission_rate: x.commission_rate,
          commission_currency: x.commission_currency,
          approved_at: x.approved_at?.toISOString() ?? null,
          users_count: u?.n ?? 0,
        },
      };
    },
  );

  const loginItem = z.object({
    id: z.number().int(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
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
      ...auth,
      preHandler: app.requirePermission(
        "sublogins.manage",
        "Only the partner's own account sees the sign-in activity.",
      ),
      schema: {
        tags: ["partner"],
        summary: "Sign-in activity of the partner's users",
        security: [{ bearer: [] }],
        querystring: pageQuery,
        response: { 200: listEnvelope(loginItem), ...errors },
      },
    },
    async (req) => {
      const pid = req.partner!.partnerId;
      const where = eq(users.partner_id, pid);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ e: loginEvents, name: users.name, uemail: users.email })
          .from(loginEvents)
          .innerJoin(users, eq(users.id, loginEvents.user_id))
          .where(where)
          .orderBy(desc(loginEvents.created_at), desc(loginEvents.id))
          .limit(req.query.page_size)
          .offset(offsetOf(req.query)),
        app.db
          .select({ n: count() })
          .from(loginEvents)
          .innerJoin(users, eq(users.id, loginEvents.user_id))
          .where(where),
      ]);
      const data = rows.map(({ e, name, uemail }) => ({
        id: e.id,
        user: e.user_id ? { id: e.user_id, name, email: uemail } : null,
        email: e.email,
        ip: e.ip,
        device: e.user_agent,
        success: e.success,
        reason: e.reason,
        created_at: e.created_at.toISOString(),
      }));
      return pageEnvelope(req, app.config.publicUrl, req.query, total?.n ?? 0, data);
    },
  );
};
