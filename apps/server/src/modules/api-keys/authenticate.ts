import { createHash } from "node:crypto";
import { API_KEY_PREFIX } from "@pp/shared";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiKeys, partners } from "../../db/schema/index";
import { AppError, forbidden, tooManyRequests, unauthorized } from "../../lib/errors";
import { requestContext } from "../../lib/request-context";
import { hit } from "../limits/counters";
import { ANY_SCOPE, KEY_REFUSED, keyNeed, scopeMissing } from "./scopes";

/** SHA-256 of the whole key, hex: what the table keeps and looks a key up by. */
export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** What a well-formed key looks like: the prefix and a base64url secret (43 characters for 32 bytes). */
const KEY_SHAPE = /^pp_live_[A-Za-z0-9_-]{32,100}$/;
/** A key's last use is written at most this often (the list shows it to the minute). */
const LAST_USED_EVERY_MS = 60_000;
export const DEFAULT_KEY_RATE_LIMIT = 600;

export const KEY_INVALID = "This API key is not valid.";
export const KEY_REVOKED = "This API key has been revoked.";
export const KEY_EXPIRED = "This API key has expired.";
export const KEY_PARTNER_INACTIVE = "This API key's partner account is not active.";
export const KEY_RATE_LIMITED = "This API key has made too many requests. Please wait and try again.";

/** Whether a bearer token is an API key rather than a person's access token. */
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * Authenticates `Authorization: Bearer pp_live_…` (issue 19, docs/decisions/026). Every request reads the key's row
 * by its hash (one indexed read, with its partner and the partner's owner), so a revocation, an expiry or a
 * suspension stops the key on every instance at once. Then the key's own rate limit (counted in PostgreSQL, shared
 * by all instances), then the scope the route's declaration asks of a key (scopes.ts). The key then acts as its partner's
 * owner, limited by its scopes, and the audit entries of the request name the key.
 */
export function createKeyAuthenticator(app: FastifyInstance) {
  const db = app.database.db;
  // A prepared statement, like the session read (partner-context.ts): planned once per connection.
  const byHash = db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      partner_id: apiKeys.partner_id,
      scopes: apiKeys.scopes,
      expires_at: apiKeys.expires_at,
      revoked_at: apiKeys.revoked_at,
      last_used_at: apiKeys.last_used_at,
      partner_status: partners.status,
      owner_id: sql<number | null>`(select u.id from users u
        where u.partner_id = ${apiKeys.partner_id} and u.is_sub_login = false and u.role = 'Partner'
          and u.status = 'active'
        order by u.id limit 1)`,
    })
    .from(apiKeys)
    .innerJoin(partners, eq(partners.id, apiKeys.partner_id))
    .where(eq(apiKeys.key_hash, sql.placeholder("hash")))
    .prepare("pp_api_key");

  const limit = () => app.config.apiKeyRateLimit ?? DEFAULT_KEY_RATE_LIMIT;

  /** Writes the key's last use when the one recorded is older than a minute (not on every request). */
  async function noteUse(id: number, lastUsed: Date | null, ip: string) {
    if (lastUsed && Date.now() - lastUsed.getTime() < LAST_USED_EVERY_MS) return;
    const stale = sql`now() - make_interval(secs => ${LAST_USED_EVERY_MS / 1000})`;
    try {
      await db
        .update(apiKeys)
        .set({ last_used_at: sql`now()`, last_used_ip: ip.slice(0, 64) })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.last_used_at), lt(apiKeys.last_used_at, stale))));
    } catch (err) {
      // The request is served all the same; only the list's "last used" waits for the next request.
      app.log.warn({ err }, "api key last use not recorded");
    }
  }

  return async function authenticateKey(req: FastifyRequest, reply: FastifyReply, key: string) {
    if (!KEY_SHAPE.test(key)) throw unauthorized(KEY_INVALID);
    const [row] = await byHash.execute({ hash: hashKey(key) });
    if (!row) throw unauthorized(KEY_INVALID);
    if (row.revoked_at) throw unauthorized(KEY_REVOKED);
    if (row.expires_at && row.expires_at.getTime() <= Date.now()) throw unauthorized(KEY_EXPIRED);
    if (row.partner_status !== "active" || row.owner_id === null) throw unauthorized(KEY_PARTNER_INACTIVE);

    // The key's own window, counted on the one database: N instances count as one would.
    const count = await hit(db, `apikey:${row.id}`, 60_000);
    const resetSeconds = Math.max(1, Math.ceil(count.ttlMs / 1000));
    reply.header("ratelimit-limit", String(limit()));
    reply.header("ratelimit-remaining", String(Math.max(0, limit() - count.hits)));
    reply.header("ratelimit-reset", String(resetSeconds));
    if (count.hits > limit()) throw tooManyRequests(KEY_RATE_LIMITED, resetSeconds);

    // The scope from the route's own declaration, the one a person's permission comes from (plugins/access.ts).
    const need = keyNeed(req.routeOptions.config.access);
    if (need === null) throw forbidden(KEY_REFUSED);
    if (need !== ANY_SCOPE && !row.scopes.includes(need)) throw new AppError(403, scopeMissing(need));

    await noteUse(row.id, row.last_used_at, req.ip);
    requestContext.useApiKey({ id: row.id, name: row.name });
    req.caller = {
      userId: row.owner_id,
      role: "Partner",
      partnerId: row.partner_id,
      apiKey: { id: row.id, name: row.name, scopes: row.scopes },
    };
  };
}
export type KeyAuthenticator = ReturnType<typeof createKeyAuthenticator>;
