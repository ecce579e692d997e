import { parse } from "csv-parse/sync";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, students, webhookDeliveries } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, withoutPermission } from "../../test/app";
import { studentPayload } from "../../test/factories";

/** Issue 20: bulk actions on the students list (docs/decisions/031). */
let app: TestApp;
let owner: string;
let other: string;
let sub: string;
let partnerId: number;
let arjun: number;
let priya: number;
let otherOwner: number;
beforeAll(async () => {
  app = await buildTestApp();
  const o = await login(app, "partner");
  owner = o.access;
  partnerId = o.user.partner_id!;
  priya = o.user.id;
  const p2 = await login(app, "partner2");
  other = p2.access;
  otherOwner = p2.user.id;
  const c = await login(app, "counsellor");
  sub = c.access;
  arjun = c.user.id;
});
afterAll(() => app.close());

const post = (url: string, payload: object, token = owner) =>
  app.inject({ method: "POST", url: `/api/partner/students/bulk/${url}/`, headers: bearer(token), payload });
const get = (url: string, token = owner) => app.inject({ url: `/api/partner/${url}`, headers: bearer(token) });
async function add(overrides: Record<string, unknown> = {}, token = owner) {
  const res = await app.inject({
    method: "POST",
    url: "/api/partner/add/student/",
    headers: bearer(token),
    payload: await studentPayload(app.db, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; tags: string[]; counsellor: { id: number; name: string } | null };
}
const rowsOf = (ids: number[]) =>
  app.db
    .select({ id: students.id, counsellor_id: students.counsellor_id, tags: students.tags })
    .from(students)
    .where(inArray(students.id, ids))
    .orderBy(students.id);
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

describe("the counsellors and tags a student carries", () => {
  it("lists the partner's team as counsellors: the owner first, then active sub-logins", async () => {
    const res = await get("counsellors/");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: priya, name: "Priya Sharma", is_owner: true },
      { id: arjun, name: "Arjun Mehta", is_owner: false },
    ]);
  });

  it("takes a counsellor and tags when added and edited (trimmed, once each), with its audit entry", async () => {
    const s = await add({ counsellor_id: arjun, tags: ["  Scholarship ", "Scholarship", "Visa  pending"] });
    expect(s.counsellor).toEqual({ id: arjun, name: "Arjun Mehta" });
    expect(s.tags).toEqual(["Scholarship", "Visa pending"]);
    const res = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${s.id}/`,
      headers: bearer(owner),
      payload: { counsellor_id: priya, tags: ["VIP"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ counsellor: { id: priya, name: "Priya Sharma" }, tags: ["VIP"] });
    expect((await auditsOf("student.update", [s.id])).length).toBe(1);
    const cleared = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${s.id}/`,
      headers: bearer(owner),
      payload: { counsellor_id: null },
    });
    expect(cleared.json().data.counsellor).toBeNull();
  });

  it("refuses a tag over 40 characters and more than 20 tags (400)", async () => {
    const long = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(owner),
      payload: await studentPayload(app.db, { tags: ["x".repeat(41)] }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors["tags.0"]).toEqual(["A tag is at most 40 characters."]);
    const many = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(owner),
      payload: await studentPayload(app.db, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.tags).toEqual(["A record has at most 20 tags."]);
  });

  it("filters the list by counsellor (or none) and by tag", async () => {
    const a = await add({ last_name: "Filterby", counsellor_id: arjun, tags: ["Sponsor"] });
    const b = await add({ last_name: "Filterby" });
    const ids = async (q: string) =>
      ((await get(`students/?search=filterby&${q}`)).json().results.data as { id: number }[]).map((s) => s.id);
    expect(await ids(`counsellor=${arjun}`)).toEqual([a.id]);
    expect(await ids("counsellor=none")).toEqual([b.id]);
    expect(await ids("tag=Sponsor")).toEqual([a.id]);
    expect(await ids("tag=sponsor")).toEqual([]);
    expect((await get("students/tags/")).json().data).toContain("Sponsor");
    expect((await get("students/?counsellor=someone")).statusCode).toBe(400);
  });
});

