import {
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  messageBody,
  updateBody,
  updateItem,
  updateListQuery,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import type { Access } from "../../plugins/access";
import { createUpdateQueries } from "./queries";
import { createUpdateService, PUBLISH_DUE_KIND } from "./service";

// Where they have always been imported from (the tests).
export { announceDue, cleanHtml } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ["updates"];
const partnerList = z.object({
  count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ data: z.array(updateItem), unread: z.number().int().max(INT4_MAX, INT4_MESSAGE) }),
});

/** Important Updates: the Superadmin publishes (`/admin/updates/`); partners read theirs (`/partner/updates/`). */
export const updateRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createUpdateQueries(app.db);
  const service = createUpdateService(app.db, app.notifications, queries, (at) =>
    app.jobs.send(PUBLISH_DUE_KIND, {}, { startAfter: at }),
  );
  const partnerSide: Access = { partner: "updates.view" };

  // Scheduled updates are announced at their time by an `updates.publish-due` job queued with them, and the
  // same kind runs every minute as a safety net (modules/jobs).

  app.get(
    "/admin/updates/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Every update, scheduled ones included",
        security,
        querystring: updateListQuery,
        response: { 200: listEnvelope(updateItem), ...errors },
      },
    },
    async (req) => {
      const r = await queries.adminList(req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  app.post(
    "/admin/updates/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Publish an update now or at publish_at (HTML is sanitised)",
        security,
        body: updateBody,
        response: { 201: dataEnvelope(updateItem), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.publish(req.caller!.userId, req.body, req.ip) }),
  );

  app.patch(
    "/admin/updates/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Edit an update",
        security,
        params: idParams,
        body: updateBody,
        response: { 200: dataEnvelope(updateItem), ...errors },
      },
    },
    async (req) => ({ data: await service.edit(req.caller!.userId, req.params.id, req.body, req.ip) }),
  );

  app.delete(
    "/admin/updates/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Delete an update",
        security,
        params: idParams,
        response: { 200: messageBody, ...errors },
      },
    },
    async (req) => {
      await service.remove(req.caller!.userId, req.params.id, req.ip);
      return { message: "Update deleted." };
    },
  );

  app.get(
    "/partner/updates/",
    {
      config: { access: partnerSide },
      schema: {
        tags,
        summary: "The partner's updates: pinned first, then newest; unread marked",
        security,
        querystring: updateListQuery,
        response: { 200: partnerList, ...errors },
      },
    },
    async (req) => {
      const r = await queries.partnerList(req.partner!, req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items, { unread: r.unread });
    },
  );

  app.post(
    "/partner/updates/:id/read/",
    {
      // A read receipt, not business data: no audit entry.
      config: { access: partnerSide, audit: false },
      schema: {
        tags,
        summary: "Mark an update read",
        security,
        params: idParams,
        response: { 200: dataEnvelope(updateItem), ...errors },
      },
    },
    async (req) => ({ data: await service.markRead(req.partner!, req.params.id) }),
  );
};
