import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { waitUntil } from "./test/app";
import { resetAccounts, testDatabase, testDriver } from "./test/db";
import { studentPayload } from "./test/factories";
import { killServerProcesses, randomPort, startServerProcess } from "./test/server-process";

afterAll(killServerProcesses);

describe.skipIf(testDriver() !== "postgres")("a webhook event and a crash (SIGKILL) on PostgreSQL", () => {
  it("is delivered after a restart when the server died between the commit and the delivery", async () => {
    const database = await testDatabase();
    await resetAccounts(database);
    const got: string[] = [];
    // Until the first process is dead the receiver answers nothing, so no attempt of it can be recorded as done.
    let holding = true;
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString();
      });
      req.on("end", () => {
        got.push(body);
        if (!holding) res.end("ok");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const dataDir = mkdtempSync(path.join(tmpdir(), "pp-webhook-crash-"));
    const port = await randomPort();
    // Killed right after the 201: the delivery job is queued, or already taken by this process's worker (then it
    // expires after 30 seconds and the queue hands it to the next process).
    const first = await startServerProcess({
      databaseUrl: database.url!,
      dataDir,
      port,
      env: { WEBHOOK_ALLOW_PRIVATE: "1", LOGIN_RATE_LIMIT: "1000" },
    });
    const base = first.base;
    const login = await fetch(`${base}/api/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "partner@example.com", password: "Partner@12345" }),
    });
    const { access } = ((await login.json()) as { data: { access: string } }).data;
    const headers = { "content-type": "application/json", authorization: `Bearer ${access}` };
    const endpoint = await fetch(`${base}/api/partner/webhooks/`, {
      method: "POST",
      headers,
      body: JSON.stringify({ url: hook, events: ["student.created"] }),
    });
    expect(endpoint.status).toBe(201);
    const student = await studentPayload(database.db);
    const created = await fetch(`${base}/api/partner/add/student/`, {
      method: "POST",
      headers,
      body: JSON.stringify(student),
    });
    expect(created.status).toBe(201);
    // Committed with the student; killed before its delivery could be recorded.
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    holding = false;

    const second = await startServerProcess({
      databaseUrl: database.url!,
      dataDir,
      port,
      env: { WEBHOOK_ALLOW_PRIVATE: "1", JOB_POLL_SECONDS: "1", JOB_MAINTENANCE_SECONDS: "1" },
    });
    await waitUntil(async () => {
      const r = (await database.db.execute(
        sql`select count(*)::int as n from webhook_deliveries where status = 'succeeded'`,
      )) as unknown as { rows: { n: number }[] };
      return r.rows[0]!.n === 1;
    }, 90_000);
    // At least once: the first process may have posted it before it died (unanswered).
    expect(got.length).toBeGreaterThanOrEqual(1);
    const body = JSON.parse(got.at(-1)!) as { type: string; data: { student: { email: string } } };
    expect(body.type).toBe("student.created");
    expect(body.data.student.email).toBe(student.email);
    await second.stop("SIGTERM");
    await new Promise((r) => receiver.close(r));
  });
});
