import pg from "pg";
import { openDatabase } from "../db/client";
import { seedAccounts } from "../seed/accounts";
import { seedCatalogue } from "../seed/catalogue";
import { seedReference } from "../seed/reference";

/** Runs one statement as the administrator, on TEST_DATABASE_URL's database (never a scratch one). */
export async function adminStatement(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL database of the test's own, made afresh beside TEST_DATABASE_URL's, migrated and given the reference
 * data, the demo accounts and (when asked) the catalogue: for resilience tests that cut its connections or refuse
 * them, which must not touch the worker's database. Resolves with its connection string; `dropScratch` removes it.
 */
export async function scratchDatabase(name: string, opts: { catalogue?: boolean } = {}) {
  await adminStatement(`drop database if exists "${name}" with (force)`);
  await adminStatement(`create database "${name}"`);
  const u = new URL(process.env.TEST_DATABASE_URL ?? "");
  u.pathname = `/${name}`;
  const url = u.toString();
  const setup = await openDatabase({ url });
  try {
    await setup.migrate();
    await seedReference(setup.db);
    if (opts.catalogue) await seedCatalogue(setup.db);
    await seedAccounts(setup.db);
  } finally {
    await setup.close();
  }
  return url;
}

export async function dropScratch(name: string) {
  await adminStatement(`alter database "${name}" allow_connections true`).catch(() => undefined);
  await adminStatement(`drop database if exists "${name}" with (force)`).catch(() => undefined);
}
