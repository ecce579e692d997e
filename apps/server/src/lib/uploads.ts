import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";
import { type FileStorage, sniffDocumentType } from "./storage";

/** A stored upload: where it lives and what it is. */
export type StoredUpload = {
  key: string;
  name: string;
  type: string;
  size: number;
  /** The text fields sent before the file in the same form. */
  fields: Record<string, string>;
};

/** The plain text fields of a multipart part (those before the file). */
function textFields(part: { fields: Record<string, unknown> }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(part.fields)) {
    const one = Array.isArray(v) ? v[0] : v;
    if (one && typeof one === "object" && (one as { type?: string }).type === "field")
      out[name] = String((one as { value: unknown }).value);
  }
  return out;
}

/**
 * The Content-Disposition of a download: an ASCII `filename` for old clients and the real name, in any script, as
 * `filename*` (RFC 6266). A raw "паспорт.pdf" in the header would make Node refuse to send the answer.
 */
export function attachmentHeader(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file name safe for a Content-Disposition header and our listings. */
export const safeFileName = (name: string | undefined, fallback: string) =>
  (name || fallback).replace(/[\\/\r\n"]/g, "_").slice(0, 200);

/**
 * Reads the request's one multipart `file` (PDF, JPG or PNG, told from its first bytes, whatever its name says),
 * stores it under `prefix/` with a random name, and says what was stored. 400 without a file, 415 for any other type.
 */
export async function storeDocumentUpload(
  req: FastifyRequest,
  storage: FileStorage,
  prefix: string,
  /** Checks the form's text fields before anything is stored (throw to refuse). */
  checkFields?: (fields: Record<string, string>) => void,
): Promise<StoredUpload> {
  const part = await req.file();
  if (!part) throw new AppError(400, "Choose a file to upload.", { file: ["Choose a file to upload."] });
  const data = await part.toBuffer();
  const fields = textFields(part);
  checkFields?.(fields);
  const sniffed = sniffDocumentType(data);
  if (!sniffed) {
    throw new AppError(415, "Only PDF, JPG and PNG files are accepted; this file is none of them.", {
      file: ["Only PDF, JPG and PNG files are accepted."],
    });
  }
  const key = `${prefix}/${randomUUID()}.${sniffed.ext}`;
  await storage.put(key, data);
  return {
    key,
    name: safeFileName(part.filename, `document.${sniffed.ext}`),
    type: sniffed.type,
    size: data.length,
    fields,
  };
}
