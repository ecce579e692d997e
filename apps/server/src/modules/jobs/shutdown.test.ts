import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { buildApp } from "../../app";
import { buildTestApp, type TestApp, testConfig, waitForJob, waitUntil } from "../../test/app";
import { testDatabase, testDriver } from "../../test/db";

// The worker's database is made (and migrated) once, before the tests' own clocks start.
beforeAll(async () => {
  await testDatabase();
});

it("closing an instance hands its running job back, and another instance completes it", async () => {
  const first = await buildTestApp({ jobs: { pollSeconds: 1, retryDelaySeconds: 1, stopSeconds: 1 } });
  let release: () => void = () => undefined;
  let started = false;
  await first.jobs.work("test.long", async () => {
    started = true;
    // Still running when its instance shuts down.
    await new Promise<void>((r) => {
      release = r;
    });
  });
  const id = await first.jobs.send("test.long", {});
  await waitUntil(() => started);
  await first.close();
  release();
  // pg-boss fails what is still active at the end of the grace period: it waits for a retry.
  const found = (await (
    await testDatabase()
  ).db.execute(sql`select state::text as state from pgboss.job where id = ${id}::uuid`)) as unknown as {
    rows: { state: string }[];
  };
  expect(found.rows[0]?.state).toBe("retry");

  const ran: number[] = [];
  const second = await buildApp(testConfig({ jobs: { pollSeconds: 1, retryDelaySeconds: 1 } }), {
    database: await testDatabase(),
    logger: false,
  });
  await second.jobs.work("test.long", async (job) => {
    ran.push(job.attempt);
  });
  await second.ready();
  try {
    expect(await waitForJob(second as unknown as TestApp, id!, "completed")).toMatchObject({ attempts: 2 });
    expect(ran).toEqual([2]);
  } finally {
    await second.close();
  }
});

it.skipIf(testDriver() !== "postgres")(
  "the queue's connections cut by the server (a restart, a failover): logged, no crash, jobs run again",
  async () => {
    const app = await buildTestApp();
    try {
      const ran: string[] = [];
      await app.jobs.work("test.after-cut", async (job) => {
        ran.push(job.id);
      });
      const cut = (await app.db.execute(
        sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where application_name = 'partner-portal-jobs' and datname = current_database()`,
      )) as unknown as { rows: { n: number }[] };
      expect(cut.rows[0]?.n).toBeGreaterThan(0);
      // Sent as a request sends it: in its unit of work (the app's pool); the workers' connections were cut.
      const id = await app.uow.run(() => app.jobs.send("test.after-cut", {}));
      await waitUntil(() => ran.includes(id!), 15_000);
      expect(await waitForJob(app, id!, "completed")).toMatchObject({ attempts: 1 });
    } finally {
      await app.close();
    }
  },
);

it("instances starting together on one database create the same new queues without failing", {
  timeout: 90_000,
}, async () => {
  const database = await testDatabase();
  // One stamp for all eight (read per kind, a millisecond's tick in between split them, and the count below, by the
  // first one's prefix, found fewer).
  const stamp = Date.now();
  const kinds = Array.from({ length: 8 }, (_, i) => `test.together-${stamp}-${i}`);
  const apps = await Promise.all(
    [1, 2, 3].map(async () => {
      // Three starts racing for the same DDL on a loaded CI machine may take longer than Fastify's 10 s; what this
      // test checks is that none fails, not how fast they are.
      const app = await buildApp(testConfig(), { database, logger: false, readyTimeoutMs: 60_000 });
      for (const kind of kinds) await app.jobs.work(kind, async () => undefined);
      return app;
    }),
  );
  try {
    // Each start creates the eight queues; on PostgreSQL the three race in pg-boss's createQueue.
    await Promise.all(apps.map((app) => app.ready()));
    const made = (await database.db.execute(
      sql`select count(*)::int as n from pgboss.queue where name like ${`${kinds[0]!.slice(0, -2)}%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(made.rows[0]?.n).toBe(kinds.length);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
});