describe("POST /api/partner/students/bulk/…", () => {
  it("assigns a counsellor to the ids chosen: one audit entry per student changed, none for one already theirs", async () => {
    const [a, b, c] = [await add(), await add(), await add({ counsellor_id: arjun })];
    const ids = [a!.id, b!.id, c!.id];
    const res = await post("assign-counsellor", { ids, counsellor_id: arjun });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ selected: 3, updated: 2, unchanged: 1 });
    expect((await rowsOf(ids)).map((r) => r.counsellor_id)).toEqual([arjun, arjun, arjun]);
    const audits = await auditsOf("student.counsellor", ids);
    expect(audits.map((x) => x.entity_id).sort()).toEqual([String(a!.id), String(b!.id)].sort());
    expect(audits[0]).toMatchObject({ actor_user_id: priya, partner_id: partnerId, entity: "student" });
    // The entry reads as a sentence in the partner's activity log.
    const log = (await get("audit/?action=student.counsellor&page_size=100")).json().results.data as {
      entity_id: string;
      summary: string;
    }[];
    const mine = log.find((e) => e.entity_id === String(a!.id));
    expect(mine?.summary).toMatch(/^Priya Sharma made Arjun Mehta the counsellor of student Ananya Iyer\d+\.$/);

    // Again: nothing changes, and no entry is written.
    const again = await post("assign-counsellor", { ids, counsellor_id: arjun });
    expect(again.json().data).toEqual({ selected: 3, updated: 0, unchanged: 3 });
    expect(await auditsOf("student.counsellor", ids)).toHaveLength(2);
  });

  it("adds a tag to all matching the filter without duplicating it, then removes it from the ids", async () => {
    const tagged = await add({ last_name: "Bulkmatch", tags: ["VIP"] });
    const plain = [await add({ last_name: "Bulkmatch" }), await add({ last_name: "Bulkmatch" })];
    const all = [tagged.id, ...plain.map((p) => p.id)];
    const res = await post("add-tag", { selection: { all: true, filters: { search: "bulkmatch" } }, tag: " VIP " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ selected: 3, updated: 2, unchanged: 1 });
    expect((await rowsOf(all)).map((r) => r.tags)).toEqual([["VIP"], ["VIP"], ["VIP"]]);
    expect(await auditsOf("student.tag_add", all)).toHaveLength(2);
    expect((await get("students/?search=bulkmatch&tag=VIP")).json().count).toBe(3);

    const removed = await post("remove-tag", { ids: all, tag: "VIP" });
    expect(removed.json().data).toEqual({ selected: 3, updated: 3, unchanged: 0 });
    expect((await rowsOf(all)).map((r) => r.tags)).toEqual([[], [], []]);
    expect(await auditsOf("student.tag_remove", all)).toHaveLength(3);
    // All matching a filter that matches nothing: nothing to do.
    const none = await post("remove-tag", {
      selection: { all: true, filters: { search: "no-such-student" } },
      tag: "VIP",
    });
    expect(none.json().data).toEqual({ selected: 0, updated: 0, unchanged: 0 });
  });

  it("is all or nothing: one id of another partner (or unknown) answers 404 and changes nothing", async () => {
    const mine = await add();
    const theirs = await add({}, other);
    for (const foreign of [theirs.id, 2_000_000_000]) {
      const res = await post("add-tag", { ids: [mine.id, foreign], tag: "Partial" });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe("Some of the selected students were not found (1 of 2); nothing was changed.");
    }
    expect((await rowsOf([mine.id, theirs.id])).map((r) => r.tags)).toEqual([[], []]);
    expect(await auditsOf("student.tag_add", [mine.id, theirs.id])).toEqual([]);
    // Another partner's filters never reach this partner's students.
    const res = await post("add-tag", { selection: { all: true, filters: {} }, tag: "Theirs" }, other);
    expect(res.statusCode).toBe(200);
    expect((await rowsOf([mine.id])).map((r) => r.tags)).toEqual([[]]);
    expect((await rowsOf([theirs.id])).map((r) => r.tags)).toEqual([["Theirs"]]);
  });

  it("refuses a caller without students.manage with a sentence naming what they may not do", async () => {
    const s = await add();
    await withoutPermission(app, "students.manage", async () => {
      const cases: [string, object, string][] = [
        [
          "assign-counsellor",
          { counsellor_id: arjun },
          "You may not edit students, so you cannot assign a counsellor.",
        ],
        ["add-tag", { tag: "X" }, "You may not edit students, so you cannot add a tag."],
        ["remove-tag", { tag: "X" }, "You may not edit students, so you cannot remove a tag."],
      ];
      for (const [action, body, sentence] of cases) {
        const res = await post(action, { ids: [s.id], ...body }, sub);
        expect(res.statusCode, action).toBe(403);
        expect(res.json().message).toBe(sentence);
      }
    });
    expect((await rowsOf([s.id]))[0]).toMatchObject({ counsellor_id: null, tags: [] });
    // With the permission back, the sub-login may.
    expect((await post("add-tag", { ids: [s.id], tag: "X" }, sub)).statusCode).toBe(200);
  });

  it("refuses a counsellor of another partner or a disabled sub-login (422) and changes nothing", async () => {
    const s = await add();
    const foreign = await post("assign-counsellor", { ids: [s.id], counsellor_id: otherOwner });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      message: "Choose a counsellor from your team.",
      errors: { counsellor_id: ["Choose a counsellor from your team."] },
    });
    const created = await app.inject({
      method: "POST",
      url: "/api/partner/sublogins/",
      headers: bearer(owner),
      payload: { name: "Dormant Desk", email: `dormant.${Date.now()}@gp.example`, role_id: await roleId("Counsellor") },
    });
    expect(created.statusCode, created.body).toBe(201);
    const dormant = created.json().data.id as number;
    await app.inject({ method: "POST", url: `/api/partner/sublogins/${dormant}/disable/`, headers: bearer(owner) });
    const disabled = await post("assign-counsellor", { ids: [s.id], counsellor_id: dormant });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().message).toBe(
      "Dormant Desk is disabled; choose an active member of your team as counsellor.",
    );
    expect((await get("counsellors/")).json().data.map((u: { id: number }) => u.id)).not.toContain(dormant);
    const single = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${s.id}/`,
      headers: bearer(owner),
      payload: { counsellor_id: otherOwner },
    });
    expect(single.statusCode).toBe(422);
    expect((await rowsOf([s.id]))[0]?.counsellor_id).toBeNull();
    expect(await auditsOf("student.counsellor", [s.id])).toEqual([]);
  });

  it("refuses a body that names both ids and a selection, an unknown filter, or more than 1,000 ids (400)", async () => {
    const s = await add();
    const both = await post("add-tag", { ids: [s.id], selection: { all: true, filters: {} }, tag: "X" });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.ids).toEqual(["Send either ids or selection (all matching the filters), not both."]);
    const neither = await post("add-tag", { tag: "X" });
    expect(neither.statusCode).toBe(400);
    const typo = await post("add-tag", { selection: { all: true, filters: { serach: "x" } }, tag: "X" });
    expect(typo.statusCode).toBe(400);
    const many = await post("add-tag", { ids: Array.from({ length: 1001 }, (_, i) => i + 1), tag: "X" });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.ids).toEqual(["Select at most 1000 records, or choose all matching the filter."]);
    const empty = await post("add-tag", { ids: [s.id], tag: "   " });
    expect(empty.statusCode).toBe(400);
  });

  it("refuses to add a tag where a student already has 20, naming how many, and changes nothing", async () => {
    const full = await add({ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) });
    const room = await add();
    const res = await post("add-tag", { ids: [full.id, room.id], tag: "One more" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "Some of the selected students already have 20 tags, the most a record holds (1 of 2); remove a tag from them first. Nothing was changed.",
    );
    expect((await rowsOf([room.id]))[0]?.tags).toEqual([]);
    // A tag the full one already has is no change for it.
    expect((await post("add-tag", { ids: [full.id, room.id], tag: "t3" })).json().data).toEqual({
      selected: 2,
      updated: 1,
      unchanged: 1,
    });
  });

  it("sends student.updated for each student changed, when an endpoint listens", async () => {
    const hook = await app.inject({
      method: "POST",
      url: "/api/partner/webhooks/",
      headers: bearer(owner),
      payload: { url: "https://hooks.invalid/bulk", events: ["student.updated"] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpoint = hook.json().data.id as number;
    try {
      const [a, b] = [await add(), await add({ tags: ["Webhook"] })];
      const before = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, endpoint));
      const res = await post("add-tag", { ids: [a!.id, b!.id], tag: "Webhook" });
      expect(res.json().data).toMatchObject({ updated: 1, unchanged: 1 });
      const after = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, endpoint));
      const sent = after.filter((d) => !before.some((x) => x.id === d.id));
      expect(sent.map((d) => d.type)).toEqual(["student.updated"]);
      const data = (sent[0]!.payload as { data: { student: { id: number; tags: string[] } } }).data;
      expect(data.student).toMatchObject({ id: a!.id, tags: ["Webhook"] });
    } finally {
      await app.inject({ method: "DELETE", url: `/api/partner/webhooks/${endpoint}/`, headers: bearer(owner) });
    }
  });

  // 5,001 rows written and removed: slow on a busy 2-core machine, so it has its own time.
  it("refuses all matching a filter that matches more than 5,000 students (422), naming the count", {
    timeout: 90_000,
  }, async () => {
    const { rows } = (await app.db.execute(sql`
      insert into students (partner_id, first_name, last_name, email)
      select ${partnerId}, 'Many', 'Bulkcap', 'bulkcap.' || g || '@students.example' from generate_series(1, 5001) g
      returning id`)) as unknown as { rows: { id: number }[] };
    expect(rows).toHaveLength(5001);
    try {
      const res = await post("add-tag", { selection: { all: true, filters: { search: "bulkcap" } }, tag: "Many" });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        "The filter matches 5,001 students; a bulk action takes at most 5,000. Narrow the filter and try again.",
      );
      const [tagged] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .where(and(like(students.email, "bulkcap.%"), sql`cardinality(${students.tags}) > 0`));
      expect(tagged?.n).toBe(0);
    } finally {
      await app.db.delete(students).where(like(students.email, "bulkcap.%"));
    }
  });
});

describe("Export selection", () => {
  it("exports exactly the students chosen by id (another partner's id matches nothing), and all matching a tag", async () => {
    const chosen = [await add({ last_name: "Exportpick" }), await add({ last_name: "Exportpick" })];
    await add({ last_name: "Exportpick" });
    const theirs = await add({}, other);
    const ids = [...chosen.map((c) => c.id), theirs.id].join(",");
    const res = await get(`reports/students/?format=csv&ids=${ids}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["x-total-rows"]).toBe("2");
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]?.slice(-2)).toEqual(["Counsellor", "Tags"]);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(chosen.map((c) => c.id));
    expect((await get(`reports/students/count/?ids=${ids}`)).json().data.count).toBe(2);

    await post("add-tag", { ids: [chosen[0]!.id], tag: "Export me" });
    await post("assign-counsellor", { ids: [chosen[0]!.id], counsellor_id: arjun });
    const tagged = parse((await get("reports/students/?format=csv&tag=Export%20me")).body, { bom: true }) as string[][];
    expect(tagged.slice(1).map((r) => [Number(r[0]), ...r.slice(-2)])).toEqual([
      [chosen[0]!.id, "Arjun Mehta", "Export me"],
    ]);
    expect((await get("reports/students/?ids=1,x")).statusCode).toBe(400);
  });
});

async function roleId(name: string) {
  const res = await get("roles/");
  const found = (res.json().data as { id: number; name: string }[]).find((r) => r.name === name);
  if (!found) throw new Error(`no role ${name}: ${res.body}`);
  return found.id;
}
