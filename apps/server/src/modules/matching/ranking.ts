import {
  CONDITIONAL_MARGIN,
  ENGLISH_REQUIREMENT_TESTS,
  type EnglishTest,
  gradePercent,
  type MatchStudent,
  SCORE,
  subjectKey,
} from "@pp/shared/matching";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../lib/sql";
import { disciplineIn } from "../catalogue/queries";

/** What ranking needs of the student besides `MatchStudent`: destinations, disciplines, intakes, budget in USD. */
export interface MatchPreferences {
  country_ids: number[];
  disciplines: string[];
  intakes: number[];
  /** The budget in US dollars (through the rates table), null when there is none or no active rate for its currency. */
  budget_usd: number | null;
}

export interface MatchFilters {
  search?: string;
  provider?: number;
  country?: number;
  study_level?: number;
  discipline?: string[];
  intake_month?: number;
  tuition_min?: number;
  tuition_max?: number;
}

/**
 * The statuses as the statement computes them, chosen so that their sum over a course's requirements says it all:
 * a requirement not stated or met adds 0, unknown 1, English close enough (conditional) 8, not met 64. So `t`, the
 * sum, is another level (not a match) from 512, not eligible from 64, conditional from 8, and `t % 8` counts the
 * unknowns (at most 6). Fewer operations per
 * course than separate verdicts: over 50,000 courses each one costs milliseconds.
 */
const [MET, UNKNOWN, COND, NO, OTHER] = [0, 1, 8, 64, 512].map((v) => sql.raw(String(v))) as [SQL, SQL, SQL, SQL, SQL];

/** One of our own numeric constants, written into the statement. */
const n = (value: number) => sql.raw(String(value));

