import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, roles, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";
import { formatStamp, parseStamp } from "./data-versions";

/** Issue 16: the partner's hot reads from memory while the partner's data version stands, on PGlite and PostgreSQL. */
let app: TestApp;
let owner: string;
let other: string;
let counsellor: string;
let admin: string;
let counsellorId: number;
beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  other = (await login(app, "partner2")).access;
  const c = await login(app, "counsellor");
  counsellor = c.access;
  counsellorId = c.user.id;
  admin = (await login(app, "admin")).access;
});
afterAll(() => app.close());

const get = (url: string, token = owner, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api${url}`, headers: { ...bearer(token), ...headers } });
const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object, token = owner) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const LIST = "/partner/students/?ordering=-created_at";
const tagOf = async (url = LIST, token = owner) => {
  const res = await get(url, token);
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag);
};
/** Statements the app sends while `fn` runs. */
async function statements(fn: () => Promise<unknown>) {
  const before = app.database.queries();
  await fn();
  return app.database.queries() - before;
}

describe("conditional and cached pages", () => {
  it("a list carries its data version as ETag; the same tag answers 304, and a repeat is served, without a statement", async () => {
    const first = await get(LIST);
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"p1\.(\d+-){7}\d+\.(\d+-){7}\d+\.[^"]+"$/);
    expect(parseStamp(first.headers["pp-data-version"], 1)).not.toBeNull();

    let repeat = first;
    expect(await statements(async () => (repeat = await get(LIST)))).toBe(0);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers["content-type"]).toMatch(/^application\/json/);

    let notModified = first;
    expect(await statements(async () => (notModified = await get(LIST, owner, { "if-none-match": tag })))).toBe(0);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe(tag);
  });

  it("after a write, the next list page costs one statement, the page with its total (and the session, if it may have changed)", async () => {
    const added = await send("POST", "/partner/add/student/", await studentPayload(app.db, { first_name: "Counted" }));
    expect(added.statusCode).toBe(201);
    let res = added;
    // Adding a student changes no session: the one in memory is kept.
    expect(await statements(async () => (res = await get("/partner/students/?ordering=first_name")))).toBe(1);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBeGreaterThan(0);
    // The applications list the same way: its total comes with its page. An edit may change a session (it is not
    // declared otherwise), so the session is read again first.
    const edited = await send("PATCH", `/partner/students/${added.json().data.id}/`, { city: "Pune" });
    expect(edited.statusCode).toBe(200);
    expect(await statements(async () => (res = await get("/partner/application/?ordering=created_at")))).toBe(2);
    expect(res.statusCode).toBe(200);
    const [all] = await app.db.select({ n: count() }).from(applications).where(eq(applications.partner_id, 1));
    expect(res.json().count).toBe(all!.n);
  });

  it("many asking at once for a page not yet made wait for one making of it (one statement, the same answer)", async () => {
    for (const url of ["/partner/students/?ordering=last_name", "/partner/application/?ordering=updated_at"]) {
      const added = await send("POST", "/partner/add/student/", await studentPayload(app.db, { first_name: "Crowd" }));
      expect(added.statusCode).toBe(201);
      const joinsBefore = app.fastPath.stats.pageJoins;
      let answers: Awaited<ReturnType<typeof get>>[] = [];
      const n = await statements(async () => (answers = await Promise.all(Array.from({ length: 16 }, () => get(url)))));
      expect(n).toBe(1);
      expect(app.fastPath.stats.pageJoins - joinsBefore).toBe(15);
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    }
  });

  it("the dashboard is kept per scope: repeated at the same stamp without a statement, never one person's for another", async () => {
    const url = "/partner/dashboard/?scope=mine";
    const owners = await get(url);
    expect(owners.statusCode).toBe(200);
    let again = owners;
    expect(await statements(async () => (again = await get(url)))).toBe(0);
    expect(again.body).toBe(owners.body);
    // The same address as the sub-login: its own figures, not the owner's page.
    const theirs = await get(url, counsellor);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.totals).not.toEqual(owners.json().data.totals);
    expect(theirs.json().data.scope).toBe("mine");
    // A write moves the stamp: the next answer is made again and counts it.
    const added = await send("POST", "/partner/add/student/", await studentPayload(app.db, { first_name: "Figure" }));
    expect(added.statusCode).toBe(201);
    const after = await get(url);
    expect(after.json().data.totals.students).toBe(owners.json().data.totals.students + 1);
  });

  it("a page whose making fails fails for every request that waited for it, and the next request makes it again", async () => {
    const url = "/partner/students/?ordering=first_name&page=1";
    const added = await send("POST", "/partner/add/student/", await studentPayload(app.db, { first_name: "Fails" }));
    expect(added.statusCode).toBe(201);
    const broken = app.fastPath.page;
    let made = 0;
    app.fastPath.page = (req, reply, conditional) =>
      broken(req, reply, conditional, async () => {
        made += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error("the page could not be made");
      });
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => get(url)));
      expect(answers.map((a) => a.statusCode)).toEqual([500, 500, 500, 500]);
      expect(made).toBe(1);
    } finally {
      app.fastPath.page = broken;
    }
    const again = await get(url);
    expect(again.statusCode).toBe(200);
  });

  it("a detail is served from memory with its record's ETag, which If-Match still names", async () => {
    const created = await send("POST", "/partner/add/student/", await studentPayload(app.db, { first_name: "Cache" }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const one = await get(`/partner/students/${id}/`);
    const again = await get(`/partner/students/${id}/`);
    expect(again.body).toBe(one.body);
    expect(again.headers.etag).toBe(one.headers.etag);
    const patched = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${id}/`,
      headers: { ...bearer(owner), "if-match": String(again.headers.etag) },
      payload: { city: "Pune" },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get(`/partner/students/${id}/`)).json().data.city).toBe("Pune");
  });

  it("another partner's tag is not this partner's: it gets its own page", async () => {
    const tag = await tagOf(LIST, owner);
    const res = await get(LIST, other, { "if-none-match": tag });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(tag);
  });

  it("a refused write changes nothing, so the page is still not modified", async () => {
    const tag = await tagOf();
    const refused = await send("POST", "/partner/add/student/", { first_name: "" });
    expect(refused.statusCode).toBe(400);
    expect((await get(LIST, owner, { "if-none-match": tag })).statusCode).toBe(304);
  });

  it("a client that has seen a newer version (PP-Data-Version) gets it, even before this instance has heard of it", async () => {
    const tag = await tagOf();
    // Another instance's write, as the database has it but this instance was never told (its shard 7).
    const [row] = (
      (await app.db.execute(
        sql`insert into data_versions (partner_id, shard, version) values (1, 7, 1000)
            on conflict (partner_id, shard) do update set version = data_versions.version + 1000 returning version`,
      )) as unknown as { rows: { version: string | number }[] }
    ).rows;
    const seen = parseStamp((await get(LIST)).headers["pp-data-version"], 1)!;
    expect(seen.partner[7]).toBeLessThan(Number(row!.version));
    const floor = formatStamp(1, {
      ...seen,
      partner: seen.partner.map((v, i) => (i === 7 ? Number(row!.version) : v)),
    });
    const fresh = await get(LIST, owner, { "if-none-match": tag, "pp-data-version": floor });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(tag);
    expect(fresh.headers["pp-data-version"]).toBe(floor);
    // Another partner's version (a browser that signed in as someone else before) is not a floor for this one.
    await get(LIST, other);
    const loads = app.versions.loads();
    const ahead = formatStamp(1, { partner: seen.partner.map((v) => v + 50), global: seen.global.map((v) => v + 50) });
    expect((await get(LIST, other, { "pp-data-version": ahead })).statusCode).toBe(200);
    expect(app.versions.loads()).toBe(loads);
  });
});

