import {
  adminApiKeyItem,
  adminApiKeyListQuery,
  apiKeyCreateBody,
  apiKeyCreated,
  apiKeyItem,
  apiKeyListQuery,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
} from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import type { Access } from "../../plugins/access";
import { createApiKeyService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };
const security = [{ bearer: [] }];
export const OWNER_ONLY = "Only the partner's own account manages API keys.";

/**
 * API keys (issue 19): the partner's owner creates, lists and revokes them; the Superadmin sees every partner's and
 * revokes any. How a key authenticates and what it may call: authenticate.ts and scopes.ts.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = createApiKeyService(app.db);
  /** The partner's own account: sub-logins never manage keys, and a key never reaches these routes (scopes.ts). */
  const access: Access = { partner: "owner", refusal: OWNER_ONLY };

  app.get(
    "/partner/api-keys/",
    {
      config: { access },
      schema: {
        tags: ["api-keys"],
        summary: "The partner's API keys, newest first (never the keys themselves; the partner's own account only)",
        security,
        querystring: apiKeyListQuery,
        response: { 200: listEnvelope(apiKeyItem), ...errors },
      },
    },
    async (req) => {
      const { items, count: n } = await keys.list({ partnerId: req.partner!.partnerId }, req.query);
      const mine = items.map(({ partner: _partner, ...k }) => k);
      return pageEnvelope(req, app.config.publicUrl, req.query, n, mine);
    },
  );

  app.post(
    "/partner/api-keys/",
    {
      config: { access },
      schema: {
        tags: ["api-keys"],
        summary: "Create an API key: the answer carries the key (pp_live_…) this once; only its hash is kept",
        security,
        body: apiKeyCreateBody,
        response: { 201: dataEnvelope(apiKeyCreated), ...errors },
      },
    },
    async (req, reply) => {
      const p = req.partner!;
      const created = await keys.create(p.partnerId, { userId: p.userId, ip: req.ip }, req.body);
      return reply.status(201).send({ data: created });
    },
  );

  app.delete(
    "/partner/api-keys/:id/",
    {
      config: { access },
      schema: {
        tags: ["api-keys"],
        summary: "Revoke an API key: it stops working at once, on every instance",
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const p = req.partner!;
      await keys.revoke(p.partnerId, req.params.id, { userId: p.userId, ip: req.ip });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/admin/api-keys/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags: ["admin"],
        summary: "Every partner's API keys with the partner, newest first, by partner (never the keys themselves)",
        security,
        querystring: adminApiKeyListQuery,
        response: { 200: listEnvelope(adminApiKeyItem), ...errors },
      },
    },
    async (req) => {
      const { items, count: n } = await keys.list({ partnerId: req.query.partner }, req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, n, items);
    },
  );

  app.delete(
    "/admin/api-keys/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags: ["admin"],
        summary: "Revoke any partner's API key: it stops working at once",
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await keys.revoke(null, req.params.id, { userId: req.caller!.userId, ip: req.ip });
      return reply.status(204).send(null);
    },
  );
};
