import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, outbox, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { addStudent, courseAndIntake } from "../../test/factories";

/**
 * Issue 35 (decision 048): the audit log's sentences and the API's error sentences name a status as Masters does in
 * the reader's language, as the screens and the notifications already do.
 */
let app: TestApp;
let partner: string;
let admin: string;
let id: number;
let review: { id: number; names: Record<string, string | undefined> };
beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
  admin = (await login(app, "admin")).access;
  const student = await addStudent(app, partner, { last_name: "Sentencias" });
  const created = await app.inject({
    method: "POST",
    url: "/api/partner/application/",
    headers: bearer(partner),
    payload: { student_id: student, ...(await courseAndIntake(app.db)) },
  });
  expect(created.statusCode, created.body).toBe(201);
  id = created.json().data.id;
  review = (
    await app.db
      .select({ id: applicationStatuses.id, names: applicationStatuses.names })
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Under review"))
  )[0] as typeof review;
  const moved = await app.inject({
    method: "POST",
    url: `/api/admin/applications/${id}/move/`,
    headers: bearer(admin),
    payload: { status_id: review.id, note: "Checked." },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await app.db.update(users).set({ language: "es" }).where(eq(users.email, "partner@example.com"));
});
afterAll(async () => {
  await app.db.update(users).set({ language: "en" }).where(eq(users.email, "partner@example.com"));
  await app.close();
});

describe("status names inside sentences", () => {
  it("the audit log's move reads with both statuses' Spanish names for a Spanish reader", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/partner/audit/?action=application.status&page_size=50",
      headers: bearer(partner),
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json().results.data as { entity_id: string; summary: string }[]).find(
      (e) => e.entity_id === String(id),
    );
    expect(review.names.es).toBe("En revisión");
    expect(entry?.summary).toContain(`de Borrador a ${review.names.es}.`);
    expect(entry?.summary).not.toContain("Under review");
  });

  it("an error naming the application's status names it in the reader's language", async () => {
    const res = await app.inject({
      method: "POST",
      url: `/api/partner/application/${id}/submit/`,
      headers: bearer(partner),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(review.names.es);
    expect(res.json().message).not.toContain("Under review");
  });

  it("an English reader keeps the English names", async () => {
    const res = await app.inject({
      method: "POST",
      url: `/api/partner/application/${id}/submit/`,
      headers: { ...bearer(admin), "accept-language": "en" },
    });
    // The Superadmin is not the partner: the route refuses before any status is named.
    expect(res.statusCode).toBe(403);
    await app.db.update(users).set({ language: "en" }).where(eq(users.email, "partner@example.com"));
    const mine = await app.inject({
      method: "POST",
      url: `/api/partner/application/${id}/submit/`,
      headers: bearer(partner),
    });
    expect(mine.json().message).toBe("Only a Draft can be submitted; this application is Under review.");
    await app.db.update(users).set({ language: "es" }).where(eq(users.email, "partner@example.com"));
  });

  it("an e-mail naming a status names it in its recipient's language", async () => {
    await app.uow.run(() =>
      app.mailer.send({
        to: "partner@example.com",
        subject: `Application #${id} is now Under review`,
        text: `Application #${id} is now Under review`,
      }),
    );
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `La solicitud n.º ${id} ahora está en ${review.names.es}`));
    expect(mail?.text_body).toBe(`La solicitud n.º ${id} ahora está en ${review.names.es}`);
  });
});
