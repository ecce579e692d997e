import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Db, listenForConnectionErrors } from "../../db/client";

/** What pg-boss needs of a database (its `db` option): one statement, or a script without parameters. */
export interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close?(): Promise<void>;
}

type Client = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss reports a job's end (complete/fail) without awaiting it; a lost connection there would be an unhandled
 * rejection, which ends a Node process. Those two statements are let fail quietly: the job stays active, expires
 * and is retried (every job is safe to run twice).
 */
const UNAWAITED = /^\s*WITH (results AS \(\s*UPDATE \S+\.job\s+SET completed_on|deleted_jobs AS)/;

function guarded(
  run: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
  onError: (e: unknown) => void,
) {
  return async (text: string, values?: unknown[]) => {
    try {
      return await run(text, values);
    } catch (err) {
      if (!UNAWAITED.test(text)) throw err;
      onError(err);
      return { rows: [{ count: "0" }] };
    }
  };
}

/** A connection the server ended (restart, failover, administrator) or that broke: worth one more try. */
const lostConnection = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return (
    (typeof e.code === "string" && e.code.startsWith("57P")) ||
    /Connection terminated|ECONNRESET/i.test(e.message ?? "")
  );
};

/**
 * PostgreSQL: the queue's own small pool from the connection string, so its polling never starves requests. A
 * statement that met a connection the server had already ended is tried once more on a fresh one (the ended
 * statement did not commit).
 */
export function postgresExecutor(url: string, onError: (err: unknown) => void): Executor {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 5_000,
    application_name: "partner-portal-jobs",
  });
  // A connection cut by the server, idle or in use, is logged and never reused (db/client.ts).
  listenForConnectionErrors(pool, onError);
  return {
    executeSql: guarded(async (text, values) => {
      try {
        return await pool.query(text, values as unknown[]);
      } catch (err) {
        if (!lostConnection(err)) throw err;
        onError(err);
        return pool.query(text, values as unknown[]);
      }
    }, onError),
    close: () => pool.end(),
  };
}

/**
 * PGlite: the app's one embedded connection. A statement with parameters goes through the extended protocol;
 * pg-boss's scripts (schema creation, maintenance under an advisory lock: several statements, no parameters)
 * through `exec`, answering with the last statement's rows. Queries wait their turn behind an open unit of work.
 */
export function pgliteExecutor(client: PGlite, onError: (err: unknown) => void): Executor {
  return {
    executeSql: guarded(async (text, values) => {
      if (values && values.length > 0) {
        return client.query(
          text,
          values.map((v) => (v === undefined ? null : v)),
        );
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }, onError),
  };
}

/**
 * The current unit of work's transaction (db/unit-of-work.ts): a job sent through it exists only if the unit
 * commits. Drizzle keeps the driver's client of a transaction in its session (a pg PoolClient, or PGlite's
 * transaction); pg-boss's statements are plain SQL with numbered parameters, which the client takes as they are.
 */
export function transactionExecutor(db: Db): Executor {
  const client = (db as unknown as { session?: { client?: Client } }).session?.client;
  if (!client || typeof client.query !== "function") throw new Error("no transaction client in this unit of work");
  return {
    executeSql: async (text, values) =>
      (await client.query(
        text,
        (values ?? []).map((v) => (v === undefined ? null : v)),
      )) as { rows: unknown[] },
  };
}
