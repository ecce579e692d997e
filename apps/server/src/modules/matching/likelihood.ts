import { englishBand, gradeBand, type Likelihood, likelihoodFrom, type OfferCounts } from "@pp/shared/likelihood";
import { GRADING_SCALES, type GradingScale, gradePercent } from "@pp/shared/matching";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The recurring job that rebuilds the offer history (modules/jobs/register.ts). */
export const OFFER_HISTORY_KIND = "matching.offer-history";

/**
 * Statuses that say an offer was made: the two offers and everything that can only follow one. An application
 * reached an offer when it is in one of them, passed through an offer, or carries an offer type.
 */
export const OFFER_STATUSES = [
  "Conditional offer",
  "Unconditional offer",
  "Offer accepted",
  "Deposit paid",
  "CAS/CoE issued",
  "Visa lodged",
  "Visa granted",
  "Visa refused",
  "Enrolled",
];
/** The provider's refusal: with an offer, the only decision. Withdrawn or open applications are not decided. */
export const REFUSED_STATUS = "Rejected";

const rowsOf = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const list = (names: string[]) =>
  sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );

/** A student as the bands read them. */
export interface BandedStudent {
  english_test: string | null;
  english_overall: number | string | null;
  grading_scale: string | null;
  grade: string | null;
}

export function bandsOf(s: BandedStudent) {
  const scale = (GRADING_SCALES as readonly string[]).includes(s.grading_scale ?? "")
    ? (s.grading_scale as GradingScale)
    : null;
  const overall = s.english_overall === null ? null : Number(s.english_overall);
  return { english: englishBand(s.english_test, overall), grade: gradeBand(gradePercent(scale, s.grade)) };
}

/** The two groups a course's applications count in: its provider, and its destination with its level. */
export const groupKeys = (c: { provider_id: number; country_id: number; study_level_id: number }) => ({
  provider: `p:${c.provider_id}`,
  destinationLevel: `d:${c.country_id}:${c.study_level_id}`,
});

/**
 * Rebuilds `offer_history` from every decided application, in one unit of work (the caller's): each decided
 * application counts once in its provider's group and once in its destination and level's, in the bands of its
 * student. Each student's own part goes to `offer_history_students` from the same reading.
 */
export async function refreshOfferHistory(db: Db) {
  const decided = await rowsOf<BandedStudent & { student_id: number; key: string; decided: number; offers: number }>(
    db,
    sql`
      with d as (
        select a.student_id, c.provider_id, p.country_id, c.study_level_id,
          (a.offer_type is not null or st.name in (${list(OFFER_STATUSES)}) or exists (
            select 1 from application_events e join application_statuses es on es.id = e.to_status_id
            where e.application_id = a.id and es.name in (${list(OFFER_STATUSES.slice(0, 2))})
          )) as offer,
          st.name = ${REFUSED_STATUS} as refused
        from applications a
        join application_statuses st on st.id = a.status_id
        join courses c on c.id = a.course_id
        join education_providers p on p.id = c.provider_id
      )
      select d.student_id, k.key, count(*)::int as decided, count(*) filter (where d.offer)::int as offers,
        s.english_test, s.english_overall, s.grading_scale, s.grade
      from d
      join students s on s.id = d.student_id
      cross join lateral (values ('p:' || d.provider_id), ('d:' || d.country_id || ':' || d.study_level_id)) k(key)
      where d.offer or d.refused
      group by d.student_id, k.key, s.english_test, s.english_overall, s.grading_scale, s.grade`,
  );
  const parts = decided.map((r) => {
    const b = bandsOf(r);
    return { s: r.student_id, k: r.key, e: b.english, g: b.grade, d: r.decided, o: r.offers };
  });
  const json = JSON.stringify(parts);
  await db.execute(sql`delete from offer_history_students`);
  await db.execute(sql`delete from offer_history`);
  await db.execute(sql`
    insert into offer_history_students (student_id, key, english_band, grade_band, decided, offers)
    select s, k, e, g, d, o from jsonb_to_recordset(${json}::jsonb) as x(s int, k text, e int, g int, d int, o int)`);
  await db.execute(sql`
    insert into offer_history (key, english_band, grade_band, decided, offers)
    select key, english_band, grade_band, sum(decided), sum(offers)
    from offer_history_students group by key, english_band, grade_band`);
  return {
    groups: new Set(parts.map((p) => `${p.k}/${p.e}/${p.g}`)).size,
    students: new Set(parts.map((p) => p.s)).size,
  };
}

/**
 * The likelihood of each course for one student: counts of the student's bands (all bands where one is not known),
 * less the student's own part, by the provider's group or else the destination and level's.
 */
export async function likelihoods(
  db: Db,
  student: BandedStudent & { id: number },
  courses: { provider_id: number; country_id: number; study_level_id: number }[],
): Promise<Likelihood[]> {
  if (courses.length === 0) return [];
  const bands = bandsOf(student);
  const keys = [...new Set(courses.flatMap((c) => Object.values(groupKeys(c))))];
  const inKeys = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const [groups, own] = await Promise.all([
    rowsOf<OfferCounts & { key: string }>(
      db,
      sql`select key, sum(decided)::int as decided, sum(offers)::int as offers from offer_history
          where key in (${inKeys})
            and (${bands.english} = 0 or english_band = ${bands.english})
            and (${bands.grade} = 0 or grade_band = ${bands.grade})
          group by key`,
    ),
    // The student's own part counts only where it is in the groups read above: in the bands asked for.
    rowsOf<OfferCounts & { key: string }>(
      db,
      sql`select key, decided, offers from offer_history_students
          where student_id = ${student.id} and key in (${inKeys})
            and (${bands.english} = 0 or english_band = ${bands.english})
            and (${bands.grade} = 0 or grade_band = ${bands.grade})`,
    ),
  ]);
  const counts = new Map(groups.map((g) => [g.key, g]));
  const mine = new Map(own.map((g) => [g.key, g]));
  const others = (key: string): OfferCounts => {
    const all = counts.get(key) ?? { decided: 0, offers: 0 };
    const self = mine.get(key) ?? { decided: 0, offers: 0 };
    return { decided: all.decided - self.decided, offers: all.offers - self.offers };
  };
  return courses.map((c) => {
    const k = groupKeys(c);
    return likelihoodFrom(others(k.provider), others(k.destinationLevel));
  });
}

/** The likelihood of one application's course for its student (who is left out of the history as always). */
export async function applicationLikelihood(db: Db, applicationId: number): Promise<Likelihood | null> {
  const [r] = await rowsOf<
    BandedStudent & { id: number; provider_id: number; country_id: number; study_level_id: number }
  >(
    db,
    sql`select s.id, s.english_test, s.english_overall, s.grading_scale, s.grade,
          c.provider_id, p.country_id, c.study_level_id
        from applications a
        join students s on s.id = a.student_id
        join courses c on c.id = a.course_id
        join education_providers p on p.id = c.provider_id
        where a.id = ${applicationId}`,
  );
  if (!r) return null;
  const [one] = await likelihoods(db, r, [r]);
  return one ?? null;
}
