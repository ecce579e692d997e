/** The list's URL parameters and their defaults (ids as strings: they come from and go to selects). */
export const STUDENT_LIST_DEFAULTS = {
  page_size: 25,
  ordering: "-created_at",
  search: "",
  nationality: "",
  study_country: "",
  study_level: "",
  status: "",
  created_by: "",
  created_from: "",
  created_to: "",
  counsellor: "",
  tag: "",
  /** Issue 36: "expiring" (passport expired or too short for an open application's visa), or "". */
  passport: "",
};

export type StudentListValues = typeof STUDENT_LIST_DEFAULTS;
