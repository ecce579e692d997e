import {
  applicationMessage,
  applicationMessageBody,
  applicationMessageFileFields,
  applicationMessagesReadBody,
  dataEnvelope,
  errorBody,
  idParams,
  type MessageSide,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid } from "../../lib/errors";
import { DOCUMENT_TYPES } from "../../lib/storage";
import { attachmentHeader, storeDocumentUpload } from "../../lib/uploads";
import type { Access } from "../../plugins/access";
import type { PartnerContext } from "../../plugins/partner-context";
import { createAdminApplicationQueries } from "./admin-queries";
import { createMessageService } from "./messages-service";
import { createApplicationQueries } from "./queries";

type App = Parameters<FastifyPluginAsyncZod>[0];

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
  422: errorBody,
};
const security = [{ bearer: [] }];
const attachmentParams = idParams.extend({
  attachmentId: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive("The attachment id must be a number."),
});
const readAnswer = z.object({
  marked: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  unread_messages: z.number().int().max(INT4_MAX, INT4_MESSAGE),
});

/**
 * The conversation on an application (issue 35, decision 043), for one side: the partner's under
 * /partner/application/:id/ (writing needs applications.manage, reading applications.view; another partner's
 * application answers 404), admissions' under /admin/applications/:id/ (the Superadmin). The route plugin that calls
 * this has registered @fastify/multipart.
 */
export function messageRoutes(app: App, side: MessageSide) {
  const queries = createApplicationQueries(app.db);
  const admin = createAdminApplicationQueries(app.db, queries);
  const service = createMessageService({
    db: app.db,
    notifications: app.notifications,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  });
  const base = side === "partner" ? "/partner/application/:id" : "/admin/applications/:id";
  const tags = side === "partner" ? ["applications"] : ["admin"];
  const write: Access = side === "partner" ? { partner: "applications.manage" } : { superadmin: true };
  const read: Access = side === "partner" ? { partner: "applications.view" } : { superadmin: true };
  const readMark: Access = side === "partner" ? { partner: "applications.view", keys: false } : { superadmin: true };

  /** The caller's context on the application and its row: the partner's own (else 404), or its partner's for admissions. */
  async function applicationOf(req: FastifyRequest, id: number) {
    const ctx: PartnerContext = side === "partner" ? req.partner! : await admin.contextFor(req.caller!.userId, id);
    return { ctx, r: await queries.own(ctx, id) };
  }

  app.post(
    `${base}/messages/`,
    {
      config: { access: write },
      schema: {
        tags,
        summary:
          side === "partner"
            ? "Write to admissions about the application (they are notified)"
            : "Answer the partner on the application's thread (its people are notified)",
        security,
        params: idParams,
        body: applicationMessageBody,
        response: { 201: dataEnvelope(z.array(applicationMessage)), ...errors },
      },
    },
    async (req, reply) => {
      const { ctx, r } = await applicationOf(req, req.params.id);
      return reply.status(201).send({ data: await service.post(side, ctx, r, req.body.body, null, req.ip) });
    },
  );

  app.post(
    `${base}/messages/file/`,
    {
      config: { access: write, upload: { types: DOCUMENT_TYPES, fields: applicationMessageFileFields } },
      schema: {
        tags,
        summary:
          "A message with a file (multipart: field `file`, PDF, JPG or PNG up to 10 MB, and an optional `body` text)",
        security,
        params: idParams,
        response: { 201: dataEnvelope(z.array(applicationMessage)), ...errors },
      },
    },
    async (req, reply) => {
      const { ctx, r } = await applicationOf(req, req.params.id);
      let text = "";
      const file = await storeDocumentUpload(req, app.storage, `applications/${ctx.partnerId}/${r.a.id}`, (fields) => {
        const parsed = applicationMessageFileFields.safeParse(fields);
        if (!parsed.success) throw invalid({ body: parsed.error.issues.map((i) => i.message) });
        text = parsed.data.body ?? "";
      });
      return reply.status(201).send({ data: await service.post(side, ctx, r, text, file, req.ip) });
    },
  );

  app.post(
    `${base}/messages/read/`,
    {
      // A read receipt, not a change to the application: no audit entry.
      config: { access: readMark, audit: false },
      schema: {
        tags,
        summary: "Mark the other side's messages read, up to the newest one shown",
        security,
        params: idParams,
        body: applicationMessagesReadBody,
        response: { 200: dataEnvelope(readAnswer), ...errors },
      },
    },
    async (req) => {
      await applicationOf(req, req.params.id);
      return { data: await service.read(side, req.params.id, req.body.up_to) };
    },
  );

  app.get(
    `${base}/attachments/:attachmentId/`,
    {
      config: { access: read },
      schema: { tags, summary: "Download a file sent in the application's thread", security, params: attachmentParams },
    },
    async (req, reply) => {
      await applicationOf(req, req.params.id);
      const a = await service.attachment(req.params.id, req.params.attachmentId);
      const { stream, size } = await app.storage.get(a.storage_key);
      return reply
        .header("content-type", a.content_type)
        .header("content-length", size)
        .header("cache-control", "no-store")
        .header("content-disposition", attachmentHeader(a.file_name))
        .send(stream);
    },
  );
}
