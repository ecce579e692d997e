import { BANK_CATEGORIES, type BankDocumentItem, bankDocumentFields, type bankDocumentPatch } from "@pp/shared";
import type { z } from "zod";
import { translateMessage } from "../../../lib/i18n/server-messages";

export type BankCategory = (typeof BANK_CATEGORIES)[number];
export type BankPatch = z.input<typeof bankDocumentPatch>;

/** What the upload / edit form holds (Mantine selects want string ids). */
export type DocumentFormValues = {
  title: string;
  description: string;
  category: string | null;
  provider_id: string | null;
  country_id: string | null;
};

export const emptyDocumentValues = (): DocumentFormValues => ({
  title: "",
  description: "",
  category: null,
  provider_id: null,
  country_id: null,
});

export function documentToValues(d: BankDocumentItem): DocumentFormValues {
  return {
    title: d.title,
    description: d.description ?? "",
    category: d.category,
    provider_id: d.provider ? String(d.provider.id) : null,
    country_id: d.country ? String(d.country.id) : null,
  };
}

/** The JSON of an edit: empty texts and choices as null; an empty category as "" so the schema names it. */
export function valuesToPatch(v: DocumentFormValues): BankPatch {
  return {
    title: v.title,
    description: v.description.trim() === "" ? null : v.description,
    category: (v.category ?? "") as BankCategory,
    provider_id: v.provider_id ? Number(v.provider_id) : null,
    country_id: v.country_id ? Number(v.country_id) : null,
  };
}

/** The multipart form of an upload: the text fields, then the file (field `file`). */
export function valuesToFormData(v: DocumentFormValues, file: File): FormData {
  const form = new FormData();
  form.append("title", v.title);
  form.append("description", v.description);
  form.append("category", v.category ?? "");
  form.append("provider_id", v.provider_id ?? "");
  form.append("country_id", v.country_id ?? "");
  form.append("file", file, file.name);
  return form;
}

/** One message per bad field, from the shared schema (the same one the server checks the upload with). */
export function validateDocument(v: DocumentFormValues): Record<string, string> {
  const result = bankDocumentFields.safeParse(valuesToPatch(v));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = translateMessage(issue.message);
  }
  return errors;
}

export const isBankCategory = (c: string): c is BankCategory => (BANK_CATEGORIES as readonly string[]).includes(c);
