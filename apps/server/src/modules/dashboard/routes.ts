import { dashboardData, dashboardQuery, dataEnvelope, errorBody } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createDashboardQueries } from "./queries";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The partner's figures. Sub-logins without applications.view see only what they created. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createDashboardQueries(app.db);

  app.get(
    "/partner/dashboard/",
    {
      config: { access: { partner: "any" } },
      schema: {
        tags: ["dashboard"],
        summary: "Students, pipeline, offers, visas, enrolments, conversion, trends and recent activity",
        security: [{ bearer: [] }],
        querystring: dashboardQuery,
        response: { 200: dataEnvelope(dashboardData), ...errors },
      },
    },
    async (req) => ({ data: await queries.figures(req.partner!, req.query.scope) }),
  );
};
