import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, type FieldErrors, fieldsMessage } from "./errors";
import { type FileStorage, sniffDocumentType } from "./storage";
import { uploadName, uploadTextProblem } from "./upload-names";

/** A stored upload: where it lives and what it is. */
export type StoredUpload = {
  key: string;
  name: string;
  type: string;
  size: number;
  /** The form's text fields. */
  fields: Record<string, string>;
};

/**
 * The Content-Disposition of a download: an ASCII `filename` for old clients and the real name, in any script, as
 * `filename*` (RFC 6266). A raw "паспорт.pdf" in the header would make Node refuse to send the answer.
 */
export function attachmentHeader(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * This route takes a multipart/form-data upload: the file's accepted types and the form's text fields. The
     * OpenAPI document shows it as the route's form, a multipart request to any other route answers 415
     * (plugins/hostile-input.ts), and `readUpload` reads it. Tests find every upload route from it.
     */
    upload?: UploadForm;
  }
}
export type UploadForm = { types: readonly string[]; fields?: z.ZodObject };

/** An upload form as read: its text fields and its one file (null when none was sent), its name already checked. */
export type UploadedForm = { fields: Record<string, string>; file: { name: string; data: Buffer } | null };

/**
 * Reads the route's multipart form: every text field and the file, in whatever order they come. Before anything is
 * stored, each text field and the file's name are checked (lib/upload-names.ts): every problem is named at once
 * in one 400, so a bad name never reaches the database or the disk. The form's own schema is the route's to apply.
 */
export async function readUpload(req: FastifyRequest): Promise<UploadedForm> {
  if (!req.routeOptions.config.upload) throw new Error(`${req.routeOptions.url} reads an upload it does not declare`);
  const fields: Record<string, string> = {};
  const problems: FieldErrors = {};
  let file: { raw: string; data: Buffer } | null = null;
  for await (const part of req.parts()) {
    if (part.type === "file") {
      const data = await part.toBuffer();
      // A browser's form with no file chosen sends an empty part with an empty name: no file, not a bad name.
      if (data.length > 0 || part.filename !== "") file = { raw: part.filename, data };
      continue;
    }
    const value = typeof part.value === "string" ? part.value : String(part.value);
    const problem = uploadTextProblem(value, part.valueTruncated);
    if (problem) problems[part.fieldname] = [problem];
    else fields[part.fieldname] = value;
  }
  const named = file ? uploadName(file.raw) : null;
  if (named && "problem" in named) problems.file = [named.problem];
  if (Object.keys(problems).length) throw new AppError(400, fieldsMessage(Object.keys(problems).length), problems);
  return { fields, file: file && named && "name" in named ? { name: named.name, data: file.data } : null };
}

/**
 * Reads the request's upload form (`readUpload`) and stores its file (PDF, JPG or PNG, told from its first bytes,
 * whatever its name says) under `prefix/` with a random name, and says what was stored. 400 without a file or with
 * a bad name or field, 415 for any other type.
 */
export async function storeDocumentUpload(
  req: FastifyRequest,
  storage: FileStorage,
  prefix: string,
  /** Checks the form's text fields before anything is stored (throw to refuse). */
  checkFields?: (fields: Record<string, string>) => void,
): Promise<StoredUpload> {
  const { fields, file } = await readUpload(req);
  if (!file) throw new AppError(400, "Choose a file to upload.", { file: ["Choose a file to upload."] });
  checkFields?.(fields);
  const sniffed = sniffDocumentType(file.data);
  if (!sniffed) {
    throw new AppError(415, "Only PDF, JPG and PNG files are accepted; this file is none of them.", {
      file: ["Only PDF, JPG and PNG files are accepted."],
    });
  }
  const key = `${prefix}/${randomUUID()}.${sniffed.ext}`;
  await storage.put(key, file.data);
  return { key, name: file.name, type: sniffed.type, size: file.data.length, fields };
}
