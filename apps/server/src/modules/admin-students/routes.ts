import { adminStudentItem, adminStudentQuery, errorBody, listEnvelope } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageEnvelope } from "../../lib/paging";
import { createAdminStudentQueries } from "./queries";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Every partner's students for the Superadmin (issue 18): the list the dashboard's student figures link to. */
export const adminStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createAdminStudentQueries(app.db);

  app.get(
    "/admin/students/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags: ["admin"],
        summary: "Every partner's students, newest first, by partner, creation dates and search",
        security: [{ bearer: [] }],
        querystring: adminStudentQuery,
        response: { 200: listEnvelope(adminStudentItem), ...errors },
      },
    },
    async (req) => {
      const r = await queries.list(req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );
};
