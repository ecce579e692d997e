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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DOCUMENT_TYPES } from "../../lib/storage";
import { attachmentHeader, storeDocumentUpload } from "../../lib/uploads";
import { recordRead } from "../read-log/service";
import { createStudentDocumentQueries } from "./documents-queries";
import { createStudentDocumentService } from "./documents-service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };
const security = [{ bearer: [] }];

/** A student's documents: PDF, JPG or PNG up to 10 MB, the type checked from the content. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const storage = app.storage;
  const queries = createStudentDocumentQueries(app.db);
  const service = createStudentDocumentService(app.db, storage, queries);

  app.get(
    "/partner/students/:id/documents/",
    {
      config: { access: { partner: "students.view" } },
      schema: {
        tags: ["students"],
        summary: "A student's documents",
        security,
        params: idParams,
        response: { 200: dataEnvelope(z.array(studentDocumentItem)), ...errors },
      },
    },
    async (req) => {
      const ctx = req.partner!;
      await queries.ownStudent(ctx, req.params.id);
      const data = await queries.list(req.params.id);
      // Who saw what (issue 37): the list names the student's documents.
      await recordRead(app.db, {
        partnerId: ctx.partnerId,
        studentId: req.params.id,
        userId: ctx.userId,
        what: "documents",
        ip: req.ip,
      });
      return { data };
    },
  );

  app.post(
    "/partner/students/:id/documents/",
    {
      config: { access: { partner: "students.manage" }, upload: { types: DOCUMENT_TYPES } },
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
      await queries.ownStudent(ctx, req.params.id);
      const file = await storeDocumentUpload(req, storage, `students/${ctx.partnerId}/${req.params.id}`);
      const data = await service.add(ctx, req.params.id, req.query.kind, file, req.ip);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    "/partner/students/:id/documents/:docId/download/",
    {
      config: { access: { partner: "students.view" } },
      schema: {
        tags: ["students"],
        summary: "Download a document",
        security,
        params: studentDocumentParams,
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      const d = await queries.ownDocument(ctx, req.params.id, req.params.docId);
      const { stream, size } = await storage.get(d.storage_key);
      // Who saw what (issue 37): recorded before the first byte leaves.
      await recordRead(app.db, {
        partnerId: ctx.partnerId,
        studentId: req.params.id,
        userId: ctx.userId,
        what: "download",
        detail: { document_id: d.id, kind: d.kind },
        ip: req.ip,
      });
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
      config: { access: { partner: "students.manage" } },
      schema: {
        tags: ["students"],
        summary: "Delete a document",
        security,
        params: studentDocumentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.remove(req.partner!, req.params.id, req.params.docId, req.ip);
      return reply.status(204).send(null);
    },
  );
};
