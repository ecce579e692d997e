import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { waitUntil } from "../test/app";
import { testDatabase, testDriver } from "../test/db";
import { createLiveBus, LIVE_CHANNEL, type LiveBus } from "./live-bus";

const buses: LiveBus[] = [];
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
  await Promise.all(pools.map((p) => p.end()));
});

describe.skipIf(testDriver() !== "postgres")("live bus across instances on PostgreSQL", () => {
  /** Two instances of the server, as two buses on one database, each sending NOTIFY through a pool of its own. */
  async function instance(url: string, onListening?: () => void) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pools.push(pool);
    const bus = createLiveBus({
      postgresUrl: url,
      notify: (channel, payload) => pool.query("select pg_notify($1, $2)", [channel, payload]),
      retryMs: 50,
      ...(onListening ? { onListening } : {}),
    });
    buses.push(bus);
    await bus.ready();
    return { bus, pool };
  }

  it("an event published on one instance reaches a page open on another", async () => {
    const url = (await testDatabase()).url!;
    const a = await instance(url);
    const b = await instance(url);
    const seen: unknown[] = [];
    b.bus.subscribe(42, (_event, data) => seen.push(data));
    await a.bus.publish([42], "notification", { title: "From instance A" });
    await waitUntil(() => seen.length === 1);
    expect(seen).toEqual([{ title: "From instance A" }]);
  });

  it("after its LISTEN connection is cut, an instance reconnects and hears the others again", async () => {
    const url = (await testDatabase()).url!;
    const a = await instance(url);
    let listening = 0;
    const b = await instance(url, () => {
      listening += 1;
    });
    expect(listening).toBe(1);
    const seen: unknown[] = [];
    b.bus.subscribe(43, (_event, data) => seen.push(data));

    // Cut the LISTEN connections of this database (A's and B's), as a restart of PostgreSQL would.
    const before = await a.pool.query<{ pid: number }>(
      "select pid from pg_stat_activity where query = $1 and datname = current_database()",
      [`listen ${LIVE_CHANNEL}`],
    );
    expect(before.rows.length).toBeGreaterThan(0);
    await a.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and datname = current_database()",
      [`listen ${LIVE_CHANNEL}`],
    );

    await waitUntil(() => listening >= 2);
    await a.bus.publish([43], "notification", { title: "After the cut" });
    await waitUntil(() => seen.length === 1);
    expect(seen).toEqual([{ title: "After the cut" }]);
  });

  it("a shared cache is forgotten on every instance, and again when an instance's LISTEN comes back", async () => {
    const url = (await testDatabase()).url!;
    const a = await instance(url);
    let listening = 0;
    const b = await instance(url, () => {
      listening += 1;
    });
    let clearedOnB = 0;
    b.bus.shared("test-cache", () => {
      clearedOnB += 1;
    });
    const clearEverywhere = a.bus.shared("test-cache", () => undefined);
    await clearEverywhere();
    await waitUntil(() => clearedOnB === 1);

    // While its LISTEN was cut, B may have missed a message: it forgets its shared caches once it listens again.
    await a.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and datname = current_database()",
      [`listen ${LIVE_CHANNEL}`],
    );
    await waitUntil(() => listening >= 2 && clearedOnB >= 2);
  });
});
