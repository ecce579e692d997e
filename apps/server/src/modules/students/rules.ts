import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { students } from "../../db/schema/index";
import type { FieldErrors } from "../../lib/errors";
import type { ReferenceNames } from "../masters/reference-names";
import type { Input } from "./queries";

/**
 * The rules a student's values meet beyond their schema, shared by adding one (service.ts) and importing many
 * (import-check.ts): the same sentences either way.
 */

/** Whether every reference id of `v` is in `n` (else the caller reads the names again once). */
export function referencesKnown(v: Input, n: ReferenceNames) {
  const ids = [v.nationality_id, v.country_id, v.study_country_id, ...(v.preferred_country_ids ?? [])].filter(
    (x): x is number => typeof x === "number",
  );
  return (
    ids.every((id) => n.countries.has(id)) &&
    (typeof v.state_id !== "number" || n.states.has(v.state_id)) &&
    (typeof v.completed_level_id !== "number" || n.levels.has(v.completed_level_id))
  );
}

/** References must exist and fit together: state in its country, level offered at the destination. */
export function referenceProblems(v: Input, n: ReferenceNames): FieldErrors {
  const errors: FieldErrors = {};
  if (v.nationality_id && !n.countries.has(v.nationality_id))
    errors.nationality_id = ["Choose a nationality from the list."];
  if (v.country_id && !n.countries.has(v.country_id)) errors.country_id = ["Choose a country from the list."];
  if (v.study_country_id) {
    if (!n.countries.has(v.study_country_id)) errors.study_country_id = ["Choose a study destination from the list."];
    else if (!n.destinations.has(v.study_country_id))
      errors.study_country_id = ["This country is not one of our study destinations."];
  }
  if (v.state_id) {
    const st = n.states.get(v.state_id);
    if (!st) errors.state_id = ["Choose a state from the list."];
    else if (v.country_id && st.country_id !== v.country_id)
      errors.state_id = ["This state is not in the chosen country."];
  }
  if (v.study_level_id && v.study_country_id && !errors.study_country_id) {
    if (!n.levelsAt.has(`${v.study_country_id}:${v.study_level_id}`))
      errors.study_level_id = ["This study level is not offered at the chosen destination."];
  }
  if (v.completed_level_id && !n.levels.has(v.completed_level_id))
    errors.completed_level_id = ["Choose a study level from the list."];
  if (v.preferred_country_ids?.some((id) => !n.destinations.has(id)))
    errors.preferred_country_ids = ["Choose destinations from the list of study destinations."];
  return errors;
}

export const unknownDisciplines = (unknown: string[]) =>
  `Choose disciplines from the course catalogue's list; no course is in ${unknown.join(", ")}.`;

/**
 * Preferred disciplines are the catalogue's (issue 35: a free-text "Account" matched no course, and every course then
 * scored alike): each one, in any case, is a discipline some course has; kept in the catalogue's spelling.
 */
export async function catalogueDisciplines(db: Db, wanted: string[]) {
  const r = (await db.execute(sql`
    select w.name as wanted, (select min(trim(c.discipline)) from courses c
                              where lower(trim(c.discipline)) = lower(trim(w.name))) as known
    from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as w(name)`)) as unknown as {
    rows: { wanted: string; known: string | null }[];
  };
  return {
    known: [...new Set(r.rows.map((x) => x.known).filter((x): x is string => x !== null))],
    unknown: r.rows.filter((x) => x.known === null).map((x) => x.wanted),
    /** Each wanted name (as given) with the catalogue's spelling, or null. */
    spelling: new Map(r.rows.map((x) => [x.wanted, x.known])),
  };
}

/** The values as the students table takes them (numbers kept as numeric text). */
export const studentRowValues = (v: Input) => ({
  ...v,
  english_overall:
    v.english_overall === undefined ? undefined : v.english_overall === null ? null : String(v.english_overall),
  english_bands:
    v.english_bands === undefined ? undefined : (v.english_bands as typeof students.$inferInsert.english_bands),
  budget_amount: v.budget_amount === undefined ? undefined : v.budget_amount === null ? null : String(v.budget_amount),
});
