/** The list's URL state: ids are strings ("" = any) so empty filters leave the query. */
export const APPLICATION_LIST_DEFAULTS = {
  page_size: 25,
  ordering: "-created_at",
  search: "",
  status: "",
  intake: "",
  provider: "",
  country: "",
  study_level: "",
  student: "",
  created_from: "",
  created_to: "",
  counsellor: "",
  tag: "",
  /** Issue 36: "soon" (deadline within 14 days, not submitted) and "missing" (checklist incomplete), or "". */
  deadline: "",
  documents: "",
  /** "unread": admissions' messages the partner side has not read (My day links here). */
  messages: "",
};
export type ApplicationListValues = typeof APPLICATION_LIST_DEFAULTS;
