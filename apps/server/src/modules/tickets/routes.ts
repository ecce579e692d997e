import multipart from "@fastify/multipart";
import {
  DOCUMENT_MAX_BYTES,
  dataEnvelope,
  errorBody,
  idParams,
  ticketAdminUpdateBody,
  ticketCounts,
  ticketCreateBody,
  ticketDetail,
  ticketItem,
  ticketListQuery,
  ticketMessageBody,
  ticketRatingBody,
  ticketResolveBody,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import { DOCUMENT_TYPES } from "../../lib/storage";
import { attachmentHeader, storeDocumentUpload } from "../../lib/uploads";
import type { Access } from "../../plugins/access";
import { createTicketQueries, type TicketActor } from "./queries";
import { createTicketService } from "./service";

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};
const security = [{ bearer: [] }];
const tags = ["tickets"];
const listResponse = z.object({
  count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ data: z.array(ticketItem), counts: ticketCounts }),
});
const attachmentParams = idParams.extend({
  attachmentId: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive(),
});

/**
 * Click & Resolve (issue 6). Partner side under /partner/tickets/ (its own partner's tickets; sub-logins need
 * tickets.manage), the Superadmin's queue under /admin/tickets/. Other partners' ids answer 404.
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const queries = createTicketQueries(app.db);
  const service = createTicketService(app.db, app.notifications, queries);
  const partnerSide: Access = { partner: "tickets.manage" };
  const adminSide: Access = { superadmin: true };
  const partnerActor = (req: FastifyRequest): TicketActor & { partnerId: number } => ({
    userId: req.partner!.userId,
    partnerId: req.partner!.partnerId,
  });
  const adminActor = (req: FastifyRequest): TicketActor => ({ userId: req.caller!.userId, partnerId: null });

  for (const side of ["partner", "admin"] as const) {
    const access = side === "partner" ? partnerSide : adminSide;
    const actor = side === "partner" ? partnerActor : adminActor;
    const prefix = `/${side}/tickets`;

    app.get(
      `${prefix}/`,
      {
        config: { access },
        schema: {
          tags,
          summary:
            side === "partner"
              ? "The partner's tickets with filters (status, category, priority, breached, search) and a count per status"
              : "Every partner's tickets (the support queue): filters, assignee (me / none), partner",
          security,
          querystring: ticketListQuery,
          response: { 200: listResponse, ...errors },
        },
      },
      async (req) => {
        const r = await queries.list(actor(req), req.query);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items, { counts: r.counts });
      },
    );

    app.get(
      `${prefix}/:id/`,
      {
        config: { access },
        schema: {
          tags,
          summary: "One ticket with its thread, attachments and SLA",
          security,
          params: idParams,
          response: { 200: dataEnvelope(ticketDetail), ...errors },
        },
      },
      async (req) => ({ data: await queries.detail(actor(req), req.params.id) }),
    );

    app.post(
      `${prefix}/:id/messages/`,
      {
        config: { access },
        schema: {
          tags,
          summary: "Add to the ticket's thread (the other side is notified)",
          security,
          params: idParams,
          body: ticketMessageBody,
          response: { 201: dataEnvelope(ticketDetail), ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ data: await service.addMessage(actor(req), req.params.id, req.body.body) }),
    );

    app.post(
      `${prefix}/:id/resolve/`,
      {
        config: { access, version: { table: "tickets", what: "ticket", partnerColumn: "partner_id" } },
        schema: {
          tags,
          summary: "Resolve the ticket with a resolution note",
          security,
          params: idParams,
          body: ticketResolveBody,
          response: { 200: dataEnvelope(ticketDetail), ...errors },
        },
      },
      async (req) => ({ data: await service.resolve(actor(req), req.params.id, req.body.resolution_note) }),
    );

    app.post(
      `${prefix}/:id/attachments/`,
      {
        config: { access, upload: { types: DOCUMENT_TYPES } },
        schema: {
          tags,
          summary: "Attach a file (multipart field `file`: PDF, JPG or PNG up to 10 MB)",
          security,
          params: idParams,
          response: { 201: dataEnvelope(ticketDetail), ...errors },
        },
      },
      async (req, reply) => {
        const who = actor(req);
        const { t } = await queries.row(who, req.params.id);
        const file = await storeDocumentUpload(req, app.storage, `tickets/${t.partner_id}/${t.id}`);
        return reply.code(201).send({ data: await service.attach(who, t, file) });
      },
    );

    app.get(
      `${prefix}/:id/attachments/:attachmentId/`,
      { config: { access }, schema: { tags, summary: "Download an attachment", security, params: attachmentParams } },
      async (req, reply) => {
        const a = await queries.attachmentsOf(actor(req), req.params.id, req.params.attachmentId);
        const { stream, size } = await app.storage.get(a.storage_key);
        return reply
          .header("content-type", a.content_type)
          .header("content-length", size)
          .header("content-disposition", attachmentHeader(a.file_name))
          .send(stream);
      },
    );
  }

  app.post(
    "/partner/tickets/",
    {
      config: { access: partnerSide },
      schema: {
        tags,
        summary: "Raise a ticket: subject, description, category, priority, optional student or application",
        security,
        body: ticketCreateBody,
        response: { 201: dataEnvelope(ticketDetail), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(partnerActor(req), req.body) }),
  );

  app.post(
    "/partner/tickets/:id/reopen/",
    {
      config: { access: partnerSide, version: { table: "tickets", what: "ticket", partnerColumn: "partner_id" } },
      schema: {
        tags,
        summary: "Reopen a ticket within 14 days of its resolution",
        security,
        params: idParams,
        response: { 200: dataEnvelope(ticketDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.reopen(partnerActor(req), req.params.id) }),
  );

  app.post(
    "/partner/tickets/:id/rating/",
    {
      config: { access: partnerSide },
      schema: {
        tags,
        summary: "Rate the support after resolution (1 to 5, optional comment)",
        security,
        params: idParams,
        body: ticketRatingBody,
        response: { 200: dataEnvelope(ticketDetail), ...errors },
      },
    },
    async (req) => ({
      data: await service.rate(partnerActor(req), req.params.id, req.body.rating, req.body.comment ?? null),
    }),
  );

  app.get(
    "/admin/tickets/assignees/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "The support team: every active Superadmin a ticket can be assigned to",
        security,
        response: {
          200: dataEnvelope(z.array(z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() }))),
          ...errors,
        },
      },
    },
    async () => ({ data: await queries.assignees() }),
  );

  app.patch(
    "/admin/tickets/:id/",
    {
      config: { access: { superadmin: true }, version: { table: "tickets", what: "ticket" } },
      schema: {
        tags,
        summary: "Set the status or assign the ticket to a Superadmin",
        security,
        params: idParams,
        body: ticketAdminUpdateBody,
        response: { 200: dataEnvelope(ticketDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.adminUpdate(adminActor(req), req.params.id, req.body) }),
  );
};
