import multipart from "@fastify/multipart";
import {
  adminApplicationDetail,
  adminApplicationItem,
  adminApplicationQuery,
  applicationMoveBody,
  DOCUMENT_MAX_BYTES,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import { DOCUMENT_TYPES } from "../../lib/storage";
import { attachmentHeader, storeDocumentUpload } from "../../lib/uploads";
import { expectedVersion } from "../../plugins/versions";
import { recordRead } from "../read-log/service";
import { createAdminApplicationQueries } from "./admin-queries";
import { messageRoutes } from "./message-routes";
import { createApplicationQueries } from "./queries";
import { createApplicationService } from "./service";

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
const tags = ["admin"];

/** Application processing for the Superadmin (issue 5): every partner's applications, moves, offer letters. */
export const adminApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const queries = createApplicationQueries(app.db);
  const service = createApplicationService(app.db, app.notifications, queries);
  const admin = createAdminApplicationQueries(app.db, queries);

  app.get(
    "/admin/applications/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Every partner's applications, with the partner, filters and search",
        security,
        querystring: adminApplicationQuery,
        response: { 200: listEnvelope(adminApplicationItem), ...errors },
      },
    },
    async (req) => {
      const { partner, ...q } = req.query;
      const r = await admin.list(partner ?? null, q);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  app.get(
    "/admin/applications/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "One application with its partner, timeline, messages, checklist and the student's documents",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminApplicationDetail), ...errors },
      },
    },
    async (req) => {
      const data = await admin.detail(req.caller!.userId, req.params.id);
      // Who saw what (issue 37): the page lists the student's documents, which the partner's owner may review.
      await recordRead(app.db, {
        partnerId: data.partner.id,
        studentId: data.student.id,
        userId: req.caller!.userId,
        what: "documents",
        detail: { application_id: data.id },
        ip: req.ip,
      });
      return { data };
    },
  );

  app.get(
    "/admin/applications/:id/documents/:docId/download/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Download one of the application's student's documents (streamed)",
        security,
        params: idParams.extend({
          docId: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("The document id must be a number."),
        }),
      },
    },
    async (req, reply) => {
      const d = await admin.document(req.caller!.userId, req.params.id, req.params.docId);
      const { stream, size } = await app.storage.get(d.storage_key);
      await recordRead(app.db, {
        partnerId: d.partner_id,
        studentId: d.student_id,
        userId: req.caller!.userId,
        what: "download",
        detail: { document_id: d.id, kind: d.kind, application_id: req.params.id },
        ip: req.ip,
      });
      return reply
        .header("content-type", d.content_type)
        .header("content-length", size)
        .header("content-disposition", attachmentHeader(d.file_name))
        .send(stream);
    },
  );

  app.post(
    "/admin/applications/:id/move/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary:
          "Move an application to another status with a note; final statuses lock it; the partner's users are notified",
        security,
        params: idParams,
        body: applicationMoveBody,
        response: { 200: dataEnvelope(adminApplicationDetail), ...errors },
      },
    },
    async (req) => {
      const ctx = await admin.contextFor(req.caller!.userId, req.params.id);
      await service.moveTo(
        ctx,
        req.params.id,
        req.body.status_id,
        req.body.note ?? null,
        req.ip,
        expectedVersion(req, "application"),
        req.body.offer_respond_by,
      );
      return { data: await admin.detail(req.caller!.userId, req.params.id) };
    },
  );

  app.post(
    "/admin/applications/:id/offer-letter/",
    {
      config: { access: { superadmin: true }, upload: { types: DOCUMENT_TYPES } },
      schema: {
        tags,
        summary:
          "Upload the offer letter (multipart field `file`, PDF, JPG or PNG up to 10 MB); it joins the student's documents",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminApplicationDetail), ...errors },
      },
    },
    async (req) => {
      const ctx = await admin.contextFor(req.caller!.userId, req.params.id);
      const file = await storeDocumentUpload(req, app.storage, `students/${ctx.partnerId}/${ctx.studentId}`);
      await service.addOfferLetter(ctx, req.params.id, file, req.ip);
      return { data: await admin.detail(req.caller!.userId, req.params.id) };
    },
  );

  // The conversation with the partner: answers, files, read marks, downloads (message-routes.ts).
  messageRoutes(app, "admin");
};
