import { TRANSLATED_LANGUAGES } from "@pp/shared";
import { translateMessage } from "../../../lib/i18n/server-messages";
import type { FormValues, MasterConfig } from "../config/types";

/** The form value holding one language's name of a `translations` field ("names_es": a flat key, not a path). */
export const translationKey = (field: string, language: string) => `${field}_${language}`;

/** The form values of a row's names per language, for `initial`. */
export function translationValues(field: string, names: unknown): FormValues {
  const given = (names && typeof names === "object" ? names : {}) as Record<string, unknown>;
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((l) => [translationKey(field, l), typeof given[l] === "string" ? given[l] : ""]),
  );
}

/** The fields of a config that show for these values (a hidden field is not sent). */
export function visibleFields(config: MasterConfig, values: FormValues) {
  return config.fields.filter((f) => f.kind !== "lookup" || !f.showWhen || f.showWhen(values));
}

/**
 * The request body from the form's values: an empty single choice is null, an empty number or date is left out
 * (so the schema names it), a hidden multi-choice is an empty list.
 */
export function toBody(config: MasterConfig, values: FormValues): Record<string, unknown> {
  const shown = new Set(visibleFields(config, values).map((f) => f.name));
  const body: Record<string, unknown> = {};
  for (const field of config.fields) {
    const value = values[field.name];
    if (!shown.has(field.name)) {
      if (field.kind === "lookup" && field.multiple) body[field.name] = [];
      continue;
    }
    if (field.kind === "translations") {
      body[field.name] = Object.fromEntries(
        TRANSLATED_LANGUAGES.map((l) => [l, String(values[translationKey(field.name, l)] ?? "")]),
      );
      continue;
    }
    if (field.kind === "lookup" && !field.multiple) body[field.name] = value === "" ? null : value;
    else if ((field.kind === "number" || field.kind === "month" || field.kind === "date") && value === "") continue;
    // The number input hands over what it cannot parse yet ("0.") as text: the number it means.
    else if (field.kind === "number" && typeof value === "string" && Number.isFinite(Number(value)))
      body[field.name] = Number(value);
    else body[field.name] = value;
  }
  return body;
}

export type Parsed = { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/** Validates the form with the resource's shared schema: the body to send, or the first error of each field. */
export function parseForm(config: MasterConfig, values: FormValues): Parsed {
  const result = config.schema.safeParse(toBody(config, values));
  if (result.success) return { ok: true, body: result.data as Record<string, unknown> };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !errors[key]) errors[key] = translateMessage(issue.message);
  }
  return { ok: false, errors };
}
