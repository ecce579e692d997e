import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, educationProviders } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { countryId, courseAndIntake, studentPayload } from "../../test/factories";
import { multipartForm } from "../../test/upload-forms";

/** Issue 35: audit entries name what they are about, and a course import accepts only real currencies. */
let app: TestApp;
let admin: string;
let partner: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
type Entry = { action: string; summary: string; entity: string; entity_id: string | null; entity_name: string | null };
const entries = async (url: string, token: string) => (await call("GET", url, token)).json().results.data as Entry[];

const header =
  "provider,provider_country,name,study_level,discipline,duration_months,tuition_fee,currency,application_fee,intake_months,requirements,language";
async function importCourses(csv: string, commit: boolean) {
  const form = multipartForm({}, { name: "courses.csv", data: Buffer.from(csv) });
  return app.inject({
    method: "POST",
    url: `/api/admin/courses/import/${commit ? "?commit=true" : ""}`,
    headers: { ...bearer(admin), "content-type": form.contentType },
    payload: form.payload,
  });
}

describe("course import", () => {
  it("a currency that is no ISO 4217 code is an error on its row; a real one imports, logged without a number", async () => {
    const made = await call("POST", "/admin/providers/", admin, {
      name: `Quay College ${Date.now()}`,
      country_id: await countryId(app.db, "GB"),
      city: "Hull",
      type: "college",
    });
    expect(made.statusCode, made.body).toBe(201);
    const p = made.json().data as { name: string };
    const row = (name: string, currency: string) =>
      `"${p.name}",GB,${name},Undergraduate,Design,36,15000,${currency},0,9,"A levels",English`;
    const preview = await importCourses(
      [header, row("BA Fine Art", "XYZ"), row("BA Textiles", "gbp")].join("\n"),
      false,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ valid: 1, invalid: 1 });
    expect(preview.json().rows[0].errors.currency).toEqual(["The currency is a three-letter ISO 4217 code, e.g. GBP."]);

    // GBP, as every UK course of the demo: other files of this worker's database (matching/rates.test.ts) read the
    // UK's courses as priced in pounds.
    const done = await importCourses([header, row("BA Textiles", "GBP")].join("\n"), true);
    expect(done.statusCode, done.body).toBe(201);
    const [entry] = await entries("/admin/audit/?action=catalogue.course.import", admin);
    expect(entry!.entity_id).toBeNull();
    expect(entry!.summary).toBe("Alex Morgan imported 1 courses from courses.csv.");
  });

  it("a course's, a partner's commission and an exchange rate's currency must be real too", async () => {
    const course = (await call("GET", "/admin/courses/?page_size=1", admin)).json().results.data[0] as { id: number };
    const bad = await call("PATCH", `/admin/courses/${course.id}/`, admin, { currency: "XYZ" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.currency).toEqual(["The currency is a three-letter ISO 4217 code, e.g. GBP."]);
    const rate = await call("POST", "/masters/currency-rates/", admin, {
      currency: "QQQ",
      per_usd: 2,
      as_of: "2026-01-01",
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().errors.currency).toBeDefined();
  });
});

describe("audit entries name their record", () => {
  it("a shortlist entry names the course and its provider, not its number", async () => {
    const { course_id } = await courseAndIntake(app.db);
    const [found] = await app.db
      .select({ id: courses.id, name: courses.name, provider: educationProviders.name })
      .from(courses)
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .where(eq(courses.id, course_id));
    if (!found) throw new Error("no course");
    await call("DELETE", `/partner/shortlist/${found.id}/`, partner);
    expect((await call("POST", "/partner/shortlist/", partner, { course_id: found.id })).statusCode).toBe(201);
    const [entry] = await entries("/partner/audit/?action=shortlist.add", partner);
    expect(entry!.summary).toContain(`${found.name}, ${found.provider}`);
    expect(entry!.summary).not.toContain(`#${found.id}`);
  });

  it("a language switch says it changed the language, in that language's own name", async () => {
    const es = await call("PATCH", "/me/", partner, { language: "es" });
    expect(es.statusCode, es.body).toBe(200);
    expect((await call("PATCH", "/me/", partner, { language: "en" })).statusCode).toBe(200);
    const log = await entries("/admin/audit/?action=user.language_change", admin);
    expect(log.map((e) => e.summary.replace(/^.*? changed/, "changed"))).toEqual([
      "changed their language to English.",
      "changed their language to Español.",
    ]);
    expect((await call("PATCH", "/me/", partner, { name: "Priya Shah" })).statusCode).toBe(200);
    const [profile] = await entries("/admin/audit/?action=user.profile_update", admin);
    expect(profile!.summary).toMatch(/updated their profile/);
  });

  it('an entry about a person names them (not "user #2"); an application is read by its number', async () => {
    const person = (await call("GET", "/me/", partner)).json().data.user as { id: number; name: string };
    expect((await call("POST", "/me/2fa/", partner)).statusCode).toBeLessThan(300);
    const [entry] = await entries("/partner/audit/?action=user.two_factor_start", partner);
    expect(entry).toMatchObject({ entity: "user", entity_id: String(person.id), entity_name: person.name });

    const student = await call("POST", "/partner/add/student/", partner, await studentPayload(app.db));
    expect(student.statusCode, student.body).toBe(201);
    const made = await call("POST", "/partner/application/", partner, {
      student_id: student.json().data.id,
      ...(await courseAndIntake(app.db)),
    });
    expect(made.statusCode, made.body).toBe(201);
    const [created] = await entries("/partner/audit/?action=application.create", partner);
    expect(created).toMatchObject({ entity: "application", entity_name: null });
  });
});
