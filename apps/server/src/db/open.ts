import path from "node:path";
import { sql } from "drizzle-orm";
import type { AppConfig } from "../config";
import { type Database, openDatabase } from "./client";
import { users } from "./schema/index";

/** Opens the configured database: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Pick<AppConfig, "databaseUrl" | "dataDir">) {
  return openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
}

export async function isEmpty(database: Database) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Brings the database up to date before the server takes requests: the migrations, then `seedFirstRun` when no one
 * has an account yet, both under the start-up lock, so that any number of instances may start together on a new
 * database or a release's new migration (the second waits, then finds everything done).
 */
export async function prepareDatabase(database: Database, seedFirstRun?: () => Promise<void>) {
  return database.exclusively(async () => {
    await database.migrate();
    if (seedFirstRun && (await isEmpty(database))) {
      await seedFirstRun();
      return { seeded: true };
    }
    return { seeded: false };
  });
}
