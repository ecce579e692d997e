import type { UpdateItem, updateListQuery } from "@pp/shared";
import { and, count, desc, eq, lte, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countries, partners, updateReads, updates } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import type { PartnerContext } from "../../plugins/partner-context";

type ListQuery = z.output<typeof updateListQuery>;

export const toItem = (u: typeof updates.$inferSelect, read: boolean): UpdateItem => ({
  id: u.id,
  title: u.title,
  body_html: u.body_html,
  category: u.category,
  audience: u.audience,
  audience_ids: u.audience_ids,
  pinned: u.pinned,
  publish_at: u.publish_at.toISOString(),
  published: u.publish_at.getTime() <= Date.now(),
  read,
  created_at: u.created_at.toISOString(),
});

/** The updates a partner's users see: published, and meant for everyone, its country or its country's region. */
function audienceOf(partnerId: number): SQL {
  return and(
    lte(updates.publish_at, sql`now()`),
    or(
      eq(updates.audience, "everyone"),
      sql`(${updates.audience} = 'countries' and (select p.country_id from ${partners} p where p.id = ${partnerId}) = any(${updates.audience_ids}))`,
      sql`(${updates.audience} = 'regions' and (select c.region_id from ${partners} p join ${countries} c on c.id = p.country_id where p.id = ${partnerId}) = any(${updates.audience_ids}))`,
    ),
  )!;
}

const readSql = (userId: number) =>
  sql<boolean>`exists (select 1 from ${updateReads} r where r.update_id = ${updates.id} and r.user_id = ${userId})`;

/** Reads of Important Updates: the Superadmin's full list, and a partner's own (filtered by its audience). */
export function createUpdateQueries(db: Db) {
  return {
    /** Every update, scheduled ones included (the Superadmin's list). */
    async adminList(q: ListQuery) {
      const f: SQL[] = [];
      if (q.category) f.push(eq(updates.category, q.category));
      if (q.search) f.push(sql`lower(${updates.title}) like ${containsPattern(q.search)}`);
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(updates)
          .where(where)
          .orderBy(desc(updates.publish_at), desc(updates.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(updates).where(where),
      ]);
      return { items: rows.map((u) => toItem(u, true)), count: total?.n ?? 0 };
    },

    /** The partner's updates: pinned first, then newest; each marked read or not for the caller. */
    async partnerList(ctx: PartnerContext, q: ListQuery) {
      const f: SQL[] = [audienceOf(ctx.partnerId)];
      if (q.category) f.push(eq(updates.category, q.category));
      if (q.search) f.push(sql`lower(${updates.title}) like ${containsPattern(q.search)}`);
      if (q.unread) f.push(q.unread === "true" ? sql`not ${readSql(ctx.userId)}` : readSql(ctx.userId));
      const where = and(...f);
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select({ u: updates, read: readSql(ctx.userId) })
          .from(updates)
          .where(where)
          .orderBy(desc(updates.pinned), desc(updates.publish_at), desc(updates.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(updates).where(where),
        db
          .select({ n: count() })
          .from(updates)
          .where(and(audienceOf(ctx.partnerId), sql`not ${readSql(ctx.userId)}`)),
      ]);
      return {
        items: rows.map((r) => toItem(r.u, Boolean(r.read))),
        count: total?.n ?? 0,
        unread: unread?.n ?? 0,
      };
    },

    /** One update the caller's partner may see, or 404 (another audience's update looks like a missing one). */
    async visibleRow(ctx: PartnerContext, id: number) {
      const [u] = await db
        .select()
        .from(updates)
        .where(and(eq(updates.id, id), audienceOf(ctx.partnerId)));
      if (!u) throw notFound("Update not found.");
      return u;
    },
  };
}
export type UpdateQueries = ReturnType<typeof createUpdateQueries>;
