import type { z } from "zod";
import { isApiError } from "../../../lib/api-error";
import { translateMessage } from "../../../lib/i18n/server-messages";

/**
 * The first message of each field, keyed by the field's path up to its first list index ("intake_months.0" counts as
 * "intake_months", "entry_requirements.pte" stays itself: nested fields keep their own message).
 */
export function firstByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const names: string[] = [];
    for (const part of issue.path) {
      if (typeof part === "number" || /^\d+$/.test(String(part))) break;
      names.push(String(part));
    }
    const key = names.join(".");
    if (key && !errors[key]) errors[key] = translateMessage(issue.message);
  }
  return errors;
}

/** The server's field errors in the form's shape (first message per field). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return firstByField(
    Object.entries(error.fieldErrors).flatMap(([field, list]) =>
      list[0] ? [{ path: field.split("."), message: list[0] }] : [],
    ),
  );
}

export type Parsed<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

/** Validates a request body with a shared schema: the parsed body, or one message per field. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(body);
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: firstByField(result.error.issues) };
}
