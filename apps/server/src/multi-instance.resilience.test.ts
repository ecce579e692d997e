import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/client";
import { isolatedTestDatabase, testDriver } from "./test/db";
import { killServerProcesses, type ServerProcess, startServerProcess } from "./test/server-process";

/**
 * Issue 15's proof: two real server processes on one PostgreSQL database behave as one. Bounded in seconds:
 * a short job expiry and maintenance interval so a killed instance's export is taken over quickly.
 */
const LOGIN_LIMIT = 8;
afterAll(killServerProcesses);

type Instance = ServerProcess;

const start = (databaseUrl: string, dataDir: string) =>
  startServerProcess({
    databaseUrl,
    dataDir,
    env: {
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      // pg-boss 10 has no heartbeat: a job whose worker died is retried once its expiry passes, and a run longer
      // than the expiry is cut. Ten seconds holds this test's exports and keeps the takeover within the test's bound.
      JOB_EXPIRE_SECONDS: "10",
      JOB_MAINTENANCE_SECONDS: "1",
      JOB_POLL_SECONDS: "0.5",
      JOB_RETRY_DELAY_SECONDS: "1",
    },
  });

async function signIn(i: Instance, email: string, password: string) {
  const res = await fetch(`${i.base}/api/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { access: string } }).data.access;
}

const call = (i: Instance, method: string, url: string, token: string, body?: unknown) =>
  fetch(`${i.base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** Polls a condition (sync or async) until it holds; throws after `ms`. */
async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms = 10_000, every = 50) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

async function rows<T>(database: Database, q: ReturnType<typeof sql>) {
  return ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

describe.skipIf(testDriver() !== "postgres")("two instances on one PostgreSQL database", () => {
  let database: Database;
  let a: Instance;
  let b: Instance;
  let partner: string;
  let admin: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pp-multi-"));

  beforeAll(async () => {
    database = await isolatedTestDatabase("multi");
    [a, b] = await Promise.all([start(database.url!, dataDir), start(database.url!, dataDir)]);
    await database.db.execute(sql`delete from rate_limits`);
    partner = await signIn(a, "partner@example.com", "Partner@12345");
    admin = await signIn(a, "admin@example.com", "Admin@12345");
  }, 90_000);
  afterAll(async () => {
    await database?.close();
  });

  it("a token from A works on B", async () => {
    const res = await call(b, "GET", "/me/", partner);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { user: { email: string } } }).data.user.email).toBe("partner@example.com");
  });

  it("the sign-in limit counts the attempts on both instances together", async () => {
    // Two sign-ins above already counted; the rest alternate between A and B with an unknown e-mail.
    const statuses: number[] = [];
    for (let n = 0; n < LOGIN_LIMIT; n++) {
      const i = n % 2 ? b : a;
      const res = await fetch(`${i.base}/api/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        // A new unknown e-mail each time, so that no lockout (per account and address) answers before the limit.
        body: JSON.stringify({ email: `nobody${n}@example.com`, password: "Wrong@12345" }),
      });
      statuses.push(res.status);
    }
    // One instance alone would have allowed LOGIN_LIMIT on each: here the limit is reached after LOGIN_LIMIT in all.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LOGIN_LIMIT - 2);
    expect(statuses.slice(LOGIN_LIMIT - 2)).toEqual([429, 429]);
  });

  it("a notification caused on A reaches a live page open on B; a scheduled update is announced once", async () => {
    const stream = await call(b, "GET", "/notifications/stream/", partner);
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = "";
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    await waitUntil("the stream is open", () => text.includes(": connected"));

    const title = `Scheduled across instances ${Date.now()}`;
    const res = await call(a, "POST", "/admin/updates/", admin, {
      title,
      body_html: "<p>Hello</p>",
      category: "visa",
      audience: "everyone",
      audience_ids: [],
      pinned: false,
      publish_at: new Date(Date.now() + 2_000).toISOString(),
    });
    expect(res.status).toBe(201);
    // Announced at its time by whichever instance's worker takes the job, and pushed to the page open on B.
    await waitUntil("the update reaches B's stream", () => text.includes(`Update: ${title}`), 20_000);
    // Both instances keep running their schedules; the announcement stays one per person.
    await new Promise((r) => setTimeout(r, 3_000));
    const sent = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id
          where u.email = 'partner@example.com' and n.title = ${`Update: ${title}`}`,
    );
    expect(sent[0]!.n).toBe(1);
    expect(text.split(`Update: ${title}`).length - 1).toBe(1);
    await reader.cancel();
  }, 40_000);

  it("a write on A is read on B: at once with the client's PP-Data-Version, within a second without it", async () => {
    const list = "/partner/students/?ordering=-created_at";
    const first = await call(b, "GET", list, partner);
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^W\//);
    expect(
      (await fetch(`${b.base}/api${list}`, { headers: { authorization: `Bearer ${partner}`, "if-none-match": tag } }))
        .status,
    ).toBe(304);

    const email = `across-${Date.now()}@students.example`;
    const [ids] = await rows<{ india: number; gb: number; level: number }>(
      database,
      sql`select (select id from countries where iso2 = 'IN') as india, (select id from countries where iso2 = 'GB') as gb,
                 (select id from study_levels order by id limit 1) as level`,
    );
    const added = await call(a, "POST", "/partner/add/student/", partner, {
      first_name: "Across",
      last_name: "Instances",
      email,
      nationality_id: ids!.india,
      study_country_id: ids!.gb,
      study_level_id: ids!.level,
    });
    expect(added.status).toBe(201);
    const seen = added.headers.get("pp-data-version")!;
    expect(seen).toMatch(/^\d+\.[\d-]+\.[\d-]+$/);
    // The very next read on B, with the version A answered: never the old page.
    const next = await fetch(`${b.base}/api${list}`, {
      headers: { authorization: `Bearer ${partner}`, "if-none-match": tag, "pp-data-version": seen },
    });
    expect(next.status).toBe(200);
    expect(((await next.json()) as { results: { data: { email: string }[] } }).results.data[0]!.email).toBe(email);
    // A client that did not see the write (another browser): B has heard of it through NOTIFY within a second.
    const heard = Date.now();
    await waitUntil(
      "B answers the new page to the old tag",
      async () =>
        (await fetch(`${b.base}/api${list}`, { headers: { authorization: `Bearer ${partner}`, "if-none-match": tag } }))
          .status === 200,
      1000,
      20,
    );
    expect(Date.now() - heard).toBeLessThan(1000);
  });

  it("suspending a partner on A refuses its session cached on B within a second", async () => {
    await database.db.execute(sql`delete from rate_limits`);
    const other = await signIn(b, "partner2@example.com", "Partner@12345");
    expect((await call(b, "GET", "/partner/students/", other)).status).toBe(200);
    const [p2] = await rows<{ partner_id: number }>(
      database,
      sql`select partner_id from users where email = 'partner2@example.com'`,
    );
    const suspended = await call(a, "POST", `/admin/partners/${p2!.partner_id}/suspend/`, admin, { reason: "Checks" });
    expect(suspended.status).toBe(200);
    try {
      const at = Date.now();
      await waitUntil(
        "B refuses the suspended partner",
        async () => (await call(b, "GET", "/partner/students/", other)).status === 401,
        1000,
        20,
      );
      expect(Date.now() - at).toBeLessThan(1000);
    } finally {
      expect((await call(a, "POST", `/admin/partners/${p2!.partner_id}/reactivate/`, admin)).status).toBe(200);
    }
  });

  it("a queued export runs exactly once", async () => {
    const res = await call(a, "GET", "/partner/reports/students/?format=csv&background=true", partner);
    expect(res.status).toBe(202);
    const job = ((await res.json()) as { data: { id: number } }).data;
    await waitUntil(
      "the export is done",
      async () => {
        const r = await call(b, "GET", `/partner/reports/jobs/${job.id}/`, partner);
        return ((await r.json()) as { data: { status: string } }).data.status === "done";
      },
      20_000,
    );
    // Give the other instance time to have taken it too, if it could.
    await new Promise((r) => setTimeout(r, 2_000));
    const ready = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from notifications where kind = 'report.ready' and link like ${`%job=${job.id}`}`,
    );
    expect(ready[0]!.n).toBe(1);
    const runs = await rows<{ state: string; retry_count: number }>(
      database,
      sql`select state::text, retry_count from pgboss.job where name = 'reports.export' and data->>'id' = ${String(job.id)}`,
    );
    expect(runs).toEqual([{ state: "completed", retry_count: 0 }]);
  }, 40_000);

  it("killing A with SIGKILL during an export leaves B to complete it", async () => {
    // A large export, so that it is still running when A dies; B is stopped meanwhile so A takes the job.
    await database.db.execute(sql`
      insert into students (partner_id, first_name, last_name, email)
      select p.id, 'Bulk', 'Student ' || g, 'bulk' || g || '@example.com'
      from partners p join users u on u.partner_id = p.id and u.email = 'partner@example.com',
           generate_series(1, 60000) g`);
    await b.stop("SIGTERM");
    const res = await call(a, "GET", "/partner/reports/students/?format=csv&background=true", partner);
    expect(res.status).toBe(202);
    const job = ((await res.json()) as { data: { id: number; total_rows: number } }).data;
    await waitUntil(
      "the export runs on A",
      async () => {
        const [r] = await rows<{ status: string; rows_written: number }>(
          database,
          sql`select status, rows_written from report_jobs where id = ${job.id}`,
        );
        return r?.status === "running" && r.rows_written > 0;
      },
      20_000,
      10,
    );
    await a.stop("SIGKILL");
    const [mid] = await rows<{ status: string }>(database, sql`select status from report_jobs where id = ${job.id}`);
    expect(mid!.status).toBe("running");

    b = await start(database.url!, dataDir);
    await waitUntil(
      "B completes the export",
      async () => {
        const r = await call(b, "GET", `/partner/reports/jobs/${job.id}/`, partner);
        return ((await r.json()) as { data: { status: string } }).data.status === "done";
      },
      45_000,
    );
    const done = (
      (await (await call(b, "GET", `/partner/reports/jobs/${job.id}/`, partner)).json()) as {
        data: { rows_written: number; total_rows: number };
      }
    ).data;
    expect(done.rows_written).toBe(done.total_rows);
    const file = await call(b, "GET", `/partner/reports/jobs/${job.id}/download/`, partner);
    expect(file.status).toBe(200);
    const lines = (await file.text()).trimEnd().split("\n");
    expect(lines.length - 1).toBe(done.total_rows);
  }, 90_000);
});
