import { type ExpertBody, type ExpertItem, expertBody } from "@pp/shared";
import { translateMessage } from "../../../lib/i18n/server-messages";

/** The expert form's values: selects hold string ids. */
export type ExpertFormValues = {
  name: string;
  title: string;
  provider_id: string | null;
  email: string;
  phone: string;
  bio: string;
  languages: string[];
  country_ids: string[];
  region_ids: string[];
  is_active: boolean;
};

export function expertFormValues(e?: ExpertItem): ExpertFormValues {
  return {
    name: e?.name ?? "",
    title: e?.title ?? "",
    provider_id: e?.provider ? String(e.provider.id) : null,
    email: e?.email ?? "",
    phone: e?.phone ?? "",
    bio: e?.bio ?? "",
    languages: e?.languages ?? [],
    country_ids: (e?.countries ?? []).map((c) => String(c.id)),
    region_ids: (e?.regions ?? []).map((r) => String(r.id)),
    is_active: e?.is_active ?? true,
  };
}

/** The request body: empty texts as null (the schema does that too), ids as numbers. */
export function expertFormBody(v: ExpertFormValues): ExpertBody {
  return {
    name: v.name,
    title: v.title,
    provider_id: v.provider_id ? Number(v.provider_id) : null,
    email: v.email,
    phone: v.phone,
    bio: v.bio,
    languages: v.languages,
    country_ids: v.country_ids.map(Number),
    region_ids: v.region_ids.map(Number),
    is_active: v.is_active,
  };
}

/** One message per bad field (a bad list item counts for its list), from the shared schema. */
export function validateExpert(v: ExpertFormValues): Record<string, string> {
  const result = expertBody.safeParse(expertFormBody(v));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !errors[key]) errors[key] = translateMessage(issue.message);
  }
  return errors;
}

/** Server field errors ("country_ids.0") on the form's fields ("country_ids"). */
export function fieldErrorsOnFields(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, list] of Object.entries(errors)) {
    const key = path.split(".")[0]!;
    if (!out[key] && list[0]) out[key] = list[0];
  }
  return out;
}

export const PHOTO_TYPES = ["image/jpeg", "image/png"];
