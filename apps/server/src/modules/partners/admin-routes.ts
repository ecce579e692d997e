import {
  adminPartnerDetail,
  adminPartnerItem,
  adminPartnerQuery,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  partnerCommissionBody,
  reasonBody,
} from "@pp/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod as Plugin } from "fastify-type-provider-zod";
import { pageEnvelope } from "../../lib/paging";
import { createPartnerQueries } from "./queries";
import { type Actor, createPartnerService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];

/** Partner agencies for the Superadmin: approval of sign-ups, suspension, commission rate (issue 5). */
export const adminPartnerRoutes: Plugin = async (app) => {
  const queries = createPartnerQueries(app.db);
  const service = createPartnerService(app.db, { mailer: app.mailer, publicUrl: app.config.publicUrl }, queries);
  const actor = (req: FastifyRequest): Actor => ({ userId: req.caller?.userId ?? null, ip: req.ip });

  app.get(
    "/admin/partners/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Partners: pending, active, suspended and rejected, with search",
        security,
        querystring: adminPartnerQuery,
        response: { 200: listEnvelope(adminPartnerItem), ...errors },
      },
    },
    async (req) => {
      const r = await queries.list(req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  app.get(
    "/admin/partners/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "One partner with its users and counts",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => ({ data: await queries.detail(req.params.id) }),
  );

  app.post(
    "/admin/partners/:id/approve/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Approve a sign-up; the applicant is mailed and can sign in",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.approve(actor(req), req.params.id) }),
  );

  app.post(
    "/admin/partners/:id/reject/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Reject a sign-up with a reason; the applicant is mailed",
        security,
        params: idParams,
        body: reasonBody,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.reject(actor(req), req.params.id, req.body.reason) }),
  );

  app.post(
    "/admin/partners/:id/suspend/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary:
          "Suspend a partner: its refresh tokens are revoked, so its users are out within one access-token lifetime",
        security,
        params: idParams,
        body: reasonBody,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.suspend(actor(req), req.params.id, req.body.reason) }),
  );

  app.post(
    "/admin/partners/:id/reactivate/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Reactivate a suspended partner",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.reactivate(actor(req), req.params.id) }),
  );

  app.patch(
    "/admin/partners/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Set the partner's commission rate (percent of tuition)",
        security,
        params: idParams,
        body: partnerCommissionBody,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.setCommission(actor(req), req.params.id, req.body) }),
  );
};