/** Every kind of write a partner makes moves its version: the next read shows the change, never a 304. */
describe("every write moves what the partner's next read returns", () => {
  const writes: { name: string; run: () => Promise<{ statusCode: number }>; shows: () => Promise<boolean> }[] = [];
  let studentId = 0;
  let extra = 0;
  writes.push(
    {
      name: "add a student",
      run: async () => {
        const res = await send("POST", "/partner/add/student/", await studentPayload(app.db, { first_name: "Tabled" }));
        studentId = res.json().data.id;
        return res;
      },
      shows: async () => (await get(LIST)).json().results.data[0].id === studentId,
    },
    {
      name: "change a student",
      run: () => send("PATCH", `/partner/students/${studentId}/`, { last_name: "Renamed" }),
      shows: async () => (await get(LIST)).json().results.data[0].last_name === "Renamed",
    },
    {
      name: "start an application",
      run: async () =>
        send("POST", "/partner/application/", { student_id: studentId, ...(await courseAndIntake(app.db)) }),
      shows: async () => (await get(LIST)).json().results.data[0].applications_count === 1,
    },
    {
      name: "add and delete a student",
      run: async () => {
        const res = await send("POST", "/partner/add/student/", await studentPayload(app.db, { first_name: "Gone" }));
        extra = res.json().data.id;
        return send("DELETE", `/partner/students/${extra}/`);
      },
      shows: async () => (await get(`/partner/students/${extra}/`)).statusCode === 404,
    },
    {
      name: "disable a sub-login (its next request is refused)",
      run: () => send("POST", `/partner/sublogins/${counsellorId}/disable/`),
      shows: async () => (await get(LIST, counsellor)).statusCode === 401,
    },
    {
      name: "enable it again",
      run: () => send("POST", `/partner/sublogins/${counsellorId}/enable/`),
      shows: async () => (await get(LIST, (await login(app, "counsellor")).access)).statusCode === 200,
    },
  );

  for (const w of writes) {
    it(w.name, async () => {
      const tag = await tagOf();
      const res = await w.run();
      expect(res.statusCode).toBeLessThan(300);
      expect(res.statusCode).toBeGreaterThanOrEqual(200);
      expect((await get(LIST, owner, { "if-none-match": tag })).statusCode).toBe(200);
      expect(await w.shows()).toBe(true);
    });
  }

  it("a Superadmin's write moves every partner's version; suspending a partner refuses its cached session", async () => {
    const mine = await tagOf(LIST, owner);
    const theirs = await tagOf(LIST, other);
    const [p2] = await app.db.select().from(users).where(eq(users.email, "partner2@example.com"));
    const suspended = await send("POST", `/admin/partners/${p2!.partner_id}/suspend/`, { reason: "Checks" }, admin);
    expect(suspended.statusCode).toBe(200);
    try {
      expect((await get(LIST, owner, { "if-none-match": mine })).statusCode).toBe(200);
      const refused = await get(LIST, other, { "if-none-match": theirs });
      expect(refused.statusCode).toBe(401);
    } finally {
      expect((await send("POST", `/admin/partners/${p2!.partner_id}/reactivate/`, undefined, admin)).statusCode).toBe(
        200,
      );
    }
  });

  it("a write answers the new version, which the client sends back", async () => {
    const before = parseStamp((await get(LIST)).headers["pp-data-version"], 1)!;
    const res = await send("PATCH", `/partner/students/${studentId}/`, { city: "Mysuru" });
    const after = parseStamp(res.headers["pp-data-version"], 1);
    const total = (v: number[]) => v.reduce((a, b) => a + b, 0);
    expect(total(after!.partner)).toBe(total(before.partner) + 1);
    expect((await get(LIST)).headers["pp-data-version"]).toBe(res.headers["pp-data-version"]);
  });
});

