import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, waitForJob } from "../../test/app";

let app: TestApp;
let admin: string;
let partner: string;
let counsellor: string;
let attempts = 0;
let failing = true;

const FAILING = "test.flaky";

beforeAll(async () => {
  app = await buildTestApp();
  // A kind that fails until the test lets it pass, with no automatic retry.
  await app.jobs.work(
    FAILING,
    async () => {
      attempts += 1;
      if (failing) throw new Error("the mail server refused the connection");
    },
    { retryLimit: 0 },
  );
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
  counsellor = (await login(app, "counsellor")).access;
});
afterAll(() => app.close());

const get = (url: string, token = admin) => app.inject({ url: `/api${url}`, headers: bearer(token) });
const post = (url: string, token = admin) => app.inject({ method: "POST", url: `/api${url}`, headers: bearer(token) });
const send = (kind: string, startAfter?: Date) =>
  app.uow.run(() => app.jobs.send(kind, {}, startAfter ? { startAfter } : {})) as Promise<string>;
const audited = async (action: string, id: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, id)));

describe("admin/jobs", () => {
  it("is the Superadmin's only: partners and sub-logins get 403, strangers 401", async () => {
    for (const token of [partner, counsellor]) {
      expect((await get("/admin/jobs/", token)).statusCode).toBe(403);
      expect((await post("/admin/jobs/00000000-0000-4000-8000-000000000000/retry/", token)).statusCode).toBe(403);
      expect((await post("/admin/jobs/00000000-0000-4000-8000-000000000000/cancel/", token)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: "/api/admin/jobs/" })).statusCode).toBe(401);
  });

  it("lists a failed job with its error and attempts, counted by kind and state; retry runs it again", async () => {
    const id = await send(FAILING);
    await waitForJob(app, id, "failed");
    const res = await get(`/admin/jobs/?kind=${FAILING}&state=failed`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.results.data[0]).toMatchObject({
      id,
      kind: FAILING,
      state: "failed",
      attempts: 1,
      max_attempts: 1,
      error: "the mail server refused the connection",
    });
    expect(body.results.counts).toContainEqual({
      kind: FAILING,
      queued: 0,
      running: 0,
      completed: 0,
      failed: 1,
      cancelled: 0,
    });
    // Other states filter it out.
    expect((await get(`/admin/jobs/?kind=${FAILING}&state=completed`)).json().count).toBe(0);

    failing = false;
    const retried = await post(`/admin/jobs/${id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ id, kind: FAILING });
    expect(await audited("job.retry", id)).toHaveLength(1);
    await waitForJob(app, id, "completed");
    expect(attempts).toBe(2);
    const done = (await get(`/admin/jobs/?kind=${FAILING}`)).json();
    expect(done.results.data[0]).toMatchObject({ id, state: "completed" });

    // A completed job is neither retried nor cancelled; nothing is recorded.
    const again = await post(`/admin/jobs/${id}/retry/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This job is completed; only a failed or cancelled job can be retried.");
    expect((await post(`/admin/jobs/${id}/cancel/`)).statusCode).toBe(409);
    expect(await audited("job.retry", id)).toHaveLength(1);
  });

  it("cancels a queued job (audited); the list shows it cancelled and it can be retried", async () => {
    // Due in an hour: it waits in the queue.
    const id = await send(FAILING, new Date(Date.now() + 3_600_000));
    const queued = (await get(`/admin/jobs/?kind=${FAILING}&state=queued`)).json();
    expect(queued.results.data.map((j: { id: string }) => j.id)).toContain(id);
    const res = await post(`/admin/jobs/${id}/cancel/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, state: "cancelled" });
    expect(await audited("job.cancel", id)).toHaveLength(1);
    expect((await get(`/admin/jobs/?kind=${FAILING}&state=cancelled`)).json().results.data[0].id).toBe(id);
    expect((await post(`/admin/jobs/${id}/retry/`)).json().data.state).toBe("queued");
  });

  it("bad input is a clear 400 and an unknown job 404; nothing changes", async () => {
    const bad = await get("/admin/jobs/?state=stuck&page_size=1000");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["page_size", "state"]);
    expect((await post("/admin/jobs/not-a-uuid/retry/")).statusCode).toBe(400);
    expect((await post("/admin/jobs/00000000-0000-4000-8000-000000000000/cancel/")).statusCode).toBe(404);
  });

  it("is documented in OpenAPI with its query, parameters and answers", async () => {
    const doc = (await app.inject({ url: "/api/docs/json" })).json();
    const list = doc.paths["/api/admin/jobs/"].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["page", "page_size", "kind", "state"]),
    );
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(["200", "403"]));
    for (const action of ["retry", "cancel"]) {
      const op = doc.paths[`/api/admin/jobs/{id}/${action}/`].post;
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "404", "409"]));
    }
    expect(doc.paths["/api/partner/reports/jobs/{id}/cancel/"].post).toBeDefined();
  });
});
