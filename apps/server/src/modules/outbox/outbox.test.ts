import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index";
import { buildTestApp, type TestApp, waitForJob, waitForOutbox } from "../../test/app";
import { DELIVER_KIND } from "./mailer";

const mail = (to: string) => ({ to, subject: "Hello", text: "A test mail." });
const rowsTo = (app: TestApp, to: string) => app.db.select().from(outbox).where(eq(outbox.to_email, to));

describe("outbox delivery without SMTP (the drop folder)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it("a mail written in a unit of work that rolls back leaves no row and no delivery job", async () => {
    await expect(
      app.uow.run(async () => {
        await app.mailer.send(mail("rolled.back@example.com"));
        throw new Error("the change fails after the mail");
      }),
    ).rejects.toThrow("the change fails");
    expect(await rowsTo(app, "rolled.back@example.com")).toHaveLength(0);
    expect((await app.jobs.list({ kind: DELIVER_KIND })).count).toBe(0);
  });

  it("a committed mail is delivered by its job, which carries the request id of the request that wrote it", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/password-reset/",
      payload: { email: "partner2@example.com" },
      headers: { "x-request-id": "reset-request-1" },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await rowsTo(app, "partner2@example.com");
    const delivered = await waitForOutbox(app, row!.id, "logged");
    expect(delivered.sent_at).not.toBeNull();
    const file = path.join(app.config.dataDir, "outbox", `${String(row!.id).padStart(6, "0")}.txt`);
    expect(readFileSync(file, "utf8")).toContain("To: partner2@example.com");
    const [job] = (await app.jobs.list({ kind: DELIVER_KIND })).items;
    expect(job).toMatchObject({ request_id: "reset-request-1" });
    expect(await waitForJob(app, job!.id, "completed")).toMatchObject({ attempts: 1 });
  });

  it("delivering a mail a second time is harmless: the delivered row is skipped", async () => {
    const [row] = await rowsTo(app, "partner2@example.com");
    const again = await app.mailer.deliver(row!.id, { lastAttempt: false, log: app.log });
    expect(again).toBe("already-delivered");
    expect(await app.mailer.deliver(999_999, { lastAttempt: false, log: app.log })).toBe("gone");
  });
});

describe("outbox delivery by SMTP that fails", () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every attempt is refused. One retry, then the mail is failed.
    app = await buildTestApp({
      smtpUrl: "smtp://127.0.0.1:9",
      jobs: { pollSeconds: 1, retryDelaySeconds: 1, stopSeconds: 1, retryLimit: 1 },
    });
  });
  afterAll(async () => app.close());

  it("is retried with backoff and ends failed with its error, on the row and on the job", async () => {
    await app.uow.run(() => app.mailer.send(mail("unreachable@example.com")));
    const [row] = await rowsTo(app, "unreachable@example.com");
    expect(row?.status).toBe("pending");
    const [job] = (await app.jobs.list({ kind: DELIVER_KIND })).items;
    const failed = await waitForJob(app, job!.id, "failed");
    expect(failed.attempts).toBe(2);
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    const [after] = await rowsTo(app, "unreachable@example.com");
    expect(after).toMatchObject({ status: "failed", sent_at: null });
    expect(after?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
