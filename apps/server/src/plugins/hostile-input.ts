import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, type FieldErrors, fieldsMessage } from "../lib/errors";

const NUL_MESSAGE = "Text may not contain the NUL character (\\u0000).";
const DEPTH_MESSAGE = "The request nests too deeply (more than 32 levels).";
const MAX_DEPTH = 32;
const NOT_AN_UPLOAD = "This address takes no files; send application/json.";
const MULTIPART = /^\s*multipart\//i;

/** Every field (dotted path) whose text holds a NUL character, and whether anything nests past MAX_DEPTH. */
function scan(value: unknown, at: string, out: { nul: string[]; deep: boolean }, depth = 0) {
  if (depth > MAX_DEPTH) {
    out.deep = true;
    return;
  }
  if (typeof value === "string") {
    if (value.includes("\u0000")) out.nul.push(at);
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) scan(v, at ? `${at}.${i}` : String(i), out, depth + 1);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes("\u0000")) out.nul.push(at || "non_field_errors");
      scan(v, at ? `${at}.${k}` : k, out, depth + 1);
    }
  }
}

/**
 * Refuses what PostgreSQL cannot store before any schema or query sees it: a NUL character in any text of the
 * body, the query string or the path (PostgreSQL refuses it in text, so it used to fail as a 500), and bodies
 * nested deeper than any of ours. Each offending field is named in the 400. A multipart form is taken only by a
 * route that declares it (`config.upload`, lib/uploads.ts, which checks its fields and file name): elsewhere 415.
 */
export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", (req: FastifyRequest, _reply, done) => {
    if (!req.routeOptions.config.upload && MULTIPART.test(req.headers["content-type"] ?? "")) {
      return done(new AppError(415, NOT_AN_UPLOAD));
    }
    const found = { nul: [] as string[], deep: false };
    scan(req.params, "", found);
    scan(req.query, "", found);
    scan(req.body, "", found);
    if (found.deep) return done(new AppError(400, DEPTH_MESSAGE));
    if (found.nul.length) {
      const errors: FieldErrors = {};
      for (const f of found.nul) errors[f || "non_field_errors"] = [NUL_MESSAGE];
      return done(new AppError(400, fieldsMessage(Object.keys(errors).length), errors));
    }
    done();
  });
});
