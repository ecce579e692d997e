import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { DOCUMENT_KINDS } from "./applications";

export const DOCUMENT_KIND_KEYS = [
  ...(Object.keys(DOCUMENT_KINDS) as (keyof typeof DOCUMENT_KINDS)[]),
  "other",
] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const studentDocumentItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  kind: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  uploaded_by: z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type StudentDocumentItem = z.infer<typeof studentDocumentItem>;

export const documentUploadQuery = z.object({
  kind: z.enum(DOCUMENT_KIND_KEYS, { error: `kind is one of ${DOCUMENT_KIND_KEYS.join(", ")}.` }),
});

export const studentDocumentParams = z.object({
  id: z.coerce.number({ error: "The id must be a number." }).int().max(INT4_MAX, INT4_MESSAGE).positive(),
  docId: z.coerce.number({ error: "The document id must be a number." }).int().max(INT4_MAX, INT4_MESSAGE).positive(),
});
