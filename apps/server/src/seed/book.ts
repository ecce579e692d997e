import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  applicationEvents,
  applicationStatuses,
  applications,
  countries,
  countryStudyLevels,
  courses,
  educationProviders,
  intakes,
  students,
  studyLevels,
  users,
  years,
} from "../db/schema/index";
import { STUDENT_FIRST_NAMES, STUDENT_LAST_NAMES, STUDENT_NATIONALITIES } from "./catalogue-data";
import { type Random, seeded } from "./random";

/** The status an application was in before each status, along the usual path through the pipeline. */
const PREVIOUS: Record<string, string | null> = {
  Draft: null,
  "Documents pending": "Draft",
  Submitted: "Draft",
  "Under review": "Submitted",
  "More information requested": "Under review",
  "Conditional offer": "Under review",
  "Unconditional offer": "Under review",
  "Offer accepted": "Conditional offer",
  "Deposit paid": "Offer accepted",
  "CAS/CoE issued": "Deposit paid",
  "Visa lodged": "CAS/CoE issued",
  "Visa granted": "Visa lodged",
  "Visa refused": "Visa lodged",
  Enrolled: "Visa granted",
  Rejected: "Under review",
  Withdrawn: "Submitted",
  Deferred: "Offer accepted",
};

export function pathTo(status: string): string[] {
  const path: string[] = [];
  for (let s: string | null = status; s; s = PREVIOUS[s] ?? null) path.unshift(s);
  return path;
}

/**
 * The demo's "now": 09:00 UTC the day before the seed runs. The books' dates count back from it, so a demo seeded on
 * any day has applications this month and last, and the dashboards' months are never empty (a fixed date emptied
 * "last month" once the calendar moved on). The random draws stay the same; only the dates move.
 */
const BASE = (() => {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 9);
})();
const DAY = 86_400_000;

/**
 * A partner's book of students and applications across every stage, with timelines. Skipped when the partner
 * already has students, so it runs once.
 */
