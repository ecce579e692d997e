import { MASTER_RESOURCES } from "@pp/shared";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, currencyRates, intakes, years } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { countryId, courseAndIntake, studentPayload } from "../../test/factories";

let app: TestApp;
let admin: string;
let partner: string;
let counsellor: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
  counsellor = (await login(app, "counsellor")).access;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string | null, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A valid body per resource, so every route is exercised the same way. */
async function validBody(resource: (typeof MASTER_RESOURCES)[number]): Promise<Record<string, unknown>> {
  const u = unique();
  switch (resource) {
    case "regions":
      return { name: `Region ${u}` };
    case "years": {
      // A year no other test has taken yet (a random one clashed now and then with the intakes' years).
      const taken = new Set((await app.db.select({ year: years.year }).from(years)).map((r) => r.year));
      const free = Array.from({ length: 60 }, (_, i) => 2040 + i).filter((y) => !taken.has(y));
      return { year: free[Math.floor(Math.random() * free.length)] };
    }
    case "intakes": {
      const [y] = await app.db
        .insert(years)
        .values({ year: 2100 - Math.floor(Math.random() * 50) })
        .onConflictDoNothing()
        .returning();
      const yearId = y?.id ?? (await app.db.select().from(years).orderBy(desc(years.year)).limit(1))[0]!.id;
      return { name: `Intake ${u}`, month: 1 + Math.floor(Math.random() * 12), year_id: yearId };
    }
    case "application-statuses":
      return { name: `Status ${u}`, sort_order: 500, colour: "teal" };
    case "countries": {
      // ISO 3166 keeps QM-QZ and XAA-XZZ for private use (our seed has Kosovo as XK/XKX; XQ? is free).
      const pick = (from: number, span: number) => String.fromCharCode(from + Math.floor(Math.random() * span));
      return { name: `Country ${u}`, iso2: `Q${pick(77, 14)}`, iso3: `XQ${pick(65, 26)}` };
    }
    case "study-levels":
      return { name: `Level ${u}`, sort_order: 90 };
    case "roles":
      return { name: `Role ${u}`, permissions: ["students.view"] };
    case "currency-rates": {
      // An ISO 4217 code no rate has yet (only those are accepted, issue 35).
      const taken = new Set((await app.db.select({ c: currencyRates.currency }).from(currencyRates)).map((r) => r.c));
      const free = Intl.supportedValuesOf("currency").filter((c) => !taken.has(c));
      return { currency: free[Math.floor(Math.random() * free.length)], per_usd: 3.5, as_of: "2026-11-20" };
    }
  }
}

describe("Masters: reading", () => {
  it.each(MASTER_RESOURCES)("%s: every signed-in user lists it; without a token 401", async (resource) => {
    for (const token of [admin, partner, counsellor]) {
      const res = await call("GET", `/masters/${resource}/?page_size=100`, token);
      expect(res.statusCode, `${resource}`).toBe(200);
      const body = res.json();
      expect(body.count).toBeGreaterThan(0);
      expect(body.results.data[0]).toMatchObject({ id: expect.any(Number), is_active: expect.any(Boolean) });
    }
    expect((await call("GET", `/masters/${resource}/`, null)).statusCode).toBe(401);
  });

  it("searches, filters and pages; a bad page is a 400", async () => {
    const res = await call("GET", "/masters/countries/?search=nep", partner);
    expect(res.json().results.data.map((c: { iso2: string }) => c.iso2)).toContain("NP");
    const dest = await call("GET", "/masters/countries/?destination=true&page_size=100", partner);
    expect(dest.json().count).toBe(8);
    const gb = dest.json().results.data.find((c: { iso2: string }) => c.iso2 === "GB");
    expect(gb.study_levels.length).toBeGreaterThan(3);
    expect((await call("GET", "/masters/regions/?page=0", partner)).statusCode).toBe(400);
    const page2 = await call("GET", "/masters/countries/?page=2&page_size=10", partner);
    expect(page2.json().results.data).toHaveLength(10);
    expect(page2.json().previous).toContain("page=1");
  });
});

