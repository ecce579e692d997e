import { existsSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index";
import { resetAccounts, testDatabase, testDriver } from "../../test/db";
import { killServerProcesses, randomPort, startServerProcess } from "../../test/server-process";

const sockets: Socket[] = [];
// A mail server that accepts connections and never answers: a delivery through it hangs until killed.
const silent = createServer((s) => {
  sockets.push(s);
});
afterAll(() => {
  killServerProcesses();
  for (const s of sockets) s.destroy();
  silent.close();
});

/** The real server process on the test's PostgreSQL database, with the queue's timings in seconds. */
const startServer = (databaseUrl: string, port: number, extra: NodeJS.ProcessEnv) =>
  startServerProcess({
    databaseUrl,
    port,
    env: {
      JOB_EXPIRE_SECONDS: "3",
      JOB_MAINTENANCE_SECONDS: "1",
      JOB_RETRY_DELAY_SECONDS: "1",
      JOB_POLL_SECONDS: "1",
      SMTP_URL: undefined,
      ...extra,
    },
  });

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(testDriver() !== "postgres")("a job whose instance is killed (SIGKILL) on PostgreSQL", () => {
  it("is retried by another instance after its expiry and completes; the mail leaves once", async () => {
    const database = await testDatabase();
    await resetAccounts(database);
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
    const smtpPort = (silent.address() as { port: number }).port;
    const portA = await randomPort();
    const a = await startServer(database.url!, portA, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

    // A password reset on A: its mail's delivery job is taken by A, which hangs talking to the silent server.
    const res = await fetch(`http://127.0.0.1:${portA}/api/password-reset/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "partner@example.com" }),
    });
    expect(res.status).toBe(202);
    await until(() => sockets.length > 0, 15_000, "A to start delivering");
    a.child.kill("SIGKILL");
    await until(() => a.child.exitCode !== null || a.child.signalCode !== null, 5_000, "A to die");

    // B has no SMTP: it delivers to its drop folder once the job, left active by A, has expired.
    const portB = await randomPort();
    const b = await startServer(database.url!, portB, {});
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to_email, "partner@example.com"))
      .orderBy(desc(outbox.id))
      .limit(1);
    await until(
      async () => (await database.db.select().from(outbox).where(eq(outbox.id, mail!.id)))[0]?.status === "logged",
      30_000,
      "B to deliver the mail",
    );
    expect(existsSync(path.join(b.dataDir, "outbox", `${String(mail!.id).padStart(6, "0")}.txt`))).toBe(true);
    const jobs = (await database.db.execute(
      sql`select state::text as state, retry_count from pgboss.job
          where name = 'outbox.deliver' and data->>'outbox_id' = ${String(mail!.id)}`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0]?.retry_count).toBeGreaterThanOrEqual(1);
    await b.stop("SIGTERM");
  });
});
