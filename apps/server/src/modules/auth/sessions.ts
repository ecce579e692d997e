import type { SessionItem } from "@pp/shared";
import Bowser from "bowser";
import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refreshTokens, sessions, users } from "../../db/schema/index";

/** Where a request comes from: what sign-in records and sessions keep. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
}

/** The browser and system a user agent names ("" where it does not say), as a person would read them. */
export function parseDevice(userAgent: string | undefined): { browser: string; os: string } {
  if (!userAgent) return { browser: "", os: "" };
  const parsed = Bowser.parse(userAgent);
  return { browser: (parsed.browser.name ?? "").slice(0, 60), os: (parsed.os.name ?? "").slice(0, 60) };
}

/**
 * Ends every session of one person, or of every person of a partner, and revokes all their refresh tokens (a
 * sub-login disabled, a partner suspended). Runs in the caller's unit of work.
 */
export async function endSessionsOf(db: Db, who: { userId: number } | { partnerId: number }) {
  const now = new Date();
  const people =
    "userId" in who ? [who.userId] : db.select({ id: users.id }).from(users).where(eq(users.partner_id, who.partnerId));
  await db
    .update(sessions)
    .set({ ended_at: now })
    .where(and(inArray(sessions.user_id, people), isNull(sessions.ended_at)));
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(inArray(refreshTokens.user_id, people), isNull(refreshTokens.revoked_at)));
}

/**
 * A person's sessions (issue 17): one row per sign-in, named by its refresh-token family. Every write here runs in
 * the caller's unit of work. Ending a session revokes its refresh tokens at once; its access token (15 minutes,
 * lib/jwt.ts) runs out on its own.
 */
export function createSessionStore(db: Db) {
  /** Revokes the refresh tokens still live in these families of this person. */
  async function revokeTokens(userId: number, familyIds: string[]) {
    if (familyIds.length === 0) return;
    await db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(
        and(
          eq(refreshTokens.user_id, userId),
          isNull(refreshTokens.revoked_at),
          inArray(refreshTokens.family_id, familyIds),
        ),
      );
  }

  return {
    /**
     * Records a new sign-in. Answers whether it is from a new device: a browser on a system (its user agent names
     * both) that the person has never signed in with, when they have signed in from some device before. The first
     * device ever is not "new", and a script or an API client (no system in its user agent, e.g. "Playwright/1.56",
     * "node") is not a device: it neither alerts nor counts as one.
     */
    async open(id: string, userId: number, ctx: RequestContext, expiresAt: Date) {
      const device = parseDevice(ctx.userAgent);
      const [seen] = await db
        .select({
          any: sql<boolean>`coalesce(bool_or(${sessions.os} <> ''), false)`,
          known: sql<boolean>`coalesce(bool_or(${sessions.browser} = ${device.browser} and ${sessions.os} = ${device.os}), false)`,
        })
        .from(sessions)
        .where(eq(sessions.user_id, userId));
      await db.insert(sessions).values({
        id,
        user_id: userId,
        ...device,
        user_agent: ctx.userAgent?.slice(0, 500) ?? null,
        ip: ctx.ip,
        expires_at: expiresAt,
      });
      const isDevice = device.browser !== "" && device.os !== "";
      return { ...device, newDevice: isDevice && seen?.any === true && seen.known !== true };
    },

    /**
     * A refresh of this session: when and from where it was last used. A family from before sessions were kept
     * gets its row here, so every live session is listed.
     */
    async touch(id: string, userId: number, ctx: RequestContext, expiresAt: Date) {
      const now = new Date();
      await db
        .insert(sessions)
        .values({
          id,
          user_id: userId,
          ...parseDevice(ctx.userAgent),
          user_agent: ctx.userAgent?.slice(0, 500) ?? null,
          ip: ctx.ip,
          expires_at: expiresAt,
        })
        .onConflictDoUpdate({ target: sessions.id, set: { last_seen_at: now, ip: ctx.ip, expires_at: expiresAt } });
    },

    /** The person's live sessions, the most recently used first; `current` marks the one asking. */
    async list(userId: number, currentId: string | undefined): Promise<SessionItem[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at), gt(sessions.expires_at, sql`now()`)))
        .orderBy(desc(sessions.last_seen_at), desc(sessions.created_at))
        .limit(100);
      return rows.map((r) => ({
        id: r.id,
        browser: r.browser,
        os: r.os,
        ip: r.ip,
        created_at: r.created_at.toISOString(),
        last_seen_at: r.last_seen_at.toISOString(),
        current: r.id === currentId,
      }));
    },

    /** Ends one of the person's live sessions; false when they have no such live session. */
    async end(userId: number, id: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ ended_at: new Date() })
        .where(and(eq(sessions.id, id), eq(sessions.user_id, userId), isNull(sessions.ended_at)))
        .returning({ id: sessions.id });
      await revokeTokens(
        userId,
        ended.map((s) => s.id),
      );
      return ended.length > 0;
    },

    /**
     * Ends every session of the person but `keepId` (all of them when it is undefined), and revokes every refresh
     * token outside it, including those of families from before sessions were kept. Answers how many sessions ended.
     */
    async endOthers(userId: number, keepId: string | undefined): Promise<number> {
      const now = new Date();
      const others = keepId ? ne(sessions.id, keepId) : undefined;
      const ended = await db
        .update(sessions)
        .set({ ended_at: now })
        .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at), others))
        .returning({ id: sessions.id });
      await db
        .update(refreshTokens)
        .set({ revoked_at: now })
        .where(
          and(
            eq(refreshTokens.user_id, userId),
            isNull(refreshTokens.revoked_at),
            keepId ? ne(refreshTokens.family_id, keepId) : undefined,
          ),
        );
      return ended.length;
    },

    /**
     * Revokes the live refresh tokens of this live session of the person and records its use, before a fresh pair
     * is issued in it (a password change). False when it is not a live session of theirs.
     */
    async rotate(id: string, userId: number, ctx: RequestContext, expiresAt: Date): Promise<boolean> {
      const [live] = await db
        .update(sessions)
        .set({ last_seen_at: new Date(), ip: ctx.ip, expires_at: expiresAt })
        .where(and(eq(sessions.id, id), eq(sessions.user_id, userId), isNull(sessions.ended_at)))
        .returning({ id: sessions.id });
      if (!live) return false;
      await revokeTokens(userId, [id]);
      return true;
    },

    /** Marks a session ended (its tokens are revoked by the caller: sign-out, a reused token's family). */
    async markEnded(id: string) {
      await db
        .update(sessions)
        .set({ ended_at: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.ended_at)));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
