import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp, waitForJob } from "../../test/app";
import { isolatedTestDatabase } from "../../test/db";
import { levelId } from "../../test/factories";
import { OFFER_HISTORY_KIND } from "./likelihood";

/**
 * Offer likelihood on a history set up with known rates, in a country of its own so that the other data does not
 * count: provider A has 30 decided applications of students in the scored student's bands (18 offers: 60%),
 * provider B 10 (4 offers), both at the same level (their group: 40, 22 offers: 55%); provider C, at another level,
 * has 19 (too few everywhere). Students in another English band and undecided applications add noise that must
 * not count.
 */
let app: TestApp;
let partner: string;
let country: number;
const course: Record<"A" | "B" | "C", number> = { A: 0, B: 0, C: 0 };
let scored: number;
let ownApplication: number;

const rows = async <T>(q: ReturnType<typeof sql>) => ((await app.db.execute(q)) as unknown as { rows: T[] }).rows;
const id = async (q: ReturnType<typeof sql>) => (await rows<{ id: number }>(q))[0]!.id;
const statusId = (name: string) => id(sql`select id from application_statuses where name = ${name}`);

async function provider(name: string, level: number) {
  const p = await id(sql`insert into education_providers (name, country_id) values (${name}, ${country}) returning id`);
  return id(sql`insert into courses (provider_id, name, study_level_id, discipline, duration_months, tuition_fee,
    currency, intake_months) values (${p}, ${`${name} course`}, ${level}, 'Business', 12, 10000, 'USD', '{9}')
    returning id`);
}

let n = 0;
/** A student of `partnerId` with IELTS `ielts` and a 70% grade. */
async function student(partnerId: number, ielts: number) {
  n += 1;
  return id(sql`insert into students (partner_id, first_name, last_name, email, english_test, english_overall,
    grading_scale, grade) values (${partnerId}, 'Past', ${`Student${n}`}, ${`past${n}@history.example`}, 'IELTS',
    ${ielts}, 'percentage', '70') returning id`);
}

let intake = 0;
/** `count` applications to `courseId`, each by a new student of partner 2, in `status`. */
async function history(courseId: number, status: string, count: number, ielts = 6.5) {
  const s = await statusId(status);
  for (let i = 0; i < count; i++) {
    await app.db.execute(sql`insert into applications (partner_id, student_id, course_id, intake_id, status_id)
      values (2, ${await student(2, ielts)}, ${courseId}, ${intake}, ${s})`);
  }
}

async function refresh() {
  const jobId = await app.jobs.send(OFFER_HISTORY_KIND, {});
  await waitForJob(app, jobId!, "completed");
}

const likelihoodOf = async (courseId: number) => {
  const res = await app.inject({
    url: `/api/partner/students/${scored}/matches/?country=${country}&page_size=50`,
    headers: bearer(partner),
  });
  expect(res.statusCode).toBe(200);
  const item = res.json().results.data.find((m: { course: { id: number } }) => m.course.id === courseId);
  return item.likelihood;
};

beforeAll(async () => {
  // A database of its own: the history adds a country, providers and courses the other files must not see.
  app = await buildTestApp({}, await isolatedTestDatabase("likelihood"));
  partner = (await login(app, "partner")).access;
  country = await id(sql`insert into countries (iso2, iso3, name, is_study_destination)
    values ('TQ', 'TQL', 'Testland', true) returning id`);
  intake = await id(sql`select id from intakes order by id limit 1`);
  const ug = await levelId(app.db, "Undergraduate");
  const pg = await levelId(app.db, "Postgraduate (Master's)");
  course.A = await provider("Provider A", ug);
  course.B = await provider("Provider B", ug);
  course.C = await provider("Provider C", pg);

  await history(course.A, "Unconditional offer", 17);
  await history(course.A, "Rejected", 12);
  // An offer that was later withdrawn is still an offer (the timeline says so).
  await history(course.A, "Withdrawn", 1);
  const last = await id(sql`select max(id) as id from applications`);
  await app.db.execute(sql`insert into application_events (application_id, to_status_id)
    values (${last}, ${await statusId("Conditional offer")})`);
  // Not decided: open or withdrawn without an offer.
  await history(course.A, "Submitted", 4);
  await history(course.A, "Withdrawn", 3);
  // Another English band (IELTS 5.5): not similar to the scored student.
  await history(course.A, "Rejected", 6, 5.5);
  await history(course.B, "Conditional offer", 4);
  await history(course.B, "Rejected", 6);
  await history(course.C, "Enrolled", 10);
  await history(course.C, "Rejected", 9);

  // The scored student, partner 1's, in the same bands, with an offer from A of their own (which must not count).
  scored = await student(1, 6.5);
  ownApplication = await id(sql`insert into applications (partner_id, student_id, course_id, intake_id, status_id)
    values (1, ${scored}, ${course.A}, ${intake}, ${await statusId("Unconditional offer")}) returning id`);
  await refresh();
});
afterAll(() => app.close());

describe("offer likelihood", () => {
  it("answers the provider's known offer rate, leaving out other bands, undecided applications and the student", async () => {
    expect(await likelihoodOf(course.A)).toEqual({
      rate: 60,
      basis: 30,
      group: "provider",
      message: "60% of 30 similar decided applications to this provider reached an offer.",
    });
  });

  it("falls back to the destination and level when the provider has fewer than 20", async () => {
    expect(await likelihoodOf(course.B)).toMatchObject({ rate: 55, basis: 40, group: "destination_level" });
  });

  it("gives no figure below 20 similar decided applications, and says so", async () => {
    const l = await likelihoodOf(course.C);
    expect(l.rate).toBeNull();
    expect(l.basis).toBe(19);
    expect(l.message).toBe(
      "Too little history for a figure: 19 similar decided applications, and a figure needs at least 20.",
    );
  });

  it("is shown for an application, to its partner only", async () => {
    const url = `/api/partner/applications/${ownApplication}/likelihood/`;
    const res = await app.inject({ url, headers: bearer(partner) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rate: 60, basis: 30, group: "provider" });
    const other = await app.inject({ url, headers: bearer((await login(app, "partner2")).access) });
    expect(other.statusCode).toBe(404);
  });

  it("follows the student's band: with IELTS 5.5 only the six refusals in that band are similar", async () => {
    await app.db.execute(sql`update students set english_overall = 5.5 where id = ${scored}`);
    try {
      const l = await likelihoodOf(course.A);
      // The student's own application is in the other band's history (as of the refresh): nothing to leave out.
      expect(l).toMatchObject({ rate: null, basis: 6 });
    } finally {
      await app.db.execute(sql`update students set english_overall = 6.5 where id = ${scored}`);
    }
  });

  it("is rebuilt by the recurring job: a new decision counts after the next run", async () => {
    await history(course.A, "Rejected", 10);
    expect((await likelihoodOf(course.A)).basis).toBe(30);
    await refresh();
    // 18 offers of 40.
    expect(await likelihoodOf(course.A)).toMatchObject({ rate: 45, basis: 40, group: "provider" });
  });
});
