import { inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema/index";

export interface Count {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends (or a lock lifts). */
  ttlMs: number;
}

/**
 * Counts one hit on `key`, as one atomic statement: a new key or an expired window starts at 1 with a fresh
 * window, otherwise the count goes up by one. Every instance runs this same upsert on the one database, so N
 * instances count exactly as one would (PostgreSQL serialises the conflicting rows). `holdAt`: the hit that
 * brings the count to this number restarts the window, so a lock lasts a full window from the hit that set it.
 */
export async function hit(db: Db, key: string, windowMs: number, holdAt?: number): Promise<Count> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimits.reset_at} <= now()`;
  const hold = holdAt === undefined ? sql`false` : sql`${rateLimits.hits} + 1 = ${holdAt}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, reset_at: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        reset_at: sql`case when ${expired} or ${hold} then now() + ${window} else ${rateLimits.reset_at} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.reset_at} - now())) * 1000))::int`,
    });
  return { hits: row!.hits, ttlMs: Number(row!.ttlMs) };
}

/** The live counts of these keys (an expired window counts as nothing), without counting a hit. */
export async function peek(db: Db, keys: string[]): Promise<Map<string, Count>> {
  const rows = await db
    .select({
      key: rateLimits.key,
      hits: rateLimits.hits,
      ttlMs: sql<number>`ceil(extract(epoch from (${rateLimits.reset_at} - now())) * 1000)::int`,
    })
    .from(rateLimits)
    .where(sql`${inArray(rateLimits.key, keys)} and ${rateLimits.reset_at} > now()`);
  return new Map(rows.map((r) => [r.key, { hits: r.hits, ttlMs: Number(r.ttlMs) }]));
}

/**
 * Deletes the counters whose window has ended: for the periodic sweep job. The upsert already reuses a key's
 * expired row, so the table only holds the keys seen within the longest window; the sweep drops the rest.
 * Returns how many rows it removed.
 */
export async function sweepRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.reset_at, sql`now()`))
    .returning({ key: rateLimits.key });
  return gone.length;
}