describe("Masters: writing is the Superadmin's alone", () => {
  it.each(MASTER_RESOURCES)("%s: create, read, change, deactivate and delete; 403 for partners", async (resource) => {
    const body = await validBody(resource);
    for (const token of [partner, counsellor]) {
      expect((await call("POST", `/masters/${resource}/`, token, body)).statusCode).toBe(403);
    }
    const created = await call("POST", `/masters/${resource}/`, admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await call("GET", `/masters/${resource}/${id}/`, partner)).json().data.id).toBe(id);

    for (const token of [partner, counsellor]) {
      expect((await call("PATCH", `/masters/${resource}/${id}/`, token, { is_active: false })).statusCode).toBe(403);
      expect((await call("DELETE", `/masters/${resource}/${id}/`, token)).statusCode).toBe(403);
    }
    const off = await call("PATCH", `/masters/${resource}/${id}/`, admin, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    const inactive = await call("GET", `/masters/${resource}/?is_active=false&page_size=100`, admin);
    expect(inactive.json().results.data.map((r: { id: number }) => r.id)).toContain(id);

    const del = await call("DELETE", `/masters/${resource}/${id}/`, admin);
    expect(del.statusCode, del.body).toBe(200);
    expect((await call("GET", `/masters/${resource}/${id}/`, admin)).statusCode).toBe(404);
    const trail = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, resource), eq(auditLog.entity_id, String(id))));
    expect(trail.map((a) => a.action).sort()).toEqual(
      [`masters.${resource}.create`, `masters.${resource}.delete`, `masters.${resource}.update`].sort(),
    );
    const update = trail.find((a) => a.action.endsWith("update"))!.details as {
      before: { is_active: boolean };
      after: { is_active: boolean };
    };
    expect(update.before.is_active).toBe(true);
    expect(update.after.is_active).toBe(false);
  });

  it("each bad field gets its own message and nothing changes", async () => {
    const before = await app.db.select().from(intakes);
    const res = await call("POST", "/masters/intakes/", admin, { name: "", month: 13, year_id: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: ["Name is required."],
      month: ["Month is a number from 1 to 12."],
      year_id: ["Choose a year."],
    });
    const missingYear = await call("POST", "/masters/intakes/", admin, { name: "X", month: 3, year_id: 999999 });
    expect(missingYear.statusCode).toBe(400);
    expect(missingYear.json().errors.year_id).toEqual(["Choose a year from the list."]);
    const country = await call("POST", "/masters/countries/", admin, { name: "X", iso2: "1", iso3: "ABCD" });
    expect(Object.keys(country.json().errors).sort()).toEqual(["iso2", "iso3"]);
    const role = await call("POST", "/masters/roles/", admin, { name: "R", permissions: ["root.everything"] });
    expect(role.json().errors["permissions.0"] ?? role.json().errors.permissions).toBeTruthy();
    const colour = await call("POST", "/masters/application-statuses/", admin, {
      name: "S",
      sort_order: 1,
      colour: "plaid",
    });
    expect(colour.json().errors.colour).toEqual(["Choose a colour from the list."]);
    expect(await app.db.select().from(intakes)).toHaveLength(before.length);
  });

  /** A body each resource refuses, and the field that says why. */
  const BAD: Record<(typeof MASTER_RESOURCES)[number], [Record<string, unknown>, string]> = {
    regions: [{ name: "" }, "name"],
    years: [{ year: "next" }, "year"],
    intakes: [{ month: 0 }, "month"],
    "application-statuses": [{ colour: "plaid" }, "colour"],
    countries: [{ iso2: "1" }, "iso2"],
    "study-levels": [{ name: "" }, "name"],
    roles: [{ permissions: ["root.everything"] }, "permissions"],
    "currency-rates": [{ per_usd: 0 }, "per_usd"],
  };

  it.each(MASTER_RESOURCES)(
    "%s: a bad create or change is a 400 on its field and changes nothing; a missing id is a 404",
    async (resource) => {
      const [bad, field] = BAD[resource];
      const created = await call("POST", `/masters/${resource}/`, admin, await validBody(resource));
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json().data as Record<string, unknown> & { id: number };

      const badCreate = await call("POST", `/masters/${resource}/`, admin, { ...(await validBody(resource)), ...bad });
      expect(badCreate.statusCode).toBe(400);
      expect(Object.keys(badCreate.json().errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);

      const badChange = await call("PATCH", `/masters/${resource}/${row.id}/`, admin, bad);
      expect(badChange.statusCode).toBe(400);
      expect(Object.keys(badChange.json().errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
      expect((await call("GET", `/masters/${resource}/${row.id}/`, admin)).json().data).toEqual(row);

      expect((await call("PATCH", `/masters/${resource}/99999999/`, admin, { is_active: false })).statusCode).toBe(404);
      expect((await call("DELETE", `/masters/${resource}/99999999/`, admin)).statusCode).toBe(404);
      expect((await call("DELETE", `/masters/${resource}/${row.id}/`, admin)).statusCode).toBe(200);
    },
  );

  it("a change of one field leaves the others as they are (no create-time defaults on a change)", async () => {
    const status = await call("POST", "/masters/application-statuses/", admin, {
      name: `Paid out ${unique()}`,
      sort_order: 600,
      colour: "teal",
      is_terminal: true,
      triggers_commission: true,
      is_active: false,
    });
    expect(status.statusCode, status.body).toBe(201);
    const renamed = await call("PATCH", `/masters/application-statuses/${status.json().data.id}/`, admin, {
      name: `Paid ${unique()}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      colour: "teal",
      is_terminal: true,
      triggers_commission: true,
      is_active: false,
    });
    // Reference data outlives this file: the made-up status goes again.
    expect((await call("DELETE", `/masters/application-statuses/${status.json().data.id}/`, admin)).statusCode).toBe(
      200,
    );

    const gb = await countryId(app.db, "GB");
    const before = (await call("GET", `/masters/countries/${gb}/`, admin)).json().data;
    expect(before.is_study_destination).toBe(true);
    expect(before.study_levels.length).toBeGreaterThan(0);
    const country = await call("PATCH", `/masters/countries/${gb}/`, admin, { name: before.name });
    expect(country.statusCode, country.body).toBe(200);
    expect(country.json().data).toMatchObject({
      is_study_destination: true,
      is_active: before.is_active,
      study_levels: before.study_levels,
    });
  });

  it("a month and year taken twice is a 409 on the month; a duplicate name a 409 on the name", async () => {
    const [intake] = await app.db.select().from(intakes).limit(1);
    const dup = await call("POST", "/masters/intakes/", admin, {
      name: "Again",
      month: intake!.month,
      year_id: intake!.year_id,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.month).toEqual(["This year already has an intake in this month."]);
    const existing = (await call("GET", "/masters/regions/", admin)).json().results.data[0];
    const region = await call("POST", "/masters/regions/", admin, { name: existing.name });
    expect(region.statusCode).toBe(409);
    expect(region.json().errors.name).toEqual(["A region with this name already exists."]);
  });

  it("a country's study levels follow its destination flag", async () => {
    const levels = (await call("GET", "/masters/study-levels/", admin)).json().results.data as { id: number }[];
    const body = { ...(await validBody("countries")), is_study_destination: true, study_level_ids: [levels[0]!.id] };
    const created = await call("POST", "/masters/countries/", admin, body);
    expect(created.json().data.study_level_ids).toEqual([levels[0]!.id]);
    const id = created.json().data.id;
    const lookup = await call("GET", `/partner/study-level/${id}`, partner);
    expect(lookup.json().data[0].levels.map((l: { id: number }) => l.id)).toEqual([levels[0]!.id]);
    const refused = await call("PATCH", `/masters/countries/${id}/`, admin, {
      is_study_destination: false,
      study_level_ids: [levels[1]!.id],
    });
    expect(refused.statusCode).toBe(400);
    const off = await call("PATCH", `/masters/countries/${id}/`, admin, { is_study_destination: false });
    expect(off.json().data.study_level_ids).toEqual([]);
    await call("DELETE", `/masters/countries/${id}/`, admin);
  });
});

describe("Masters: deleting what something uses", () => {
  it("answers 409 with a sentence naming what uses the row, and keeps it", async () => {
    const student = await call("POST", "/partner/add/student/", partner, await studentPayload(app.db));
    expect(student.statusCode).toBe(201);
    const { course_id, intake_id } = await courseAndIntake(app.db, 1, 2028);
    const application = await call("POST", "/partner/application/", partner, {
      student_id: student.json().data.id,
      course_id,
      intake_id,
    });
    expect(application.statusCode, application.body).toBe(201);
    const usedIntake = await call("DELETE", `/masters/intakes/${intake_id}/`, admin);
    expect(usedIntake.statusCode).toBe(409);
    expect(usedIntake.json().message).toMatch(/^\d+ applications? uses? this intake\. Deactivate it instead\.$/);
    const draft = (await call("GET", "/masters/application-statuses/?search=draft", admin)).json().results.data[0];
    const usedStatus = await call("DELETE", `/masters/application-statuses/${draft.id}/`, admin);
    expect(usedStatus.statusCode).toBe(409);
    expect(usedStatus.json().message).toMatch(/applications? uses? this status/);
    const gb = await countryId(app.db, "GB");
    const country = await call("DELETE", `/masters/countries/${gb}/`, admin);
    expect(country.statusCode).toBe(409);
    expect(country.json().message).toMatch(
      /^\d+ students?(, \d+ providers?)?( and \d+ (providers?|partners?))? uses? this country\. Deactivate it instead\.$/,
    );
    const region = (await call("GET", "/masters/regions/?search=europe", admin)).json().results.data[0];
    const used = await call("DELETE", `/masters/regions/${region.id}/`, admin);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^\d+ countries use this region\. Deactivate it instead\.$/);
    expect((await call("GET", `/masters/regions/${region.id}/`, admin)).statusCode).toBe(200);
  });

  it("a year with intakes, a study level in use and a role that sub-logins hold are kept, with the sentence", async () => {
    const [intake] = await app.db.select().from(intakes).limit(1);
    const year = await call("DELETE", `/masters/years/${intake!.year_id}/`, admin);
    expect(year.statusCode).toBe(409);
    expect(year.json().message).toMatch(/^\d+ intakes? uses? this year\. Deactivate it instead\.$/);
    expect((await call("GET", `/masters/years/${intake!.year_id}/`, admin)).statusCode).toBe(200);

    const level = (await call("GET", "/masters/study-levels/?search=undergraduate", admin)).json().results.data[0];
    const usedLevel = await call("DELETE", `/masters/study-levels/${level.id}/`, admin);
    expect(usedLevel.statusCode).toBe(409);
    expect(usedLevel.json().message).toMatch(/^\d+ courses.* this study level\. Deactivate it instead\.$/);
    expect((await call("GET", `/masters/study-levels/${level.id}/`, admin)).statusCode).toBe(200);

    const counsellorRole = (await call("GET", "/masters/roles/?search=counsellor", admin)).json().results.data[0];
    const usedRole = await call("DELETE", `/masters/roles/${counsellorRole.id}/`, admin);
    expect(usedRole.statusCode).toBe(409);
    expect(usedRole.json().message).toMatch(/^\d+ sub-logins? uses? this role\. Deactivate it instead\.$/);
    expect((await call("GET", `/masters/roles/${counsellorRole.id}/`, admin)).statusCode).toBe(200);
  });
});
