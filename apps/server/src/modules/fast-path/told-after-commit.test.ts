import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { buildTestApp, login, type TestApp, waitUntil } from "../../test/app";
import { isolatedTestDatabase, testDriver } from "../../test/db";
import { addStudent } from "../../test/factories";
import { SHARDS } from "./data-versions";

/**
 * A write's version move is told to the other instances by a NOTIFY sent after its commit (data-versions.ts: a NOTIFY
 * inside the transaction serializes every writer's commit). Two instances on one PostgreSQL database, as two
 * processes have: B hears A's moves; a move that was committed but never told (its writer died in between) is found
 * by B's `check` and B stops answering from what it had heard.
 */
describe.skipIf(testDriver() !== "postgres")("version moves told after the commit", () => {
  let a: TestApp;
  let b: TestApp;
  let partner: string;
  let partnerId: number;
  beforeAll(async () => {
    const own = await isolatedTestDatabase("told");
    a = await buildTestApp({}, own);
    b = await buildTestApp({}, await openDatabase({ url: own.url }));
    await Promise.all([a.live.ready(), b.live.ready()]);
    partner = (await login(a, "partner")).access;
    partnerId = Number(JSON.parse(Buffer.from(partner.split(".")[1]!, "base64url").toString()).pid);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const stampOn = async (app: TestApp) => (await app.versions.current(partnerId)).partner;
  const total = (v: number[]) => v.reduce((x, y) => x + y, 0);
  it("B hears each of A's writes, six at once, once they have committed, and counts no move as lost", async () => {
    await stampOn(b);
    await b.versions.check();
    const before = total(await stampOn(b));
    // Six at once: moves committed while a NOTIFY is on its way are told together by the next.
    await Promise.all(Array.from({ length: 6 }, () => addStudent(a, partner)));
    // B answers from memory (no read of the versions) and has heard every move.
    await waitUntil(async () => total(await stampOn(b)) === before + 6);
    const loads = b.versions.loads();
    expect(total(await stampOn(b))).toBe(before + 6);
    expect(b.versions.loads()).toBe(loads);
    await b.versions.check();
    await b.versions.check();
    expect(b.versions.forgotten()).toBe(0);
  });

  it("a move committed but never told is found by B's check, and B then stamps from the database", async () => {
    await b.versions.check();
    const heard = await stampOn(b);
    // What a writer that died between its commit and its NOTIFY leaves: the move is in the table, nobody heard it.
    const shard = 3 % SHARDS;
    await a.db.execute(
      sql`insert into data_versions (partner_id, shard, version) values (${partnerId}, ${shard}, 1)
          on conflict (partner_id, shard) do update set version = data_versions.version + 1`,
    );
    // Until it checks, B still answers what it heard: the window the check closes.
    expect(await stampOn(b)).toEqual(heard);
    const forgotten = b.versions.forgotten();
    await b.versions.check();
    await b.versions.check();
    expect(b.versions.forgotten()).toBe(forgotten + 1);
    const fresh = await stampOn(b);
    expect(fresh[shard]).toBe((heard[shard] ?? 0) + 1);
  });
});
