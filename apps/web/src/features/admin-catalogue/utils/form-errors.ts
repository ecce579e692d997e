import type { z } from "zod";
import { isApiError } from "../../../lib/api-error";
import { translateMessage } from "../../../lib/i18n/server-messages";

/** The first message of each field, keyed by the field's name ("intake_months.0" counts as "intake_months"). */
export function firstByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !errors[key]) errors[key] = translateMessage(issue.message);
  }
  return errors;
}

/** The server's field errors in the form's shape (first message, top-level field). */
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
