// Longer than 300 lines: one walk through issue 36's deadlines, from the Superadmin's catalogue and import to the
// partner's filters, the passport warning and who may do what, sharing the course and students it sets up.
import { checklistFor } from "@pp/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationStatuses,
  applications,
  auditLog,
  courseDeadlines,
  courses,
  intakes,
  studentDocuments,
  years,
} from "../../db/schema/index";
import { bearer, buildTestApp, login, postMultipart, type TestApp, withoutPermission } from "../../test/app";
import { addStudent, countryId, levelId } from "../../test/factories";
import { monthsAfter, todayUtc } from "./conditions";

let app: TestApp;
let admin: string;
let owner: string;
let other: string;
let counsellor: string;
const today = todayUtc();
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Next year's September and January intakes (the course starts in September only). */
const nextYear = Number(today.slice(0, 4)) + 1;
let sept: number;
let jan: number;
let courseId: number;
let providerId: number;

const call = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function intakeId(month: number, year: number) {
  const [i] = await app.db
    .select({ id: intakes.id })
    .from(intakes)
    .innerJoin(years, eq(years.id, intakes.year_id))
    .where(and(eq(intakes.month, month), eq(years.year, year)));
  return i!.id;
}
/** Writes behind the API's back: every partner's cached pages must be told (version 0 is everyone's). */
const touchAll = () => app.versions.touch(0);
const deadlineRows = (id: number) => app.db.select().from(courseDeadlines).where(eq(courseDeadlines.course_id, id));

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  owner = (await login(app, "partner")).access;
  other = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
  sept = await intakeId(9, nextYear);
  jan = await intakeId(1, nextYear);
  const p = await call("POST", "/admin/providers/", admin, {
    name: `Deadline University ${Date.now()}`,
    country_id: await countryId(app.db, "GB"),
  });
  expect(p.statusCode, p.body).toBe(201);
  providerId = p.json().data.id;
});
afterAll(() => app.close());

const courseFields = async (name: string) => ({
  provider_id: providerId,
  name,
  study_level_id: await levelId(app.db, "Postgraduate (Master's)"),
  discipline: "Computer Science",
  duration_months: 12,
  tuition_fee: 20000,
  currency: "GBP",
  intake_months: [9],
});

