import { BANK_MAX_BYTES } from "@pp/shared";
import { formatNumber } from "../../../lib/format";

/** What the bank takes (the server checks the content too): PDF, JPG, PNG, Word, Excel and PowerPoint. */
export const BANK_ACCEPT: Record<string, string[]> = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": [".pptx"],
};

export { BANK_MAX_BYTES };

/** A size as people read it, in the interface's language: 980 B, 14 KB, 2.4 MB (es "2,4 MB"). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${formatNumber(n)} B`;
  if (n < 1024 * 1024) return `${formatNumber(Math.round(n / 1024))} KB`;
  const mb = n / (1024 * 1024);
  const digits = mb < 10 ? 1 : 0;
  return `${formatNumber(mb, { minimumFractionDigits: digits, maximumFractionDigits: digits })} MB`;
}

export type FileKind = "pdf" | "word" | "excel" | "powerpoint" | "image" | "file";

/** The kind of file, from its type (or its name when the type says nothing). */
export function fileKind(contentType: string, fileName = ""): FileKind {
  const type = contentType.toLowerCase();
  const ext = fileName.split(".").pop()?.toLowerCase() ?? "";
  if (type === "application/pdf" || ext === "pdf") return "pdf";
  if (type.includes("wordprocessingml") || ext === "docx" || ext === "doc") return "word";
  if (type.includes("spreadsheetml") || ext === "xlsx" || ext === "xls") return "excel";
  if (type.includes("presentationml") || ext === "pptx" || ext === "ppt") return "powerpoint";
  if (type.startsWith("image/") || ["jpg", "jpeg", "png"].includes(ext)) return "image";
  return "file";
}

/** A title suggested by a file's name: "visa-guide_2026.pdf" → "Visa guide 2026". */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : "";
}
