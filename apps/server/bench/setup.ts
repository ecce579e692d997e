// The benchmarks' common start: the real app on PostgreSQL with the large data (created and seeded when missing).
// DATABASE_URL picks the database (default postgres://postgres@127.0.0.1:5432/pp_bench).
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app";
import { type AppConfig, loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { openFileStorage } from "../src/modules/file-keys/encrypted-storage";
import { RECURRING } from "../src/modules/jobs/register";

export const benchDatabaseUrl = () => process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pp_bench";
/**
 * The files the seed writes (documents, the Documents Bank, invoices) live beside the database they belong to, so
 * that downloads work in `--routes`: BENCH_DATA_DIR, by default pp-bench-data in the system's temporary folder.
 */
export const benchDataDir = () => process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), "pp-bench-data");
/** The master key the bench's files are encrypted under (decision 056): DATA_KEY, else a fixed one of the bench's. */
export const benchDataKey = () => process.env.DATA_KEY ?? "be9c".repeat(16);

/** Creates the bench database when missing, migrates it and seeds the large data unless it is there. */
export async function prepareBenchDatabase() {
  const url = benchDatabaseUrl();
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  const dbName = new URL(url).pathname.slice(1);
  const exists = await admin.query("select 1 from pg_database where datname = $1", [dbName]);
  if (exists.rowCount === 0) await admin.query(`create database "${dbName}"`);
  await admin.end();
  const database = await openDatabase({ url });
  await database.migrate();
  console.log("seeding (large; skipped when present)...");
  // Imported here only: the server process of `npm run bench` (server.ts) never loads the seed's modules.
  const { seed } = await import("../src/seed/index");
  await seed(database.db, "large", (line) => console.log(line), {
    storage: await openFileStorage({ dataDir: benchDataDir(), dataKey: benchDataKey(), dataKeyOld: [] }, database.db),
  });
  return database;
}

/**
 * Removes the students a benchmark added (e-mail `bench-add-...`) with their audit entries, so that the lists and the
 * audit log of the next run are the large data's, not grown by every run.
 */
export async function dropAddedStudents(db: Awaited<ReturnType<typeof prepareBenchDatabase>>["db"]) {
  await db.execute(sql`with gone as (delete from students where email like 'bench-add-%' returning id::text as id)
    delete from audit_log where entity = 'student' and entity_id in (select id from gone)`);
  await db.execute(sql`vacuum analyze students`);
  await db.execute(sql`vacuum analyze audit_log`);
}

/** The real app on the prepared database, listening on a free port; `prepare: false` when it is prepared already. */
export async function startBenchApp(overrides: Partial<AppConfig> = {}, opts: { prepare?: boolean } = {}) {
  const database =
    opts.prepare === false ? await openDatabase({ url: benchDatabaseUrl() }) : await prepareBenchDatabase();
  const dataDir = benchDataDir();
  mkdirSync(dataDir, { recursive: true });
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATA_KEY: benchDataKey(), LOG_LEVEL: "silent" }),
    loginRateLimit: { perIpPerMinute: 1_000_000, failuresPerAccount: 1_000_000, lockMinutes: 1 },
    jobSchedules: false,
    ...overrides,
  };
  const app = await buildApp(config, { database, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  // No recurring job during the measurements: their schedules live in the database (an earlier run put them there),
  // and the offer history's rebuild every 15 minutes (every decided application of the large data read through the
  // server) fell into whichever scenario ran at the quarter-hour (eighth session: applications page 1 61% to 47%).
  for (const kind of Object.keys(RECURRING)) await app.jobs.unschedule(kind);

  async function signIn(email: string, password: string) {
    const res = await fetch(`${address}/api/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    return ((await res.json()) as { data: { access: string } }).data.access;
  }
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, database, address, signIn, close };
}
