import { type LanguageCode, languageFromHeader } from "@pp/shared/languages";
import { eq } from "drizzle-orm";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { Db } from "../db/client";
import { users } from "../db/schema/index";
import { isDatabaseUnavailable, UNAVAILABLE_DETAIL, UNAVAILABLE_RETRY_AFTER_SECONDS } from "../lib/db-errors";
import { AppError, type FieldErrors, fieldsMessage } from "../lib/errors";
import { FileIntegrityError } from "../lib/file-crypto";
import { translateMessage } from "../lib/messages";
import { dataNamesIn } from "../modules/masters/reference-names";

const GENERIC_5XX = "Something went wrong on our side. Please try again later.";

function fieldName(instancePath: string, fallback: string) {
  const p = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return p || fallback;
}

/** PostgreSQL's "your value does not fit" errors (class 22, data exceptions) as a sentence, else null. */
function databaseInputError(error: unknown): string | null {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === "string" ? e.code : typeof e.cause?.code === "string" ? e.cause.code : "";
  if (code === "22003") return "A number in the request is out of range.";
  if (code === "22021" || code === "22P05") return "The request contains characters that cannot be stored.";
  if (code === "22001") return "A value in the request is too long.";
  if (code === "22007" || code === "22008") return "A date in the request is not valid.";
  if (code === "22P02") return "A value in the request is not in the expected format.";
  return null;
}

/**
 * The language to answer a request in: the signed-in person's setting, else the request's Accept-Language,
 * else English. It reads the setting from the database, so it is for answers that are not on the hot path
 * (errors); `fromHeaderOnly` skips the read (when the database is the problem).
 */
export async function requestLanguage(req: FastifyRequest, db: Db, fromHeaderOnly = false): Promise<LanguageCode> {
  const header = languageFromHeader(req.headers["accept-language"]);
  // An API key's client says its language in Accept-Language; the owner's own setting is for the owner's screens.
  if (!fromHeaderOnly && req.caller && !req.caller.apiKey) {
    try {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, req.caller.userId));
      const chosen = row?.language;
      if (chosen === "en" || chosen === "ar" || chosen === "zh" || chosen === "es" || chosen === "vi") return chosen;
    } catch {
      // The answer is already an error; its language falls back to the header's.
    }
  }
  return header ?? "en";
}

/** One error envelope for every failure: { status_code, message, errors?, request_id }. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    // The database is down or refusing connections: a short answer to try again, not a 500 (decision 017).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      const detail = translateMessage(UNAVAILABLE_DETAIL, await requestLanguage(request, app.database.db, true));
      return reply
        .status(503)
        .header("retry-after", String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ status_code: 503, message: detail, detail, request_id: request.id });
    }
    let status = 500;
    let message = GENERIC_5XX;
    let errors: FieldErrors | undefined;
    let extra: Record<string, unknown> = {};

    if (error instanceof AppError) {
      status = error.statusCode;
      message = error.message;
      errors = error.errors;
      extra = error.extra ?? {};
      if (error.headers) reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      errors = {};
      const where = (error as FastifyError).validationContext ?? "body";
      for (const v of error.validation) {
        const key = fieldName(v.instancePath, where === "body" ? "non_field_errors" : where);
        const msg =
          v.message === "Invalid input: expected object, received undefined" ? "A JSON body is required." : v.message;
        errors[key] = [...(errors[key] ?? []), msg ?? "Invalid value."];
      }
      message = fieldsMessage(Object.keys(errors).length);
    } else if (databaseInputError(error)) {
      // Defence in depth: the schemas refuse these first; a value the database cannot take is still the caller's.
      status = 400;
      message = databaseInputError(error)!;
    } else if (error instanceof FileIntegrityError) {
      // Never served: the stored bytes do not authenticate under the file's key (decision 056). Logged below.
      message = "This file failed its integrity check, so it was not sent. The team has been told.";
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
    } else {
      const code = (error as FastifyError).code;
      const sc = (error as FastifyError).statusCode ?? 500;
      if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || (error instanceof SyntaxError && sc === 400)) {
        status = 400;
        message = "The request body is not valid JSON.";
      } else if (code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
        status = 400;
        message = "The request body is empty; send a JSON object.";
      } else if (code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        status = 413;
        message = "The request body is too large.";
      } else if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT") {
        status = 413;
        message = code === "FST_FILES_LIMIT" ? "Send one file at a time." : "The file is too large (at most 10 MB).";
      } else if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
        status = 415;
        message = "Send the file as multipart/form-data.";
      } else if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
        status = 415;
        message = "Unsupported content type; send application/json.";
      } else if (sc === 429) {
        status = 429;
        message = "Too many requests. Please try again later.";
      } else if (sc >= 400 && sc < 500) {
        status = sc;
        message = error.message;
      }
    }

    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ status, message }, "request rejected");
    // The same codes and shape in every language; the sentences in the caller's (issue 17).
    const language = await requestLanguage(request, app.database.db);
    if (language !== "en") {
      // A sentence naming a status or a level ("This application is Rejected…") names it as Masters does.
      const values = await dataNamesIn(app.database.db, language).catch(() => undefined);
      message = translateMessage(message, language, values);
      if (errors) {
        errors = Object.fromEntries(
          Object.entries(errors).map(([field, list]) => [
            field,
            list.map((m) => translateMessage(m, language, values)),
          ]),
        );
      }
    }
    return reply
      .status(status)
      .send({ status_code: status, message, ...(errors ? { errors } : {}), ...extra, request_id: request.id });
  });
});
