import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./test/app";

type Line = { reqId?: string; msg?: string; level: number; job_kind?: string; request_id?: string | null };
const lines: Line[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split("\n")) if (l.trim()) lines.push(JSON.parse(l) as Line);
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, undefined, { logger: { level: "info", stream: sink } });
});
afterAll(() => app.close());

/**
 * The log lines one request caused: what was logged while it ran, less the lines of background jobs it did not start
 * (a job carries `job_kind` and the id of the request that sent it, `request_id`). The app runs no recurring schedule
 * (test/app.ts), but a job another unit queued may still run in the window, as a minute's run once did (issue 39).
 */
async function logged(send: () => Promise<{ headers: Record<string, unknown> }>) {
  const from = lines.length;
  const res = await send();
  const id = res.headers["x-request-id"];
  return { res, lines: lines.slice(from).filter((l) => l.job_kind === undefined || l.request_id === id) };
}

describe("structured logs with a request id", () => {
  it("keeps a caller's x-request-id, returns it, and writes it on every JSON log line of the request", async () => {
    const { res, lines: mine } = await logged(() =>
      app.inject({ url: "/api/ready", headers: { "x-request-id": "lb-7f3a 2026" } }),
    );
    expect(res.headers["x-request-id"]).toBe("lb-7f3a 2026");
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
    for (const l of mine) expect(l.reqId, JSON.stringify(l)).toBe("lb-7f3a 2026");
  });

  it("carries the id into what services log while serving the request", async () => {
    const { res, lines: mine } = await logged(() =>
      app.inject({
        method: "POST",
        url: "/api/password-reset/",
        headers: { "x-request-id": "reset-trace-1" },
        payload: { email: "nobody-here@example.com" },
      }),
    );
    expect(res.headers["x-request-id"]).toBe("reset-trace-1");
    const service = mine.find((l) => l.msg === "password reset requested for an unknown email");
    expect(service, JSON.stringify(mine)).toBeDefined();
    for (const l of mine) expect(l.reqId, JSON.stringify(l)).toBe("reset-trace-1");
    // Outside a request the same services log without one.
    const before = lines.length;
    app.log.info("between requests");
    expect(lines.slice(before)[0]?.reqId).toBeUndefined();
  });

  it("replaces an unacceptable id with a generated one, used the same way", async () => {
    for (const bad of ["x".repeat(201), "caf\u00e9"]) {
      const { res, lines: mine } = await logged(() =>
        app.inject({ url: "/api/does-not-exist", headers: { "x-request-id": bad } }),
      );
      const id = res.headers["x-request-id"] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const l of mine) expect(l.reqId).toBe(id);
    }
  });

  it("generates one when none is sent, different for each request", async () => {
    const a = await app.inject({ url: "/api/health" });
    const b = await app.inject({ url: "/api/health" });
    expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });
});
