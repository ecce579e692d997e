import { checklistFor } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, notifications, studentDocuments } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

// Issue 20: a person's own action does not also notify them; the rest of their team still hears of it.
let app: TestApp;
let owner: Awaited<ReturnType<typeof login>>;
let counsellor: Awaited<ReturnType<typeof login>>;
let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await login(app, "partner");
  counsellor = await login(app, "counsellor");
  admin = await login(app, "admin");
});
afterAll(() => app.close());

const post = (url: string, access: string, payload: object = {}) =>
  app.inject({ method: "POST", url: `/api${url}`, headers: bearer(access), payload });

/** A new Draft for a new student of the owner's partner. */
async function newApplication() {
  const s = await post("/partner/add/student/", owner.access, await studentPayload(app.db));
  expect(s.statusCode, s.body).toBe(201);
  const studentId = s.json().data.id as number;
  const target = await courseAndIntake(app.db);
  const res = await post("/partner/application/", owner.access, { student_id: studentId, ...target });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, studentId };
}

/** The application-status notifications one user holds for one application. */
const toldOf = async (userId: number, applicationId: number) =>
  (
    await app.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, userId),
          eq(notifications.kind, "application.status"),
          eq(notifications.link, `/partner/application/${applicationId}`),
        ),
      )
  ).map((n) => n.title);

describe("own actions", () => {
  it("submitting: the partner who submits is not notified, their sub-login is", async () => {
    const { id, studentId } = await newApplication();
    await app.db.insert(studentDocuments).values(
      checklistFor("Postgraduate (Master's)").map((kind) => ({
        student_id: studentId,
        partner_id: owner.user.partner_id as number,
        kind,
        file_name: `${kind}.pdf`,
        content_type: "application/pdf",
        size_bytes: 1000,
        storage_key: `test/${kind}`,
      })),
    );
    await app.versions.touch(owner.user.partner_id as number);
    const res = await post(`/partner/application/${id}/submit/`, owner.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(await toldOf(owner.user.id, id)).toEqual([]);
    expect(await toldOf(counsellor.user.id, id)).toEqual([`Application #${id} is now Submitted`]);
  });

  it("withdrawing: the sub-login who withdraws is not notified, the partner is", async () => {
    const { id } = await newApplication();
    const res = await post(`/partner/application/${id}/withdraw/`, counsellor.access, { note: "Changed plans" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await toldOf(counsellor.user.id, id)).toEqual([]);
    expect(await toldOf(owner.user.id, id)).toEqual([`Application #${id} is now Withdrawn`]);
  });

  it("the Superadmin's move still notifies every person of the partner", async () => {
    const { id } = await newApplication();
    const [review] = await app.db
      .select()
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Under review"));
    const res = await post(`/admin/applications/${id}/move/`, admin.access, { status_id: review!.id, note: null });
    expect(res.statusCode, res.body).toBe(200);
    for (const who of [owner, counsellor]) {
      expect(await toldOf(who.user.id, id)).toEqual([`Application #${id} is now Under review`]);
    }
    expect(await toldOf(admin.user.id, id)).toEqual([]);
  });

  it("notify() leaves out the actor and tells everyone else", async () => {
    const link = `/test/own-actions/${Date.now()}`;
    await app.notifications.notify(
      [owner.user.id, counsellor.user.id],
      { kind: "security", title: "Moved", body: "Moved", link },
      owner.user.id,
    );
    const rows = await app.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(eq(notifications.link, link));
    expect(rows.map((r) => r.user_id)).toEqual([counsellor.user.id]);
  });
});
