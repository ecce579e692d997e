import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDriver } from "../test/db";
import { adminStatement, dropScratch } from "../test/scratch-database";
import { type Database, migrationsFolder, openDatabase } from "./client";
import { prepareDatabase } from "./open";
import { users } from "./schema/index";

// Issue 37: any number of instances may start together on a database that lacks migrations; under the start-up
// lock one applies them (and seeds the first run) while the others wait, then find everything done.
const scratch = `pp_start_up_${process.env.VITEST_POOL_ID ?? "0"}`;
const migrations = readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).length;

describe.skipIf(testDriver() !== "postgres")("starting several instances at once", { timeout: 120_000 }, () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
    await dropScratch(scratch);
  });

  it("three instances on an empty database: every migration applied once, the first run seeded once", async () => {
    await adminStatement(`drop database if exists "${scratch}" with (force)`);
    await adminStatement(`create database "${scratch}"`);
    const u = new URL(process.env.TEST_DATABASE_URL ?? "");
    u.pathname = `/${scratch}`;
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ url: u.toString() }));
    let seeds = 0;
    const results = await Promise.all(
      opened.map((database, i) =>
        prepareDatabase(database, async () => {
          seeds += 1;
          await database.db.insert(users).values({
            name: `First run ${i}`,
            email: `first-run-${i}@example.com`,
            password_hash: "x",
            role: "Superadmin",
          });
        }),
      ),
    );
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(seeds).toBe(1);
    const [db] = opened;
    const applied = (await db!.db.execute(
      sql.raw("select count(*)::int as n from drizzle.__drizzle_migrations"),
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]!.n).toBe(migrations);
    expect(await db!.db.select({ email: users.email }).from(users)).toHaveLength(1);
    // The lock is free again: a fourth start goes straight through, with nothing to do.
    const again = await prepareDatabase(db!, async () => {
      seeds += 1;
    });
    expect(again).toEqual({ seeded: false });
    expect(seeds).toBe(1);
  });
});
