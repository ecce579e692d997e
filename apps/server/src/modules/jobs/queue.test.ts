import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "../../lib/request-context";
import { buildTestApp, type TestApp, waitForJob, waitUntil } from "../../test/app";

let app: TestApp;
const seen: { id: string; data: Record<string, unknown>; attempt: number }[] = [];
const failures: { attempt: number; at: number }[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  await app.jobs.work<{ n: number }>("test.echo", async (job) => {
    seen.push({ id: job.id, data: job.data, attempt: job.attempt });
  });
  await app.jobs.work(
    "test.fails",
    async (job) => {
      failures.push({ attempt: job.attempt, at: Date.now() });
      throw new Error(`refused on attempt ${job.attempt}`);
    },
    { retryLimit: 2, retryDelaySeconds: 1 },
  );
});
afterAll(async () => app.close());

const find = async (kind: string) => (await app.jobs.list({ kind, limit: 100 })).items;

describe("the job queue", () => {
  it("a job sent inside a unit of work that rolls back does not exist", async () => {
    await expect(
      app.uow.run(async () => {
        await app.jobs.send("test.echo", { n: 1 });
        throw new Error("the unit fails after sending");
      }),
    ).rejects.toThrow("the unit fails");
    expect((await find("test.echo")).filter((j) => j.kind === "test.echo")).toHaveLength(0);
  });

  it("a job sent inside a unit that commits runs once, carrying the request id", async () => {
    const id = await requestContext.run("req-42", () =>
      app.uow.run(async () => {
        return app.jobs.send("test.echo", { n: 2 });
      }),
    );
    expect(id).toBeTruthy();
    await waitUntil(() => seen.some((s) => s.id === id));
    expect(seen.filter((s) => s.id === id)).toEqual([{ id, data: { n: 2, request_id: "req-42" }, attempt: 1 }]);
    expect(await waitForJob(app, id!, "completed")).toMatchObject({
      kind: "test.echo",
      state: "completed",
      attempts: 1,
      request_id: "req-42",
    });
    expect((await app.jobs.stats())["test.echo"]).toMatchObject({ completed: 1, failed: 0 });
  });

  it("a failing job is retried with growing delays and ends failed with its error", async () => {
    const id = await app.jobs.send("test.fails", {});
    expect(await waitForJob(app, id!, "failed")).toMatchObject({
      attempts: 3,
      max_attempts: 3,
      error: "refused on attempt 3",
    });
    expect(failures.map((f) => f.attempt)).toEqual([1, 2, 3]);
    // Exponential backoff: the first retry waits at least 1 s, the second at least 2 s (the delay doubles).
    const [a, b, c] = failures.map((f) => f.at) as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(950);
    expect(c - b).toBeGreaterThanOrEqual(1950);
    expect((await app.jobs.stats())["test.fails"]).toMatchObject({ failed: 1 });
  });

  it("retry queues a failed job again; cancel stops a queued one", async () => {
    const [failed] = (await app.jobs.list({ kind: "test.fails", state: "failed" })).items;
    expect(await app.jobs.retry(failed!.id)).toBe(true);
    expect((await app.jobs.queries.one(failed!.id))?.state).not.toBe("failed");
    expect(await app.jobs.cancel(failed!.id)).toBe(true);
    expect((await app.jobs.queries.one(failed!.id))?.state).toBe("cancelled");
    expect(await app.jobs.cancel(failed!.id)).toBe(false);
    expect(await app.jobs.retry("not-a-job-id")).toBe(false);
  });

  it("refuses a kind nobody defined", async () => {
    await expect(app.jobs.send("test.unknown", {})).rejects.toThrow("not defined");
  });
});