export async function seedBook(
  db: Db,
  opts: {
    partnerId: number;
    userIds: number[];
    adminId: number | null;
    students: number;
    applications: number;
    seed: number;
    /**
     * A book of the past (the placement history offer likelihood reads, issue 18): statuses drawn from
     * `statuses` (repeat one to weigh it), intakes of `years`, students made `daysBack` days ago, studying in
     * `destinations` (ISO codes).
     */
    history?: {
      statuses: string[];
      years: number[];
      daysBack: [number, number];
      destinations: string[];
      levels: string[];
    };
  },
) {
  const [existing] = await db.select({ n: count() }).from(students).where(eq(students.partner_id, opts.partnerId));
  if ((existing?.n ?? 0) > 0) return { students: 0, applications: 0 };
  const rnd: Random = seeded(opts.seed);

  const nat = await db
    .select({ id: countries.id, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.iso2, STUDENT_NATIONALITIES));
  const history = opts.history;
  const destinationIds = history
    ? (await db.select({ id: countries.id }).from(countries).where(inArray(countries.iso2, history.destinations))).map(
        (c) => c.id,
      )
    : [];
  const levelIds = history
    ? (await db.select({ id: studyLevels.id }).from(studyLevels).where(inArray(studyLevels.name, history.levels))).map(
        (l) => l.id,
      )
    : [];
  const destLevels = (await db.select().from(countryStudyLevels)).filter(
    (l) => !history || (destinationIds.includes(l.country_id) && levelIds.includes(l.study_level_id)),
  );
  const statuses = await db.select().from(applicationStatuses).orderBy(applicationStatuses.sort_order);
  const statusId = new Map(statuses.map((s) => [s.name, s.id]));
  const courseRows = await db
    .select({
      id: courses.id,
      level: courses.study_level_id,
      months: courses.intake_months,
      country: educationProviders.country_id,
    })
    .from(courses)
    .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id));
  const intakeRows = await db
    .select({ id: intakes.id, month: intakes.month, year: years.year })
    .from(intakes)
    .innerJoin(years, eq(years.id, intakes.year_id));

  const studentRows: (typeof students.$inferInsert)[] = [];
  for (let i = 0; i < opts.students; i++) {
    const first = rnd.pick(STUDENT_FIRST_NAMES);
    const last = rnd.pick(STUDENT_LAST_NAMES);
    const nationality = rnd.pick(nat);
    const link = rnd.pick(destLevels);
    const [fromDays, toDays] = history?.daysBack ?? [5, 400];
    const created = new Date(BASE - rnd.int(fromDays, toDays) * DAY - rnd.int(0, 86_000) * 1000);
    const test = rnd.pick(["IELTS", "IELTS", "PTE", "TOEFL", "Duolingo", "none"] as const);
    const overall =
      test === "IELTS"
        ? rnd.int(11, 17) / 2
        : test === "PTE"
          ? rnd.int(50, 85)
          : test === "TOEFL"
            ? rnd.int(70, 112)
            : test === "Duolingo"
              ? rnd.int(19, 29) * 5
              : null;
    studentRows.push({
      partner_id: opts.partnerId,
      created_by: rnd.pick(opts.userIds),
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${opts.partnerId}${String(i).padStart(4, "0")}@mail.example`.toLowerCase(),
      phone: `+${rnd.int(20, 99)} ${rnd.int(70000, 99999)} ${rnd.int(10000, 99999)}`,
      date_of_birth: `${rnd.int(1996, 2007)}-${String(rnd.int(1, 12)).padStart(2, "0")}-${String(rnd.int(1, 28)).padStart(2, "0")}`,
      gender: rnd.pick(["female", "male", "female", "male", "undisclosed"]),
      nationality_id: nationality.id,
      passport_number: `${nationality.iso2}${rnd.int(1000000, 9999999)}${i}`,
      passport_expiry: `${rnd.int(2027, 2035)}-${String(rnd.int(1, 12)).padStart(2, "0")}-15`,
      country_id: nationality.id,
      city: null,
      study_country_id: link.country_id,
      study_level_id: link.study_level_id,
      highest_qualification: rnd.pick([
        "Higher secondary (12th grade)",
        "Bachelor of Commerce",
        "B.Tech",
        "BSc",
        "Diploma",
      ]),
      grade: `${rnd.int(55, 92)}%`,
      english_test: test,
      english_overall: overall === null ? null : String(overall),
      notes: null,
      // The demo's counsellors and tags (the lists' filters and bulk actions have something to show); drawn from
      // `i`, not `rnd`, so every other value of the book stays as it was. The book of the past has none.
      counsellor_id: history ? null : counsellorOf(i, opts.userIds),
      tags: history ? [] : DEMO_TAGS[i % DEMO_TAGS.length]!,
      created_at: created,
      updated_at: created,
    });
  }
  const inserted: {
    id: number;
    counsellor_id: number | null;
    created_at: Date;
    study_country_id: number | null;
    study_level_id: number | null;
  }[] = [];
  for (let i = 0; i < studentRows.length; i += 500) {
    inserted.push(
      ...(await db
        .insert(students)
        .values(studentRows.slice(i, i + 500))
        .returning({
          id: students.id,
          counsellor_id: students.counsellor_id,
          created_at: students.created_at,
          study_country_id: students.study_country_id,
          study_level_id: students.study_level_id,
        })),
    );
  }

  const used = new Set<string>();
  let made = 0;
  const pending: {
    row: typeof applications.$inferInsert;
    events: Omit<typeof applicationEvents.$inferInsert, "application_id">[];
  }[] = [];
  const names = statuses.map((s) => s.name);
  for (let k = 0; made < opts.applications && k < opts.applications * 4; k++) {
    const student = inserted[k % inserted.length]!;
    const fits = courseRows.filter((c) => c.country === student.study_country_id && c.level === student.study_level_id);
    const course = fits.length ? rnd.pick(fits) : rnd.pick(courseRows);
    const month = course.months.length ? rnd.pick(course.months) : 9;
    const intake = intakeRows.find((x) => x.month === month && x.year === rnd.pick(history?.years ?? [2026, 2027]));
    if (!intake) continue;
    const key = `${student.id}-${course.id}-${intake.id}`;
    if (used.has(key)) continue;
    used.add(key);
    // Every stage appears: the first applications walk the pipeline, the rest are weighted to the early stages.
    const status = history
      ? rnd.pick(history.statuses)
      : made < names.length
        ? names[made]!
        : names[Math.min(names.length - 1, Math.floor(rnd.next() ** 1.6 * names.length))]!;
    const path = pathTo(status);
    const times = [
      history
        ? student.created_at.getTime() + rnd.int(1, 30) * DAY
        : Math.max(student.created_at.getTime() + DAY, BASE - rnd.int(10, 330) * DAY),
    ];
    for (let j = 1; j < path.length; j++) times.push(times[j - 1]! + rnd.int(2, 12) * DAY);
    const last = Math.min(times[times.length - 1]!, BASE);
    pending.push({
      row: {
        partner_id: opts.partnerId,
        student_id: student.id,
        course_id: course.id,
        intake_id: intake.id,
        status_id: statusId.get(status)!,
        created_by: rnd.pick(opts.userIds),
        // An application follows its student's counsellor; one in nine is marked a priority (not `rnd`: see above).
        counsellor_id: student.counsellor_id,
        tags: !history && made % 9 === 4 ? ["Priority"] : [],
        submitted_at: path.includes("Submitted") ? new Date(Math.min(times[path.indexOf("Submitted")]!, BASE)) : null,
        offer_type: path.includes("Unconditional offer")
          ? "unconditional"
          : path.includes("Conditional offer")
            ? "conditional"
            : null,
        created_at: new Date(times[0]!),
        updated_at: new Date(last),
      },
      events: path.map((to, j) => ({
        from_status_id: j === 0 ? null : statusId.get(path[j - 1]!)!,
        to_status_id: statusId.get(to)!,
        by_user_id:
          j <= 1 && (to === "Draft" || to === "Submitted" || to === "Documents pending")
            ? rnd.pick(opts.userIds)
            : opts.adminId,
        note:
          to === "More information requested"
            ? "Please upload the final-year transcript."
            : to === "Conditional offer"
              ? "Offer subject to final results."
              : null,
        created_at: new Date(Math.min(times[j]!, BASE)),
      })),
    });
    made += 1;
  }
  // Batched: multi-row inserts return their ids in the order given.
  for (let i = 0; i < pending.length; i += 500) {
    const batch = pending.slice(i, i + 500);
    const ids = await db
      .insert(applications)
      .values(batch.map((p) => p.row))
      .returning({ id: applications.id });
    const events = batch.flatMap((p, j) => p.events.map((e) => ({ ...e, application_id: ids[j]!.id })));
    for (let k = 0; k < events.length; k += 1000) await db.insert(applicationEvents).values(events.slice(k, k + 1000));
  }
  return { students: inserted.length, applications: made };
}

/** The demo students' tags, in turn: most have none, some one or two (the lists' Tag filter and suggestions). */
const DEMO_TAGS: string[][] = [[], ["Scholarship"], [], ["VIP"], ["Visa pending"], [], ["Scholarship", "Visa pending"]];
/** A demo student's counsellor: the partner's people in turn, every fourth student with none. */
const counsellorOf = (i: number, userIds: number[]) =>
  i % 4 === 3 || !userIds.length ? null : userIds[i % userIds.length]!;

export async function partnerUsers(db: Db, partnerId: number) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.partner_id, partnerId))).map((u) => u.id);
}

export const adminId = async (db: Db) =>
  (
    await db.select({ id: users.id }).from(users).where(eq(users.role, "Superadmin")).orderBy(sql`${users.id}`).limit(1)
  )[0]?.id ?? null;
