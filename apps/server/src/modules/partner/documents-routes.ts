import multipart from "@fastify/multipart";
import {
  DOCUMENT_MAX_BYTES,
  dataEnvelope,
  documentUploadQuery,
  errorBody,
  idParams,
  studentDocumentItem,
  studentDocumentParams,
} from "@pp/shared";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditLog, studentDocuments, students, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { attachmentHeader, storeDocumentUpload } from "../../lib/uploads";
import type { PartnerContext } from "../../plugins/partner-context";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };
const security = [{ bearer: [] }];

/** A student's documents: PDF, JPG or PNG up to 10 MB, the type checked from the content. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const db = app.db;
  const storage = app.storage;

  async function ownStudent(ctx: PartnerContext, id: number) {
    const [s] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, id), eq(students.partner_id, ctx.partnerId)));
    if (!s) throw notFound("Student not found.");
  }
  const list = async (studentId: number) =>
    (
      await db
        .select({ d: studentDocuments, name: users.name })
        .from(studentDocuments)
        .leftJoin(users, eq(users.id, studentDocuments.uploaded_by))
        .where(eq(studentDocuments.student_id, studentId))
        .orderBy(desc(studentDocuments.created_at), desc(studentDocuments.id))
    ).map(({ d, name }) => ({
      id: d.id,
      kind: d.kind,
      file_name: d.file_name,
      content_type: d.content_type,
      size_bytes: d.size_bytes,
      uploaded_by: d.uploaded_by && name ? { id: d.uploaded_by, name } : null,
      created_at: d.created_at.toISOString(),
    }));

  app.get(
    "/partner/students/:id/documents/",
    {
      onRequest: app.partnerOnly,
      preHandler: app.requirePermission("students.view"),
      schema: {
        tags: ["students"],
        summary: "A student's documents",
        security,
        params: idParams,
        response: { 200: dataEnvelope(z.array(studentDocumentItem)), ...errors },
      },
    },
    async (req) => {
      await ownStudent(req.partner!, req.params.id);
      return { data: await list(req.params.id) };
    },
  );

  app.post(
    "/partner/students/:id/documents/",
    {
      onRequest: app.partnerOnly,
      preHandler: app.requirePermission("students.manage"),
      schema: {
        tags: ["students"],
        summary:
          "Upload a document (multipart field `file`; `?kind=passport|transcript|english_test|sop|cv|reference|other`)",
        security,
        params: idParams,
        querystring: documentUploadQuery,
        response: { 201: dataEnvelope(z.array(studentDocumentItem)), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      await ownStudent(ctx, req.params.id);
      const file = await storeDocumentUpload(req, storage, `students/${ctx.partnerId}/${req.params.id}`);
      const [doc] = await db
        .insert(studentDocuments)
        .values({
          student_id: req.params.id,
          partner_id: ctx.partnerId,
          kind: req.query.kind,
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
        action: "student.document_upload",
        entity: "student",
        entity_id: String(req.params.id),
        details: { document_id: doc!.id, kind: req.query.kind, file_name: file.name },
        ip: req.ip,
      });
      return reply.status(201).send({ data: await list(req.params.id) });
    },
  );

  async function ownDocument(ctx: PartnerContext, studentId: number, docId: number) {
    const [d] = await db
      .select()
      .from(studentDocuments)
      .where(
        and(
          eq(studentDocuments.id, docId),
          eq(studentDocuments.student_id, studentId),
          eq(studentDocuments.partner_id, ctx.partnerId),
        ),
      );
    if (!d) throw notFound("Document not found.");
    return d;
  }

  app.get(
    "/partner/students/:id/documents/:docId/download/",
    {
      onRequest: app.partnerOnly,
      preHandler: app.requirePermission("students.view"),
      schema: {
        tags: ["students"],
        summary: "Download a document",
        security,
        params: studentDocumentParams,
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const d = await ownDocument(req.partner!, req.params.id, req.params.docId);
      const { stream, size } = await storage.get(d.storage_key);
      return reply
        .header("content-type", d.content_type)
        .header("content-length", String(size))
        .header("content-disposition", attachmentHeader(d.file_name))
        .header("cache-control", "private, no-store")
        .send(stream as never);
    },
  );

  app.delete(
    "/partner/students/:id/documents/:docId/",
    {
      onRequest: app.partnerOnly,
      preHandler: app.requirePermission("students.manage"),
      schema: {
        tags: ["students"],
        summary: "Delete a document",
        security,
        params: studentDocumentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      const d = await ownDocument(ctx, req.params.id, req.params.docId);
      await db.delete(studentDocuments).where(eq(studentDocuments.id, d.id));
      await storage.remove(d.storage_key);
      await db.insert(auditLog).values({
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "student.document_delete",
        entity: "student",
        entity_id: String(req.params.id),
        details: { document_id: d.id, file_name: d.file_name },
        ip: req.ip,
      });
      return reply.status(204).send(null);
    },
  );
};
