import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import { seedAccounts } from "../seed/accounts";
import { seedCatalogue } from "../seed/catalogue";
import { seedReference } from "../seed/reference";

/** Tables that tests write to; reference data stays between files. */
const ACCOUNT_TABLES = [
  "notifications",
  "outbox",
  "audit_log",
  "password_resets",
  "login_events",
  "rate_limits",
  "refresh_tokens",
  "users",
  "partners",
];

export const testDriver = () => (process.env.TEST_DATABASE_URL ? "postgres" : "pglite");

/** On PostgreSQL each worker gets its own database, named after TEST_DATABASE_URL's, made afresh. */
async function workerDatabaseUrl(base: string, suffix = "") {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? "0"}${suffix}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

let shared: Promise<Database> | undefined;

/** The worker's database: migrated and given reference data once. */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const base = process.env.TEST_DATABASE_URL;
    const database = await openDatabase({ url: base ? await workerDatabaseUrl(base) : undefined });
    await database.migrate();
    await seedReference(database.db);
    await seedCatalogue(database.db);
    return database;
  })();
  return shared;
}

/**
 * A database of the test file's own, migrated and given reference data: for tests that write anywhere (the
 * hostile-input test sends writes to every route, Masters included), so the worker's shared reference data stays
 * as the other files expect it. The caller closes it.
 */
export async function isolatedTestDatabase(name: string): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  const database = await openDatabase({ url: base ? await workerDatabaseUrl(base, `_${name}`) : undefined });
  await database.migrate();
  await seedReference(database.db);
  await seedCatalogue(database.db);
  await seedAccounts(database.db);
  return database;
}

/** Empties the account tables and puts the demo accounts back. */
export async function resetAccounts(database: Database) {
  await database.db.execute(sql.raw(`truncate ${ACCOUNT_TABLES.join(", ")} restart identity cascade`));
  // Jobs an earlier file left queued (its app closed first) would otherwise run for this one.
  const queue = (await database.db.execute(sql`select to_regclass('pgboss.job') is not null as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  if (queue.rows[0]?.ok) {
    await database.db.execute(sql`delete from pgboss.job where name not like '\_\_pgboss%'`);
    // Nor may a schedule an earlier file put in place send its recurring jobs into this one (issue 39).
    await database.db.execute(sql`delete from pgboss.schedule`);
  }
  await seedAccounts(database.db);
}
