/** A reference to another record, as the admin catalogue answers it. */
export type Ref = { id: number; name: string };

/** A paged list as the API answers it. */
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: { data: T[] } };

/** A provider as `/admin/providers/` answers it (every column, active or not). */
export type AdminProvider = {
  id: number;
  name: string;
  country_id: number;
  country: Ref;
  city: string | null;
  type: string;
  website: string | null;
  logo_url: string | null;
  description: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** Only in the list. */
  courses_count?: number;
};

/** An intake of a course with the day its applications close (null: none set). */
export type AdminCourseDeadline = {
  intake_id: number;
  name: string;
  month: number;
  year: number;
  closes_on: string | null;
};

/** An intake not yet started, as `/admin/upcoming-intakes/` answers it. */
export type UpcomingIntake = { id: number; name: string; month: number; year: number };

/** A course as `/admin/courses/` answers it (every column, active or not). */
export type AdminCourse = {
  id: number;
  provider_id: number;
  provider: Ref;
  name: string;
  study_level_id: number;
  study_level: Ref;
  discipline: string;
  duration_months: number;
  tuition_fee: string;
  currency: string;
  application_fee: string;
  intake_months: number[];
  requirements: string | null;
  language: string;
  is_active: boolean;
  /** Structured entry requirements (issue 18); null when none are stated. */
  entry_requirements: {
    ielts_overall: number | null;
    ielts_min_band: number | null;
    toefl_ibt: number | null;
    pte: number | null;
    duolingo: number | null;
    min_prior_level_id: number | null;
    min_grade_pct: number | null;
    required_subjects: string[];
    max_gap_years: number | null;
    work_history_accepted: boolean;
    presessional_english: boolean;
  } | null;
  /** Issue 36: one row per upcoming intake of its months and per intake with a deadline (one course's answer only). */
  application_deadlines?: AdminCourseDeadline[];
  created_at: string;
  updated_at: string;
};

/** Query keys of the Superadmin's catalogue screens. */
export const adminCatalogueKeys = {
  all: ["admin-catalogue"] as const,
  providers: () => [...adminCatalogueKeys.all, "providers"] as const,
  providerList: (query: string) => [...adminCatalogueKeys.providers(), "list", query] as const,
  providerOptions: (search: string) => [...adminCatalogueKeys.providers(), "options", search] as const,
  courses: () => [...adminCatalogueKeys.all, "courses"] as const,
  courseList: (query: string) => [...adminCatalogueKeys.courses(), "list", query] as const,
  course: (id: number) => [...adminCatalogueKeys.courses(), "one", id] as const,
  upcomingIntakes: () => [...adminCatalogueKeys.all, "upcoming-intakes"] as const,
  countries: () => [...adminCatalogueKeys.all, "countries"] as const,
  levels: () => [...adminCatalogueKeys.all, "levels"] as const,
};
