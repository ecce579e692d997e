import { DOCUMENT_MAX_BYTES } from "@pp/shared";

export const ATTACHMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
const TYPES = new Set(["application/pdf", "image/jpeg", "image/png"]);
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** A quick check in the browser (the server checks the content again): what is wrong with this file, if anything. */
export function attachmentProblem(file: Pick<File, "name" | "type" | "size">): "fileType" | "fileSize" | null {
  if (!(TYPES.has(file.type) || (!file.type && EXTENSIONS.test(file.name)))) return "fileType";
  if (file.size > DOCUMENT_MAX_BYTES) return "fileSize";
  return null;
}

/** "12.3 KB", "4.5 MB". */
export function formatBytes(n: number) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
