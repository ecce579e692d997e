import { randomUUID } from "node:crypto";
import type { AuditActionIn } from "@pp/shared";
import { bankDocumentFields, type bankDocumentPatch } from "@pp/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { bankDocuments, bankDocumentVersions, countries, educationProviders } from "../../db/schema/index";
import { AppError, fieldsMessage, invalid } from "../../lib/errors";
import { DOCUMENT_TYPES, type FileStorage, sniffDocumentType } from "../../lib/storage";
import { recordAudit } from "../audit/service";
import { type BankQueries, createBankQueries } from "./queries";

export type UploadedFile = { name: string; data: Buffer };

const OFFICE: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** What the bank takes: documents' types and Office files. */
export const BANK_TYPES = [...DOCUMENT_TYPES, ...Object.values(OFFICE)];

/** PDF, JPG and PNG from their first bytes; Word, Excel and PowerPoint (zip files) by their name. */
export function bankFileType(data: Buffer, name: string): { type: string; ext: string } | null {
  const sniffed = sniffDocumentType(data);
  if (sniffed) return sniffed;
  const ext = name.split(".").pop()?.toLowerCase() ?? "";
  if (OFFICE[ext] && data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    return { type: OFFICE[ext], ext };
  return null;
}

/** The Superadmin's writes to the Documents Bank: uploads, new versions, edits; each one unit of work. */
export function createBankService(db: Db, storage: FileStorage, queries: BankQueries = createBankQueries(db)) {
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

  function fileKind(file: UploadedFile) {
    const kind = bankFileType(file.data, file.name);
    if (kind) return kind;
    throw new AppError(
      415,
      "The bank takes PDF, JPG, PNG, Word, Excel and PowerPoint files; this file is none of them.",
      {
        file: ["Upload a PDF, JPG, PNG, DOCX, XLSX or PPTX file."],
      },
    );
  }

  /**
   * Stores a checked file as a version. It runs inside the request's unit of work: a later failure rolls the row
   * back and the store removes the file (lib/storage.ts), so nothing here cleans up by hand.
   */
  async function storeVersion(
    documentId: number,
    version: number,
    file: UploadedFile,
    kind: { type: string; ext: string },
    userId: number,
  ) {
    const key = `bank/${documentId}/${randomUUID()}.${kind.ext}`;
    await storage.put(key, file.data);
    await db.insert(bankDocumentVersions).values({
      document_id: documentId,
      version,
      file_name: file.name,
      content_type: kind.type,
      size_bytes: file.data.length,
      storage_key: key,
      uploaded_by: userId,
    });
  }

  const audit = (userId: number, ip: string, action: AuditActionIn<"bank">, id: number, details: object) =>
    recordAudit(db, {
      actor_user_id: userId,
      action: `bank.${action}`,
      entity: "bank_document",
      entity_id: String(id),
      details,
      ip,
    });

  return {
    /** A new document from an upload form's text fields and file; every problem is named at once. */
    async create(userId: number, fields: Record<string, string>, file: UploadedFile | null, ip: string) {
      const parsed = bankDocumentFields.safeParse(fields);
      const problems: Record<string, string[]> = {};
      if (!parsed.success) for (const i of parsed.error.issues) problems[String(i.path[0])] = [i.message];
      if (!file || file.data.length === 0) problems.file = ["Choose a file to upload."];
      if (Object.keys(problems).length) throw new AppError(400, fieldsMessage(Object.keys(problems).length), problems);
      const v = parsed.data!;
      const kind = fileKind(file!);
      await checkRefs(v);
      const [d] = await db
        .insert(bankDocuments)
        .values({
          title: v.title,
          description: v.description ?? null,
          category: v.category,
          provider_id: v.provider_id ?? null,
          country_id: v.country_id ?? null,
          created_by: userId,
        })
        .returning({ id: bankDocuments.id });
      await storeVersion(d!.id, 1, file!, kind, userId);
      await audit(userId, ip, "create", d!.id, { title: v.title });
      return queries.withVersions(d!.id);
    },

    /** A new file for a document; earlier versions are kept. */
    async addVersion(userId: number, id: number, readFile: () => Promise<UploadedFile | null>, ip: string) {
      const r = await queries.one(id, false);
      const file = await readFile();
      if (!file || file.data.length === 0)
        throw new AppError(400, "Choose a file to upload.", { file: ["Choose a file to upload."] });
      const next = r.d.current_version + 1;
      await storeVersion(r.d.id, next, file, fileKind(file), userId);
      await db
        .update(bankDocuments)
        .set({ current_version: next, updated_at: new Date() })
        .where(eq(bankDocuments.id, r.d.id));
      await audit(userId, ip, "version", r.d.id, { version: next, file_name: file.name });
      return queries.withVersions(r.d.id);
    },

    async update(userId: number, id: number, changes: z.output<typeof bankDocumentPatch>, ip: string) {
      await queries.one(id, false);
      await checkRefs(changes);
      await db
        .update(bankDocuments)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(bankDocuments.id, id));
      await audit(userId, ip, "update", id, { changes });
      return queries.withVersions(id);
    },
  };
}
