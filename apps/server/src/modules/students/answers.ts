import type { StudentDetail, StudentItem } from "@pp/shared";
import type { students } from "../../db/schema/index";
import type { ReferenceNames } from "../masters/reference-names";

// A student's answers (list item, detail) from its row and the names around it; queries.ts reads the rows.

export const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
const num = (v: string | null) => (v === null ? null : Number(v));

export type ListRow = {
  s: typeof students.$inferSelect;
  nationality_name: string | null;
  study_country_name: string | null;
  study_level_name: string | null;
  creator_name: string | null;
  counsellor_name: string | null;
  applications_count: number;
};

export function toItem(r: ListRow): StudentItem {
  const s = r.s;
  return {
    id: s.id,
    first_name: s.first_name,
    last_name: s.last_name,
    full_name: `${s.first_name} ${s.last_name}`,
    email: s.email,
    phone: s.phone,
    passport_number: s.passport_number,
    nationality: named(s.nationality_id, r.nationality_name),
    study_country: named(s.study_country_id, r.study_country_name),
    study_level: named(s.study_level_id, r.study_level_name),
    status: s.status,
    created_by: named(s.created_by, r.creator_name),
    counsellor: named(s.counsellor_id, r.counsellor_name),
    tags: s.tags,
    applications_count: r.applications_count,
    created_at: s.created_at.toISOString(),
  };
}

/** One student's whole answer from its row and the names around it. */
export function detailOf(
  r: ListRow & { country_name: string | null; state_name: string | null },
  n: ReferenceNames,
): StudentDetail {
  const s = r.s;
  return {
    ...toItem(r),
    date_of_birth: s.date_of_birth,
    gender: s.gender,
    passport_expiry: s.passport_expiry,
    address: s.address,
    country: named(s.country_id, r.country_name),
    state: named(s.state_id, r.state_name),
    city: s.city,
    highest_qualification: s.highest_qualification,
    grade: s.grade,
    english_test: s.english_test,
    english_overall: num(s.english_overall),
    english_bands: s.english_bands ?? null,
    notes: s.notes,
    grading_scale: s.grading_scale,
    completed_level: named(
      s.completed_level_id,
      s.completed_level_id === null ? null : (n.levels.get(s.completed_level_id) ?? ""),
    ),
    completion_year: s.completion_year,
    subjects: s.subjects,
    preferred_intakes: s.preferred_intakes,
    budget_amount: s.budget_amount,
    budget_currency: s.budget_currency,
    preferred_countries: s.preferred_country_ids.map((id) => ({ id, name: n.countries.get(id) ?? "" })),
    preferred_disciplines: s.preferred_disciplines,
    erased_at: s.erased_at?.toISOString() ?? null,
    updated_at: s.updated_at.toISOString(),
  };
}

/**
 * The answer to a student just added, from the inserted row and what is in memory (the reference names, the
 * caller's own name as its creator): no second read (issue 16).
 */
export function insertedDetail(
  s: typeof students.$inferSelect,
  n: ReferenceNames,
  creatorName: string | null,
  counsellorName: string | null = null,
): StudentDetail {
  const name = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return detailOf(
    {
      s,
      nationality_name: name(n.countries, s.nationality_id),
      study_country_name: name(n.countries, s.study_country_id),
      study_level_name: name(n.levels, s.study_level_id),
      creator_name: creatorName,
      counsellor_name: counsellorName,
      applications_count: 0,
      country_name: name(n.countries, s.country_id),
      state_name: s.state_id === null ? null : (n.states.get(s.state_id)?.name ?? null),
    },
    n,
  );
}
