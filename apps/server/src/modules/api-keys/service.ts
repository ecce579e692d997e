import { randomBytes } from "node:crypto";
import { API_KEY_PREFIX, type ApiKeyCreateBody, type ApiKeyCreated } from "@pp/shared";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, partners, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf, type Page } from "../../lib/paging";
import { recordAudit } from "../audit/service";
import { hashKey } from "./authenticate";

/** How many characters of a key the list keeps to recognise it by: the prefix and four of the secret. */
const SHOWN = API_KEY_PREFIX.length + 4;
export const KEY_NOT_FOUND = "API key not found.";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Who does it and from where, for the audit entry. */
export interface Actor {
  userId: number;
  ip: string;
}

/**
 * A partner's API keys (issue 19). Writes run inside the route's unit of work (decision 013): the row and its audit
 * entry commit together. The key itself is returned once by `create` and never kept: only its SHA-256.
 */
export function createApiKeyService(db: Db) {
  async function list(scope: { partnerId?: number | undefined }, page: Page) {
    const where: SQL | undefined = scope.partnerId === undefined ? undefined : eq(apiKeys.partner_id, scope.partnerId);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          k: apiKeys,
          creator_name: users.name,
          partner_name: partners.company_name,
        })
        .from(apiKeys)
        .innerJoin(partners, eq(partners.id, apiKeys.partner_id))
        .leftJoin(users, eq(users.id, apiKeys.created_by))
        .where(where)
        .orderBy(desc(apiKeys.created_at), desc(apiKeys.id))
        .limit(page.page_size)
        .offset(offsetOf(page)),
      db.select({ n: count() }).from(apiKeys).where(where),
    ]);
    const items = rows.map(({ k, creator_name, partner_name }) => ({
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      scopes: k.scopes,
      created_at: k.created_at.toISOString(),
      created_by: k.created_by && creator_name ? { id: k.created_by, name: creator_name } : null,
      expires_at: iso(k.expires_at),
      revoked_at: iso(k.revoked_at),
      last_used_at: iso(k.last_used_at),
      last_used_ip: k.last_used_ip,
      partner: { id: k.partner_id, name: partner_name },
    }));
    return { items, count: total?.n ?? 0 };
  }

  return {
    list,

    async create(partnerId: number, actor: Actor, body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
      const [row] = await db
        .insert(apiKeys)
        .values({
          partner_id: partnerId,
          name: body.name.trim(),
          prefix: key.slice(0, SHOWN),
          key_hash: hashKey(key),
          scopes: [...body.scopes],
          created_by: actor.userId,
          expires_at: body.expires_at ? new Date(body.expires_at) : null,
        })
        .returning();
      const k = row!;
      const shown = { name: k.name, prefix: k.prefix, scopes: k.scopes, expires_at: iso(k.expires_at) };
      await recordAudit(db, {
        actor_user_id: actor.userId,
        partner_id: partnerId,
        action: "api_key.create",
        entity: "api_key",
        entity_id: k.id,
        details: { after: shown },
        ip: actor.ip,
      });
      return { id: k.id, ...shown, created_at: k.created_at.toISOString(), key };
    },

    /**
     * Revokes a key at once: from the next request on, on every instance, it answers 401 (the key is read from the
     * database on each request). `partnerId` scopes it to one partner (its owner); null is the Superadmin. A key
     * already revoked stays as it was. Another partner's key is not found.
     */
    async revoke(partnerId: number | null, id: number, actor: Actor): Promise<void> {
      const mine = partnerId === null ? eq(apiKeys.id, id) : and(eq(apiKeys.id, id), eq(apiKeys.partner_id, partnerId));
      const [done] = await db
        .update(apiKeys)
        .set({ revoked_at: new Date(), updated_at: new Date() })
        .where(and(mine, isNull(apiKeys.revoked_at)))
        .returning();
      if (!done) {
        const [exists] = await db.select({ id: apiKeys.id }).from(apiKeys).where(mine);
        if (!exists) throw notFound(KEY_NOT_FOUND);
        return;
      }
      await recordAudit(db, {
        actor_user_id: actor.userId,
        partner_id: done.partner_id,
        action: "api_key.revoke",
        entity: "api_key",
        entity_id: done.id,
        details: { name: done.name, prefix: done.prefix },
        ip: actor.ip,
      });
    },
  };
}
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
