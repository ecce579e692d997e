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
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** Both drivers share drizzle's PostgreSQL query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** How long opening a connection (or waiting for a free one) may take before the request answers 503. */
export const CONNECT_TIMEOUT_MS = 1500;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for logs: a data directory or a connection's host/database. */
  location: string;
  /** PostgreSQL only: the connection string, for a dedicated LISTEN connection. */
  url?: string;
  migrate(): Promise<void>;
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
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: "-c jit=off",
    });
    // An idle connection cut by the server (a restart, a failover, an administrator) is an 'error' event on the
    // pool: without a listener it would end the process. The pool drops that client and opens a new one on demand.
    pool.on("error", (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const u = new URL(opts.url);
    return {
      db,
      kind: "postgres",
      url: opts.url,
      location: `${u.hostname}:${u.port || 5432}${u.pathname}`,
      migrate: () => migratePg(db as never, { migrationsFolder }),
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
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: 1, inUse: 1, waiting: 0 }),
    queries: () => queries,
    watch,
    close: () => client.close(),
  };
}
