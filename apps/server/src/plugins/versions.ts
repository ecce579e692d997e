import { staleSentence, versionFromTag, versionTag } from "@pp/shared/versions";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { AppError } from "../lib/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The record this write changes, for `If-Match`: its table (with `id` and `updated_at`), the word for it in the
     * 412 sentence, and for partner routes the column that scopes it to the caller's partner (so another partner's id
     * is still a 404, never a 412).
     */
    version?: { table: string; what: string; partnerColumn?: string };
  }
}

/**
 * Every answer of one record (`{ data: { id, updated_at, ... } }`) carries its version as an ETag, so the
 * next change can name it in `If-Match` (lib: @pp/shared/versions).
 */
export const versionsPlugin = fp(async (app: FastifyInstance) => {
  // Callback hooks, not async ones, on every answer: no promise per request (issue 16).
  app.addHook("preSerialization", (_req, reply, payload, done) => {
    const data = (payload as { data?: unknown } | null)?.data as { id?: unknown; updated_at?: unknown } | undefined;
    if (data && !Array.isArray(data) && typeof data.id === "number" && typeof data.updated_at === "string") {
      reply.header("etag", versionTag(data.updated_at));
    }
    done(null, payload);
  });
});

/**
 * The version a change expects (its `If-Match`), or null when it names none. A value that names no version we
 * issued cannot match any, so it is refused as stale.
 */
export function expectedVersion(req: FastifyRequest, what: string): Date | null {
  const header = req.headers["if-match"];
  if (typeof header !== "string" || header.trim() === "" || header.trim() === "*") return null;
  const at = versionFromTag(header);
  if (!at) throw stale(what);
  return at;
}

export const stale = (what: string) => new AppError(412, staleSentence(what));

/** Whether a row's `updated_at` is the version expected (to the millisecond, as the tag carries it). */
export const sameVersion = (updatedAt: Date, expected: Date | null) =>
  expected === null || Math.floor(updatedAt.getTime()) === expected.getTime();

/**
 * With `If-Match`, takes the record's row lock inside the unit of work and compares its version: a write made
 * meanwhile (by someone who held the lock first) has moved `updated_at`, so this one answers 412 and changes
 * nothing. A record that is not there (or not the caller's) is left for the handler's own 404.
 */
export async function lockExpectedVersion(db: Db, req: FastifyRequest) {
  const cfg = req.routeOptions.config.version;
  if (!cfg) return;
  const expected = expectedVersion(req, cfg.what);
  if (!expected) return;
  const id = Number((req.params as { id?: unknown }).id);
  if (!Number.isInteger(id)) return;
  const scope =
    cfg.partnerColumn && req.partner
      ? sql` and ${sql.identifier(cfg.partnerColumn)} = ${req.partner.partnerId}`
      : sql``;
  const found = (await db.execute(
    sql`select updated_at from ${sql.identifier(cfg.table)} where id = ${id}${scope} for update`,
  )) as unknown as { rows: { updated_at: Date | string }[] };
  const row = found.rows[0];
  if (row && !sameVersion(new Date(row.updated_at), expected)) throw stale(cfg.what);
}
