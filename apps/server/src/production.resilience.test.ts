import { spawnSync } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts";
import { resetAccounts, testDatabase, testDriver } from "./test/db";
import { killServerProcesses, randomPort, startServerProcess } from "./test/server-process";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
afterAll(killServerProcesses);

/** Polls `check` every 20 ms until it holds; fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, "127.0.0.1");
    s.once("connect", () => {
      s.destroy();
      resolve(false);
    });
    s.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });

/** The compiled server (`node apps/server/dist/main.js`) on the test's PostgreSQL database, its output kept. */
const startCompiled = (databaseUrl: string, port: number) =>
  startServerProcess({ databaseUrl, port, compiled: true, env: { LOG_LEVEL: "info" }, readyWithin: 45_000 });

describe.skipIf(testDriver() !== "postgres")("the compiled server in production", () => {
  let databaseUrl: string;
  beforeAll(async () => {
    // The production build, once: an esbuild bundle in a few seconds.
    const build = spawnSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    });
    if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);
    const database = await testDatabase();
    await resetAccounts(database);
    databaseUrl = database.url!;
  });

  it("starts from dist and answers /api/health, /api/ready and /metrics", async () => {
    const port = await randomPort();
    const server = await startCompiled(databaseUrl, port);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { "x-request-id": "probe-1" } });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers.get("x-request-id")).toBe("probe-1");
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("on SIGTERM refuses new connections, finishes the request in flight with 200, and exits 0", async () => {
    const port = await randomPort();
    const server = await startCompiled(databaseUrl, port);
    const { email, password } = DEMO_ACCOUNTS.partner;
    const body = JSON.stringify({ email, password });

    // A sign-in whose body arrives in two parts: the server has the request (it logged it) but not all of its body.
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: "/api/login/",
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "x-request-id": "in-flight-at-sigterm",
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.once("response", (res) => {
        let text = "";
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.once("error", reject);
    });
    req.write(body.slice(0, 10));
    await until(
      () => /"reqId":"in-flight-at-sigterm"[^\n]*"msg":"incoming request"/.test(server.output()),
      "the server to receive the request",
    );

    server.child.kill("SIGTERM");
    await until(() => server.output().includes("shutting down"), "the server to start shutting down");
    await until(() => refused(port), "new connections to be refused");

    req.end(body.slice(10));
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data.access).toEqual(expect.any(String));

    // Within the 10 s bound (plus the process's own exit), and cleanly.
    let code: number | null | undefined;
    void server.exited.then((c) => {
      code = c;
    });
    await until(() => code !== undefined, "the process to exit", 12_000);
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    // It finished on its own: nothing had to be cut at the 10 s mark.
    expect(server.output()).not.toContain("are cut");
  });
});
