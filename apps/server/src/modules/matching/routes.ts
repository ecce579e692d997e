import { dataEnvelope, errorBody, idParams, likelihood, listEnvelope, matchItem, matchListQuery } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { translateMessage } from "../../lib/messages";
import { pageEnvelope } from "../../lib/paging";
import { requestLanguage } from "../../plugins/errors";
import { createApplicationQueries } from "../applications/queries";
import { applicationLikelihood } from "./likelihood";
import { createMatchingService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Course matches for one of the partner's students (issue 18). */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMatchingService(app.db);

  app.get(
    "/partner/students/:id/matches/",
    {
      config: { access: { partner: "students.view" } },
      schema: {
        tags: ["students"],
        summary:
          "Courses ranked for this student (score 0-100), each eligible, conditional or not, with every requirement as met, not met or unknown in a sentence",
        security: [{ bearer: [] }],
        params: idParams,
        querystring: matchListQuery,
        response: { 200: listEnvelope(matchItem), ...errors },
      },
    },
    async (req) => {
      const { page, page_size, ...filters } = req.query;
      const r = await service.matches(
        req.partner!.partnerId,
        req.params.id,
        filters,
        { page, page_size },
        await requestLanguage(req, app.database.db),
      );
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  const applications = createApplicationQueries(app.db);
  app.get(
    "/partner/applications/:id/likelihood/",
    {
      config: { access: { partner: "applications.view" } },
      schema: {
        tags: ["applications"],
        summary:
          "How likely an offer is for this application, from similar decided applications of other students (no figure below 20)",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: dataEnvelope(likelihood), ...errors },
      },
    },
    async (req) => {
      // The application must be the caller's to see (404 otherwise), as its page is.
      await applications.own(req.partner!, req.params.id);
      const l = await applicationLikelihood(app.db, req.params.id);
      if (!l) throw notFound("Application not found.");
      const language = await requestLanguage(req, app.database.db);
      return { data: { ...l, message: translateMessage(l.message, language) } };
    },
  );
};
