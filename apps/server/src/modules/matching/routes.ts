import { errorBody, idParams, listEnvelope, matchItem, matchListQuery } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageEnvelope } from "../../lib/paging";
import { requestLanguage } from "../../plugins/errors";
import { createMatchingService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Course matches for one of the partner's students (issue 18). */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMatchingService(app.db);
  const canView = app.requirePermission("students.view");

  app.get(
    "/partner/students/:id/matches/",
    {
      onRequest: app.partnerOnly,
      preHandler: canView,
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
};
