import multipart from "@fastify/multipart";
import {
  BANK_MAX_BYTES,
  bankDocumentFields,
  bankDocumentItem,
  bankDocumentPatch,
  bankListQuery,
  dataEnvelope,
  errorBody,
  idParams,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import { attachmentHeader, readUpload } from "../../lib/uploads";
import type { Access } from "../../plugins/access";
import { createBankQueries } from "./queries";
import { BANK_TYPES, createBankService } from "./service";

// Where it has always been imported from (the tests).
export { bankFileType } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };
const security = [{ bearer: [] }];
const tags = ["documents"];

const listResponse = z.object({
  count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({
    data: z.array(bankDocumentItem),
    categories: z.record(z.string(), z.number().int().max(INT4_MAX, INT4_MESSAGE)),
  }),
});

/**
 * Documents Bank: the Superadmin uploads and versions documents (`/admin/documents/`); partners browse, search
 * and download the active ones (`/partner/documents/`, permission documents.view). Files stream from storage.
 */
export const documentsBankRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: BANK_MAX_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: true,
  });
  const queries = createBankQueries(app.db);
  const service = createBankService(app.db, app.storage, queries);
  const partnerSide: Access = { partner: "documents.view" };
  const adminSide: Access = { superadmin: true };

  for (const side of ["partner", "admin"] as const) {
    const access = side === "partner" ? partnerSide : adminSide;
    app.get(
      `/${side}/documents/`,
      {
        config: { access },
        schema: {
          tags,
          summary:
            side === "partner"
              ? "The Documents Bank: browse by category, search, filter by provider or country"
              : "Every bank document, inactive ones too",
          security,
          querystring: bankListQuery,
          response: { 200: listResponse, ...errors },
        },
      },
      async (req) => {
        const r = await queries.list(req.query, side === "partner");
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items, { categories: r.categories });
      },
    );

    app.get(
      `/${side}/documents/:id/download/`,
      {
        config: { access },
        schema: {
          tags,
          summary: "Download the current version (streamed, with its type and file name)",
          security,
          params: idParams,
        },
      },
      async (req, reply) => {
        const r = await queries.one(req.params.id, side === "partner");
        const { stream, size } = await app.storage.get(r.v.storage_key);
        return reply
          .header("content-type", r.v.content_type)
          .header("content-length", size)
          .header("content-disposition", attachmentHeader(r.v.file_name))
          .send(stream);
      },
    );
  }

  app.get(
    "/admin/documents/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "One bank document with its versions",
        security,
        params: idParams,
        response: { 200: dataEnvelope(bankDocumentItem), ...errors },
      },
    },
    async (req) => ({ data: await queries.withVersions(req.params.id) }),
  );

  app.post(
    "/admin/documents/",
    {
      config: { access: { superadmin: true }, upload: { types: BANK_TYPES, fields: bankDocumentFields } },
      schema: {
        tags,
        summary: "Upload a document (multipart: `file` plus title, description, category, provider_id, country_id)",
        security,
        response: { 201: dataEnvelope(bankDocumentItem), ...errors },
      },
    },
    async (req, reply) => {
      const { fields, file } = await readUpload(req);
      return reply.code(201).send({ data: await service.create(req.caller!.userId, fields, file, req.ip) });
    },
  );

  app.post(
    "/admin/documents/:id/versions/",
    {
      config: { access: { superadmin: true }, upload: { types: BANK_TYPES } },
      schema: {
        tags,
        summary: "Replace the file with a new version (multipart `file`); earlier versions are kept",
        security,
        params: idParams,
        response: { 201: dataEnvelope(bankDocumentItem), ...errors },
      },
    },
    async (req, reply) => {
      // The upload is read only once the document is known to exist (an unknown id answers 404 first).
      const readFile = async () => (await readUpload(req)).file;
      return reply
        .code(201)
        .send({ data: await service.addVersion(req.caller!.userId, req.params.id, readFile, req.ip) });
    },
  );

  app.patch(
    "/admin/documents/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Edit the title, description, category, provider, country, or (de)activate",
        security,
        params: idParams,
        body: bankDocumentPatch,
        response: { 200: dataEnvelope(bankDocumentItem), ...errors },
      },
    },
    async (req) => ({ data: await service.update(req.caller!.userId, req.params.id, req.body, req.ip) }),
  );
};
