import { auditItem, auditQuery, errorBody, listEnvelope } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageEnvelope } from "../../lib/paging";
import { requestLanguage } from "../../plugins/errors";
import { listAudit } from "./queries";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const security = [{ bearer: [] }];

/** The audit log: every change made through the API (issue 5). The Superadmin sees all; a partner its own. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/audit/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags: ["admin"],
        summary: "The audit log: who changed what, before and after, when and from where; filters",
        security,
        querystring: auditQuery,
        response: { 200: listEnvelope(auditItem), ...errors },
      },
    },
    async (req) => {
      const r = await listAudit(app.db, req.query, null, await requestLanguage(req, app.database.db));
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  app.get(
    "/partner/audit/",
    {
      config: {
        access: { partner: "sublogins.manage", refusal: "Only the partner's own account sees the audit log." },
      },
      schema: {
        tags: ["partner"],
        summary: "The caller's partner's own audit entries (shown under the company profile)",
        security,
        querystring: auditQuery.omit({ partner: true }),
        response: { 200: listEnvelope(auditItem), ...errors },
      },
    },
    async (req) => {
      const r = await listAudit(
        app.db,
        { ...req.query, partner: undefined },
        req.partner!.partnerId,
        await requestLanguage(req, app.database.db),
      );
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );
};