describe("the Superadmin sets application deadlines", () => {
  it("refuses a wrong month, a day on or after the start and an unknown intake, each with its sentence, writing nothing", async () => {
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(courses))[0]!.n;
    const res = await call("POST", "/admin/courses/", admin, {
      ...(await courseFields("MSc Late Starters")),
      application_deadlines: [
        { intake_id: jan, closes_on: `${nextYear - 1}-11-30` },
        { intake_id: sept, closes_on: `${nextYear}-09-01` },
        { intake_id: 999999, closes_on: `${nextYear}-06-30` },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({
      "application_deadlines.0.intake_id": ["This course does not start in January: choose one of its intakes."],
      "application_deadlines.1.closes_on": [`The deadline must fall before the intake starts on ${nextYear}-09-01.`],
      "application_deadlines.2.intake_id": ["Choose an intake from the list."],
    });
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(courses))[0]!.n).toBe(before);
    const notADay = await call("POST", "/admin/courses/", admin, {
      ...(await courseFields("MSc Late Starters")),
      application_deadlines: [{ intake_id: sept, closes_on: `${nextYear}-02-30` }],
    });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().errors["application_deadlines.0.closes_on"]).toEqual(["The deadline is not a real date."]);
  });

  it("saves them with the course, answers them, audits them, and removes one with null", async () => {
    const created = await call("POST", "/admin/courses/", admin, {
      ...(await courseFields("MSc Deadline Studies")),
      application_deadlines: [{ intake_id: sept, closes_on: addDays(today, 7) }],
    });
    expect(created.statusCode, created.body).toBe(201);
    courseId = created.json().data.id;
    const row = created.json().data.application_deadlines.find((d: { intake_id: number }) => d.intake_id === sept);
    expect(row).toMatchObject({
      name: `September ${nextYear}`,
      month: 9,
      year: nextYear,
      closes_on: addDays(today, 7),
    });
    const read = await call("GET", `/admin/courses/${courseId}/`, admin);
    expect(read.json().data.application_deadlines).toEqual(created.json().data.application_deadlines);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalogue.course.create"), eq(auditLog.entity_id, String(courseId))));
    expect(JSON.stringify(audit!.details)).toContain(addDays(today, 7));

    // A bad change leaves the saved day alone.
    const bad = await call("PATCH", `/admin/courses/${courseId}/`, admin, {
      application_deadlines: [{ intake_id: sept, closes_on: `${nextYear}-10-01` }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await deadlineRows(courseId)).map((d) => d.closes_on)).toEqual([addDays(today, 7)]);

    const later = `${nextYear + 1}-06-30`;
    const sept2 = await intakeId(9, nextYear + 1);
    const both = await call("PATCH", `/admin/courses/${courseId}/`, admin, {
      application_deadlines: [{ intake_id: sept2, closes_on: later }],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect((await deadlineRows(courseId)).length).toBe(2);
    const removed = await call("PATCH", `/admin/courses/${courseId}/`, admin, {
      application_deadlines: [{ intake_id: sept2, closes_on: null }],
    });
    expect(removed.statusCode).toBe(200);
    expect((await deadlineRows(courseId)).map((d) => d.intake_id)).toEqual([sept]);
  });

  it("lets only the Superadmin set deadlines or list upcoming intakes", async () => {
    const res = await call("PATCH", `/admin/courses/${courseId}/`, owner, {
      application_deadlines: [{ intake_id: sept, closes_on: addDays(today, 1) }],
    });
    expect(res.statusCode).toBe(403);
    expect((await deadlineRows(courseId)).map((d) => d.closes_on)).toEqual([addDays(today, 7)]);
    expect((await call("GET", "/admin/upcoming-intakes/", owner)).statusCode).toBe(403);
    const upcoming = await call("GET", "/admin/upcoming-intakes/", admin);
    expect(upcoming.json().data.map((i: { id: number }) => i.id)).toContain(sept);
  });

  it("shows the partner each intake's closing day on the course", async () => {
    const res = await call("GET", `/partner/courses/${courseId}/`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const intake = res.json().data.intakes.find((i: { id: number }) => i.id === sept);
    expect(intake.closes_on).toBe(addDays(today, 7));
  });
});

describe("the course import's application_deadlines column", () => {
  const header =
    "provider,provider_country,name,study_level,discipline,duration_months,tuition_fee,currency,intake_months,application_deadlines";
  const line = (name: string, months: string, deadlines: string, providerName: string) =>
    `"${providerName}",GB,${name},Postgraduate (Master's),Data,12,15000,GBP,${months},"${deadlines}"`;

  it("checks each cell and imports the good ones with their deadlines", async () => {
    const [p] = (
      (await app.db.execute(sql`select name from education_providers where id = ${providerId}`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const name = p!.name;
    const bad = [
      line("MSc Bad One", "9", `${nextYear}-01: ${nextYear - 1}-11-15`, name),
      line("MSc Bad Two", "9", `${nextYear}-09: ${nextYear}-09-15`, name),
      line("MSc Bad Three", "9", `${nextYear}-09 ${nextYear}-06-30`, name),
      line("MSc Bad Four", "9", `2099-09: 2099-06-30`, name),
    ];
    const good = line(
      "MSc Imported Deadlines",
      "1;9",
      `${nextYear}-09: ${nextYear}-06-30; ${nextYear}-01: ${nextYear - 1}-11-15`,
      name,
    );
    const preview = await postMultipart(
      app,
      "/admin/courses/import/?commit=false",
      admin,
      {},
      { name: "courses.csv", data: Buffer.from([header, good, ...bad].join("\n")) },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().rows as { errors: Record<string, string[]> }[];
    expect(rows[0]!.errors).toEqual({});
    expect(rows[1]!.errors.application_deadlines).toEqual([
      "This course does not start in January: choose one of its intakes.",
    ]);
    expect(rows[2]!.errors.application_deadlines).toEqual([
      `The deadline must fall before the intake starts on ${nextYear}-09-01.`,
    ]);
    expect(rows[3]!.errors.application_deadlines).toEqual([
      `Write each deadline as an intake and a day, e.g. 2027-09: 2027-06-30 (not ${nextYear}-09 ${nextYear}-06-30).`,
    ]);
    expect(rows[4]!.errors.application_deadlines).toEqual(["There is no intake 2099-09."]);
    const refused = await postMultipart(
      app,
      "/admin/courses/import/?commit=true",
      admin,
      {},
      { name: "courses.csv", data: Buffer.from([header, good, ...bad].join("\n")) },
    );
    expect(refused.statusCode).toBe(400);
    const done = await postMultipart(
      app,
      "/admin/courses/import/?commit=true",
      admin,
      {},
      { name: "courses.csv", data: Buffer.from([header, good].join("\n")) },
    );
    expect(done.statusCode, done.body).toBe(201);
    const [made] = await app.db.select().from(courses).where(eq(courses.name, "MSc Imported Deadlines"));
    const saved = (await deadlineRows(made!.id)).map((d) => [d.intake_id, d.closes_on]).sort();
    expect(saved).toEqual(
      [
        [jan, `${nextYear - 1}-11-15`],
        [sept, `${nextYear}-06-30`],
      ].sort(),
    );
    expect(await app.db.select().from(courses).where(eq(courses.name, "MSc Bad One"))).toEqual([]);
  });

  it("offers the column in the template", async () => {
    const res = await call("GET", "/admin/courses/import/template/?format=csv", admin);
    expect(res.body.split("\r\n")[0]).toContain("application_deadlines");
  });
});

describe("the partner's deadline, documents and passport filters", () => {
  let soon: number; // Draft, deadline in 7 days, documents missing, passport too short
  let sent: number; // submitted: not "soon"
  let complete: number; // every checklist document uploaded
  let theirs: number; // partner2's, also due soon
  let shortPassport: number;
  let longPassport: number;
  let expired: number;
  let withdrawnOnly: number;
  let theirStudent: number;

  const apply = async (token: string, studentId: number, course = courseId, intake = sept) => {
    const res = await call("POST", "/partner/application/", token, {
      student_id: studentId,
      course_id: course,
      intake_id: intake,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    const passportDay = `${nextYear + 1}-01-15`; // before 1 Mar of the year after: too short for a September start
    shortPassport = await addStudent(app, owner, { passport_expiry: passportDay });
    longPassport = await addStudent(app, owner, { passport_expiry: `${nextYear + 5}-01-01` });
    expired = await addStudent(app, owner, { passport_expiry: addDays(today, -30) });
    withdrawnOnly = await addStudent(app, owner, { passport_expiry: passportDay });
    theirStudent = await addStudent(app, other, { passport_expiry: passportDay });
    soon = await apply(owner, shortPassport);
    sent = await apply(owner, longPassport);
    const [submitted] = await app.db
      .select()
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Submitted"));
    await app.db
      .update(applications)
      .set({ submitted_at: new Date(), status_id: submitted!.id })
      .where(eq(applications.id, sent));
    complete = await apply(owner, longPassport, courseId, await intakeId(9, nextYear + 1));
    const partnerId = (await app.db.select().from(applications).where(eq(applications.id, complete)))[0]!.partner_id;
    await app.db.insert(studentDocuments).values(
      checklistFor("Postgraduate (Master's)").map((kind) => ({
        student_id: longPassport,
        partner_id: partnerId,
        kind,
        file_name: `${kind}.pdf`,
        content_type: "application/pdf",
        size_bytes: 10,
        storage_key: `test/${kind}-${Date.now()}`,
      })),
    );
    const gone = await apply(owner, withdrawnOnly);
    const withdrawn = await call("POST", `/partner/application/${gone}/withdraw/`, owner, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    theirs = await apply(other, theirStudent);
    await touchAll();
  });

  const setDay = async (day: string) => {
    await app.db.update(courseDeadlines).set({ closes_on: day }).where(eq(courseDeadlines.course_id, courseId));
    await touchAll();
  };
  const ids = async (url: string, token = owner) => {
    const res = await call("GET", url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.data as { id: number; deadline: string | null }[];
  };

  it("deadline=soon: due within 14 days and not submitted, never another partner's", async () => {
    const mine = await ids("/partner/application/?deadline=soon&page_size=100");
    const found = mine.map((a) => a.id);
    expect(found).toContain(soon);
    expect(found).not.toContain(sent);
    expect(found).not.toContain(complete);
    expect(found).not.toContain(theirs);
    expect(mine.find((a) => a.id === soon)!.deadline).toBe(addDays(today, 7));
    expect((await ids("/partner/application/?deadline=soon&page_size=100", other)).map((a) => a.id)).toEqual(
      expect.arrayContaining([theirs]),
    );
    expect((await ids("/partner/application/?deadline=soon&page_size=100", other)).map((a) => a.id)).not.toContain(
      soon,
    );
    // Past the fortnight, or already closed, is not soon.
    await setDay(addDays(today, 15));
    expect((await ids("/partner/application/?deadline=soon&page_size=100")).map((a) => a.id)).not.toContain(soon);
    await setDay(addDays(today, -1));
    expect((await ids("/partner/application/?deadline=soon&page_size=100")).map((a) => a.id)).not.toContain(soon);
    await setDay(today);
    expect((await ids("/partner/application/?deadline=soon&page_size=100")).map((a) => a.id)).toContain(soon);
    await setDay(addDays(today, 7));
  });

  it("documents=missing: the checklist is incomplete; both filters together", async () => {
    const of = async (student: number) =>
      (await ids(`/partner/application/?documents=missing&student=${student}`)).map((a) => a.id);
    expect(await of(shortPassport)).toEqual([soon]);
    expect(await of(longPassport)).toEqual([]);
    const both = (await ids("/partner/application/?deadline=soon&documents=missing&page_size=100")).map((a) => a.id);
    expect(both).toContain(soon);
    for (const id of [sent, complete, theirs]) expect(both).not.toContain(id);
    // One document fewer and the checklist is incomplete again.
    await app.db
      .delete(studentDocuments)
      .where(and(eq(studentDocuments.student_id, longPassport), eq(studentDocuments.kind, "cv")));
    await touchAll();
    expect((await of(longPassport)).sort()).toEqual([sent, complete].sort());
  });

  it("passport=expiring: open applications the passport will not last, or an expired passport", async () => {
    const res = await call("GET", "/partner/students/?passport=expiring&page_size=100", owner);
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().results.data as { id: number }[]).map((s) => s.id);
    expect(found).toContain(shortPassport);
    expect(found).toContain(expired);
    expect(found).not.toContain(longPassport);
    expect(found).not.toContain(withdrawnOnly);
    expect(found).not.toContain(theirStudent);
  });

  it("warns on the application of the passport, with the day it must last until", async () => {
    const res = await call("GET", `/partner/application/${soon}/`, owner);
    expect(res.json().data).toMatchObject({
      deadline: addDays(today, 7),
      intake_start: `${nextYear}-09-01`,
      passport_warning: { expires_on: `${nextYear + 1}-01-15`, valid_until_needed: `${nextYear + 1}-03-01` },
    });
    expect(monthsAfter(`${nextYear}-09-01`)).toBe(`${nextYear + 1}-03-01`);
    const fine = await call("GET", `/partner/application/${sent}/`, owner);
    expect(fine.json().data.passport_warning).toBeNull();
  });

  it("a sub-login without the applications permission cannot list them", async () => {
    await withoutPermission(app, "applications.view", async () => {
      const res = await call("GET", "/partner/application/?deadline=soon", counsellor);
      expect(res.statusCode).toBe(403);
    });
  });
});
