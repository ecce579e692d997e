import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** What a partner sees, as two counters: the partner's own writes and the Superadmin's (row 0, every partner). */
export interface Stamp {
  partner: number;
  global: number;
}

/** The channel on which instances tell each other a partner's (or, for 0, everyone's) new version. */
export const VERSION_CHANNEL = "pp_version";
/** The partner id whose version every partner's pages depend on (reference data, the Superadmin's writes). */
export const GLOBAL = 0;

/** `PP-Data-Version` header value: `partnerId.partner.global` (the partner it is about, then its stamp). */
export const formatStamp = (partnerId: number, s: Stamp) => `${partnerId}.${s.partner}.${s.global}`;

/**
 * A `PP-Data-Version` request header (the newest version the client has seen) for `partnerId`; null when absent,
 * malformed or about another partner (a browser that signed in as someone else).
 */
export function parseStamp(value: unknown, partnerId: number): Stamp | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{1,10})\.(\d{1,15})\.(\d{1,15})$/.exec(value.trim());
  if (!m || Number(m[1]) !== partnerId) return null;
  return { partner: Number(m[2]), global: Number(m[3]) };
}

const atLeast = (s: Stamp, floor: Stamp | null) =>
  floor === null || (s.partner >= floor.partner && s.global >= floor.global);

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (r: unknown) => (r as Rows).rows;

/**
 * Per-partner data versions (issue 16, docs/decisions/020). Every successful write bumps the writer's partner (or
 * the global row, for the Superadmin) inside its unit of work; on PostgreSQL the same statement NOTIFYs the new value,
 * so every instance learns it when the write commits. An instance answers from what it has heard while its LISTEN is
 * unbroken (`trusted`), and reads the versions from the database otherwise, when it has not heard of the partner yet,
 * or when the caller has already seen a newer version (read-your-writes across instances: the client sends the
 * newest `PP-Data-Version` it was given).
 */
export function createDataVersions(opts: {
  /** The pool (reads) and, inside a unit of work, its transaction (bumps). */
  db: Db;
  /** PostgreSQL: the bump NOTIFYs the others; PGlite: one process, nobody else to tell. */
  notify: boolean;
  /** Whether what was heard can be trusted now (the LISTEN is in place; always in one process). */
  trusted: () => boolean;
}) {
  const heard = new Map<number, number>();
  /** Reads that went to the database for the versions (tests and /metrics). */
  let loads = 0;

  const learn = (partnerId: number, version: number) => {
    // Notifications and reads can arrive out of order; versions only grow.
    if ((heard.get(partnerId) ?? -1) < version) heard.set(partnerId, version);
  };

  async function load(partnerId: number): Promise<Stamp> {
    loads += 1;
    const rows = rowsOf(
      await opts.db.execute(
        sql`select partner_id, version from data_versions where partner_id in (${GLOBAL}, ${partnerId})`,
      ),
    );
    const of = (id: number) => Number(rows.find((r) => Number(r.partner_id) === id)?.version ?? 0);
    learn(partnerId, of(partnerId));
    learn(GLOBAL, of(GLOBAL));
    return { partner: heard.get(partnerId) ?? 0, global: heard.get(GLOBAL) ?? 0 };
  }

  return {
    /**
     * The partner's current stamp: from memory when it can be trusted and is at least `floor`, else one read.
     * Read it before the data it stamps: the data is then at least as new as the stamp.
     */
    async current(partnerId: number, floor: Stamp | null = null): Promise<Stamp> {
      if (opts.trusted()) {
        const partner = heard.get(partnerId);
        const global = heard.get(GLOBAL);
        if (partner !== undefined && global !== undefined) {
          const s = { partner, global };
          if (atLeast(s, floor)) return s;
        }
      }
      return load(partnerId);
    },

    /** Inside a unit of work: the writer's partner (or GLOBAL) moves on; the value counts once the unit commits. */
    async bump(partnerId: number): Promise<number> {
      const notify = opts.notify ? sql`, pg_notify(${VERSION_CHANNEL}, ${String(partnerId)} || ':' || version)` : sql``;
      const rows = rowsOf(
        await opts.db.execute(
          sql`with v as (insert into data_versions (partner_id, version) values (${partnerId}, 1)
                on conflict (partner_id) do update set version = data_versions.version + 1 returning version)
              select version${notify} from v`,
        ),
      );
      return Number(rows[0]?.version);
    },

    /**
     * For a writer outside a request (a job, a script, a test writing rows directly): moves the version at once
     * (inside a unit of work, once it commits) so that no instance goes on serving what was there before.
     */
    async touch(partnerId: number): Promise<void> {
      const version = await this.bump(partnerId);
      learn(partnerId, version);
    },

    /** What an instance hears (a NOTIFY payload `partner:version`) or learns after its own commit. */
    heard(payload: string) {
      const [p, v] = payload.split(":");
      const partnerId = Number(p);
      const version = Number(v);
      if (Number.isSafeInteger(partnerId) && Number.isSafeInteger(version)) learn(partnerId, version);
    },
    learn,
    /** Forgets everything heard (the LISTEN came back: what was said meanwhile is lost). */
    forget() {
      heard.clear();
    },
    loads: () => loads,
  };
}
export type DataVersions = ReturnType<typeof createDataVersions>;
