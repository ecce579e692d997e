import { randomUUID } from "node:crypto";
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
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditLog, bankDocuments, bankDocumentVersions, countries, educationProviders } from "../../db/schema/index";
import { AppError, fieldsMessage, invalid, notFound } from "../../lib/errors";
import { offsetOf, pageEnvelope } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import { sniffDocumentType } from "../../lib/storage";
import { attachmentHeader } from "../../lib/uploads";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };
const security = [{ bearer: [] }];
const tags = ["documents"];

const OFFICE: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** PDF, JPG and PNG from their first bytes; Word, Excel and PowerPoint (zip files) by their name. */
export function bankFileType(data: Buffer, name: string): { type: string; ext: string } | null {
  const sniffed = sniffDocumentType(data);
  if (sniffed) return sniffed;
  const ext = name.split(".").pop()?.toLowerCase() ?? "";
  if (OFFICE[ext] && data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    return { type: OFFICE[ext], ext };
  return null;
}

/**
 * Documents Bank: the Superadmin uploads and versions documents (`/admin/documents/`); partners browse, search
 * and download the active ones (`/partner/documents/`, permission documents.view). Files stream from storage.
 */
export const documentsBankRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: BANK_MAX_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: true,
  });
  const db = app.db;
  const adminOnly = app.superadminOnly;
  const partnerSide = { onRequest: app.partnerOnly, preHandler: app.requirePermission("documents.view") };

  const columns = {
    d: bankDocuments,
    v: bankDocumentVersions,
    provider_name: educationProviders.name,
    country_name: countries.name,
  };
  const base = () =>
    db
      .select(columns)
      .from(bankDocuments)
      .innerJoin(
        bankDocumentVersions,
        and(
          eq(bankDocumentVersions.document_id, bankDocuments.id),
          eq(bankDocumentVersions.version, bankDocuments.current_version),
        ),
      )
      .leftJoin(educationProviders, eq(educationProviders.id, bankDocuments.provider_id))
      .leftJoin(countries, eq(countries.id, bankDocuments.country_id));
  type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];
  const toItem = (r: Row) => ({
    id: r.d.id,
    title: r.d.title,
    description: r.d.description,
    category: r.d.category,
    provider: r.d.provider_id && r.provider_name ? { id: r.d.provider_id, name: r.provider_name } : null,
    country: r.d.country_id && r.country_name ? { id: r.d.country_id, name: r.country_name } : null,
    version: r.d.current_version,
    file_name: r.v.file_name,
    content_type: r.v.content_type,
    size_bytes: r.v.size_bytes,
    is_active: r.d.is_active,
    updated_at: r.d.updated_at.toISOString(),
  });

  async function one(id: number, activeOnly: boolean) {
    const [r] = await base().where(
      and(eq(bankDocuments.id, id), ...(activeOnly ? [eq(bankDocuments.is_active, true)] : [])),
    );
    if (!r) throw notFound("Document not found.");
    return r;
  }
  async function withVersions(id: number) {
    const r = await one(id, false);
    const versions = await db
      .select()
      .from(bankDocumentVersions)
      .where(eq(bankDocumentVersions.document_id, id))
      .orderBy(desc(bankDocumentVersions.version));
    return {
      ...toItem(r),
      versions: versions.map((v) => ({
        version: v.version,
        file_name: v.file_name,
        size_bytes: v.size_bytes,
        created_at: v.created_at.toISOString(),
      })),
    };
  }

  /** The upload's file and text fields, in whatever order the form sent them. */
  async function readUpload(req: FastifyRequest) {
    const fields: Record<string, string> = {};
    let file: { name: string; data: Buffer } | null = null;
    for await (const part of req.parts()) {
      if (part.type === "file") file = { name: part.filename, data: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value);
    }
    return { fields, file };
  }

  async function checkRefs(v: { provider_id?: number | null; country_id?: number | null }) {
    const e: Record<string, string[]> = {};
    if (v.provider_id) {
      const [p] = await db
        .select({ id: educationProviders.id })
        .from(educationProviders)
        .where(eq(educationProviders.id, v.provider_id));
      if (!p) e.provider_id = ["Choose a provider from the list."];
    }
    if (v.country_id) {
      const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, v.country_id));
      if (!c) e.country_id = ["Choose a country from the list."];
    }
    if (Object.keys(e).length) throw invalid(e);
  }

  async function storeVersion(
    documentId: number,
    version: number,
    file: { name: string; data: Buffer },
    userId: number,
  ) {
    const kind = bankFileType(file.data, file.name);
    if (!kind) {
      throw new AppError(
        415,
        "The bank takes PDF, JPG, PNG, Word, Excel and PowerPoint files; this file is none of them.",
        {
          file: ["Upload a PDF, JPG, PNG, DOCX, XLSX or PPTX file."],
        },
      );
    }
    const key = `bank/${documentId}/${randomUUID()}.${kind.ext}`;
    await app.storage.put(key, file.data);
    await db.insert(bankDocumentVersions).values({
      document_id: documentId,
      version,
      file_name: (file.name || `document.${kind.ext}`).replace(/[\\/\r\n"]/g, "_").slice(0, 200),
      content_type: kind.type,
      size_bytes: file.data.length,
      storage_key: key,
      uploaded_by: userId,
    });
  }

  const audit = (req: FastifyRequest, action: string, id: number, details: object) =>
    db.insert(auditLog).values({
      actor_user_id: req.caller!.userId,
      action: `bank.${action}`,
      entity: "bank_document",
      entity_id: String(id),
      details,
      ip: req.ip,
    });

  async function list(q: z.output<typeof bankListQuery>, activeOnly: boolean) {
    const f: SQL[] = activeOnly ? [eq(bankDocuments.is_active, true)] : [];
    if (q.category) f.push(eq(bankDocuments.category, q.category));
    if (q.provider) f.push(eq(bankDocuments.provider_id, q.provider));
    if (q.country) f.push(eq(bankDocuments.country_id, q.country));
    if (q.search) {
      const like = containsPattern(q.search);
      f.push(
        sql`(lower(${bankDocuments.title}) like ${like} or lower(coalesce(${bankDocuments.description}, '')) like ${like})`,
      );
    }
    const where = f.length ? and(...f) : undefined;
    const catWhere = activeOnly ? eq(bankDocuments.is_active, true) : undefined;
    const [rows, [total], cats] = await Promise.all([
      base()
        .where(where)
        .orderBy(desc(bankDocuments.updated_at), desc(bankDocuments.id))
        .limit(q.page_size)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(bankDocuments).where(where),
      db
        .select({ category: bankDocuments.category, n: count() })
        .from(bankDocuments)
        .where(catWhere)
        .groupBy(bankDocuments.category),
    ]);
    return {
      items: rows.map(toItem),
      count: total?.n ?? 0,
      categories: Object.fromEntries(cats.map((c) => [c.category, c.n])),
    };
  }
  const listResponse = z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.object({ data: z.array(bankDocumentItem), categories: z.record(z.string(), z.number().int()) }),
  });

  for (const side of ["partner", "admin"] as const) {
    const hooks = side === "partner" ? partnerSide : adminSide();
    app.get(
      `/${side}/documents/`,
      {
        ...hooks,
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
        const r = await list(req.query, side === "partner");
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items, { categories: r.categories });
      },
    );

    app.get(
      `/${side}/documents/:id/download/`,
      {
        ...hooks,
        schema: {
          tags,
          summary: "Download the current version (streamed, with its type and file name)",
          security,
          params: idParams,
        },
      },
      async (req, reply) => {
        const r = await one(req.params.id, side === "partner");
        const { stream, size } = await app.storage.get(r.v.storage_key);
        return reply
          .header("content-type", r.v.content_type)
          .header("content-length", size)
          .header("content-disposition", attachmentHeader(r.v.file_name))
          .send(stream);
      },
    );
  }
  function adminSide() {
    return adminOnly;
  }

  app.get(
    "/admin/documents/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "One bank document with its versions",
        security,
        params: idParams,
        response: { 200: dataEnvelope(bankDocumentItem), ...errors },
      },
    },
    async (req) => ({ data: await withVersions(req.params.id) }),
  );

  app.post(
    "/admin/documents/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Upload a document (multipart: `file` plus title, description, category, provider_id, country_id)",
        security,
        response: { 201: dataEnvelope(bankDocumentItem), ...errors },
      },
    },
    async (req, reply) => {
      const { fields, file } = await readUpload(req);
      const parsed = bankDocumentFields.safeParse(fields);
      const problems: Record<string, string[]> = {};
      if (!parsed.success) for (const i of parsed.error.issues) problems[String(i.path[0])] = [i.message];
      if (!file || file.data.length === 0) problems.file = ["Choose a file to upload."];
      if (Object.keys(problems).length) throw new AppError(400, fieldsMessage(Object.keys(problems).length), problems);
      const v = parsed.data!;
      await checkRefs(v);
      const [d] = await db
        .insert(bankDocuments)
        .values({
          title: v.title,
          description: v.description ?? null,
          category: v.category,
          provider_id: v.provider_id ?? null,
          country_id: v.country_id ?? null,
          created_by: req.caller!.userId,
        })
        .returning({ id: bankDocuments.id });
      try {
        await storeVersion(d!.id, 1, file!, req.caller!.userId);
      } catch (err) {
        await db.delete(bankDocuments).where(eq(bankDocuments.id, d!.id));
        throw err;
      }
      await audit(req, "create", d!.id, { title: v.title });
      return reply.code(201).send({ data: await withVersions(d!.id) });
    },
  );

  app.post(
    "/admin/documents/:id/versions/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Replace the file with a new version (multipart `file`); earlier versions are kept",
        security,
        params: idParams,
        response: { 201: dataEnvelope(bankDocumentItem), ...errors },
      },
    },
    async (req, reply) => {
      const r = await one(req.params.id, false);
      const { file } = await readUpload(req);
      if (!file || file.data.length === 0)
        throw new AppError(400, "Choose a file to upload.", { file: ["Choose a file to upload."] });
      const next = r.d.current_version + 1;
      await storeVersion(r.d.id, next, file, req.caller!.userId);
      await db
        .update(bankDocuments)
        .set({ current_version: next, updated_at: new Date() })
        .where(eq(bankDocuments.id, r.d.id));
      await audit(req, "version", r.d.id, { version: next, file_name: file.name });
      return reply.code(201).send({ data: await withVersions(r.d.id) });
    },
  );

  app.patch(
    "/admin/documents/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Edit the title, description, category, provider, country, or (de)activate",
        security,
        params: idParams,
        body: bankDocumentPatch,
        response: { 200: dataEnvelope(bankDocumentItem), ...errors },
      },
    },
    async (req) => {
      await one(req.params.id, false);
      await checkRefs(req.body);
      await db
        .update(bankDocuments)
        .set({ ...req.body, updated_at: new Date() })
        .where(eq(bankDocuments.id, req.params.id));
      await audit(req, "update", req.params.id, { changes: req.body });
      return { data: await withVersions(req.params.id) };
    },
  );
};
