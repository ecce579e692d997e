import { afterAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_DETAIL } from "./lib/db-errors";
import { testDriver } from "./test/db";
import { adminStatement as admin, dropScratch, scratchDatabase } from "./test/scratch-database";
import { killServerProcesses, randomPort, startServerProcess } from "./test/server-process";

const base = process.env.TEST_DATABASE_URL ?? "";
const scratch = `pp_outage_${process.pid}`;

afterAll(async () => {
  killServerProcesses();
  if (base) await dropScratch(scratch);
});

/** A request that must be answered within `ms`; an answer that takes longer fails the test (the abort). */
const within = (ms: number, url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(ms) });

describe.skipIf(testDriver() !== "postgres")("the database goes away and comes back (same process)", () => {
  it("answers 503 with Retry-After within 2 s while connections are refused, and 200 within 5 s once allowed", async () => {
    const url = await scratchDatabase(scratch);

    const port = await randomPort();
    const api = `http://127.0.0.1:${port}/api`;
    const server = await startServerProcess({ databaseUrl: url, port, env: { LOG_LEVEL: "fatal" } });
    const child = server.child;
    const pid = child.pid;

    const signIn = () =>
      within(2_000, `${api}/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "partner@example.com", password: "Partner@12345" }),
      });
    const login = await signIn();
    expect(login.status).toBe(200);
    const { access } = ((await login.json()) as { data: { access: string } }).data;
    const me = () => within(2_000, `${api}/me/`, { headers: { authorization: `Bearer ${access}` } });
    const courses = () => within(2_000, `${api}/partner/courses/list/`);
    expect((await me()).status).toBe(200);

    // The database refuses new connections and its open ones (the pool's, the LISTEN) are cut.
    await admin(`alter database "${scratch}" allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${scratch}'`);

    // A write route too: its unit of work cannot begin.
    const logout = () =>
      within(2_000, `${api}/logout/`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${access}` },
        body: JSON.stringify({ refresh: "x".repeat(43) }),
      });
    for (const res of [await me(), await courses(), await signIn(), await logout(), await me()]) {
      expect(res.status).toBe(503);
      expect(((await res.json()) as { detail: string }).detail).toBe(UNAVAILABLE_DETAIL);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await within(2_000, `${api}/ready`)).status).toBe(503);
    expect((await within(2_000, `${api}/health`)).status).toBe(200);

    // Allowed again: the same process answers within 5 s, without a restart.
    await admin(`alter database "${scratch}" allow_connections true`);
    const back = Date.now() + 5_000;
    let last = 0;
    while (Date.now() < back) {
      last = (await me().catch(() => undefined))?.status ?? 0;
      if (last === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(last).toBe(200);
    expect((await courses()).status).toBe(200);
    expect((await within(2_000, `${api}/ready`)).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect(child.exitCode).toBeNull();
    expect(child.pid).toBe(pid);
    child.kill("SIGTERM");
  }, 180_000);
});
