import type { CourseDeadlineValues } from "@pp/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseDeadlines, intakes, years } from "../../db/schema/index";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export type IntakeOfDeadline = { id: number; name: string; month: number; year: number };

/** The first day of an intake, YYYY-MM-DD. */
export const intakeStart = (i: { month: number; year: number }) => `${i.year}-${String(i.month).padStart(2, "0")}-01`;

/** The intakes by id, with their years (ids that are not intakes are left out). */
export async function intakesById(db: Db, ids: number[]): Promise<Map<number, IntakeOfDeadline>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: intakes.id, name: intakes.name, month: intakes.month, year: years.year })
    .from(intakes)
    .innerJoin(years, eq(years.id, intakes.year_id))
    .where(inArray(intakes.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * What is wrong with one deadline for a course starting in `months`, as a sentence, or null when it may be set: the
 * intake exists, its month is one of the course's and the day falls before the intake starts (the 1st of its month).
 */
export function deadlineProblem(
  intake: IntakeOfDeadline | undefined,
  months: readonly number[],
  closesOn: string | null,
): { field: "intake_id" | "closes_on"; message: string } | null {
  if (!intake) return { field: "intake_id", message: "Choose an intake from the list." };
  if (!months.includes(intake.month))
    return {
      field: "intake_id",
      message: `This course does not start in ${MONTHS[intake.month - 1]}: choose one of its intakes.`,
    };
  if (closesOn !== null && closesOn >= intakeStart(intake))
    return {
      field: "closes_on",
      message: `The deadline must fall before the intake starts on ${intakeStart(intake)}.`,
    };
  return null;
}

/** Each deadline's problem keyed by its place in the list (`application_deadlines.N.closes_on`), none when all may be set. */
export async function checkDeadlines(db: Db, months: readonly number[], list: CourseDeadlineValues[] | undefined) {
  const errors: Record<string, string[]> = {};
  if (!list?.length) return errors;
  const found = await intakesById(
    db,
    list.map((d) => d.intake_id),
  );
  list.forEach((d, i) => {
    const problem = deadlineProblem(found.get(d.intake_id), months, d.closes_on);
    if (problem) errors[`application_deadlines.${i}.${problem.field}`] = [problem.message];
  });
  return errors;
}

/** Writes a course's deadlines in the caller's unit of work: each listed intake's day set, or removed with null. */
export async function saveDeadlines(db: Db, courseId: number, list: CourseDeadlineValues[] | undefined) {
  if (!list?.length) return;
  const removed = list.filter((d) => d.closes_on === null).map((d) => d.intake_id);
  const set = list.flatMap((d) =>
    d.closes_on === null ? [] : [{ course_id: courseId, intake_id: d.intake_id, closes_on: d.closes_on }],
  );
  if (removed.length)
    await db
      .delete(courseDeadlines)
      .where(and(eq(courseDeadlines.course_id, courseId), inArray(courseDeadlines.intake_id, removed)));
  if (set.length)
    await db
      .insert(courseDeadlines)
      .values(set)
      .onConflictDoUpdate({
        target: [courseDeadlines.course_id, courseDeadlines.intake_id],
        set: { closes_on: sql`excluded.closes_on`, updated_at: new Date() },
      });
}

/**
 * A course's deadlines as the Superadmin's form shows them: one row per upcoming intake of its months (active, not
 * yet started) and per intake that has a deadline, oldest first; `closes_on` null where none is set.
 */
export async function courseDeadlineRows(db: Db, courseId: number, months: readonly number[], now = new Date()) {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const monthList = months.length ? months : [0];
  const r = (await db.execute(sql`
    select i.id as intake_id, i.name, i.month, y.year, d.closes_on::text as closes_on
    from ${intakes} i join ${years} y on y.id = i.year_id
    left join ${courseDeadlines} d on d.intake_id = i.id and d.course_id = ${courseId}
    where d.course_id is not null
       or (i.month = any(${`{${monthList.join(",")}}`}::smallint[]) and i.is_active and y.is_active and y.year * 12 + i.month >= ${thisMonth})
    order by y.year, i.month`)) as unknown as {
    rows: { intake_id: number; name: string; month: number; year: number; closes_on: string | null }[];
  };
  return r.rows.map((x) => ({ ...x, month: Number(x.month), year: Number(x.year) }));
}

/** Every upcoming active intake (not yet started), for the form of a course that has no id yet. */
export async function upcomingIntakes(db: Db, now = new Date()) {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return db
    .select({ id: intakes.id, name: intakes.name, month: intakes.month, year: years.year })
    .from(intakes)
    .innerJoin(years, eq(years.id, intakes.year_id))
    .where(
      and(
        eq(intakes.is_active, true),
        eq(years.is_active, true),
        sql`${years.year} * 12 + ${intakes.month} >= ${thisMonth}`,
      ),
    )
    .orderBy(years.year, intakes.month);
}
