import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, students } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { countryId, levelId, stateId, studentPayload } from "../../test/factories";

let app: TestApp;
let owner: string;
let other: string;
let counsellor: string;
beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  other = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
});
afterAll(() => app.close());

const add = (payload: object, token = owner) =>
  app.inject({ method: "POST", url: "/api/partner/add/student/", headers: bearer(token), payload });
const get = (url: string, token = owner) => app.inject({ url, headers: bearer(token) });
const countStudents = async () => (await app.db.select().from(students)).length;

describe("POST /api/partner/add/student/", () => {
  it("creates a student with every field and answers 201 {data}", async () => {
    const payload = await studentPayload(app.db);
    const res = await add(payload);
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    expect(s).toMatchObject({
      first_name: "Ananya",
      email: payload.email,
      passport_number: payload.passport_number,
      nationality: { name: "India" },
      study_country: { name: "United Kingdom" },
      study_level: { name: "Postgraduate (Master's)" },
      country: { name: "India" },
      state: { name: "Karnataka" },
      english_test: "IELTS",
      english_overall: 7.5,
      english_bands: { listening: 8, reading: 7.5, writing: 7, speaking: 7.5 },
      created_by: { name: "Priya Sharma" },
      applications_count: 0,
      status: "active",
    });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(s.id)));
    expect(audit?.action).toBe("student.create");
  });

  it("answers what a read of the new student answers (built from the inserted row, without reading it again)", async () => {
    const payload = await studentPayload(app.db, { first_name: "Echo", email: "echo.answer@students.example" });
    const res = await add({ ...payload, passport_number: "ECHO12345" });
    expect(res.statusCode).toBe(201);
    const read = await get(`/api/partner/students/${res.json().data.id}/`);
    expect(res.json().data).toEqual(read.json().data);
    expect(res.headers.etag).toBe(read.headers.etag);
  });

  it("accepts the minimum: names, e-mail, nationality, destination and level", async () => {
    const res = await add({
      first_name: "Kofi",
      last_name: "Mensah",
      email: "kofi.mensah@students.example",
      nationality_id: await countryId(app.db, "GH"),
      study_country_id: await countryId(app.db, "CA"),
      study_level_id: await levelId(app.db, "Diploma"),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ phone: null, passport_number: null, state: null, english_test: null });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["first_name", { first_name: "" }, "First name is required."],
    ["last_name", { last_name: "   " }, "Last name is required."],
    ["email", { email: "not-an-email" }, "Enter a valid email address."],
    ["phone", { phone: "call me" }, "Use digits, spaces and + ( ) - . only."],
    ["date_of_birth", { date_of_birth: "2003-02-30" }, "Date of birth is not a real date."],
    ["date_of_birth", { date_of_birth: "2999-01-01" }, "Date of birth must be in the past."],
    ["gender", { gender: "robot" }, "Choose female, male, other or prefer not to say."],
    ["nationality_id", { nationality_id: "x" }, "Choose a nationality."],
    ["passport_number", { passport_number: "AB-12" }, "Passport numbers are 5 to 20 letters and digits."],
    ["passport_expiry", { passport_expiry: "soon" }, "Passport expiry must be a date (YYYY-MM-DD)."],
    ["study_country_id", { study_country_id: 0 }, "Choose a study destination."],
    ["study_level_id", { study_level_id: -1 }, "Choose a study level."],
    ["english_test", { english_test: "Cambridge" }, "Choose IELTS, TOEFL, PTE, Duolingo or none."],
    ["english_overall", { english_overall: 9.5 }, "IELTS scores go from 0 to 9 in steps of 0.5."],
    ["english_bands.writing", { english_bands: { writing: 7.25 } }, "IELTS scores go from 0 to 9 in steps of 0.5."],
    ["english_overall", { english_test: "none", english_overall: 7 }, "Choose the English test these scores are for."],
    ["notes", { notes: "x".repeat(5001) }, "Notes is too long (at most 5000 characters)."],
  ];
  for (const [field, override, message] of bad) {
    it(`rejects a bad ${field} (${JSON.stringify(override).slice(0, 40)}) and creates nothing`, async () => {
      const before = await countStudents();
      const res = await add(await studentPayload(app.db, override));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
      expect(await countStudents()).toBe(before);
    });
  }

  it("checks references against each other", async () => {
    const before = await countStudents();
    const res = await add(
      await studentPayload(app.db, {
        state_id: await stateId(app.db, "NP", "Gandaki Province"),
        study_country_id: await countryId(app.db, "NP"),
        nationality_id: 999999,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      state_id: ["This state is not in the chosen country."],
      study_country_id: ["This country is not one of our study destinations."],
      nationality_id: ["Choose a nationality from the list."],
    });
    const level = await add(
      await studentPayload(app.db, {
        study_country_id: await countryId(app.db, "DE"),
        study_level_id: await levelId(app.db, "English Language"),
      }),
    );
    expect(level.json().errors.study_level_id).toEqual(["This study level is not offered at the chosen destination."]);
    expect(await countStudents()).toBe(before);
  });

  it("answers 409 with the existing id for the same e-mail or passport within the partner", async () => {
    const first = (await add(await studentPayload(app.db))).json().data;
    const sameEmail = await add(await studentPayload(app.db, { email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ existing_id: first.id });
    expect(sameEmail.json().errors.email[0]).toMatch(/already has this e-mail/);
    const samePassport = await add(
      await studentPayload(app.db, { passport_number: first.passport_number.toLowerCase() }),
    );
    expect(samePassport.statusCode).toBe(409);
    expect(samePassport.json().existing_id).toBe(first.id);
    // Another partner may have the same student.
    const elsewhere = await add(
      await studentPayload(app.db, { email: first.email, passport_number: first.passport_number }),
      other,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it("lets a sub-login with students.manage add, recorded as the creator", async () => {
    const res = await add(await studentPayload(app.db), counsellor);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.created_by.name).toBe("Arjun Mehta");
  });
});

describe("GET /api/partner/students/", () => {
  it("pages the partner's own students only, newest first", async () => {
    const res = await get("/api/partner/students/?page_size=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = (await app.db.select().from(students).where(eq(students.partner_id, 1))).length;
    expect(body.count).toBe(total);
    expect(body.results.data).toHaveLength(2);
    expect(body.next).toContain("page=2");
    const all = (await get("/api/partner/students/?page_size=100")).json().results.data;
    const created = all.map((s: { created_at: string }) => s.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const theirs = (await get("/api/partner/students/?page_size=100", other)).json().results.data;
    const mineIds = new Set(all.map((s: { id: number }) => s.id));
    expect(theirs.some((s: { id: number }) => mineIds.has(s.id))).toBe(false);
  });

  it("searches name, e-mail, passport and phone, case-insensitively", async () => {
    const s = (
      await add(await studentPayload(app.db, { first_name: "Zainab", last_name: "Qureshi", phone: "+92 300 1234567" }))
    ).json().data;
    for (const q of ["zainab", "QURESHI", s.email.slice(0, 12), s.passport_number.toLowerCase(), "300 1234"]) {
      const found = (await get(`/api/partner/students/?search=${encodeURIComponent(q)}`)).json().results.data;
      expect(
        found.map((x: { id: number }) => x.id),
        q,
      ).toContain(s.id);
    }
    expect((await get("/api/partner/students/?search=zainab", other)).json().count).toBe(0);
    expect((await get("/api/partner/students/?search=%25")).json().count).toBe(0);
  });

  it("a new student waits in the search index's small pending list and is found from it at once (0024)", async () => {
    const rows = async (q: ReturnType<typeof sql>) => (await app.db.execute(q)) as unknown as { rows: unknown[] };
    const index = sql`'students_partner_search_trgm_idx'::regclass`;
    const options = (await rows(sql`select reloptions from pg_class where oid = ${index}`)).rows[0];
    expect((options as { reloptions: string[] }).reloptions).toEqual(["fastupdate=on", "gin_pending_list_limit=256"]);
    await rows(sql`select gin_clean_pending_list(${index})`);
    const s = (await add(await studentPayload(app.db, { first_name: "Pendinglist", last_name: "Ngozi" }))).json().data;
    const found = (await get("/api/partner/students/?search=pendinglist")).json().results.data;
    expect(found.map((x: { id: number }) => x.id)).toEqual([s.id]);
    // The new student's entries were in the pending list (not yet merged into the tree) when it was found.
    const merged = (await rows(sql`select gin_clean_pending_list(${index}) as pages`)).rows[0] as { pages: number };
    expect(Number(merged.pages)).toBeGreaterThan(0);
  });

  it("a search keeps the chosen order and pages through every match", async () => {
    for (const [i, last] of ["Searchorder Alpha", "Searchorder Charlie", "Searchorder Bravo"].entries()) {
      await add(await studentPayload(app.db, { first_name: `Ord${i}`, last_name: last }));
    }
    const names = async (query: string) =>
      (await get(`/api/partner/students/?search=searchorder&${query}`))
        .json()
        .results.data.map((x: { last_name: string }) => x.last_name);
    expect(await names("ordering=last_name")).toEqual([
      "Searchorder Alpha",
      "Searchorder Bravo",
      "Searchorder Charlie",
    ]);
    expect(await names("ordering=-created_at")).toEqual([
      "Searchorder Bravo",
      "Searchorder Charlie",
      "Searchorder Alpha",
    ]);
    expect([
      ...(await names("ordering=-last_name&page_size=2")),
      ...(await names("ordering=-last_name&page_size=2&page=2")),
    ]).toEqual(["Searchorder Charlie", "Searchorder Bravo", "Searchorder Alpha"]);
  });

  it("filters by nationality, destination, level, creator and dates, and sorts", async () => {
    const gh = await countryId(app.db, "GH");
    const byNat = (await get(`/api/partner/students/?nationality=${gh}`)).json().results.data;
    expect(byNat.length).toBeGreaterThan(0);
    expect(byNat.every((s: { nationality: { name: string } }) => s.nationality.name === "Ghana")).toBe(true);
    const ca = await countryId(app.db, "CA");
    const byDest = (await get(`/api/partner/students/?study_country=${ca}`)).json().results.data;
    expect(byDest.length).toBeGreaterThan(0);
    expect(byDest.every((s: { study_country: { name: string } }) => s.study_country.name === "Canada")).toBe(true);
    const sub = (await login(app, "counsellor")).user.id;
    const byCreator = (await get(`/api/partner/students/?created_by=${sub}`)).json().results.data;
    expect(byCreator.length).toBeGreaterThan(0);
    expect(byCreator.every((s: { created_by: { name: string } }) => s.created_by.name === "Arjun Mehta")).toBe(true);
    expect((await get("/api/partner/students/?created_to=2000-01-01")).json().count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/partner/students/?created_from=${today}`)).json().count).toBeGreaterThan(0);
    const byName = (await get("/api/partner/students/?ordering=last_name&page_size=100")).json().results.data;
    const names = byName.map((s: { last_name: string }) => s.last_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("answers 400, never 500, for bad paging and filters", async () => {
    for (const q of [
      "page=0",
      "page=abc",
      "page_size=101",
      "ordering=email",
      "status=gone",
      "created_from=yesterday",
      "nationality=x",
    ]) {
      const res = await get(`/api/partner/students/?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors, q).toBeDefined();
    }
    const past = (await get("/api/partner/students/?page=999")).json();
    expect(past.results.data).toEqual([]);
    expect(past.count).toBeGreaterThan(0);
  });

  it("needs students.view and a partner token", async () => {
    expect((await app.inject({ url: "/api/partner/students/" })).statusCode).toBe(401);
    expect((await get("/api/partner/students/", (await login(app, "admin")).access)).statusCode).toBe(403);
  });
});

describe("one student", () => {
  it("reads, updates and deletes the partner's own; another partner's id answers 404 and changes nothing", async () => {
    const s = (await add(await studentPayload(app.db))).json().data;
    expect((await get(`/api/partner/students/${s.id}/`)).json().data.id).toBe(s.id);
    expect((await get(`/api/partner/students/${s.id}/`, other)).statusCode).toBe(404);

    const patchOther = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${s.id}/`,
      headers: bearer(other),
      payload: { first_name: "Hacked" },
    });
    expect(patchOther.statusCode).toBe(404);
    const delOther = await app.inject({
      method: "DELETE",
      url: `/api/partner/students/${s.id}/`,
      headers: bearer(other),
    });
    expect(delOther.statusCode).toBe(404);
    expect((await get(`/api/partner/students/${s.id}/`)).json().data.first_name).toBe("Ananya");

    const patch = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${s.id}/`,
      headers: bearer(owner),
      payload: {
        first_name: "Ananya R.",
        english_test: "TOEFL",
        english_overall: 104,
        english_bands: null,
        status: "archived",
      },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data).toMatchObject({
      first_name: "Ananya R.",
      english_test: "TOEFL",
      english_overall: 104,
      status: "archived",
    });

    const badPatch = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${s.id}/`,
      headers: bearer(owner),
      payload: { english_test: "IELTS", english_overall: 104 },
    });
    expect(badPatch.statusCode).toBe(400);

    const del = await app.inject({ method: "DELETE", url: `/api/partner/students/${s.id}/`, headers: bearer(owner) });
    expect(del.statusCode).toBe(204);
    expect((await get(`/api/partner/students/${s.id}/`)).statusCode).toBe(404);
  });

  it("refuses a duplicate e-mail on update", async () => {
    const a = (await add(await studentPayload(app.db))).json().data;
    const b = (await add(await studentPayload(app.db))).json().data;
    const res = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${b.id}/`,
      headers: bearer(owner),
      payload: { email: a.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().existing_id).toBe(a.id);
  });

  it("never lets a sub-login delete, with a sentence", async () => {
    const s = (await add(await studentPayload(app.db))).json().data;
    const res = await app.inject({
      method: "DELETE",
      url: `/api/partner/students/${s.id}/`,
      headers: bearer(counsellor),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Sub-logins cannot delete students; ask your partner administrator.");
    expect((await get(`/api/partner/students/${s.id}/`)).statusCode).toBe(200);
  });

  it("answers 400 for a bad id", async () => {
    expect((await get("/api/partner/students/abc/")).statusCode).toBe(400);
  });
});
