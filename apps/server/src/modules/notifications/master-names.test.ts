import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, notifications, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { addStudent, courseAndIntake } from "../../test/factories";

/** Issue 35 (decision 048): a notice naming a status names it as Masters does in the reader's language. */
let app: TestApp;
let partner: string;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
  admin = (await login(app, "admin")).access;
});
afterAll(() => app.close());

describe("a status move told in the reader's language", () => {
  it("the Spanish reader's bell says the Spanish status name; the English reader's the English one", async () => {
    const student = await addStudent(app, partner, { last_name: "Nombres" });
    const created = await app.inject({
      method: "POST",
      url: "/api/partner/application/",
      headers: bearer(partner),
      payload: { student_id: student, ...(await courseAndIntake(app.db)) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    // The owner reads Spanish; the counsellor keeps English.
    await app.db.update(users).set({ language: "es" }).where(eq(users.email, "partner@example.com"));
    const [review] = await app.db
      .select({ id: applicationStatuses.id, names: applicationStatuses.names })
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Under review"));
    const moved = await app.inject({
      method: "POST",
      url: `/api/admin/applications/${id}/move/`,
      headers: bearer(admin),
      payload: { status_id: review!.id, note: "Checked." },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const told = await app.db
      .select({ title: notifications.title, email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.user_id))
      .where(and(eq(notifications.kind, "application.status")));
    const owner = told.find((n) => n.email === "partner@example.com" && n.title.includes(`${id}`));
    const counsellor = told.find((n) => n.email === "counsellor@example.com" && n.title.includes(`${id}`));
    expect(owner?.title).toBe(`La solicitud n.º ${id} ahora está en ${review!.names.es}`);
    expect(review!.names.es).toBe("En revisión");
    expect(counsellor?.title).toBe(`Application #${id} is now Under review`);
  });
});
