import {
  courseDetail,
  courseItem,
  courseListQuery,
  dataEnvelope,
  disciplineList,
  errorBody,
  idParams,
  listEnvelope,
  providerDetail,
  providerItem,
  providerListQuery,
} from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { translateMessage } from "../../lib/messages";
import { pageEnvelope } from "../../lib/paging";
import { requestLanguage } from "../../plugins/errors";
import { createCatalogueQueries } from "./queries";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];

/** The catalogue: education providers and courses. The course list is public (the sign-up funnel shows it). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createCatalogueQueries(app.db, app.catalogueCounts);

  app.get(
    "/partner/courses/list/",
    {
      config: { access: { public: true } },
      schema: {
        tags: ["catalogue"],
        summary:
          "Course finder (public): keyword, destination, level, provider, intake month, tuition range, discipline",
        querystring: courseListQuery,
        response: { 200: listEnvelope(courseItem), ...errors },
      },
    },
    // The same for everyone: from memory (or 304) while the catalogue and Masters stand (modules/fast-path).
    (req, reply) =>
      app.fastPath.publicPage(req, reply, async () => {
        const r = await queries.courses(req.query);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
      }),
  );

  app.get(
    "/partner/courses/disciplines/",
    {
      config: { access: { partner: "courses.view" } },
      schema: {
        tags: ["catalogue"],
        summary: "The disciplines of active courses, each once: the course finder's discipline choices",
        security,
        response: { 200: dataEnvelope(disciplineList), ...errors },
      },
    },
    // The catalogue's reads below are the same for every partner: kept like the course finder's pages, by the
    // catalogue's version (issue 34: the disciplines grouped 50,000 courses on every request).
    (req, reply) => app.fastPath.publicPage(req, reply, async () => ({ data: await queries.disciplines() })),
  );

  app.get(
    "/partner/courses/:id/",
    {
      config: { access: { partner: "courses.view" } },
      schema: {
        tags: ["catalogue"],
        summary: "One course",
        security,
        params: idParams,
        response: { 200: dataEnvelope(courseDetail), ...errors },
      },
    },
    async (req) => {
      const course = await queries.course(req.params.id);
      const language = await requestLanguage(req, app.db);
      return {
        data: { ...course, entry_requirements: course.entry_requirements.map((x) => translateMessage(x, language)) },
      };
    },
  );

  app.get(
    "/partner/educationprovider/",
    {
      config: { access: { partner: "courses.view" } },
      schema: {
        tags: ["catalogue"],
        summary: "Education providers with search and filters",
        security,
        querystring: providerListQuery,
        response: { 200: listEnvelope(providerItem), ...errors },
      },
    },
    (req, reply) =>
      app.fastPath.publicPage(req, reply, async () => {
        const r = await queries.providers(req.query);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
      }),
  );

  app.get(
    "/partner/educationprovider/:id/",
    {
      config: { access: { partner: "courses.view" } },
      schema: {
        tags: ["catalogue"],
        summary: "One education provider with its description and contacts",
        security,
        params: idParams,
        response: { 200: dataEnvelope(providerDetail), ...errors },
      },
    },
    (req, reply) => app.fastPath.publicPage(req, reply, async () => ({ data: await queries.provider(req.params.id) })),
  );
};