/** A list as one parameter (a JSON text), the same on every driver: text[] or, cast, int[] / smallint[]. */
const textArray = (values: readonly (string | number)[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb))`;
const intArray = (values: readonly number[], type: "int" | "smallint" = "int") =>
  sql`(${textArray(values)})::${sql.raw(type)}[]`;

const minimumColumn: Record<EnglishTest, SQL> = {
  IELTS: sql`r.ielts_overall`,
  TOEFL: sql`r.toefl_ibt`,
  PTE: sql`r.pte`,
  Duolingo: sql`r.duolingo`,
};

/**
 * The English status of every course for this student, in SQL: MET, NO (not met), COND (not met, close enough or with
 * pre-sessional English) or UNKNOWN, by the same rules as `evaluateMatch` (packages/shared/src/matching.ts).
 */
function englishStatus(s: MatchStudent): SQL {
  const asked = sql`(r.ielts_overall is not null or r.toefl_ibt is not null or r.pte is not null or r.duolingo is not null)`;
  const test = s.english_test;
  if (!(ENGLISH_REQUIREMENT_TESTS as readonly string[]).includes(test ?? "") || s.english_overall === null) {
    return sql`case when ${asked} then ${UNKNOWN} else ${MET} end`;
  }
  const t = test as EnglishTest;
  const min = minimumColumn[t];
  const score = s.english_overall;
  // "Short by at most the margin" as one comparison with a constant: minimum <= score + margin.
  const reach = (value: number, margin: number) => Math.round((value + margin) * 10) / 10;
  let bands = sql``;
  if (t === "IELTS") {
    const values = Object.values(s.english_bands ?? {}).filter((b): b is number => typeof b === "number");
    const lowest = values.length ? Math.min(...values) : null;
    bands =
      lowest === null
        ? sql`when r.ielts_min_band is not null then ${UNKNOWN}`
        : sql`when r.ielts_min_band > ${lowest}::numeric then
                case when r.ielts_min_band <= ${reach(lowest, CONDITIONAL_MARGIN.IELTS)}::numeric or r.presessional_english
                     then ${COND} else ${NO} end`;
  }
  return sql`case when not ${asked} then ${MET}
    when ${min} is null then ${UNKNOWN}
    when ${min} > ${score}::numeric then
      case when ${min} <= ${reach(score, CONDITIONAL_MARGIN[t])}::numeric or r.presessional_english then ${COND} else ${NO} end
    ${bands}
    else ${MET} end`;
}

/** The course's own level (`cl`) against the level the student wants or has completed, as `evaluateMatch` does. */
function studyLevelStatus(s: MatchStudent): SQL {
  if (s.wanted_level)
    return sql`case when cl.id is null then ${MET} when cl.sort_order = ${s.wanted_level.rank} then ${MET} else ${OTHER} end`;
  if (s.prior_level)
    return sql`case when cl.id is null then ${MET} when cl.sort_order < ${s.prior_level.rank} then ${OTHER} else ${UNKNOWN} end`;
  return sql`case when cl.id is null then ${MET} else ${UNKNOWN} end`;
}

function levelStatus(s: MatchStudent): SQL {
  if (!s.prior_level) return sql`case when ml.id is null then ${MET} else ${UNKNOWN} end`;
  return sql`case when ml.id is null then ${MET} when ${s.prior_level.rank} >= ml.sort_order then ${MET} else ${NO} end`;
}

function gradeStatus(s: MatchStudent): SQL {
  const pct = gradePercent(s.grading_scale, s.grade);
  if (pct === null) return sql`case when r.min_grade_pct is null then ${MET} else ${UNKNOWN} end`;
  return sql`case when r.min_grade_pct is null then ${MET} when ${pct}::numeric >= r.min_grade_pct then ${MET} else ${NO} end`;
}

function subjectsStatus(s: MatchStudent): SQL {
  const none = sql`coalesce(cardinality(r.required_subjects), 0) = 0`;
  if (s.subjects.length === 0) return sql`case when ${none} then ${MET} else ${UNKNOWN} end`;
  // Subjects are kept in title case (subjectKey), so containment is one array comparison per course.
  return sql`case when ${none} then ${MET}
    when r.required_subjects <@ ${textArray(s.subjects.map(subjectKey))} then ${MET} else ${NO} end`;
}

function gapStatus(s: MatchStudent, year: number): SQL {
  if (s.completion_year === null) return sql`case when r.max_gap_years is null then ${MET} else ${UNKNOWN} end`;
  const years = Math.max(0, year - s.completion_year);
  return sql`case when r.max_gap_years is null then ${MET} when ${years} <= r.max_gap_years then ${MET}
    when r.work_history_accepted then ${UNKNOWN} else ${NO} end`;
}

function filtersOf(f: MatchFilters): SQL {
  const parts: SQL[] = [sql`c.is_active`, sql`p.is_active`];
  if (f.search) {
    const like = containsPattern(f.search);
    parts.push(sql`(lower(c.name) like ${like} or lower(c.discipline) like ${like} or lower(p.name) like ${like})`);
  }
  if (f.provider) parts.push(sql`c.provider_id = ${f.provider}`);
  if (f.country) parts.push(sql`p.country_id = ${f.country}`);
  if (f.study_level) parts.push(sql`c.study_level_id = ${f.study_level}`);
  if (f.discipline?.length) parts.push(disciplineIn(sql`c.discipline`, f.discipline));
  if (f.intake_month) parts.push(sql`c.intake_months @> array[${f.intake_month}]::smallint[]`);
  if (f.tuition_min !== undefined) parts.push(sql`c.tuition_fee >= ${f.tuition_min}`);
  if (f.tuition_max !== undefined) parts.push(sql`c.tuition_fee <= ${f.tuition_max}`);
  return sql.join(parts, sql` and `);
}

export interface RankedRow {
  id: number;
  name: string;
  provider_id: number;
  provider_name: string;
  country_id: number;
  study_level_id: number;
  discipline: string;
  tuition_fee: string;
  currency: string;
  intake_months: number[];
  duration_months: number;
  application_fee: string;
  language: string;
  ielts_overall: string | null;
  ielts_min_band: string | null;
  toefl_ibt: number | null;
  pte: number | null;
  duolingo: number | null;
  min_level_rank: number | null;
  min_level_name: string | null;
  min_grade_pct: string | null;
  required_subjects: string[] | null;
  max_gap_years: number | null;
  work_history_accepted: boolean | null;
  presessional_english: boolean | null;
  pref_destination: boolean;
  pref_discipline: boolean;
  pref_intake: boolean;
  pref_budget: boolean;
  /** The course's currency has an active exchange rate (its tuition can be compared with a budget). */
  currency_rated: boolean;
  eligibility: "eligible" | "conditional" | "not_eligible" | "other_level";
  unknowns: number;
  course_level_rank: number | null;
  course_level_name: string | null;
  score: number;
  total: number;
}

/**
 * One page of the catalogue ranked for a student (issue 18), in one statement: each active course's requirement
 * statuses, eligibility, preference fit and score computed by PostgreSQL over the filtered courses (the student's
 * values are constants of the statement), the page taken by score, then course id. `total` is the filtered count.
 */
export async function rankCourses(
  db: Db,
  s: MatchStudent,
  prefs: MatchPreferences,
  filters: MatchFilters,
  page: { limit: number; offset: number },
  year = new Date().getUTCFullYear(),
): Promise<RankedRow[]> {
  const disciplines = prefs.disciplines.map((d) => d.toLowerCase());
  // A wish the student has not stated costs nothing per course. The budget is compared in the course's currency to
  // the cent: through US dollars 20,000 GBP came back as 19,999.99999 and a fee of exactly 20,000 did not fit.
  const budget =
    prefs.budget_usd === null
      ? sql`false`
      : sql`coalesce(c.tuition_fee <= round(${prefs.budget_usd}::numeric * rc.per_usd, 2), false)`;
  const destination = prefs.country_ids.length ? sql`p.country_id = any(${intArray(prefs.country_ids)})` : sql`false`;
  const discipline = disciplines.length ? sql`lower(c.discipline) = any(${textArray(disciplines)})` : sql`false`;
  const intake = prefs.intakes.length ? sql`c.intake_months && ${intArray(prefs.intakes, "smallint")}` : sql`false`;
  // Three steps: the statuses of every filtered course (an `offset 0` subquery, so each status is computed once per
  // course rather than once per use), their verdict and score on narrow rows, the page by score; then the page's
  // columns are read for its rows only.
  const statement = sql`
    with scored as (
      select m.id, m.t,
             greatest(0, least(100,
               case when m.t >= ${OTHER} then -100 when m.t >= ${NO} then ${n(SCORE.not_eligible)} when m.t >= ${COND} then ${n(SCORE.conditional)}
                    else ${n(SCORE.eligible)} end
               + m.fit - ${n(SCORE.unknown)} * (m.t % ${COND})))::int as score
      from (
        select c.id,
               ${studyLevelStatus(s)} + ${englishStatus(s)} + ${levelStatus(s)} + ${gradeStatus(s)} + ${subjectsStatus(s)}
                 + ${gapStatus(s, year)} as t,
               case when ${destination} then ${n(SCORE.destination)} else 0 end
                 + case when ${discipline} then ${n(SCORE.discipline)} else 0 end
                 + case when ${intake} then ${n(SCORE.intake)} else 0 end
                 + case when ${budget} then ${n(SCORE.budget)} else 0 end as fit
        from courses c
        join education_providers p on p.id = c.provider_id
        left join course_requirements r on r.course_id = c.id
        left join study_levels ml on ml.id = r.min_prior_level_id
        left join study_levels cl on cl.id = c.study_level_id
        left join currency_rates rc on rc.currency = c.currency and rc.is_active
        where ${filtersOf(filters)}
        offset 0
      ) m
    ), page as (
      select scored.* from scored
      order by scored.score desc, scored.id
      limit ${page.limit} offset ${page.offset}
    ), counted as (
      select count(*)::int as total from scored
    )
    select page.id, page.score, counted.total,
           case when page.t >= ${OTHER} then 'other_level' when page.t >= ${NO} then 'not_eligible' when page.t >= ${COND} then 'conditional'
                else 'eligible' end as eligibility,
           page.t % ${COND} as unknowns,
           coalesce(${destination}, false) as pref_destination, coalesce(${discipline}, false) as pref_discipline,
           coalesce(${intake}, false) as pref_intake, ${budget} as pref_budget,
           rc.currency is not null as currency_rated,
           c.name, c.provider_id, p.name as provider_name, p.country_id, c.study_level_id, c.discipline,
           c.tuition_fee::text as tuition_fee, c.currency, c.intake_months, c.duration_months,
           c.application_fee::text as application_fee, c.language,
           r.ielts_overall::text as ielts_overall, r.ielts_min_band::text as ielts_min_band, r.toefl_ibt, r.pte,
           r.duolingo, ml.sort_order as min_level_rank, ml.name as min_level_name,
           r.min_grade_pct::text as min_grade_pct, r.required_subjects, r.max_gap_years, r.work_history_accepted,
           r.presessional_english, cl.sort_order as course_level_rank, cl.name as course_level_name
    from page
    cross join counted
    join courses c on c.id = page.id
    join education_providers p on p.id = c.provider_id
    left join course_requirements r on r.course_id = c.id
    left join study_levels ml on ml.id = r.min_prior_level_id
    left join study_levels cl on cl.id = c.study_level_id
    left join currency_rates rc on rc.currency = c.currency and rc.is_active
    order by page.score desc, page.id`;
  // The statement reads the whole catalogue (50,000 courses and their requirements in the large data: under 8 MB,
  // below the size at which PostgreSQL considers a parallel scan). For this one statement it is told that workers
  // cost nothing to start, so it splits the scan and the joins over the machine's cores: 78 to 51 ms on two
  // (pgbench, one client; docs/decisions/033). PGlite has no workers and runs it as before.
  const result = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('parallel_setup_cost', '0', true), set_config('parallel_tuple_cost', '0', true),
                 set_config('min_parallel_table_scan_size', '0', true)`,
    );
    return tx.execute(statement);
  });
  return (result as unknown as { rows: RankedRow[] }).rows;
}