describe("the public course finder", () => {
  const FINDER = "/partner/courses/list/?ordering=name";
  it("answers 304 and from memory at the catalogue's version; a Superadmin's change to a course shows next", async () => {
    const first = await app.inject({ url: `/api${FINDER}` });
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    let again = first;
    expect(await statements(async () => (again = await app.inject({ url: `/api${FINDER}` })))).toBe(0);
    expect(again.body).toBe(first.body);
    expect((await app.inject({ url: `/api${FINDER}`, headers: { "if-none-match": tag } })).statusCode).toBe(304);

    const course = first.json().results.data[0] as { id: number; name: string };
    const renamed = `${course.name} (renamed)`;
    const changed = await send("PATCH", `/admin/courses/${course.id}/`, { name: renamed }, admin);
    expect(changed.statusCode).toBe(200);
    try {
      const after = await app.inject({ url: `/api${FINDER}`, headers: { "if-none-match": tag } });
      expect(after.statusCode).toBe(200);
      expect(after.json().results.data.map((c: { name: string }) => c.name)).toContain(renamed);
    } finally {
      expect((await send("PATCH", `/admin/courses/${course.id}/`, { name: course.name }, admin)).statusCode).toBe(200);
    }
  });
});

describe("sessions in memory", () => {
  it("the session is read once per data version, not per request", async () => {
    await get(LIST);
    const loads = app.fastPath.stats.sessionLoads;
    for (let i = 0; i < 5; i++) await get("/partner/students/?page=2");
    expect(app.fastPath.stats.sessionLoads).toBe(loads);
    expect(app.fastPath.stats.sessionHits).toBeGreaterThan(4);
  });

  it("adding a student keeps every session of the partner in memory, the owner's and a sub-login's", async () => {
    const sub = (await login(app, "counsellor")).access;
    expect((await get(LIST, sub)).statusCode).toBe(200);
    expect((await get(LIST)).statusCode).toBe(200);
    const loads = app.fastPath.stats.sessionLoads;
    for (const token of [owner, sub]) {
      const added = await send("POST", "/partner/add/student/", await studentPayload(app.db), token);
      expect(added.statusCode, added.body).toBe(201);
      expect((await get(LIST, sub)).statusCode).toBe(200);
      expect((await get(LIST)).statusCode).toBe(200);
    }
    expect(app.fastPath.stats.sessionLoads).toBe(loads);
  });

  it("a permission taken away by the owner applies to the sub-login's next request", async () => {
    const sub = (await login(app, "counsellor")).access;
    expect((await get(LIST, sub)).statusCode).toBe(200);
    const roleId = async (name: string) => (await app.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
    // The Finance template does not see students; Counsellor (the demo sub-login's) does.
    const res = await send("PATCH", `/partner/sublogins/${counsellorId}/`, { role_id: await roleId("Finance") });
    expect(res.statusCode).toBe(200);
    try {
      expect((await get(LIST, sub)).statusCode).toBe(403);
    } finally {
      const back = await send("PATCH", `/partner/sublogins/${counsellorId}/`, { role_id: await roleId("Counsellor") });
      expect(back.statusCode).toBe(200);
    }
    expect((await get(LIST, sub)).statusCode).toBe(200);
  });
});
