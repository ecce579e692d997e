import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { testDriver } from "./test/db";

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), "main.ts");

/** Starts the real server process on its own embedded database. */
function start(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", main], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (c) => {
    output += c;
  });
  child.stderr?.on("data", (c) => {
    output += c;
  });
  const ready = new Promise<void>((resolve, reject) => {
    const t = setInterval(() => {
      if (output.includes("Partner Portal is running")) {
        clearInterval(t);
        resolve();
      }
    }, 100);
    child.once("exit", (code) => {
      clearInterval(t);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return { child, ready, output: () => output };
}

const exited = (child: ChildProcess) => new Promise<number | null>((r) => child.once("exit", (code) => r(code)));

// A process-level test; it always uses PGlite, so it runs once (in the PGlite pass).
describe.skipIf(testDriver() === "postgres")("the server process", () => {
  it("seeds on first run, prints the demo accounts, shuts down cleanly on SIGTERM, and keeps what it wrote", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pp-main-"));
    const port = 3400 + Number(process.env.VITEST_POOL_ID ?? 0);
    const base = `http://127.0.0.1:${port}`;

    const first = start(dataDir, port);
    await first.ready;
    expect(first.output()).toContain("partner@example.com");
    expect(first.output()).toContain("Partner@12345");
    const countries = (await (await fetch(`${base}/api/signup/countries/`)).json()) as {
      data: { iso2: string; id: number }[];
    };
    const nepal = countries.data.find((c) => c.iso2 === "NP")!;
    const signup = await fetch(`${base}/api/signup/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        full_name: "Durable Person",
        company_name: "Durable Agency",
        email: "durable@example.com",
        password: "Durable@123",
        confirm_password: "Durable@123",
        country_id: nepal.id,
        terms_accepted: true,
      }),
    });
    expect(signup.status).toBe(201);
    const stopping = exited(first.child);
    first.child.kill("SIGTERM");
    expect(await stopping).toBe(0);

    const second = start(dataDir, port);
    await second.ready;
    try {
      expect(second.output()).not.toContain("First run");
      const login = await fetch(`${base}/api/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "durable@example.com", password: "Durable@123" }),
      });
      // The account written before the restart is there (pending, so 403 with the reason).
      expect(login.status).toBe(403);
      expect(((await login.json()) as { message: string }).message).toBe("Your registration is awaiting approval.");
    } finally {
      const done = exited(second.child);
      second.child.kill("SIGINT");
      expect(await done).toBe(0);
    }
    // Two starts, the first seeding the whole demo data on PGlite: 40-90 s on a busy 2-core machine.
  }, 180_000);

  it("refuses to start with a bad setting and names it", async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: "not-a-port",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "pp-bad-")),
    };
    const child = spawn(process.execPath, ["--import", "tsx", main], { env, stdio: ["ignore", "pipe", "pipe"] });
    let err = "";
    child.stderr?.on("data", (c) => {
      err += c;
    });
    expect(await exited(child)).toBe(1);
    expect(err).toContain("PORT:");
  }, 30_000);
});
