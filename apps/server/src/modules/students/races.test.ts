import { versionTag } from "@pp/shared/versions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

let app: TestApp;
let partner: string;
beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
});
afterAll(() => app.close());

describe("races decided by the database", () => {
  it("20 identical add-student requests at once create one student: one 201, the rest 409 naming it", async () => {
    const body = await studentPayload(app.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: "POST", url: "/api/partner/add/student/", headers: bearer(partner), payload: body }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    const created = answers.find((a) => a.statusCode === 201)!.json().data.id;
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().existing_id).toBe(created);
      expect(a.json().message).toContain("already has this e-mail");
    }
    const list = await app.inject({
      url: `/api/partner/students/?search=${encodeURIComponent(body.email)}`,
      headers: bearer(partner),
    });
    expect(list.json().count).toBe(1);
  });

  it("an edit that takes another student's passport is a 409 naming that student, and changes nothing", async () => {
    const a = (
      await app.inject({
        method: "POST",
        url: "/api/partner/add/student/",
        headers: bearer(partner),
        payload: await studentPayload(app.db),
      })
    ).json().data;
    const b = (
      await app.inject({
        method: "POST",
        url: "/api/partner/add/student/",
        headers: bearer(partner),
        payload: await studentPayload(app.db),
      })
    ).json().data;
    const res = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${b.id}/`,
      headers: bearer(partner),
      payload: { passport_number: a.passport_number.toLowerCase(), city: "Chennai" },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().existing_id).toBe(a.id);
    const after = (await app.inject({ url: `/api/partner/students/${b.id}/`, headers: bearer(partner) })).json().data;
    expect(after.passport_number).toBe(b.passport_number);
    expect(after.city).toBe(b.city);
  });
});

describe("Idempotency-Key", () => {
  const add = (key: string, body: object) =>
    app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: { ...bearer(partner), "idempotency-key": key },
      payload: body,
    });

  it("10 concurrent retries with one key create one student and all answer the same body", async () => {
    const body = await studentPayload(app.db);
    const key = `retry-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(key, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers["idempotent-replayed"] === "true")).toHaveLength(9);
    const list = await app.inject({
      url: `/api/partner/students/?search=${encodeURIComponent(body.email)}`,
      headers: bearer(partner),
    });
    expect(list.json().count).toBe(1);
  });

  it("the same key with another body is a 422 and creates nothing; another user's same key is its own", async () => {
    const key = `other-${Date.now()}`;
    const first = await add(key, await studentPayload(app.db));
    expect(first.statusCode).toBe(201);
    const other = await studentPayload(app.db);
    const reused = await add(key, other);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(
      "This Idempotency-Key was already used for a different request. Send a new key with a new request.",
    );
    const list = await app.inject({
      url: `/api/partner/students/?search=${encodeURIComponent(other.email)}`,
      headers: bearer(partner),
    });
    expect(list.json().count).toBe(0);
    const counsellor = (await login(app, "counsellor")).access;
    const theirs = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: { ...bearer(counsellor), "idempotency-key": key },
      payload: other,
    });
    expect(theirs.statusCode).toBe(201);
  });

  it("a refused request keeps no key: corrected and sent again with the same key, it goes through", async () => {
    const key = `fix-${Date.now()}`;
    const body = await studentPayload(app.db);
    const bad = await add(key, { ...body, study_level_id: 999_999 });
    expect(bad.statusCode).toBe(400);
    const good = await add(key, body);
    expect(good.statusCode).toBe(201);
  });
});

