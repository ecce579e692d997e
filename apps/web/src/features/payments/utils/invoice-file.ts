import { DOCUMENT_MAX_BYTES } from "@pp/shared";
import { formatFileSize } from "../../../lib/format";

export const INVOICE_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
const TYPES = new Set(["application/pdf", "image/jpeg", "image/png"]);
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** A quick check in the browser (the server checks the content): what is wrong with this file, if anything. */
export function invoiceFileProblem(file: Pick<File, "name" | "type" | "size"> | null) {
  if (!file) return "fileRequired" as const;
  if (!(TYPES.has(file.type) || (!file.type && EXTENSIONS.test(file.name)))) return "fileType" as const;
  if (file.size > DOCUMENT_MAX_BYTES) return "fileSize" as const;
  return null;
}

/** "12.3 KB", "4.5 MB" (in the interface's language). */
export const formatBytes = formatFileSize;
