import { parse } from "csv-parse/sync";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditLog } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, withoutPermission } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

/** Issue 20: an application's counsellor and tags, and bulk actions on the applications list (decision 031). */
let app: TestApp;
let owner: string;
let other: string;
let sub: string;
let arjun: number;
let otherOwner: number;
beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  const p2 = await login(app, "partner2");
  other = p2.access;
  otherOwner = p2.user.id;
  const c = await login(app, "counsellor");
  sub = c.access;
  arjun = c.user.id;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, token = owner) =>
  app.inject({ method, url: `/api/partner/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const bulk = (action: string, payload: object, token = owner) =>
  call("POST", `application/bulk/${action}/`, payload, token);

/** A new student (named `lastName`) with one Draft application; the application's id. */
async function application(lastName = "Appbulk", token = owner) {
  const s = await call("POST", "add/student/", await studentPayload(app.db, { last_name: lastName }), token);
  expect(s.statusCode, s.body).toBe(201);
  const a = await call(
    "POST",
    "application/",
    { student_id: s.json().data.id, ...(await courseAndIntake(app.db)) },
    token,
  );
  expect(a.statusCode, a.body).toBe(201);
  return a.json().data.id as number;
}
const rowsOf = (ids: number[]) =>
  app.db
    .select({ id: applications.id, counsellor_id: applications.counsellor_id, tags: applications.tags })
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(applications.id);
const auditsOf = (action: string, ids: number[]) =>
  app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        inArray(
          auditLog.entity_id,
          ids.map((i) => String(i)),
        ),
      ),
    );

describe("an application's counsellor and tags", () => {
  it("changes them with PATCH (audited), shows them in the list, and filters by them", async () => {
    const id = await application("Appedit");
    const res = await call("PATCH", `application/${id}/`, { counsellor_id: arjun, tags: ["Priority", " Priority "] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ counsellor: { id: arjun, name: "Arjun Mehta" }, tags: ["Priority"] });
    expect(await auditsOf("application.update", [id])).toHaveLength(1);
    const list = (await call("GET", `application/?search=appedit&counsellor=${arjun}&tag=Priority`)).json();
    expect(list.results.data.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(list.results.data[0]).toMatchObject({ counsellor: { name: "Arjun Mehta" }, tags: ["Priority"] });
    expect((await call("GET", "application/?search=appedit&counsellor=none")).json().count).toBe(0);
    expect((await call("GET", "application/tags/")).json().data).toContain("Priority");

    expect((await call("PATCH", `application/${id}/`, { counsellor_id: otherOwner })).statusCode).toBe(422);
    expect((await call("PATCH", `application/${id}/`, {})).statusCode).toBe(400);
    expect((await call("PATCH", `application/${id}/`, { tags: [] }, other)).statusCode).toBe(404);
    expect((await rowsOf([id]))[0]).toMatchObject({ counsellor_id: arjun, tags: ["Priority"] });
  });
});

describe("POST /api/partner/application/bulk/…", () => {
  it("assigns a counsellor to the ids chosen and to all matching a filter, one audit entry per application changed", async () => {
    const ids = [await application(), await application(), await application()];
    const first = await bulk("assign-counsellor", { ids: ids.slice(0, 2), counsellor_id: arjun });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ selected: 2, updated: 2, unchanged: 0 });
    const all = await bulk("assign-counsellor", {
      selection: { all: true, filters: { search: "appbulk" } },
      counsellor_id: arjun,
    });
    expect(all.json().data).toEqual({ selected: 3, updated: 1, unchanged: 2 });
    expect((await rowsOf(ids)).map((r) => r.counsellor_id)).toEqual([arjun, arjun, arjun]);
    const audits = await auditsOf("application.counsellor", ids);
    expect(audits.map((a) => a.entity_id).sort()).toEqual(ids.map(String).sort());
    const log = (await call("GET", "audit/?action=application.counsellor&page_size=100")).json().results.data;
    expect(log.find((e: { entity_id: string }) => e.entity_id === String(ids[0]))?.summary).toBe(
      `Priya Sharma made Arjun Mehta the counsellor of application #${ids[0]}.`,
    );
  });

  it("adds and removes a tag on all matching the list's filters (the student filter here)", async () => {
    const id = await application("Apptag");
    const studentId = (await call("GET", `application/${id}/`)).json().data.student.id as number;
    const add = await bulk("add-tag", { selection: { all: true, filters: { student: studentId } }, tag: "Visa" });
    expect(add.json().data).toEqual({ selected: 1, updated: 1, unchanged: 0 });
    expect((await bulk("add-tag", { ids: [id], tag: "Visa" })).json().data).toMatchObject({ unchanged: 1 });
    expect((await rowsOf([id]))[0]?.tags).toEqual(["Visa"]);
    const remove = await bulk("remove-tag", { ids: [id], tag: "Visa" });
    expect(remove.json().data).toEqual({ selected: 1, updated: 1, unchanged: 0 });
    expect(await auditsOf("application.tag_add", [id])).toHaveLength(1);
    expect(await auditsOf("application.tag_remove", [id])).toHaveLength(1);
  });

  it("is all or nothing: another partner's application answers 404 and nothing changes", async () => {
    const mine = await application();
    const theirs = await application("Theirs", other);
    const res = await bulk("add-tag", { ids: [mine, theirs], tag: "Mixed" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Some of the selected applications were not found (1 of 2); nothing was changed.");
    expect((await rowsOf([mine, theirs])).map((r) => r.tags)).toEqual([[], []]);
    const foreign = await bulk("assign-counsellor", { ids: [mine], counsellor_id: otherOwner });
    expect(foreign.statusCode).toBe(422);
    expect((await rowsOf([mine]))[0]?.counsellor_id).toBeNull();
  });

  it("refuses a caller without applications.manage with a sentence naming what they may not do", async () => {
    const id = await application();
    await withoutPermission(app, "applications.manage", async () => {
      const res = await bulk("assign-counsellor", { ids: [id], counsellor_id: arjun }, sub);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("You may not edit applications, so you cannot assign a counsellor.");
      const tag = await bulk("add-tag", { ids: [id], tag: "X" }, sub);
      expect(tag.json().message).toBe("You may not edit applications, so you cannot add a tag.");
    });
    expect((await rowsOf([id]))[0]).toMatchObject({ counsellor_id: null, tags: [] });
  });

  it("exports exactly the applications chosen by id", async () => {
    const ids = [await application("Appexport"), await application("Appexport")];
    await application("Appexport");
    const res = await call("GET", `reports/applications/?format=csv&ids=${ids.join(",")}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(ids);
    expect(rows[0]?.slice(-2)).toEqual(["Counsellor", "Tags"]);
  });
});
