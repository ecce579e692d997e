import { adminDashboardData, dataEnvelope, errorBody } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAdminDashboardQueries } from "./admin-queries";

const errors = { 401: errorBody, 403: errorBody };

/** The Superadmin's figures for the whole platform (issue 18); each links to the admin list it counts. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createAdminDashboardQueries(app.db, app.jobs);

  app.get(
    "/admin/dashboard/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags: ["admin"],
        summary:
          "Partners by state, this month against last, the pipeline with time in status, tickets, commission by currency, top partners and providers, failed jobs",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(adminDashboardData), ...errors },
      },
    },
    async () => ({ data: await queries.figures() }),
  );
};
