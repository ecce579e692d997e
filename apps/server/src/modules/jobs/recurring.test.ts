import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import {
  applicationStatuses,
  commissions,
  idempotencyKeys,
  notifications,
  passwordResets,
  reportJobs,
  tickets,
  users,
} from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, testConfig, waitForJob, waitUntil } from "../../test/app";
import { testDatabase } from "../../test/db";
import { courseAndIntake, studentPayload } from "../../test/factories";

let app: TestApp;
let admin: string;
let partner: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
});
afterAll(async () => app.close());

const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Sends one run of a recurring kind (as its schedule would) and waits for it to finish. */
async function runOnce(kind: string) {
  const id = await app.jobs.send(kind, {});
  return waitForJob(app, id!, "completed");
}

const userId = async (email: string) =>
  (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const titlesFor = async (email: string, kind: string) =>
  (
    await app.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.user_id, await userId(email)), eq(notifications.kind, kind)))
  ).map((n) => n.title);

describe("recurring jobs", () => {
  it("updates.publish-due announces a scheduled update whose time has come, once", async () => {
    const res = await call("POST", "/admin/updates/", admin, {
      title: "Scheduled by the queue",
      body_html: "<p>Hello</p>",
      category: "visa",
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    await app.db.execute(
      sql`update updates set publish_at = now() - interval '1 second' where id = ${res.json().data.id}`,
    );
    await runOnce("updates.publish-due");
    await runOnce("updates.publish-due");
    expect(await titlesFor("partner@example.com", "update")).toEqual(["Update: Scheduled by the queue"]);
  });

  it("a scheduled update is announced at its time by a job queued with it, not at the next minute's run", async () => {
    const title = "Announced at its second";
    const res = await call("POST", "/admin/updates/", admin, {
      title,
      body_html: "<p>Hello</p>",
      category: "visa",
      publish_at: new Date(Date.now() + 1_500).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const at = new Date(res.json().data.publish_at as string).getTime();
    const queued = (await app.db.execute(
      sql`select extract(epoch from start_after) * 1000 as start from pgboss.job
          where name = 'updates.publish-due' and state = 'created' and start_after > now()`,
    )) as unknown as { rows: { start: string }[] };
    expect(queued.rows.map((r) => Math.round(Number(r.start) / 1000))).toContain(Math.round(at / 1000));
    await waitUntil(
      async () => (await titlesFor("partner@example.com", "update")).includes(`Update: ${title}`),
      15_000,
    );
  });

  it("tickets.sla-reminders tells the owner and the support side an hour before the breach and at it, each once", async () => {
    const res = await call("POST", "/partner/tickets/", partner, {
      subject: "Visa letter missing",
      description: "The visa support letter has not arrived.",
      category: "application",
      priority: "high",
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    // The first response is due in 30 minutes: the warning goes out (twice run, once told).
    await app.db.execute(
      sql`update tickets set first_response_due_at = now() + interval '30 minutes' where id = ${id}`,
    );
    await runOnce("tickets.sla-reminders");
    await runOnce("tickets.sla-reminders");
    const warn = `Ticket #${id}: first response due within an hour`;
    expect(await titlesFor("partner@example.com", "ticket.sla")).toEqual([warn]);
    expect(await titlesFor("admin@example.com", "ticket.sla")).toEqual([warn]);
    // A sub-login is not the owner.
    expect(await titlesFor("counsellor@example.com", "ticket.sla")).toEqual([]);
    // Then it breaches.
    await app.db.execute(sql`update tickets set first_response_due_at = now() - interval '1 minute' where id = ${id}`);
    await runOnce("tickets.sla-reminders");
    await runOnce("tickets.sla-reminders");
    const breach = `Ticket #${id} missed its first response time`;
    expect(await titlesFor("partner@example.com", "ticket.sla")).toEqual([warn, breach]);
    const [t] = await app.db.select().from(tickets).where(eq(tickets.id, id));
    expect(t?.first_response_warned_at).not.toBeNull();
    expect(t?.first_response_breached_at).not.toBeNull();
    expect(t?.resolution_warned_at).toBeNull();
  });

  it("payments.unpaid-claims tells of a claim unpaid after 90 days once", async () => {
    const s = await call(
      "POST",
      "/partner/add/student/",
      partner,
      await studentPayload(app.db, {
        email: `unpaid.${Date.now()}@example.org`,
        passport_number: `UNP${Date.now() % 1e6}`,
      }),
    );
    expect(s.statusCode, s.body).toBe(201);
    const a = await call("POST", "/partner/application/", partner, {
      student_id: s.json().data.id,
      ...(await courseAndIntake(app.db, 9, 2027)),
    });
    expect(a.statusCode, a.body).toBe(201);
    const [enrolledStatus] = await app.db
      .select()
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Enrolled"));
    const moved = await call("POST", `/admin/applications/${a.json().data.id}/move/`, admin, {
      status_id: enrolledStatus!.id,
      note: "Census date passed",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [c] = await app.db.select().from(commissions).where(eq(commissions.application_id, a.json().data.id));
    // Claimed 91 days ago, never paid.
    await app.db.execute(
      sql`update commissions set status = 'claimed', claimed_at = now() - interval '91 days' where id = ${c!.id}`,
    );
    await runOnce("payments.unpaid-claims");
    await runOnce("payments.unpaid-claims");
    expect(await titlesFor("admin@example.com", "commission.unpaid")).toHaveLength(1);
    expect(await titlesFor("partner@example.com", "commission.unpaid")).toEqual([
      `Commission #${c!.id} is still unpaid after 90 days`,
    ]);
  });

  it("sweeps remove expired links and tokens, old idempotency keys, old export files and stale temporary files", async () => {
    const uid = await userId("partner@example.com");
    await app.db.insert(passwordResets).values([
      { user_id: uid, token_hash: `expired-${Date.now()}`, expires_at: new Date(Date.now() - 60_000) },
      { user_id: uid, token_hash: `valid-${Date.now()}`, expires_at: new Date(Date.now() + 3_600_000) },
    ]);
    await app.db.insert(idempotencyKeys).values([
      {
        user_id: uid,
        key: "old",
        method: "POST",
        path: "/x",
        request_hash: "h",
        created_at: new Date(Date.now() - 25 * 3_600_000),
      },
      { user_id: uid, key: "young", method: "POST", path: "/x", request_hash: "h" },
    ]);
    const key = `reports/1/old-${Date.now()}.csv`;
    await app.storage.put(key, Buffer.from("a,b\n"));
    const [owner] = await app.db.select().from(users).where(eq(users.email, "partner@example.com"));
    const [old] = await app.db
      .insert(reportJobs)
      .values({
        partner_id: owner!.partner_id!,
        user_id: owner!.id,
        kind: "students",
        format: "csv",
        status: "done",
        storage_key: key,
        finished_at: new Date(Date.now() - 8 * 86_400_000),
      })
      .returning();
    // An export asked for 4 hours ago and still "running": every attempt is long over.
    const [abandoned] = await app.db
      .insert(reportJobs)
      .values({
        partner_id: owner!.partner_id!,
        user_id: owner!.id,
        kind: "students",
        format: "csv",
        status: "running",
        created_at: new Date(Date.now() - 4 * 3_600_000),
      })
      .returning();
    const tmp = path.join(app.config.dataDir, "files", ".tmp");
    mkdirSync(tmp, { recursive: true });
    const stale = path.join(tmp, "left-by-a-crash");
    writeFileSync(stale, "x");
    utimesSync(stale, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));

    await runOnce("sweeps");
    const resets = await app.db.select().from(passwordResets).where(eq(passwordResets.user_id, uid));
    expect(resets.map((r) => r.token_hash.split("-")[0])).toEqual(["valid"]);
    const keys = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, uid));
    expect(keys.map((k) => k.key)).toEqual(["young"]);
    const [swept] = await app.db.select().from(reportJobs).where(eq(reportJobs.id, old!.id));
    expect(swept?.storage_key).toBeNull();
    const [stopped] = await app.db.select().from(reportJobs).where(eq(reportJobs.id, abandoned!.id));
    expect(stopped).toMatchObject({
      status: "failed",
      error: "The export stopped before it finished. Please run it again.",
    });
    // The partner's list keeps the export as history, without a download; the download says why.
    const view = await call("GET", `/partner/reports/jobs/${old!.id}/`, partner);
    expect(view.json().data).toMatchObject({ status: "done", download_url: null });
    const gone = await call("GET", `/partner/reports/jobs/${old!.id}/download/`, partner);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe("This export's file was removed after 7 days; run it again.");
    await waitUntil(() => !existsSync(path.join(app.config.dataDir, "files", key)));
    expect(existsSync(stale)).toBe(false);
    // A second run finds nothing and fails nothing.
    await runOnce("sweeps");
  });
});

describe("schedules", () => {
  it("a recurring job is sent once per period although two instances check the schedule every second", async () => {
    const started = Date.now();
    const runs: string[] = [];
    const second = await buildApp(testConfig({ jobs: { cronSeconds: 1, pollSeconds: 1 } }), {
      database: await testDatabase(),
      logger: false,
    });
    const third = await buildApp(testConfig({ jobs: { cronSeconds: 1, pollSeconds: 1 } }), {
      database: await testDatabase(),
      logger: false,
    });
    try {
      for (const [name, instance] of [
        ["B", second],
        ["C", third],
      ] as const) {
        await instance.jobs.work("test.tick", async () => {
          runs.push(name);
        });
        await instance.jobs.schedule("test.tick", "* * * * *");
        await instance.ready();
      }
      await waitUntil(() => runs.length > 0, 30_000);
      // Let both instances check the schedule a few more times (pg-boss notes each check in its version row).
      const checks = async () =>
        (
          (await app.db.execute(
            sql`select extract(epoch from cron_on) * 1000 as at from pgboss.version`,
          )) as unknown as {
            rows: { at: string | number }[];
          }
        ).rows[0]?.at;
      const after = Date.now() + 3_000;
      for (let i = 0; i < 200 && Number(await checks()) < after; i++) await new Promise((r) => setTimeout(r, 100));
      const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
      expect(runs.length).toBeGreaterThanOrEqual(1);
      expect(runs.length).toBeLessThanOrEqual(minutes);
    } finally {
      await second.jobs.unschedule("test.tick");
      await second.close();
      await third.close();
    }
  });
});
