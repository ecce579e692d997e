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
    // Kept in memory like the lists while the partner's data version stands (modules/fast-path), one page per scope:
    // the whole partner's, or one person's own. Only a write moves the figures, so nothing else can stale it (the
    // months shown move on at the first write of a new month).
    (req, reply) => {
      const ctx = req.partner!;
      const scope = queries.scopeOf(ctx, req.query.scope);
      return app.fastPath.page(
        req,
        reply,
        false,
        async () => ({ data: await queries.figures(ctx, req.query.scope) }),
        scope === "mine" ? `mine:${ctx.userId}` : "partner",
      );
    },
  );
};
