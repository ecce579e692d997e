import { errorBody, idParams, listEnvelope, partnerReadLogQuery, readLogItem, readLogQuery } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageEnvelope } from "../../lib/paging";
import { createStudentQueries } from "../students/queries";
import { createReadLogQueries } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** "Who viewed this" (issue 37, decision 055): the partner's owner reads who saw one of its students' data. */
export const readLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createReadLogQueries(app.db);
  const students = createStudentQueries(app.db);

  app.get(
    "/partner/reads/",
    {
      config: { access: { partner: "owner", keys: false } },
      schema: {
        tags: ["students"],
        summary: "Who viewed the agency's students' data, and its exports, newest first (the owner only)",
        security: [{ bearer: [] }],
        querystring: partnerReadLogQuery,
        response: { 200: listEnvelope(readLogItem), ...errors },
      },
    },
    async (req) => {
      const r = await queries.forPartner(req.partner!.partnerId, req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  app.get(
    "/partner/students/:id/reads/",
    {
      // The owner only: who looked at what is the agency's own oversight, not a counsellor's list. Never a key.
      config: { access: { partner: "owner", keys: false } },
      schema: {
        tags: ["students"],
        summary: "Who viewed this student's profile, documents or downloads, newest first (the owner only)",
        security: [{ bearer: [] }],
        params: idParams,
        querystring: readLogQuery,
        response: { 200: listEnvelope(readLogItem), ...errors },
      },
    },
    async (req) => {
      const ctx = req.partner!;
      // 404 for another partner's id, as everywhere (ownRow says so itself; a database fault stays a 503).
      await students.ownRow(ctx, req.params.id);
      const r = await queries.forStudent(ctx.partnerId, req.params.id, req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );
};
