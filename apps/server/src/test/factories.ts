import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { countries, states, studyLevels } from "../db/schema/index";
import { adminId, partnerUsers, seedBook } from "../seed/book";
import { seedCommissions } from "../seed/commissions";
import { bearer, type TestApp } from "./app";

export async function countryId(db: Db, iso2: string) {
  const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, iso2));
  if (!c) throw new Error(`no country ${iso2}`);
  return c.id;
}

export async function levelId(db: Db, name: string) {
  const [l] = await db.select({ id: studyLevels.id }).from(studyLevels).where(eq(studyLevels.name, name));
  if (!l) throw new Error(`no level ${name}`);
  return l.id;
}

export async function stateId(db: Db, iso2: string, name: string) {
  const cid = await countryId(db, iso2);
  const [s] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.country_id, cid), eq(states.name, name)));
  if (!s) throw new Error(`no state ${name} in ${iso2}`);
  return s.id;
}

let n = 0;
/** A valid add-student payload (India to a UK master's) with unique e-mail and passport; override any field. */
export async function studentPayload(db: Db, overrides: Record<string, unknown> = {}) {
  // This call's own number: `n` moves on while the awaits below wait, when several payloads are made at once.
  n += 1;
  const k = n;
  return {
    first_name: "Ananya",
    last_name: `Iyer${k}`,
    email: `ananya.${k}.${Date.now()}@students.example`,
    phone: "+91 98450 00000",
    date_of_birth: "2003-04-12",
    gender: "female",
    nationality_id: await countryId(db, "IN"),
    passport_number: `Z${String(1000000 + k)}${Date.now() % 1000}`,
    passport_expiry: "2033-01-01",
    address: "12 MG Road",
    country_id: await countryId(db, "IN"),
    state_id: await stateId(db, "IN", "Karnataka"),
    city: "Bengaluru",
    study_country_id: await countryId(db, "GB"),
    study_level_id: await levelId(db, "Postgraduate (Master's)"),
    highest_qualification: "B.Tech Computer Science",
    grade: "8.1 CGPA",
    english_test: "IELTS",
    english_overall: 7.5,
    english_bands: { listening: 8, reading: 7.5, writing: 7, speaking: 7.5 },
    notes: "Interested in data science.",
    ...overrides,
  };
}

/** Adds a student (`studentPayload` with `overrides`) through the partner API as `access`'s partner; its id. */
export async function addStudent(app: TestApp, access: string, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: "POST",
    url: "/api/partner/add/student/",
    headers: bearer(access),
    payload: await studentPayload(app.db, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`could not add the student: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

/** Changes a student's fields (say, their matching profile or budget) through the partner API, as their page does. */
export const patchStudent = (app: TestApp, access: string, studentId: number, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: `/api/partner/students/${studentId}/`, headers: bearer(access), payload });

/** An active course that starts in `month`, with the intake of that month in `year`. */
export async function courseAndIntake(db: Db, month = 9, year = 2027, levelName = "Postgraduate (Master's)") {
  const { courses, intakes, years } = await import("../db/schema/index");
  const { sql } = await import("drizzle-orm");
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      sql`${courses.intake_months} @> array[${month}]::smallint[] and ${courses.study_level_id} = ${await levelId(db, levelName)}`,
    )
    .orderBy(courses.id)
    .limit(1);
  const [intake] = await db
    .select({ id: intakes.id })
    .from(intakes)
    .innerJoin(years, eq(years.id, intakes.year_id))
    .where(and(eq(intakes.month, month), eq(years.year, year)));
  if (!course || !intake) throw new Error("no course/intake for the test");
  return { course_id: course.id, intake_id: intake.id };
}

/**
 * The demo book of each partner, as the demo seed makes it: `students` students with `perStudent` applications each
 * and their commission records, drawn from `seed`.
 */
export async function seedBooks(
  db: Db,
  books: readonly (readonly [partnerId: number, students: number, seed: number])[],
  perStudent = 2,
) {
  const boss = await adminId(db);
  for (const [partnerId, n, seed] of books) {
    const userIds = await partnerUsers(db, partnerId);
    await seedBook(db, { partnerId, userIds, adminId: boss, students: n, applications: n * perStudent, seed });
    await seedCommissions(db, partnerId, seed, { partnerUser: userIds[0] ?? null, admin: boss });
  }
}

const HOUR = 3_600_000;
/**
 * A support ticket of `partnerId` in `status`, to insert: its first answer due in `dueInHours` (negative: overdue),
 * its resolution 48 hours after that; `responded` once it has been answered.
 */
export const ticketRow = (partnerId: number, status: string, dueInHours: number, responded = false) => ({
  partner_id: partnerId,
  subject: `A ${status} ticket`,
  description: "Something needs the support team's attention.",
  category: "technical",
  priority: "normal",
  status,
  first_response_due_at: new Date(Date.now() + dueInHours * HOUR),
  resolution_due_at: new Date(Date.now() + (dueInHours + 48) * HOUR),
  first_responded_at: responded ? new Date() : null,
  resolved_at: status === "resolved" ? new Date() : null,
});
