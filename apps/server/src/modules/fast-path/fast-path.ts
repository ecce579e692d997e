import { versionTag } from "@pp/shared/versions";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { type DataVersions, formatStamp, GLOBAL, SHARDS, type Stamp, sameStamp } from "./data-versions";

/** A public page depends on no partner: its stamp's partner part is all zeros (frozen: shared by every request). */
const NO_PARTNER = Object.freeze(new Array<number>(SHARDS).fill(0)) as number[];

/** A partner user's standing, as partner-context.ts checks it on every request. */
export interface SessionRow {
  role: string;
  name: string;
  is_sub_login: boolean;
  permissions: string[];
  status: string;
  partner_status: string;
}

/** Whether an `If-None-Match` header names `tag` (a list of tags, or `*`). */
export function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header === tag) return true;
  if (header.trim() === "*") return true;
  const bare = tag.replace(/^W\//, "");
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/**
 * The partner's hot reads in memory (issue 16, docs/decisions/020): the caller's session (user, partner, permissions,
 * status) and whole serialized pages, each kept with the data-version stamp it was read at and used only while the
 * partner's stamp is unchanged. Bounded: sessions by count, pages by size.
 */
export function createFastPath(opts: {
  versions: DataVersions;
  /** Part of every tag, so a new release never answers 304 for a page an older one built. */
  revision: string;
  maxPageBytes?: number;
  maxSessions?: number;
}) {
  const sessions = new LRUCache<number, { stamp: Stamp; row: SessionRow }>({ max: opts.maxSessions ?? 10_000 });
  const pages = new LRUCache<string, { stamp: Stamp; body: string; etag: string | null }>({
    maxSize: opts.maxPageBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (v, k) => v.body.length + k.length + 64,
  });
  /** Pages being made, by key: a request for the same page at the same stamp waits for it. */
  const making = new Map<
    string,
    { stamp: Stamp; entry: Promise<{ stamp: Stamp; body: string; etag: string | null }> }
  >();
  const stats = { pageHits: 0, pageMisses: 0, pageJoins: 0, notModified: 0, sessionHits: 0, sessionLoads: 0 };
  /** A public page's stamp: everyone's part of the (shared, frozen) global stamp, made once per global version. */
  let lastPublic: { from: Stamp; stamp: Stamp } | null = null;
  const publicStamp = (from: Stamp): Stamp => {
    if (lastPublic?.from !== from)
      lastPublic = { from, stamp: Object.freeze({ partner: NO_PARTNER, global: from.global }) };
    return lastPublic.stamp;
  };

  /** The tag of a partner's pages at a stamp (weak: the same data may serialize differently between releases). */
  const tagOf = (partnerId: number, s: Stamp) => textsOf(partnerId, s).tag;
  /**
   * A stamp's tag and `PP-Data-Version` text, made once per stamp: `current` shares one frozen stamp per partner
   * until it moves, so the hot path joins no vectors (kept by the stamp itself: gone with it).
   */
  const texts = new WeakMap<Stamp, { partnerId: number; tag: string; header: string }>();
  const textsOf = (partnerId: number, s: Stamp) => {
    let t = texts.get(s);
    if (t?.partnerId !== partnerId) {
      const header = formatStamp(partnerId, s);
      t = { partnerId, tag: `W/"p${header}.${opts.revision}"`, header };
      texts.set(s, t);
    }
    return t;
  };

  return {
    stats,
    tagOf,

    /**
     * The session of `userId` at `stamp`: from memory when read at the same stamp, or at an older one that only
     * writes changing no session have moved on from (data-versions `sessionsKept`), at once and not a promise; else
     * `load` (and kept).
     */
    session(
      userId: number,
      partnerId: number,
      stamp: Stamp,
      load: (userId: number, partnerId: number) => Promise<SessionRow | undefined>,
    ): SessionRow | Promise<SessionRow | undefined> {
      const hit = sessions.get(userId);
      if (hit && (sameStamp(hit.stamp, stamp) || opts.versions.sessionsKept(partnerId, hit.stamp, stamp))) {
        stats.sessionHits += 1;
        return hit.row;
      }
      stats.sessionLoads += 1;
      return load(userId, partnerId).then((row) => {
        if (row) sessions.set(userId, { stamp, row });
        else sessions.delete(userId);
        return row;
      });
    },

    /**
     * Answers a partner's page from memory when it was built at the request's stamp; else builds it with `produce`,
     * serializes it with the route's compiled schema, keeps it and sends it. `conditional` pages (lists) carry the
     * data-version tag as their ETag and answer 304 to a matching `If-None-Match` before anything else; the others
     * (one record) keep their record's ETag, which `If-Match` names. A page answered from memory (or a 304) is sent
     * at once and nothing is returned: no promise on the hot path (each costs Node 20's AsyncLocalStorage hooks).
     */
    page(
      req: FastifyRequest,
      reply: FastifyReply,
      conditional: boolean,
      produce: () => Promise<unknown>,
      /** What else the page depends on beside the partner and the URL (the dashboard: its scope and user). */
      variant = "",
    ): Promise<void> | undefined {
      const partnerId = req.partner!.partnerId;
      const stamp = req.dataStamp!;
      reply.header("pp-data-version", textsOf(partnerId, stamp).header);
      return serve(req, reply, partnerId, stamp, conditional, produce, variant);
    },

    /**
     * A public page that is the same for everyone (the course finder): kept and tagged by what every partner sees
     * (the Superadmin's writes: the catalogue, Masters), so it answers 304 and from memory like a partner's list.
     */
    publicPage(req: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> | undefined {
      const stamp = opts.versions.current(GLOBAL);
      if (stamp instanceof Promise) return stamp.then((s) => serve(req, reply, GLOBAL, publicStamp(s), true, produce));
      return serve(req, reply, GLOBAL, publicStamp(stamp), true, produce);
    },

    /** Sizes for /metrics and tests. */
    sizes: () => ({ sessions: sessions.size, pages: pages.size, pageBytes: pages.calculatedSize }),
  };

  function serve(
    req: FastifyRequest,
    reply: FastifyReply,
    partnerId: number,
    stamp: Stamp,
    conditional: boolean,
    produce: () => Promise<unknown>,
    variant = "",
  ): Promise<void> | undefined {
    const tag = tagOf(partnerId, stamp);
    if (conditional) {
      reply.header("etag", tag);
      if (noneMatch(req.headers["if-none-match"], tag)) {
        stats.notModified += 1;
        reply.code(304).send();
        return undefined;
      }
    }
    const key = `${partnerId}|${req.url}|${variant}`;
    const hit = pages.get(key);
    if (hit && sameStamp(hit.stamp, stamp)) {
      stats.pageHits += 1;
      send(reply, hit);
      return undefined;
    }
    // Requests for a page that is being made at the same stamp wait for it (the first seconds after a start, or
    // after a write, when many ask for the same page at once): one statement instead of one each (issue 34).
    const running = making.get(key);
    if (running && sameStamp(running.stamp, stamp)) {
      stats.pageJoins += 1;
      return running.entry.then((entry) => send(reply, entry));
    }
    stats.pageMisses += 1;
    const entry = produce().then((payload) => {
      const data = (payload as { data?: { updated_at?: unknown } } | null)?.data;
      const etag = !conditional && typeof data?.updated_at === "string" ? versionTag(data.updated_at) : null;
      const made = { stamp, body: reply.serialize(payload) as string, etag };
      pages.set(key, made);
      return made;
    });
    making.set(key, { stamp, entry });
    const done = () => {
      if (making.get(key)?.entry === entry) making.delete(key);
    };
    entry.then(done, done);
    return entry.then((made) => send(reply, made));
  }
}

function send(reply: FastifyReply, entry: { body: string; etag: string | null }) {
  if (entry.etag) reply.header("etag", entry.etag);
  reply.type("application/json; charset=utf-8").send(entry.body);
}
export type FastPath = ReturnType<typeof createFastPath>;
