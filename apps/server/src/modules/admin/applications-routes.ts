import multipart from "@fastify/multipart";
import {
  adminApplicationItem,
  adminApplicationQuery,
  applicationDetail,
  applicationMoveBody,
  DOCUMENT_MAX_BYTES,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
} from "@pp/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applications, auditLog, partners, studentDocuments, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { pageEnvelope } from "../../lib/paging";
import { storeDocumentUpload } from "../../lib/uploads";
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
  const adminOnly = { onRequest: app.authenticate, preHandler: app.requireRole("Superadmin") };

  /** The application's own partner as the context, with the Superadmin as the actor. */
  async function contextFor(req: FastifyRequest, id: number): Promise<PartnerContext & { studentId: number }> {
    const [a] = await db
      .select({ partner_id: applications.partner_id, student_id: applications.student_id })
      .from(applications)
      .where(eq(applications.id, id));
    if (!a) throw notFound("Application not found.");
    return {
      userId: req.caller!.userId,
      partnerId: a.partner_id,
      isSubLogin: false,
      permissions: [],
      studentId: a.student_id,
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
        summary: "One application with timeline, messages and checklist",
        security,
        params: idParams,
        response: { 200: dataEnvelope(applicationDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.detail(await contextFor(req, req.params.id), req.params.id) }),
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
        response: { 200: dataEnvelope(applicationDetail), ...errors },
      },
    },
    async (req) => {
      const ctx = await contextFor(req, req.params.id);
      return { data: await service.moveTo(ctx, req.params.id, req.body.status_id, req.body.note ?? null) };
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
        response: { 200: dataEnvelope(applicationDetail), ...errors },
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
      return { data: await service.detail(ctx, req.params.id) };
    },
  );
};
