import {
  CONDITIONAL_MARGIN,
  ENGLISH_REQUIREMENT_TESTS,
  type EnglishTest,
  gradePercent,
  type MatchStudent,
  SCORE,
} from "@pp/shared/matching";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** What ranking needs of the student besides `MatchStudent`: destinations, disciplines, intakes, budget in USD. */
export interface MatchPreferences {
  country_ids: number[];
  disciplines: string[];
  intakes: number[];
  /** The budget in US dollars (through the rates table), null when there is none or no rate for its currency. */
  budget_usd: number | null;
}

export interface MatchFilters {
  country?: number;
  study_level?: number;
  discipline?: string;
  intake_month?: number;
  tuition_min?: number;
  tuition_max?: number;
}

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
 * The English status of every course for this student, in SQL: 'met', 'no' (not met), 'cond' (not met, close enough
 * or with pre-sessional English) or 'unknown', by the same rules as `evaluateMatch` (packages/shared/src/matching.ts).
 */
function englishStatus(s: MatchStudent): SQL {
  const asked = sql`(r.ielts_overall is not null or r.toefl_ibt is not null or r.pte is not null or r.duolingo is not null)`;
  const test = s.english_test;
  if (!(ENGLISH_REQUIREMENT_TESTS as readonly string[]).includes(test ?? "") || s.english_overall === null) {
    return sql`case when ${asked} then 'unknown' else 'met' end`;
  }
  const t = test as EnglishTest;
  const min = minimumColumn[t];
  const score = s.english_overall;
  let bands = sql``;
  if (t === "IELTS") {
    const values = Object.values(s.english_bands ?? {}).filter((b): b is number => typeof b === "number");
    bands =
      values.length === 0
        ? sql`when r.ielts_min_band is not null then 'unknown'`
        : sql`when r.ielts_min_band is not null and ${Math.min(...values)}::numeric < r.ielts_min_band then
                case when r.ielts_min_band - ${Math.min(...values)}::numeric <= ${n(CONDITIONAL_MARGIN.IELTS)} or r.presessional_english then 'cond' else 'no' end`;
  }
  return sql`case when not ${asked} then 'met'
    when ${min} is null then 'unknown'
    when ${score}::numeric < ${min} then
      case when ${min} - ${score}::numeric <= ${n(CONDITIONAL_MARGIN[t])} or r.presessional_english then 'cond' else 'no' end
    ${bands}
    else 'met' end`;
}

function levelStatus(s: MatchStudent): SQL {
  if (!s.prior_level) return sql`case when ml.id is null then null else 'unknown' end`;
  return sql`case when ml.id is null then null when ${s.prior_level.rank} >= ml.sort_order then 'met' else 'no' end`;
}

function gradeStatus(s: MatchStudent): SQL {
  const pct = gradePercent(s.grading_scale, s.grade);
  if (pct === null) return sql`case when r.min_grade_pct is null then null else 'unknown' end`;
  return sql`case when r.min_grade_pct is null then null when ${pct}::numeric >= r.min_grade_pct then 'met' else 'no' end`;
}

function subjectsStatus(s: MatchStudent): SQL {
  const none = sql`coalesce(cardinality(r.required_subjects), 0) = 0`;
  if (s.subjects.length === 0) return sql`case when ${none} then null else 'unknown' end`;
  const have = s.subjects.map((x) => x.trim().toLowerCase());
  return sql`case when ${none} then null
    when (select bool_and(lower(trim(x)) = any(${textArray(have)})) from unnest(r.required_subjects) x) then 'met'
    else 'no' end`;
}

function gapStatus(s: MatchStudent, year: number): SQL {
  if (s.completion_year === null) return sql`case when r.max_gap_years is null then null else 'unknown' end`;
  const years = Math.max(0, year - s.completion_year);
  return sql`case when r.max_gap_years is null then null when ${years} <= r.max_gap_years then 'met'
    when r.work_history_accepted then 'unknown' else 'no' end`;
}

function filtersOf(f: MatchFilters): SQL {
  const parts: SQL[] = [sql`c.is_active`, sql`p.is_active`];
  if (f.country) parts.push(sql`p.country_id = ${f.country}`);
  if (f.study_level) parts.push(sql`c.study_level_id = ${f.study_level}`);
  if (f.discipline) parts.push(sql`lower(c.discipline) = ${f.discipline.toLowerCase()}`);
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
  eligibility: "eligible" | "conditional" | "not_eligible";
  unknowns: number;
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
  const budget =
    prefs.budget_usd === null ? sql`false` : sql`coalesce(c.tuition_fee / rc.per_usd <= ${prefs.budget_usd}, false)`;
  const result = await db.execute(sql`
    with m as (
      select c.id, c.name, c.provider_id, p.name as provider_name, p.country_id, c.study_level_id, c.discipline,
             c.tuition_fee::text as tuition_fee, c.currency, c.intake_months,
             r.ielts_overall::text as ielts_overall, r.ielts_min_band::text as ielts_min_band, r.toefl_ibt, r.pte,
             r.duolingo, ml.sort_order as min_level_rank, ml.name as min_level_name,
             r.min_grade_pct::text as min_grade_pct, r.required_subjects, r.max_gap_years, r.work_history_accepted,
             r.presessional_english,
             ${englishStatus(s)} as en, ${levelStatus(s)} as lvl, ${gradeStatus(s)} as grd,
             ${subjectsStatus(s)} as sub, ${gapStatus(s, year)} as gap,
             p.country_id = any(${intArray(prefs.country_ids)}) as pref_destination,
             lower(c.discipline) = any(${textArray(disciplines)}) as pref_discipline,
             c.intake_months && ${intArray(prefs.intakes, "smallint")} as pref_intake,
             ${budget} as pref_budget
      from courses c
      join education_providers p on p.id = c.provider_id
      left join course_requirements r on r.course_id = c.id
      left join study_levels ml on ml.id = r.min_prior_level_id
      left join currency_rates rc on rc.currency = c.currency
      where ${filtersOf(filters)}
    ), e as (
      select m.*,
             case when 'no' in (m.lvl, m.grd, m.sub, m.gap) or m.en = 'no' then 'not_eligible'
                  when m.en = 'cond' then 'conditional' else 'eligible' end as eligibility,
             (m.en = 'unknown')::int + coalesce((m.lvl = 'unknown')::int, 0) + coalesce((m.grd = 'unknown')::int, 0)
               + coalesce((m.sub = 'unknown')::int, 0) + coalesce((m.gap = 'unknown')::int, 0) as unknowns
      from m
    )
    select e.*,
           greatest(0, least(100,
             case e.eligibility when 'eligible' then ${n(SCORE.eligible)} when 'conditional' then ${n(SCORE.conditional)}
                  else ${n(SCORE.not_eligible)} end
             + case when e.pref_destination then ${n(SCORE.destination)} else 0 end
             + case when e.pref_discipline then ${n(SCORE.discipline)} else 0 end
             + case when e.pref_intake then ${n(SCORE.intake)} else 0 end
             + case when e.pref_budget then ${n(SCORE.budget)} else 0 end
             - ${n(SCORE.unknown)} * e.unknowns))::int as score,
           (count(*) over ())::int as total
    from e
    order by score desc, e.id
    limit ${page.limit} offset ${page.offset}`);
  return (result as unknown as { rows: RankedRow[] }).rows;
}
