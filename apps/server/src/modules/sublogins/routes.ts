import {
  dataEnvelope,
  errorBody,
  idParams,
  messageBody,
  pageQuery,
  roleTemplate,
  subLoginCreateBody,
  subLoginItem,
  subLoginUpdateBody,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import type { Access } from "../../plugins/access";
import { createSubLoginQueries } from "./queries";
import { createSubLoginService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
const OWNER_ONLY = "Only the partner's own account manages sub-logins.";

const listResponse = z.object({
  count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({
    data: z.array(subLoginItem),
    message: z.string(),
    status_code: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  }),
});

/** Sub-logins: the partner's staff accounts. Only the partner's own account manages them. */
export const subLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createSubLoginQueries(app.db);
  const service = createSubLoginService(app.db, app.auth, queries);
  const access: Access = { partner: "sublogins.manage", refusal: OWNER_ONLY };

  app.get(
    "/partner/roles/",
    {
      config: { access },
      schema: {
        tags: ["sub-logins"],
        summary: "Role templates for sub-logins",
        security,
        response: { 200: dataEnvelope(z.array(roleTemplate)), ...errors },
      },
    },
    async () => ({ data: await queries.roleTemplates() }),
  );

  app.get(
    "/partner/sublogin/list/",
    {
      config: { access },
      schema: {
        tags: ["sub-logins"],
        summary: "The partner's sub-logins with what each created",
        security,
        querystring: pageQuery,
        response: { 200: listResponse, ...errors },
      },
    },
    async (req) => {
      const { items, count: n } = await queries.list(req.partner!, req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, n, items, {
        message: n === 0 ? "No sub-logins yet." : `${n} sub-login${n === 1 ? "" : "s"}.`,
        status_code: 200,
      });
    },
  );

  app.post(
    "/partner/sublogins/",
    {
      config: { access },
      schema: {
        tags: ["sub-logins"],
        summary: "Create a sub-login; it gets an e-mail to choose its password",
        security,
        body: subLoginCreateBody,
        response: { 201: dataEnvelope(subLoginItem), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.create(req.partner!, req.body, req.ip) }),
  );

  app.patch(
    "/partner/sublogins/:id/",
    {
      config: { access },
      schema: {
        tags: ["sub-logins"],
        summary: "Change a sub-login's name, phone, role template or extra permissions",
        security,
        params: idParams,
        body: subLoginUpdateBody,
        response: { 200: dataEnvelope(subLoginItem), ...errors },
      },
    },
    async (req) => ({ data: await service.update(req.partner!, req.params.id, req.body, req.ip) }),
  );

  for (const action of ["disable", "enable"] as const) {
    app.post(
      `/partner/sublogins/:id/${action}/`,
      {
        config: { access },
        schema: {
          tags: ["sub-logins"],
          summary: action === "disable" ? "Disable a sub-login (its sessions end)" : "Enable a sub-login again",
          security,
          params: idParams,
          response: { 200: dataEnvelope(subLoginItem), ...errors },
        },
      },
      async (req) => ({ data: await service.setStatus(req.partner!, req.params.id, action, req.ip) }),
    );
  }

  app.post(
    "/partner/sublogins/:id/password-reset/",
    {
      config: { access },
      schema: {
        tags: ["sub-logins"],
        summary: "Send the sub-login a link to choose a new password",
        security,
        params: idParams,
        response: { 202: messageBody, ...errors },
      },
    },
    async (req, reply) => {
      const email = await service.sendPasswordLink(req.partner!, req.params.id, req.ip);
      return reply.status(202).send({ message: `A password link was sent to ${email}.` });
    },
  );

  app.delete(
    "/partner/sublogins/:id/",
    {
      config: { access },
      schema: {
        tags: ["sub-logins"],
        summary: "Delete a sub-login that has no activity",
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.remove(req.partner!, req.params.id, req.ip);
      return reply.status(204).send(null);
    },
  );
};
