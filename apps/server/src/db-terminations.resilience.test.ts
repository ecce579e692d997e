import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { testDriver } from "./test/db";
import { studentPayload } from "./test/factories";
import { dropScratch, scratchDatabase } from "./test/scratch-database";
import { killServerProcesses, randomPort, startServerProcess } from "./test/server-process";

/**
 * Issue 33: PostgreSQL ends every connection of the database, again and again, while the server is under mixed load.
 * Each connection the server holds (the pool's, a transaction's between two statements, the job queue's, the LISTEN)
 * is cut at random points; the process must live through all of it and answer as before once it stops.
 * TERMINATION_SECONDS shortens the run for a quick try (60 by default, as the issue asks).
 */
const base = process.env.TEST_DATABASE_URL ?? "";
const scratch = `pp_terminations_${process.pid}`;
const SECONDS = Number(process.env.TERMINATION_SECONDS ?? 60);
const EVERY_MS = 250;

afterAll(async () => {
  killServerProcesses();
  if (base) await dropScratch(scratch);
});

type Answer = { what: string; status: number; retryAfter: string | null; body: string };

describe.skipIf(testDriver() !== "postgres")("every backend terminated every 250 ms under mixed load", () => {
  it("the process never exits; answers are 2xx, 409 or 503 with Retry-After; every 201 is kept with its audit entry", async () => {
    const url = await scratchDatabase(scratch, { catalogue: true });
    const setup = await openDatabase({ url });
    const template = await studentPayload(setup.db);
    await setup.close();

    const port = await randomPort();
    const api = `http://127.0.0.1:${port}/api`;
    // Exports of more than one row run on the queue, so jobs run (and lose their connections) throughout.
    const server = await startServerProcess({
      databaseUrl: url,
      port,
      env: {
        LOG_LEVEL: process.env.TERMINATION_LOG_LEVEL ?? "fatal",
        LOGIN_RATE_LIMIT: "1000",
        REPORT_SYNC_LIMIT: "1",
      },
    });
    const child = server.child;

    const login = await fetch(`${api}/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "partner@example.com", password: "Partner@12345" }),
    });
    expect(login.status).toBe(200);
    const { access } = ((await login.json()) as { data: { access: string } }).data;
    const headers = { "content-type": "application/json", authorization: `Bearer ${access}` };

    let used = 0;
    const nextBody = () => {
      used += 1;
      return {
        ...template,
        email: `cut.${used}@students.example`,
        passport_number: `T${String(used).padStart(8, "0")}`,
      };
    };
    const add = (body: object, extra: Record<string, string> = {}) =>
      fetch(`${api}/partner/add/student/`, {
        method: "POST",
        headers: { ...headers, ...extra },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    // A few students to read and change from the start.
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await add(nextBody());
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { data: { id: number } }).data.id);
    }

    const answers: Answer[] = [];
    const broken: string[] = [];
    const created: string[] = [];
    const note = async (what: string, res: Response) => {
      // Read every body to its end: a cut connection may also cut an answer half-sent.
      const text = await res.text();
      const body = res.status >= 400 ? text : "";
      answers.push({ what, status: res.status, retryAfter: res.headers.get("retry-after"), body: body.slice(0, 200) });
      return res;
    };
    const send = async (what: string, path: string, init: RequestInit = {}) => {
      try {
        return await note(
          what,
          await fetch(`${api}${path}`, { headers, ...init, signal: AbortSignal.timeout(15_000) }),
        );
      } catch (err) {
        broken.push(`${what}: ${(err as Error).message}`);
        return null;
      }
    };

    let running = true;
    const loop = async (work: () => Promise<unknown>) => {
      while (running) await work();
    };
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const clients = [
      // Reads: list pages, searches and one student.
      loop(() => send("list", `/partner/students/?page=${1 + Math.floor(Math.random() * 3)}&search=Iyer`)),
      loop(() => send("student", `/partner/students/${pick(ids)}/`)),
      // Adds without a key (one statement, no transaction).
      loop(async () => {
        const body = nextBody();
        try {
          const res = await note("add", await add(body));
          if (res.status === 201) created.push(body.email);
        } catch (err) {
          broken.push(`add: ${(err as Error).message}`);
        }
      }),
      // Adds with an Idempotency-Key (a whole unit of work), retried with the same key until answered.
      loop(async () => {
        const body = nextBody();
        const key = `term-${body.email}`;
        for (let attempt = 0; attempt < 20 && running; attempt++) {
          try {
            const res = await note("add with key", await add(body, { "idempotency-key": key }));
            if (res.status === 201) {
              created.push(body.email);
              return;
            }
            if (res.status !== 503) return;
          } catch (err) {
            broken.push(`add with key: ${(err as Error).message}`);
            return;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      }),
      // A change in a transaction (a row lock, the change, its audit entry, the version move).
      loop(() =>
        send("edit", `/partner/students/${pick(ids)}/`, {
          method: "PATCH",
          body: JSON.stringify({ notes: `Changed at ${Date.now()}` }),
        }),
      ),
      // An export: a queue job that reads in batches and writes a file.
      loop(async () => {
        await send("export", "/partner/reports/students/?format=csv");
        await new Promise((r) => setTimeout(r, 500));
      }),
      // A live stream, opened again whenever it ends.
      loop(async () => {
        try {
          const res = await fetch(`${api}/notifications/stream/`, {
            headers,
            signal: AbortSignal.timeout(3_000),
          });
          if (res.status !== 200) return void (await note("stream", res));
          answers.push({ what: "stream", status: 200, retryAfter: null, body: "" });
          for await (const _ of res.body as unknown as AsyncIterable<Uint8Array>) if (!running) break;
        } catch (err) {
          // Our own time-out ends a stream that is still open: that is the stream working.
          if ((err as Error).name !== "TimeoutError") broken.push(`stream: ${(err as Error).message}`);
        }
      }),
    ];
    const health: number[] = [];
    const healthLoop = loop(async () => {
      try {
        const res = await fetch(`${api}/health`, { signal: AbortSignal.timeout(2_000) });
        health.push(res.status);
      } catch (err) {
        health.push(0);
        broken.push(`health: ${(err as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    });

    // The terminations, from one administrator connection of its own.
    const killer = new pg.Client({ connectionString: base });
    await killer.connect();
    let terminations = 0;
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const r = await killer.query(
        "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) t",
        [scratch],
      );
      terminations += (r.rows[0] as { n: number }).n;
      await new Promise((r) => setTimeout(r, EVERY_MS));
    }
    await killer.end();
    const lastTermination = Date.now();

    // Within 5 s of the last termination every route answers as before.
    const lastChecks: string[] = [];
    const recovered = async () => {
      const t0 = Date.now();
      const checks = await Promise.all([
        fetch(`${api}/ready`).then((r) => r.status),
        fetch(`${api}/partner/students/?page=1`, { headers }).then((r) => r.status),
        fetch(`${api}/partner/students/${ids[0]}/`, { headers }).then((r) => r.status),
      ]);
      lastChecks.push(`${Date.now() - lastTermination}: ${checks.join(",")} in ${Date.now() - t0}`);
      return checks.every((s) => s === 200);
    };
    while (!(await recovered().catch(() => false))) {
      if (Date.now() - lastTermination > 5_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const recoveredAfter = Date.now() - lastTermination;
    running = false;
    await Promise.all([...clients, healthLoop]);
    expect(child.exitCode, server.output().slice(-6000)).toBeNull();

    const after = await Promise.all([
      fetch(`${api}/partner/students/?page=1`, { headers }).then((r) => r.status),
      add(nextBody()).then((r) => r.status),
      fetch(`${api}/partner/students/${ids[0]}/`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ notes: "After the storm" }),
      }).then((r) => r.status),
      fetch(`${api}/partner/reports/students/?format=csv`, { headers }).then((r) => r.status),
      fetch(`${api}/ready`).then((r) => r.status),
    ]);

    const summary = {
      terminations,
      answers: answers.length,
      by: Object.fromEntries(
        [...new Set(answers.map((a) => `${a.what} ${a.status}`))].map((k) => [
          k,
          answers.filter((a) => `${a.what} ${a.status}` === k).length,
        ]),
      ),
      recoveredAfter,
      lastChecks,
    };
    console.log(`terminations under load: ${JSON.stringify(summary)}`);
    if (process.env.TERMINATION_LOG) writeFileSync(process.env.TERMINATION_LOG, server.output());

    expect(child.exitCode, server.output().slice(-2000)).toBeNull();
    expect(child.signalCode).toBeNull();
    expect(terminations).toBeGreaterThan(SECONDS * 2);
    expect(broken).toEqual([]);
    const wrong = answers.filter(
      (a) => !(a.status < 300 || a.status === 409 || (a.status === 503 && Number(a.retryAfter) > 0)),
    );
    expect(wrong).toEqual([]);
    // The load got through between the cuts: every kind of request was answered with success at times.
    for (const what of ["list", "student", "add", "add with key", "edit", "export", "stream"])
      expect(
        answers.some((a) => a.what === what && a.status < 300),
        what,
      ).toBe(true);
    // Polled about every 100 ms (slower on a busy machine): at least once a second, and 200 each time.
    expect(health.length).toBeGreaterThan(SECONDS);
    expect(health.filter((s) => s !== 200)).toEqual([]);
    expect(recoveredAfter).toBeLessThanOrEqual(5_000);
    expect(after.slice(0, 3)).toEqual([200, 201, 200]);
    expect([200, 202]).toContain(after[3]);
    expect(after[4]).toBe(200);

    // Every student whose 201 was received is there, with exactly one audit entry of its creation.
    const check = await openDatabase({ url });
    try {
      const { rows } = (await check.db.execute(sql`
        select s.email, (select count(*)::int from audit_log a where a.entity = 'student'
          and a.entity_id = s.id::text and a.action = 'student.create') as audits from students s`)) as unknown as {
        rows: { email: string; audits: number }[];
      };
      const audits = new Map(rows.map((r) => [r.email, r.audits]));
      expect(created.length).toBeGreaterThan(0);
      for (const email of created) expect(audits.get(email), email).toBe(1);
      expect(rows.filter((r) => r.audits !== 1)).toEqual([]);
    } finally {
      await check.close();
    }
    await server.stop("SIGTERM");
  }, 180_000);
});
