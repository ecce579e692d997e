import { eq, or, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dataVersions } from "../../db/schema/index";

/**
 * A version is a vector: one counter per shard. A write moves the shard of the database connection it runs on, so
 * writes of one partner on different connections do not wait for each other's commit on one row (with a single
 * counter, 16 concurrent "add student" requests of one partner committed one after the other: 261 req/s).
 */
export const SHARDS = 8;
export type Vector = number[];

/** What a partner sees: the partner's own writes and the Superadmin's (partner 0, what every partner sees). */
export interface Stamp {
  partner: Vector;
  global: Vector;
}

/** The channel on which instances tell each other a partner's (or, for 0, everyone's) new version. */
export const VERSION_CHANNEL = "pp_version";
/** The partner id whose version every partner's pages depend on (reference data, the Superadmin's writes). */
export const GLOBAL = 0;

const zero = (): Vector => new Array<number>(SHARDS).fill(0);
const sameVector = (a: Vector, b: Vector) => a.every((v, i) => v === b[i]);
const vectorAtLeast = (a: Vector, floor: Vector) => a.every((v, i) => v >= (floor[i] ?? 0));

/** Two stamps are the same version (a page read at one is good at the other; a shared stamp is itself). */
const sameParts = (a: Stamp, b: Stamp) => sameVector(a.partner, b.partner) && sameVector(a.global, b.global);
export const sameStamp = (a: Stamp, b: Stamp) => a === b || sameParts(a, b);

/** `PP-Data-Version` header value: `partnerId.p0-p1-….g0-g1-…` (the partner it is about, then its stamp). */
export const formatStamp = (partnerId: number, s: Stamp) => `${partnerId}.${s.partner.join("-")}.${s.global.join("-")}`;

function parseVector(text: string | undefined): Vector | null {
  const parts = text?.split("-") ?? [];
  if (parts.length !== SHARDS || !parts.every((p) => /^\d{1,15}$/.test(p))) return null;
  return parts.map(Number);
}

/**
 * A `PP-Data-Version` request header (the newest version the client has seen) for `partnerId`; null when absent,
 * malformed or about another partner (a browser that signed in as someone else).
 */
export function parseStamp(value: unknown, partnerId: number): Stamp | null {
  if (typeof value !== "string" || value.length > 400) return null;
  const [id, p, g, ...rest] = value.trim().split(".");
  if (rest.length > 0 || !id || !/^\d{1,10}$/.test(id) || Number(id) !== partnerId) return null;
  const partner = parseVector(p);
  const global = parseVector(g);
  return partner && global ? { partner, global } : null;
}

const atLeast = (s: Stamp, floor: Stamp | null) =>
  floor === null || (vectorAtLeast(s.partner, floor.partner) && vectorAtLeast(s.global, floor.global));

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (r: unknown) => (r as Rows).rows;

/** A write's move: the shard it moved and that shard's new count. */
export type Move = { shard: number; version: number };

/**
 * Per-partner data versions (issue 16, docs/decisions/020). Every successful write moves the writer's partner (or
 * partner 0, for the Superadmin) inside its unit of work; on PostgreSQL, once the write has committed, the writer
 * NOTIFYs the new value, so every instance learns it. An instance answers from what it has heard while its LISTEN is
 * unbroken (`trusted`), and reads the versions from the database otherwise, when it has not heard of the partner yet,
 * or when the caller has already seen a newer version (read-your-writes across instances: the client sends the
 * newest `PP-Data-Version` it was given). Each shard's count only grows and its moves commit in order (its row
 * lock), so the newest count heard per shard is a true state of that shard.
 *
 * The NOTIFY is sent after the commit, not inside the write's transaction: PostgreSQL serializes the commits of
 * every transaction that NOTIFYs (one lock, held through the commit's disk flush), which halved the writes a
 * partner's staff can make at once (pgbench, BENCHMARKS.md). A writer that dies between its commit and its NOTIFY
 * would leave the others answering the old version; `check` (every second on each instance) finds such a move by
 * the sum of all counts, which grows by one per move, and forgets what was heard, so nothing stale outlives it.
 */
