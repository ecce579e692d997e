import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { isDatabaseUnavailable } from "../lib/db-errors";
import { NamingClient } from "./named-statements";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** Both drivers share drizzle's PostgreSQL query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** How long opening a connection (or waiting for a free one) may take before the request answers 503. */
export const CONNECT_TIMEOUT_MS = 1500;

/** The key of the start-up lock (`pg_advisory_lock`): any constant no other lock in the database uses. */
export const START_UP_LOCK = 7_351_440_037;

/** Holds PostgreSQL's start-up lock on a connection of its own while `fn` runs; waits for another holder first. */
async function underStartUpLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  lock.on("error", () => undefined);
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [START_UP_LOCK]);
    return await fn();
  } finally {
    // Ending the session frees the lock even when the unlock cannot be sent.
    await lock.query("select pg_advisory_unlock($1)", [START_UP_LOCK]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for logs: a data directory or a connection's host/database. */
  location: string;
  /** PostgreSQL only: the connection string, for a dedicated LISTEN connection. */
  url?: string;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock (issue 37): on PostgreSQL a session advisory lock on a connection of
   * its own, so instances starting together on a database that lacks a migration apply it (and seed a first run)
   * one after the other; PGlite belongs to one process and runs `fn` at once.
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Connections for /metrics: open, in use and callers waiting for one (PGlite: its one connection, in use). */
  poolStats(): { total: number; inUse: number; waiting: number };
  /** Statements the app has sent through drizzle since it opened (tests count round trips with it). */
  queries(): number;
  /** Tests: calls `fn` with the text of each statement sent through drizzle until the returned function is called. */
  watch(fn: (text: string) => void): () => void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; when absent (and no url), PGlite runs in memory. */
  dataDir?: string | undefined;
}

/**
 * A connection the server cuts (a restart, a failover, an administrator's pg_terminate_backend) is an 'error' event
 * on its client, and an 'error' event nobody listens for ends a Node process. node-postgres's pool listens only while
 * a client is idle; a client checked out (a transaction between two statements, a job's statement) has no listener
 * of its own. So every client gets one for its whole life, from the moment the pool opens it: the error is logged,
 * the work on that client fails on its next statement (a request answers 503, a job is retried), and the pool
 * discards the client when it is released (it is no longer queryable) instead of handing it out again. Idle clients'
 * errors reach the pool's own 'error' event, which only needs a listener (the client listener has logged them).
 */
export function listenForConnectionErrors(pool: pg.Pool, onError: (err: Error) => void) {
  pool.on("error", () => undefined);
  pool.on("connect", (client) => {
    let told = false;
    client.on("error", (err) => {
      // A dying connection may say so more than once (the server's message, then the socket's end).
      if (told) return;
      told = true;
      onError(err);
    });
  });
}

/**
 * Transactions on the pool that always give their connection back. Drizzle's own checks a client out, then sends
 * BEGIN before its try/finally: when BEGIN fails (the connection was cut while idle in the pool) the client is never
 * released, and after ten such failures every request waits for a connection that never comes (issue 33: the pool
 * was gone for good after a minute of terminations). Here the pool's `transaction` checks the client out itself and
 * runs drizzle's transaction on that one client, which sends BEGIN, COMMIT or ROLLBACK on it; whatever happens, the
 * client goes back, and a client whose connection failed is destroyed rather than reused. Each client keeps its own
 * drizzle instance for its life, so a transaction builds nothing.
 */
function safeTransactions(db: Db, pool: pg.Pool, onClient: (client: pg.PoolClient) => Db) {
  const perClient = new WeakMap<pg.PoolClient, Db>();
  const transaction: Db["transaction"] = async (fn, config) => {
    const client = await pool.connect();
    let failed: unknown;
    try {
      let own = perClient.get(client);
      if (!own) {
        own = onClient(client);
        perClient.set(client, own);
      }
      return await own.transaction(fn, config);
    } catch (err) {
      failed = err;
      throw err;
    } finally {
      client.release(failed !== undefined && isDatabaseUnavailable(failed) ? (failed as Error) : undefined);
    }
  };
  Object.defineProperty(db, "transaction", { value: transaction, writable: true, configurable: true });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let queries = 0;
  const watchers = new Set<(text: string) => void>();
  const logger = {
    logQuery: (text: string) => {
      queries += 1;
      for (const fn of watchers) fn(text);
    },
  };
  const watch = (fn: (text: string) => void) => {
    watchers.add(fn);
    return () => void watchers.delete(fn);
  };
  if (opts.url) {
    // A short connection timeout (also the longest wait for a free connection): with the database unreachable a
    // request fails within it and answers 503 (plugins/errors.ts), rather than hanging.
    // JIT off: our statements are short OLTP queries, for which compiling costs more than it saves (the matching
    // statement over 50,000 courses spent 63 ms of 340 compiling; decision 024).
    // Reads go as named statements, planned once per connection and shape (decision 054); PG_NAMED_STATEMENTS=off
    // sends them unnamed, as before (the benchmarks compare the two).
    const pool = new pg.Pool({
      ...(process.env.PG_NAMED_STATEMENTS === "off" ? {} : { Client: NamingClient }),
      connectionString: opts.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: "-c jit=off",
    });
    listenForConnectionErrors(pool, (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    safeTransactions(db, pool, (client) => drizzlePg(client, { schema, logger }) as unknown as Db);
    const u = new URL(opts.url);
    return {
      db,
      kind: "postgres",
      url: opts.url,
      location: `${u.hostname}:${u.port || 5432}${u.pathname}`,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      exclusively: (fn) => underStartUpLock(opts.url as string, fn),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      poolStats: () => ({
        total: pool.totalCount,
        inUse: pool.totalCount - pool.idleCount,
        waiting: pool.waitingCount,
      }),
      queries: () => queries,
      watch,
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const extensions = { pg_trgm, btree_gin };
  const client = opts.dataDir ? new PGlite(opts.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    location: opts.dataDir ?? "memory",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusively: (fn) => fn(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: 1, inUse: 1, waiting: 0 }),
    queries: () => queries,
    watch,
    close: () => client.close(),
  };
}
