import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts";
import { resetAccounts, testDatabase, testDriver } from "./test/db";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const compiled = path.join(root, "apps/server/dist/main.js");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
});

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
async function startCompiled(databaseUrl: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "pp-prod-")),
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    JWT_SECRET: "production-test-secret-that-is-long-enough-for-hs256",
  };
  const child = spawn(process.execPath, [compiled], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const out = { text: "" };
  child.stdout?.on("data", (c) => {
    out.text += c;
  });
  child.stderr?.on("data", (c) => {
    out.text += c;
  });
  const exit = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${out.text}`);
      return fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
    },
    "the compiled server to answer /api/ready",
    45_000,
  );
  return { child, out, exit };
}

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
    const port = 4400 + Math.floor(Math.random() * 500);
    const server = await startCompiled(databaseUrl, port);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { "x-request-id": "probe-1" } });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers.get("x-request-id")).toBe("probe-1");
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  });

  it("on SIGTERM refuses new connections, finishes the request in flight with 200, and exits 0", async () => {
    const port = 4400 + Math.floor(Math.random() * 500);
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
      () => /"reqId":"in-flight-at-sigterm"[^\n]*"msg":"incoming request"/.test(server.out.text),
      "the server to receive the request",
    );

    server.child.kill("SIGTERM");
    await until(() => server.out.text.includes("shutting down"), "the server to start shutting down");
    await until(() => refused(port), "new connections to be refused");

    req.end(body.slice(10));
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data.access).toEqual(expect.any(String));

    // Within the 10 s bound (plus the process's own exit), and cleanly.
    let code: number | null | undefined;
    void server.exit.then((c) => {
      code = c;
    });
    await until(() => code !== undefined, "the process to exit", 12_000);
    expect(code).toBe(0);
    expect(server.out.text).toContain('"msg":"stopped"');
    // It finished on its own: nothing had to be cut at the 10 s mark.
    expect(server.out.text).not.toContain("are cut");
  });
});
