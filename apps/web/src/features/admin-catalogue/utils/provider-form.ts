import { PROVIDER_TYPES, providerBody } from "@pp/shared";
import type { AdminProvider } from "../api/keys";
import { type Parsed, parseWith } from "./form-errors";

/** What the provider form's inputs hold: texts as strings, the country as a string id (Mantine's Select). */
export type ProviderFormValues = {
  name: string;
  country_id: string | null;
  city: string;
  type: string;
  website: string;
  description: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
};

export type ProviderType = (typeof PROVIDER_TYPES)[number];

export const isProviderType = (v: string): v is ProviderType => (PROVIDER_TYPES as readonly string[]).includes(v);

export const emptyProviderValues = (): ProviderFormValues => ({
  name: "",
  country_id: null,
  city: "",
  type: "university",
  website: "",
  description: "",
  contact_name: "",
  contact_email: "",
  contact_phone: "",
});

/** A saved provider as form values. */
export function providerToValues(p: AdminProvider): ProviderFormValues {
  return {
    name: p.name,
    country_id: String(p.country_id),
    city: p.city ?? "",
    type: p.type,
    website: p.website ?? "",
    description: p.description ?? "",
    contact_name: p.contact_name ?? "",
    contact_email: p.contact_email ?? "",
    contact_phone: p.contact_phone ?? "",
  };
}

/**
 * The request body for these values, checked with the shared `providerBody`: empty texts become null, the country
 * a number (an empty one 0, so the schema's "Choose a country." names the field). `is_active` is left out: the
 * form never changes it (Deactivate does).
 */
export function parseProvider(values: ProviderFormValues): Parsed<Record<string, unknown>> {
  const parsed = parseWith(providerBody, { ...values, country_id: values.country_id ? Number(values.country_id) : 0 });
  if (!parsed.ok) return parsed;
  const { is_active: _active, ...body } = parsed.body;
  return { ok: true, body };
}

export const validateProvider = (values: ProviderFormValues) => {
  const parsed = parseProvider(values);
  return parsed.ok ? {} : parsed.errors;
};
