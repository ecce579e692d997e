import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp, waitForJob, waitUntil } from "../../test/app";

let app: TestApp;
const runs: number[] = [];

beforeAll(async () => {
  // Short expiry and maintenance, as JOB_EXPIRE_SECONDS / JOB_MAINTENANCE_SECONDS would set them.
  app = await buildTestApp({ jobs: { pollSeconds: 1, retryDelaySeconds: 1, expireSeconds: 2, maintenanceSeconds: 1 } });
  await app.jobs.work("test.orphan", async (job) => {
    runs.push(job.attempt);
  });
});
afterAll(async () => app.close());

it("a job whose worker died while running it (still active) expires and is run again by a live worker", async () => {
  const id = await app.jobs.send("test.orphan", {}, { startAfter: new Date(Date.now() + 3_600_000) });
  // What an instance killed with SIGKILL leaves behind: the job taken (active, started) and never finished.
  await app.db.execute(
    sql`update pgboss.job set state = 'active', started_on = now(), start_after = now() where id = ${id}::uuid`,
  );
  expect((await app.jobs.queries.one(id!))?.state).toBe("active");
  await waitUntil(() => runs.length > 0, 15_000);
  expect(runs).toEqual([2]);
  expect(await waitForJob(app, id!, "completed")).toMatchObject({ attempts: 2 });
});
