import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** pg-boss keeps its tables in this schema of the app's database. */
export const JOB_SCHEMA = "pgboss";

export const JOB_STATES = ["queued", "active", "completed", "failed", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobRow {
  id: string;
  kind: string;
  state: JobState;
  /** The last error's message (failed, or waiting for a retry). */
  error: string | null;
  /** Runs started so far. */
  attempts: number;
  /** Runs allowed in all (the first and its retries). */
  max_attempts: number;
  request_id: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  /** When a queued job (or its next retry) may start. */
  run_after: Date;
}

export type JobStats = Record<string, Record<JobState, number>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const stateOf = (s: string): JobState => (s === "created" || s === "retry" ? "queued" : (s as JobState));
const pgStates = (s: JobState) => (s === "queued" ? ["created", "retry"] : [s]);
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Reads of the queue for metrics and the admin screen (pg-boss's own jobs, its cron relay, are left out). */
export function createJobQueries(db: Db) {
  const jobs = sql.raw(`${JOB_SCHEMA}.job`);
  const own = sql`name not like '\_\_pgboss%'`;

  async function list(filter: { id?: string; kind?: string; state?: JobState; limit?: number; offset?: number } = {}) {
    const where = sql.join(
      [
        own,
        filter.id ? sql`id = ${filter.id}::uuid` : undefined,
        filter.kind ? sql`name = ${filter.kind}` : undefined,
        filter.state
          ? sql`state::text in (${sql.join(
              pgStates(filter.state).map((s) => sql`${s}`),
              sql`, `,
            )})`
          : undefined,
      ].filter((w) => w !== undefined),
      sql` and `,
    );
    const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${jobs} where ${where}`));
    const found = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select id::text, name, state::text, output->>'message' as error,
               retry_count + (case when started_on is null then 0 else 1 end) as attempts,
               retry_limit + 1 as max_attempts, data->>'request_id' as request_id,
               created_on, started_on, completed_on, start_after
        from ${jobs} where ${where}
        order by created_on desc, id limit ${Math.min(filter.limit ?? 25, 100)} offset ${filter.offset ?? 0}`),
    );
    const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
    const items: JobRow[] = found.map((r) => ({
      id: r.id as string,
      kind: r.name as string,
      state: stateOf(r.state as string),
      error: (r.error as string | null) ?? null,
      attempts: Number(r.attempts),
      max_attempts: Number(r.max_attempts),
      request_id: (r.request_id as string | null) ?? null,
      created_at: date(r.created_on)!,
      started_at: date(r.started_on),
      finished_at: date(r.completed_on),
      run_after: date(r.start_after)!,
    }));
    return { count: count?.n ?? 0, items };
  }

  return {
    /** Per kind, how many jobs are in each state (jobs are archived 12 hours after they end). */
    async stats(): Promise<JobStats> {
      const rows = rowsOf<{ name: string; state: string; n: number }>(
        await db.execute(
          sql`select name, state::text as state, count(*)::int as n from ${jobs} where ${own} group by 1, 2`,
        ),
      );
      const out: JobStats = {};
      for (const r of rows) {
        const kind = out[r.name] ?? { queued: 0, active: 0, completed: 0, failed: 0, cancelled: 0 };
        kind[stateOf(r.state)] += Number(r.n);
        out[r.name] = kind;
      }
      return out;
    },

    list,

    /** One job by id (null for an unknown or malformed id). */
    async one(id: string): Promise<JobRow | null> {
      if (!UUID.test(id)) return null;
      return (await list({ id, limit: 1 })).items[0] ?? null;
    },

    /** A job's state, read afresh (a running handler asks whether it was cancelled). */
    async stateOf(id: string): Promise<JobState | null> {
      if (!UUID.test(id)) return null;
      const found = rowsOf<{ state: string }>(
        await db.execute(sql`select state::text as state from ${jobs} where id = ${id}::uuid limit 1`),
      );
      return found[0] ? stateOf(found[0].state) : null;
    },
  };
}
