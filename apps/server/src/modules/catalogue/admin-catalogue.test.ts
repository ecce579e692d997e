import { COURSE_IMPORT_COLUMNS } from "@pp/shared";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseRequirements, courses } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { countryId, levelId } from "../../test/factories";

let app: TestApp;
let admin: string;
let partner: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

function upload(url: string, content: Buffer, name: string, token = admin) {
  const boundary = "----pp-import";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: "POST",
    url: `/api${url}`,
    headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const courseCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(courses))[0]!.n;

async function provider() {
  const gb = await countryId(app.db, "GB");
  const res = await call("POST", "/admin/providers/", admin, {
    name: `Harbour College ${Date.now()}`,
    country_id: gb,
    city: "Bristol",
    type: "college",
    website: "https://harbour.example",
    contact_email: "Admissions@Harbour.example",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string };
}

describe("providers and courses", () => {
  it("creates, edits and deactivates a provider; duplicates and bad fields answer with their field", async () => {
    const p = await provider();
    const again = await call("POST", "/admin/providers/", admin, {
      name: p.name,
      country_id: await countryId(app.db, "GB"),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toEqual(["A provider with this name already exists in this country."]);
    const bad = await call("POST", "/admin/providers/", admin, {
      name: "",
      country_id: 999999,
      website: "harbour",
      type: "castle",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["name", "type", "website"]);
    const missingCountry = await call("POST", "/admin/providers/", admin, { name: "Nowhere U", country_id: 999999 });
    expect(missingCountry.json().errors.country_id).toEqual(["Choose a country from the list."]);
    const off = await call("PATCH", `/admin/providers/${p.id}/`, admin, { is_active: false, description: "Closed" });
    expect(off.json().data).toMatchObject({
      is_active: false,
      description: "Closed",
      contact_email: "admissions@harbour.example",
    });
    const listed = await call("GET", "/admin/providers/?is_active=false&search=harbour", admin);
    expect(listed.json().results.data.map((r: { id: number }) => r.id)).toContain(p.id);
    expect((await call("GET", "/admin/providers/", partner)).statusCode).toBe(403);

    // A bad change is refused on its field and changes nothing; an unknown id is a 404.
    const badEdit = await call("PATCH", `/admin/providers/${p.id}/`, admin, { website: "harbour", type: "castle" });
    expect(badEdit.statusCode).toBe(400);
    expect(Object.keys(badEdit.json().errors).sort()).toEqual(["type", "website"]);
    const again2 = await call("GET", "/admin/providers/?is_active=false&search=harbour", admin);
    const unchanged = again2.json().results.data.find((r: { id: number }) => r.id === p.id);
    expect(unchanged).toMatchObject({ type: "college", website: "https://harbour.example", description: "Closed" });
    expect((await call("PATCH", "/admin/providers/99999999/", admin, { description: "x" })).statusCode).toBe(404);
  });

  it("creates and edits a course; the public finder shows it at once and hides it once deactivated", async () => {
    const p = await provider();
    const body = {
      provider_id: p.id,
      name: "BSc Marine Biology",
      study_level_id: await levelId(app.db, "Undergraduate"),
      discipline: "Biology",
      duration_months: 36,
      tuition_fee: 18250.5,
      currency: "gbp",
      intake_months: [9],
    };
    const created = await call("POST", "/admin/courses/", admin, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ tuition_fee: "18250.50", currency: "GBP", application_fee: "0.00" });
    const id = created.json().data.id;
    const finder = () => app.inject({ url: `/api/partner/courses/list/?provider=${p.id}` });
    expect((await finder()).json().count).toBe(1);
    expect((await call("POST", "/admin/courses/", admin, body)).statusCode).toBe(409);
    const bad = await call("POST", "/admin/courses/", admin, {
      ...body,
      name: "X",
      duration_months: 0,
      intake_months: [13],
      currency: "pounds",
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(["currency", "duration_months", "intake_months.0"].sort());
    const edited = await call("PATCH", `/admin/courses/${id}/`, admin, { tuition_fee: 19000, is_active: false });
    expect(edited.json().data).toMatchObject({ tuition_fee: "19000.00", is_active: false });
    // The finder's cached count was cleared by the write.
    expect((await finder()).json().count).toBe(0);

    const badEdit = await call("PATCH", `/admin/courses/${id}/`, admin, { tuition_fee: -5, currency: "pounds" });
    expect(badEdit.statusCode).toBe(400);
    expect(Object.keys(badEdit.json().errors).sort()).toEqual(["currency", "tuition_fee"]);
    const listed = await call("GET", `/admin/courses/?provider=${p.id}`, admin);
    expect(listed.json().results.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      tuition_fee: "19000.00",
      currency: "GBP",
    });
    expect((await call("PATCH", "/admin/courses/99999999/", admin, { tuition_fee: 1 })).statusCode).toBe(404);

    // A change of one field leaves the others as they are: the course stays inactive, its fee and language kept.
    const renamed = await call("PATCH", `/admin/courses/${id}/`, admin, { discipline: "Marine Science" });
    expect(renamed.json().data).toMatchObject({
      discipline: "Marine Science",
      is_active: false,
      application_fee: "0.00",
      language: "English",
      tuition_fee: "19000.00",
    });
  });
});

describe("a course's structured requirements (issue 18)", () => {
  it("are created and changed with the course, answered with it, and removed with null; bad values name their field", async () => {
    const p = await provider();
    const ug = await levelId(app.db, "Undergraduate");
    const body = {
      provider_id: p.id,
      name: "MSc Applied AI",
      study_level_id: await levelId(app.db, "Postgraduate (Master's)"),
      discipline: "Computer Science",
      duration_months: 12,
      tuition_fee: 24000,
      currency: "GBP",
      intake_months: [9],
      entry_requirements: {
        ielts_overall: 6.5,
        ielts_min_band: 6,
        min_prior_level_id: ug,
        required_subjects: ["computer  science"],
      },
    };
    const created = await call("POST", "/admin/courses/", admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.entry_requirements).toMatchObject({
      ielts_overall: 6.5,
      ielts_min_band: 6,
      toefl_ibt: null,
      min_prior_level_id: ug,
      required_subjects: ["Computer Science"],
      presessional_english: false,
    });
    const bad = await call("PATCH", `/admin/courses/${id}/`, admin, {
      entry_requirements: { ielts_overall: 6.3, duolingo: 200 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      "entry_requirements.duolingo",
      "entry_requirements.ielts_overall",
    ]);
    const noLevel = await call("PATCH", `/admin/courses/${id}/`, admin, {
      entry_requirements: { min_prior_level_id: 999999 },
    });
    expect(noLevel.statusCode).toBe(400);
    expect(noLevel.json().errors["entry_requirements.min_prior_level_id"]).toEqual([
      "Choose a study level from the list.",
    ]);
    const changed = await call("PATCH", `/admin/courses/${id}/`, admin, {
      entry_requirements: { toefl_ibt: 90, presessional_english: true },
    });
    expect(changed.json().data.entry_requirements).toMatchObject({
      ielts_overall: null,
      toefl_ibt: 90,
      presessional_english: true,
    });
    // Other fields alone leave them as they are; null removes them.
    const renamed = await call("PATCH", `/admin/courses/${id}/`, admin, { name: "MSc Applied AI and Robotics" });
    expect(renamed.json().data.entry_requirements).toMatchObject({ toefl_ibt: 90 });
    const removed = await call("PATCH", `/admin/courses/${id}/`, admin, { entry_requirements: null });
    expect(removed.json().data.entry_requirements).toBeNull();
  });
});

describe("course import", () => {
  const header =
    "provider,provider_country,name,study_level,discipline,duration_months,tuition_fee,currency,application_fee,intake_months,requirements,language";

  it("offers a template in CSV and XLSX that imports as it is; another format is a 400", async () => {
    const odd = await call("GET", "/admin/courses/import/template/?format=pdf", admin);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBeTruthy();
    const csv = await call("GET", "/admin/courses/import/template/?format=csv", admin);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("course-import-template.csv");
    expect(csv.body.split("\r\n")[0]).toBe(COURSE_IMPORT_COLUMNS.join(","));
    const xlsx = await app.inject({ url: "/api/admin/courses/import/template/?format=xlsx", headers: bearer(admin) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...COURSE_IMPORT_COLUMNS]);
    const preview = await upload("/admin/courses/import/", xlsx.rawPayload, "template.xlsx");
    expect(preview.statusCode, preview.body).toBe(200);
    // The example names a provider that is not in the catalogue: the preview says so on its own line.
    expect(preview.json().rows[0]).toMatchObject({
      line: 2,
      errors: { provider: [expect.stringContaining("No provider")] },
    });
  });

  it("previews each row's errors; a file with one bad row imports nothing; fixed, it imports every row", async () => {
    const p = await provider();
    const row = (name: string, extra = "") =>
      `"${p.name}",GB,${name},Undergraduate,Design,36,15000,GBP,0,9;1,"A levels, BBB",English${extra}`;
    const bad = [
      header,
      row("BA Graphic Design"),
      `"${p.name}",GB,BA Illustration,Undergraduate,Design,36,lots,GBP,0,9,,English`,
      row("BA Photography"),
    ].join("\n");
    const before = await courseCount();
    const preview = await upload("/admin/courses/import/", Buffer.from(bad), "courses.csv");
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ valid: 2, invalid: 1, committed: false });
    expect(preview.json().rows[1]).toMatchObject({ line: 3, errors: { tuition_fee: ["Tuition is an amount."] } });
    const refused = await upload("/admin/courses/import/?commit=true", Buffer.from(bad), "courses.csv");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Nothing was imported: 1 row has errors.");
    expect(refused.json().errors["line 3"]).toEqual(["tuition_fee: Tuition is an amount."]);
    expect(await courseCount()).toBe(before);

    const good = [header, row("BA Graphic Design"), row("BA Illustration"), row("BA Photography")].join("\n");
    const done = await upload("/admin/courses/import/?commit=true", Buffer.from(good), "courses.csv");
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ committed: true, created: 3 });
    expect(await courseCount()).toBe(before + 3);
    const imported = await app.db.select().from(courses).where(eq(courses.provider_id, p.id));
    expect(imported.map((c) => c.intake_months)).toEqual([
      [9, 1],
      [9, 1],
      [9, 1],
    ]);
    // The same file again: every row is now a duplicate.
    const twice = await upload("/admin/courses/import/", Buffer.from(good), "courses.csv");
    expect(twice.json().invalid).toBe(3);
    expect(twice.json().rows[0].errors.name).toEqual(["This provider already has a course with this name and level."]);
  });

  it("imports the structured requirements with each course; a bad value is an error on its own column", async () => {
    const p = await provider();
    const head = `${header},ielts_overall,ielts_min_band,toefl_ibt,pte,duolingo,min_prior_level,min_grade_pct,required_subjects,max_gap_years,work_history_accepted,presessional_english`;
    const line = (name: string, req: string) =>
      `"${p.name}",GB,${name},Postgraduate (Master's),Computing,12,21000,GBP,0,9,,English,${req}`;
    const bad = [
      head,
      line("MSc Robotics", "6.5,6,79,58,115,Undergraduate,60,mathematics;physics,5,yes,no"),
      line("MSc Vision", "6.3,,,99,,Bachelor,,,,maybe,"),
    ].join("\n");
    const preview = await upload("/admin/courses/import/", Buffer.from(bad), "req.csv");
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows[1].errors).toEqual({
      ielts_overall: ["IELTS overall goes in steps of 0.5."],
      pte: ["PTE Academic goes from 10 to 90."],
      min_prior_level: ['No study level "Bachelor".'],
      work_history_accepted: ["Write yes or no."],
    });
    const good = [
      head,
      line("MSc Robotics", "6.5,6,79,58,115,Undergraduate,60,mathematics;physics,5,yes,no"),
      line("MSc Vision", ",,,,,,,,,,"),
    ].join("\n");
    const done = await upload("/admin/courses/import/?commit=true", Buffer.from(good), "req.csv");
    expect(done.statusCode, done.body).toBe(201);
    const [robotics] = await app.db
      .select()
      .from(courses)
      .where(sql`${courses.provider_id} = ${p.id} and ${courses.name} = 'MSc Robotics'`);
    const [req] = await app.db.select().from(courseRequirements).where(eq(courseRequirements.course_id, robotics!.id));
    expect(req).toMatchObject({
      ielts_overall: 6.5,
      ielts_min_band: 6,
      toefl_ibt: 79,
      pte: 58,
      duolingo: 115,
      min_prior_level_id: await levelId(app.db, "Undergraduate"),
      min_grade_pct: 60,
      required_subjects: ["Mathematics", "Physics"],
      max_gap_years: 5,
      work_history_accepted: true,
      presessional_english: false,
    });
    // A row that states none of them gets no requirements row (matching reads "asks for nothing").
    const [vision] = await app.db
      .select()
      .from(courses)
      .where(sql`${courses.provider_id} = ${p.id} and ${courses.name} = 'MSc Vision'`);
    expect(await app.db.select().from(courseRequirements).where(eq(courseRequirements.course_id, vision!.id))).toEqual(
      [],
    );
  });

  it("refuses a file it cannot read, or one without the columns, with a clear message", async () => {
    const png = await upload("/admin/courses/import/", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), "x.csv");
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe("Upload a CSV or XLSX file.");
    const cols = await upload("/admin/courses/import/", Buffer.from("name,fee\nA,1\n"), "x.csv");
    expect(cols.json().message).toMatch(/^The file lacks the columns provider, provider_country, study_level/);
    const empty = await upload("/admin/courses/import/", Buffer.from(`${header}\n`), "x.csv");
    expect(empty.json().message).toBe("The file has no course rows under its header.");
    expect((await upload("/admin/courses/import/", Buffer.from(header), "x.csv", partner)).statusCode).toBe(403);
  });
});

describe("catalogue filters", () => {
  it("filters providers by type and courses by study level; a bad value is a 400", async () => {
    const colleges = (await call("GET", "/admin/providers/?type=college&page_size=100", admin)).json();
    expect(colleges.count).toBeGreaterThan(0);
    expect(colleges.results.data.every((p: { type: string }) => p.type === "college")).toBe(true);
    const level = await levelId(app.db, "Undergraduate");
    const ug = (await call("GET", `/admin/courses/?study_level=${level}&page_size=100`, admin)).json();
    expect(ug.count).toBeGreaterThan(0);
    expect(ug.results.data.every((c: { study_level: { id: number } }) => c.study_level.id === level)).toBe(true);
    expect((await call("GET", "/admin/providers/?type=castle", admin)).statusCode).toBe(400);
    expect((await call("GET", "/admin/courses/?study_level=x", admin)).statusCode).toBe(400);
  });
});
