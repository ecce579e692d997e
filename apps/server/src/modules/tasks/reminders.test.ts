import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, outbox, tasks, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { remindTasks } from "./reminders";

let app: TestApp;
let owner: string;
let ids: { owner: number; counsellor: number };
const dayStart = (plus: number) => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return new Date(d.getTime() + plus * 86_400_000);
};

beforeAll(async () => {
  app = await buildTestApp();
  const o = await login(app, "partner");
  owner = o.access;
  ids = { owner: o.user.id, counsellor: (await login(app, "counsellor")).user.id };
  await app.db.update(users).set({ language: "es" }).where(eq(users.id, ids.counsellor));
  const add = async (title: string, due: Date, assignee_id = ids.owner) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/partner/tasks/",
      headers: bearer(owner),
      payload: { title, due_at: due.toISOString(), assignee_id },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await add("Phone the bank", new Date(dayStart(0).getTime() + 60_000));
  await add("Book the visa slot", new Date(dayStart(1).getTime() + 9 * 3_600_000));
  await add("Next week's call", dayStart(7));
  await add("Revisar el pasaporte", new Date(dayStart(0).getTime() + 120_000), ids.counsellor);
  // One the portal made (tasks/auto.ts), titled in English as it is stored, for the Spanish reader.
  await app.db.insert(tasks).values({
    partner_id: o.user.partner_id!,
    title: "Upload the passport for Ana Ruiz",
    due_at: new Date(dayStart(0).getTime() + 180_000),
    assignee_id: ids.counsellor,
    source: "document",
    source_key: `document:0:passport:${Date.now()}`,
  });
});
afterAll(() => app.close());

const run = () =>
  app.uow.run(() =>
    remindTasks({ db: app.db, notifications: app.notifications, mailer: app.mailer, publicUrl: "https://portal.test" }),
  );
const bell = (userId: number) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, "task.due")));

describe("task reminders", () => {
  it("notifies the day before and on the day, and mails one digest a day per person, however often it runs", async () => {
    const first = await run();
    expect(first).toMatchObject({ reminders: 4, digests: 2 });
    const second = await run();
    expect(second).toMatchObject({ reminders: 0, digests: 0 });

    const mine = (await bell(ids.owner)).map((n) => n.title).sort();
    expect(mine).toEqual(["Task due today: Phone the bank", "Task due tomorrow: Book the visa slot"]);
    // A person's title as written; the portal's own in the reader's language.
    expect((await bell(ids.counsellor)).map((n) => n.title).sort()).toEqual([
      "Tarea para hoy: Revisar el pasaporte",
      "Tarea para hoy: Subir el pasaporte de Ana Ruiz",
    ]);

    const ownerMail = await app.db.select().from(outbox).where(eq(outbox.to_email, "partner@example.com"));
    const digests = ownerMail.filter((m) => m.subject === "Your tasks for today and tomorrow");
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text_body).toContain("Phone the bank");
    expect(digests[0]!.text_body).toContain("Book the visa slot");
    expect(digests[0]!.text_body).not.toContain("Next week's call");

    const spanish = await app.db.select().from(outbox).where(like(outbox.subject, "Sus tareas%"));
    expect(spanish).toHaveLength(1);
    expect(spanish[0]!.to_email).toBe("counsellor@example.com");
    expect(spanish[0]!.text_body).toContain("Hola, Arjun Mehta:");
    expect(spanish[0]!.text_body).toContain("Subir el pasaporte de Ana Ruiz");
    expect(spanish[0]!.text_body).not.toContain("Upload the passport");
  });
});
