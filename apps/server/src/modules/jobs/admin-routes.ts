import { adminJob, adminJobList, adminJobQuery, dataEnvelope, errorBody, jobIdParams } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageEnvelope } from "../../lib/paging";
import { createAdminJobService } from "./admin-service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
const tags = ["jobs"];

/** Background jobs for the Superadmin (issue 15): what the queue holds, by kind and state; retry and cancel. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminJobService(app.db, app.jobs);

  app.get(
    "/admin/jobs/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Jobs per kind and state, and a page of jobs (newest first) filtered by kind and state",
        security,
        querystring: adminJobQuery,
        response: { 200: adminJobList, ...errors },
      },
    },
    async (req) => {
      const r = await service.list(req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items, { counts: r.counts });
    },
  );

  app.post(
    "/admin/jobs/:id/retry/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Queue a failed or cancelled job again",
        security,
        params: jobIdParams,
        response: { 200: dataEnvelope(adminJob), ...errors },
      },
    },
    async (req) => ({ data: await service.retry(req.caller!.userId, req.params.id, req.ip) }),
  );

  app.post(
    "/admin/jobs/:id/cancel/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Cancel a queued or running job (a running one stops at its next safe point)",
        security,
        params: jobIdParams,
        response: { 200: dataEnvelope(adminJob), ...errors },
      },
    },
    async (req) => ({ data: await service.cancel(req.caller!.userId, req.params.id, req.ip) }),
  );
};
