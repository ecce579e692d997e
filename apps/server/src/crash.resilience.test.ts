import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { resetAccounts, testDatabase, testDriver } from "./test/db";
import { studentPayload } from "./test/factories";
import { killServerProcesses, randomPort, startServerProcess } from "./test/server-process";

afterAll(killServerProcesses);

/** The real server process on the test's PostgreSQL database; resolves once it answers /api/ready. */
const startServer = (databaseUrl: string, dataDir: string, port: number) =>
  startServerProcess({ databaseUrl, dataDir, port, env: { LOGIN_RATE_LIMIT: "1000" } });

describe.skipIf(testDriver() !== "postgres")("a crash under load (SIGKILL) on PostgreSQL", () => {
  it("keeps every student whose 201 was received, each with its audit entry, and no student without one", async () => {
    const database = await testDatabase();
    await resetAccounts(database);
    const db = database.db;
    const dataDir = mkdtempSync(path.join(tmpdir(), "pp-crash-"));
    const port = await randomPort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(database.url!, dataDir, port);

    const login = await fetch(`${base}/api/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "partner@example.com", password: "Partner@12345" }),
    });
    const { access } = ((await login.json()) as { data: { access: string } }).data;
    const headers = { "content-type": "application/json", authorization: `Bearer ${access}` };

    // A few hundred requests at most from 8 clients at once; the server is killed while they are in flight.
    // One after the other: 400 lookups at once wait on the test's small pool, which under load timed out (CI).
    const bodies: Awaited<ReturnType<typeof studentPayload>>[] = [];
    for (let i = 0; i < 400; i++) bodies.push(await studentPayload(db));
    const confirmed: string[] = [];
    let next = 0;
    let killed = false;
    const client = async () => {
      while (!killed && next < bodies.length) {
        const body = bodies[next++]!;
        try {
          const res = await fetch(`${base}/api/partner/add/student/`, {
            method: "POST",
            headers,
            body: JSON.stringify(body),
          });
          if (res.status === 201) confirmed.push(body.email);
        } catch {
          // the connection died with the server
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, client));
    // Kill once some students are in, while requests are still arriving.
    while (confirmed.length < 40 && next < bodies.length) await new Promise((r) => setTimeout(r, 10));
    killed = true;
    server.child.kill("SIGKILL");
    await load;
    expect(confirmed.length).toBeGreaterThanOrEqual(40);

    // Restarted on the same database, it answers again; what the first process said it created is all there.
    const again = await startServer(database.url!, dataDir, port);
    const rows = (await db.execute(sql`
      select s.email, (select count(*)::int from audit_log a
                       where a.entity = 'student' and a.entity_id = s.id::text and a.action = 'student.create') as audits
      from students s`)) as unknown as { rows: { email: string; audits: number }[] };
    const byEmail = new Map(rows.rows.map((r) => [r.email, r.audits]));
    for (const email of confirmed) expect(byEmail.get(email), email).toBe(1);
    expect(rows.rows.filter((r) => r.audits !== 1)).toEqual([]);
    await again.stop("SIGTERM");
  });
});
