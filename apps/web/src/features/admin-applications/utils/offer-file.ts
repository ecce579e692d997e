import { DOCUMENT_MAX_BYTES } from "@pp/shared";

export const OFFER_ACCEPT = "application/pdf,.pdf";

/** What is wrong with a chosen offer letter, checked in the browser before the server checks its content. */
export function offerFileProblem(file: Pick<File, "name" | "type" | "size"> | null) {
  if (!file) return "fileRequired" as const;
  const pdf = file.type === "application/pdf" || (!file.type && /\.pdf$/i.test(file.name));
  if (!pdf) return "fileType" as const;
  if (file.size > DOCUMENT_MAX_BYTES) return "fileSize" as const;
  return null;
}
