import { DOCUMENT_MAX_BYTES } from "@pp/shared";

export const MESSAGE_FILE_ACCEPT = "application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg";
const TYPES = new Set(["application/pdf", "image/png", "image/jpeg"]);

/** What is wrong with a chosen file, checked in the browser before the server checks its content. */
export function messageFileProblem(file: Pick<File, "name" | "type" | "size">) {
  const known = TYPES.has(file.type) || (!file.type && /\.(pdf|png|jpe?g)$/i.test(file.name));
  if (!known) return "fileType" as const;
  if (file.size > DOCUMENT_MAX_BYTES) return "fileSize" as const;
  return null;
}

/** "245 KB", "1.2 MB": a file's size as people read it. */
export function fileSize(bytes: number, locale: string) {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: n < 10 ? 1 : 0 }).format(n)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(1, Math.round(bytes / 1024)), "KB");
  return format(bytes / (1024 * 1024), "MB");
}