describe("optimistic concurrency: ETag and If-Match", () => {
  it("a student's answer carries its version; an edit naming an older one is a 412 that changes nothing", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(partner),
      payload: await studentPayload(app.db),
    });
    const id = created.json().data.id;
    const first = await app.inject({ url: `/api/partner/students/${id}/`, headers: bearer(partner) });
    const tag = first.headers.etag as string;
    expect(tag).toBe(versionTag(first.json().data.updated_at));

    const mine = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${id}/`,
      headers: { ...bearer(partner), "if-match": tag },
      payload: { city: "Pune" },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers.etag).not.toBe(tag);

    // A second tab still holding the first version.
    const theirs = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${id}/`,
      headers: { ...bearer(partner), "if-match": tag },
      payload: { city: "Nagpur" },
    });
    expect(theirs.statusCode).toBe(412);
    expect(theirs.json().message).toBe("This student was changed by someone else; reload to see the change.");
    const now = await app.inject({ url: `/api/partner/students/${id}/`, headers: bearer(partner) });
    expect(now.json().data.city).toBe("Pune");
    expect(
      (
        await app.inject({
          method: "PATCH",
          url: `/api/partner/students/${id}/`,
          headers: { ...bearer(partner), "if-match": '"not-a-version"' },
          payload: { city: "Nagpur" },
        })
      ).statusCode,
    ).toBe(412);
  });

  it("two moves of one application at once with the same If-Match: one succeeds, one gets 412", async () => {
    const admin = (await login(app, "admin")).access;
    const student = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(partner),
      payload: await studentPayload(app.db),
    });
    const created = await app.inject({
      method: "POST",
      url: "/api/partner/application/",
      headers: bearer(partner),
      payload: { student_id: student.json().data.id, ...(await courseAndIntake(app.db, 9, 2027)) },
    });
    const id = created.json().data.id;
    const seen = await app.inject({ url: `/api/admin/applications/${id}/`, headers: bearer(admin) });
    const tag = seen.headers.etag as string;
    expect(tag).toBeTruthy();
    const statuses = await app.db.select().from(applicationStatuses);
    const [a, b] = [
      statuses.find((s) => s.name === "Conditional offer")!,
      statuses.find((s) => s.name === "Rejected")!,
    ];
    const answers = await Promise.all(
      [a, b].map((to) =>
        app.inject({
          method: "POST",
          url: `/api/admin/applications/${id}/move/`,
          headers: { ...bearer(admin), "if-match": tag },
          payload: { status_id: to.id },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    const refused = answers.find((r) => r.statusCode === 412)!;
    expect(refused.json().message).toBe("This application was changed by someone else; reload to see the change.");
    const events = await app.inject({ url: `/api/partner/application/${id}/`, headers: bearer(partner) });
    expect(events.json().data.timeline).toHaveLength(2);
  });
});

describe("If-Match on tickets and Masters", () => {
  it("a ticket changed meanwhile refuses a stale change with 412; another partner's ticket stays a 404", async () => {
    const admin = (await login(app, "admin")).access;
    const created = await app.inject({
      method: "POST",
      url: "/api/partner/tickets/",
      headers: bearer(partner),
      payload: {
        subject: "Portal upload stuck",
        description: "The upload spins forever on Chrome.",
        category: "technical",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const tag = (await app.inject({ url: `/api/admin/tickets/${id}/`, headers: bearer(admin) })).headers.etag as string;
    const first = await app.inject({
      method: "PATCH",
      url: `/api/admin/tickets/${id}/`,
      headers: { ...bearer(admin), "if-match": tag },
      payload: { status: "in_progress" },
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await app.inject({
      method: "PATCH",
      url: `/api/admin/tickets/${id}/`,
      headers: { ...bearer(admin), "if-match": tag },
      payload: { status: "awaiting_partner" },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe("This ticket was changed by someone else; reload to see the change.");
    const partner2 = (await login(app, "partner2")).access;
    const foreign = await app.inject({
      method: "POST",
      url: `/api/partner/tickets/${id}/resolve/`,
      headers: { ...bearer(partner2), "if-match": '"0"' },
      payload: { resolution_note: "Not mine to resolve at all." },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("a Masters row edited meanwhile refuses a stale edit with 412 naming the kind of row", async () => {
    const admin = (await login(app, "admin")).access;
    const list = await app.inject({ url: "/api/masters/regions/?page_size=1", headers: bearer(admin) });
    const region = list.json().results.data[0];
    const tag = versionTag(region.updated_at);
    const ok = await app.inject({
      method: "PATCH",
      url: `/api/masters/regions/${region.id}/`,
      headers: { ...bearer(admin), "if-match": tag },
      payload: { name: `${region.name} ` },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await app.inject({
      method: "PATCH",
      url: `/api/masters/regions/${region.id}/`,
      headers: { ...bearer(admin), "if-match": tag },
      payload: { name: "Somewhere else" },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe("This region was changed by someone else; reload to see the change.");
    await app.inject({
      method: "PATCH",
      url: `/api/masters/regions/${region.id}/`,
      headers: bearer(admin),
      payload: { name: region.name },
    });
  });
});