export function createDataVersions(opts: {
  /** Inside a unit of work, its transaction (bumps); the pool outside. */
  db: Db;
  /** The pool itself, for the prepared read of the versions (always outside a unit). */
  base: Db;
  /** PostgreSQL: the bump NOTIFYs the others; PGlite: one process, nobody else to tell. */
  notify: boolean;
  /** Whether what was heard can be trusted now (the LISTEN is in place; always in one process). */
  trusted: () => boolean;
  /** Runs `fn` once the current unit of work has committed (at once outside one). */
  afterCommit: (fn: () => Promise<void> | void) => void;
}) {
  const heard = new Map<number, Vector>();
  /**
   * Per partner and shard, the newest move that may have changed a session (a user, a partner's status, a
   * permission): a session read at a stamp stays good while no such move is newer than that stamp in any shard
   * (`sessionsKept`). A move that keeps sessions counts as one only when it is the next in its shard after what
   * was known; after a gap (a move not heard, perhaps lost) it counts as a change, as every read from the database does.
   */
  const changed = new Map<number, Vector>();
  /** Reads that went to the database for the versions (tests and /metrics). */
  let loads = 0;
  /** `check`'s baseline: the sum of all counts when it was taken, and the moves heard by NOTIFY since. */
  let baseline: { total: number; heardSince: number; lastTotal: number } | null = null;
  let forgotten = 0;

  /** `current`'s stamps, frozen and shared until the partner (or GLOBAL, in every stamp) moves: no copy per request. */
  const stamps = new Map<number, Stamp>();
  const learn = (partnerId: number, move: Move, keepsSessions = false) => {
    if (!Number.isInteger(move.shard) || move.shard < 0 || move.shard >= SHARDS) return;
    if (partnerId === GLOBAL) stamps.clear();
    else stamps.delete(partnerId);
    const v = heard.get(partnerId) ?? zero();
    const known = v[move.shard] ?? 0;
    // A move keeping sessions that is already known (its own NOTIFY heard back) or next in turn changes nothing.
    if (!keepsSessions || known < move.version - 1) {
      const c = changed.get(partnerId) ?? zero();
      if ((c[move.shard] ?? 0) < move.version) c[move.shard] = move.version;
      changed.set(partnerId, c);
    }
    // Notifications and reads can arrive out of order; counts only grow.
    if (known < move.version) v[move.shard] = move.version;
    heard.set(partnerId, v);
  };
  const unchangedSince = (partnerId: number, at: Vector) => {
    const c = changed.get(partnerId);
    return !c || c.every((v, i) => v <= (at[i] ?? 0));
  };
  /**
   * Tells the other instances of moves, several at once: while one NOTIFY statement is on its way, the moves committed
   * meanwhile wait for the next, which carries them all. Resolves once the statement carrying `payload` has run.
   */
  let next: { payloads: string[]; sent: Promise<void> } | null = null;
  let sending: Promise<unknown> = Promise.resolve();
  const tell = (payload: string): Promise<void> => {
    if (!next) {
      const batch: { payloads: string[]; sent: Promise<void> } = { payloads: [], sent: Promise.resolve() };
      batch.sent = sending.then(async () => {
        if (next === batch) next = null;
        await opts.base.execute(
          sql`select pg_notify(${VERSION_CHANNEL}, p) from unnest(${`{${batch.payloads.join(",")}}`}::text[]) as p`,
        );
      });
      sending = batch.sent.catch(() => undefined);
      next = batch;
    }
    next.payloads.push(payload);
    return next.sent;
  };
  const snapshot = (partnerId: number): Stamp => ({
    partner: [...(heard.get(partnerId) ?? zero())],
    global: [...(heard.get(GLOBAL) ?? zero())],
  });
  const shared = (partnerId: number): Stamp => {
    const kept = stamps.get(partnerId);
    if (kept) return kept;
    const { partner, global } = snapshot(partnerId);
    const s = Object.freeze({ partner: Object.freeze(partner), global: Object.freeze(global) }) as Stamp;
    stamps.set(partnerId, s);
    return s;
  };
  const forgetAll = () => {
    heard.clear();
    stamps.clear();
  };

  // A prepared statement (issue 16): planned once per connection.
  const versionsOf = opts.base
    .select({ partner_id: dataVersions.partner_id, shard: dataVersions.shard, version: dataVersions.version })
    .from(dataVersions)
    .where(or(eq(dataVersions.partner_id, GLOBAL), eq(dataVersions.partner_id, sql.placeholder("partner"))))
    .prepare("pp_data_versions");

  async function load(partnerId: number): Promise<Stamp> {
    loads += 1;
    const rows = await versionsOf.execute({ partner: partnerId });
    // A partner nobody has written for yet is all zeros: heard from now on.
    if (!heard.has(partnerId)) heard.set(partnerId, zero());
    if (!heard.has(GLOBAL)) heard.set(GLOBAL, zero());
    for (const r of rows) learn(Number(r.partner_id), { shard: Number(r.shard), version: Number(r.version) });
    return snapshot(partnerId);
  }

  return {
    /**
     * The partner's current stamp: from memory when it can be trusted and is at least `floor` (then at once, not a
     * promise: the hot path makes none), else one read. Read it before the data it stamps: the data is then at least
     * as new as the stamp. The stamp is frozen and shared: never change it.
     */
    current(partnerId: number, floor: Stamp | null = null): Stamp | Promise<Stamp> {
      if (opts.trusted() && heard.has(partnerId) && heard.has(GLOBAL)) {
        const s = shared(partnerId);
        if (atLeast(s, floor)) return s;
      }
      return load(partnerId);
    },

    /**
     * Inside a unit of work: the writer's partner (or GLOBAL) moves on, in the shard of the connection the unit runs
     * on; the move counts once the unit commits, and is then learnt and told to the other instances (`published`).
     */
    async bump(partnerId: number, keepsSessions = false): Promise<Move> {
      const rows = rowsOf(
        await opts.db.execute(
          sql`insert into data_versions (partner_id, shard, version)
              values (${partnerId}, pg_backend_pid() % ${SHARDS}, 1)
              on conflict (partner_id, shard) do update set version = data_versions.version + 1
              returning shard, version`,
        ),
      );
      const move = { shard: Number(rows[0]?.shard), version: Number(rows[0]?.version) };
      this.published(partnerId, move, keepsSessions);
      return move;
    },

    /**
     * Once the current unit commits: this instance learns `move`, and on PostgreSQL tells the others (a NOTIFY of
     * its own, outside the write's transaction; see above). Awaited before the write's answer leaves.
     */
    published(partnerId: number, move: Move, keepsSessions = false) {
      opts.afterCommit(async () => {
        learn(partnerId, move, keepsSessions);
        if (opts.notify) await tell(`${partnerId}:${move.shard}:${move.version}${keepsSessions ? ":k" : ""}`);
      });
    },

    /**
     * Whether a session read at `at` is still good at `now` (fast-path `session`): the stamp has only moved on, by
     * writes that change no session (adding a student), each heard in turn. Anything else (a permission change, a
     * suspension, a sub-login disabled, the Superadmin's writes, a move not heard, a read from the database) has
     * the session read again, as any move of the stamp did before.
     */
    sessionsKept(partnerId: number, at: Stamp, now: Stamp) {
      return atLeast(now, at) && unchangedSince(partnerId, at.partner) && unchangedSince(GLOBAL, at.global);
    },

    /**
     * The same move as `bump`, as part of a write's own statement (adding a student writes in one statement):
     * `cte` is the body of a `version_move` CTE, and `shard` and `version` are expressions for the statement's
     * RETURNING that read the move. The statement's unit must fail when the write did not happen, so the move is
     * undone with it; the route hands the move to its unit (plugins/unit-of-work.ts `movedInStatement`), which
     * publishes it and does not move the version again.
     */
    inStatement(partnerId: number | Placeholder) {
      return {
        cte: sql`insert into data_versions (partner_id, shard, version)
                 values (${partnerId}, pg_backend_pid() % ${SHARDS}, 1)
                 on conflict (partner_id, shard) do update set version = data_versions.version + 1
                 returning shard, version`,
        shard: sql<number>`(select shard from version_move)`.mapWith(Number),
        version: sql<number>`(select version from version_move)`.mapWith(Number),
      };
    },

    /** A writer outside a request (a job, a script, a test) moves the version: no instance serves the old data. */
    async touch(partnerId: number): Promise<void> {
      learn(partnerId, await this.bump(partnerId));
    },

    /** What an instance hears: a NOTIFY payload `partner:shard:version`, `:k` after it for a move keeping sessions. */
    heard(payload: string) {
      const [p, s, v] = payload.split(":").map(Number);
      if (Number.isSafeInteger(p) && Number.isSafeInteger(s) && Number.isSafeInteger(v)) {
        learn(p as number, { shard: s as number, version: v as number }, payload.endsWith(":k"));
        if (baseline) baseline.heardSince += 1;
      }
    },

    /**
     * Finds moves that were committed but never told (their writer died between its commit and its NOTIFY). Every
     * move adds one to the sum of all counts; every move committed before the previous check has been heard by now
     * (a NOTIFY arrives in milliseconds), unless one was lost: then what was heard is forgotten, and pages are
     * stamped from the database again. Run every second on each instance (app.ts); nothing to do in one process.
     */
    async check(): Promise<void> {
      if (!opts.notify) return;
      const [row] = rowsOf(
        await opts.base.execute(sql`select coalesce(sum(version), 0)::bigint as total from data_versions`),
      );
      const total = Number(row?.total ?? 0);
      if (baseline && opts.trusted() && baseline.heardSince < baseline.lastTotal - baseline.total) {
        forgetAll();
        forgotten += 1;
        baseline = null;
      }
      if (!baseline || !opts.trusted()) baseline = { total, heardSince: 0, lastTotal: total };
      else baseline.lastTotal = total;
    },
    learn,
    /** A copy of the stamp this instance would answer for `partnerId` now (a write's answer, after its move). */
    heardStamp: snapshot,
    /** Forgets everything heard (the LISTEN came back: what was said meanwhile is lost). */
    forget() {
      forgetAll();
      baseline = null;
    },
    loads: () => loads,
    /** How many times `check` found an untold move and forgot what was heard (tests and /metrics). */
    forgotten: () => forgotten,
  };
}
export type DataVersions = ReturnType<typeof createDataVersions>;
