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
