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
import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { applications, auditLog, partners, studentDocuments, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { pageEnvelope } from "../../lib/paging";
import { attachmentHeader, storeDocumentUpload } from "../../lib/uploads";
import type { PartnerContext } from "../../plugins/partner-context";
import { createApplicationService } from "../partner/applications-service";

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
  const db = app.db;
  const service = createApplicationService(db, app.notifications);
  const adminOnly = app.superadminOnly;

  /** The application's own partner as the context, with the Superadmin as the actor. */
  async function contextFor(
    req: FastifyRequest,
    id: number,
  ): Promise<PartnerContext & { studentId: number; partnerName: string }> {
    const [a] = await db
      .select({
        partner_id: applications.partner_id,
        student_id: applications.student_id,
        partner_name: partners.company_name,
      })
      .from(applications)
      .innerJoin(partners, eq(partners.id, applications.partner_id))
      .where(eq(applications.id, id));
    if (!a) throw notFound("Application not found.");
    return {
      userId: req.caller!.userId,
      partnerId: a.partner_id,
      isSubLogin: false,
      permissions: [],
      studentId: a.student_id,
      partnerName: a.partner_name,
    };
  }

  /** The application as the Superadmin sees it: with its partner and the student's documents. */
  async function adminDetail(req: FastifyRequest, id: number) {
    const ctx = await contextFor(req, id);
    const [detail, docs] = await Promise.all([
      service.detail(ctx, id),
      db
        .select()
        .from(studentDocuments)
        .where(eq(studentDocuments.student_id, ctx.studentId))
        .orderBy(desc(studentDocuments.created_at), desc(studentDocuments.id)),
    ]);
    return {
      ...detail,
      partner: { id: ctx.partnerId, name: ctx.partnerName },
      documents: docs.map((d) => ({
        id: d.id,
        kind: d.kind,
        file_name: d.file_name,
        content_type: d.content_type,
        size_bytes: d.size_bytes,
        created_at: d.created_at.toISOString(),
        download_url: `/api/admin/applications/${id}/documents/${d.id}/download/`,
      })),
    };
  }

  app.get(
    "/admin/applications/",
    {
      ...adminOnly,
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
      const r = await service.list({ partnerId: partner ?? null }, q);
      const ids = await db
        .select({ id: applications.id, partner_id: applications.partner_id, name: partners.company_name })
        .from(applications)
        .innerJoin(partners, eq(partners.id, applications.partner_id))
        .where(inArray(applications.id, r.items.map((i) => i.id).concat(-1)));
      const by = new Map(ids.map((x) => [x.id, { id: x.partner_id, name: x.name }]));
      const items = r.items.map((i) => ({ ...i, partner: by.get(i.id)! }));
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, items);
    },
  );

  app.get(
    "/admin/applications/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "One application with its partner, timeline, messages, checklist and the student's documents",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminApplicationDetail), ...errors },
      },
    },
    async (req) => ({ data: await adminDetail(req, req.params.id) }),
  );

  app.get(
    "/admin/applications/:id/documents/:docId/download/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Download one of the application's student's documents (streamed)",
        security,
        params: idParams.extend({ docId: z.coerce.number().int().positive("The document id must be a number.") }),
      },
    },
    async (req, reply) => {
      const ctx = await contextFor(req, req.params.id);
      const [d] = await db
        .select()
        .from(studentDocuments)
        .where(and(eq(studentDocuments.id, req.params.docId), eq(studentDocuments.student_id, ctx.studentId)));
      if (!d) throw notFound("Document not found.");
      const { stream, size } = await app.storage.get(d.storage_key);
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
      ...adminOnly,
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
      const ctx = await contextFor(req, req.params.id);
      await service.moveTo(ctx, req.params.id, req.body.status_id, req.body.note ?? null, req.ip);
      return { data: await adminDetail(req, req.params.id) };
    },
  );

  app.post(
    "/admin/applications/:id/offer-letter/",
    {
      ...adminOnly,
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
      const ctx = await contextFor(req, req.params.id);
      const file = await storeDocumentUpload(req, app.storage, `students/${ctx.partnerId}/${ctx.studentId}`);
      const [doc] = await db
        .insert(studentDocuments)
        .values({
          student_id: ctx.studentId,
          partner_id: ctx.partnerId,
          kind: "offer_letter",
          file_name: file.name,
          content_type: file.type,
          size_bytes: file.size,
          storage_key: file.key,
          uploaded_by: ctx.userId,
        })
        .returning({ id: studentDocuments.id });
      await db.insert(auditLog).values({
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "application.offer_letter",
        entity: "application",
        entity_id: String(req.params.id),
        details: { document_id: doc!.id, file_name: file.name },
        ip: req.ip,
      });
      const team = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.partner_id, ctx.partnerId), eq(users.status, "active")));
      await app.notifications.notify(
        team.map((u) => u.id),
        {
          kind: "application.offer_letter",
          title: `Offer letter for application #${req.params.id}`,
          body: `${file.name} is now in the student's documents.`,
          link: `/partner/application/${req.params.id}`,
        },
      );
      return { data: await adminDetail(req, req.params.id) };
    },
  );
};
