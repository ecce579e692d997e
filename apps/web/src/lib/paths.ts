import { HOME_PATH, MY_DAY_PATH, publicPaths } from "./public-paths";

/** Every route of the app, with href builders, so no URL is typed twice. */
export const paths = {
  ...publicPaths,
  profile: { path: "/profile", href: () => "/profile" },
  /** What waits for the agency today (issue 36); where a sub-login lands. */
  myDay: { path: MY_DAY_PATH, href: () => MY_DAY_PATH },
  /** Where someone who must set up two-factor sign-in is taken first (issue 17). */
  twoFactorSetup: { path: "/two-factor-setup", href: () => "/two-factor-setup" },
  help: { path: "/help", href: () => "/help" },
  notifications: { path: "/notifications", href: () => "/notifications" },
  partner: {
    subLogins: { path: "/partner/sublogins", href: () => "/partner/sublogins" },
    updates: { path: "/partner/updates", href: () => "/partner/updates" },
    tickets: { path: "/partner/tickets/list/", href: () => "/partner/tickets/list/" },
    resolveModal: { path: "/partner/resolvemodal/", href: () => "/partner/resolvemodal/" },
    students: { path: "/partner/student", href: () => "/partner/student" },
    applications: { path: "/partner/application", href: () => "/partner/application" },
    providers: { path: "/partner/educationprovider", href: () => "/partner/educationprovider" },
    documents: { path: "/partner/documents", href: () => "/partner/documents" },
    experts: { path: "/partner/experts", href: () => "/partner/experts" },
    reports: { path: "/partner/reports", href: () => "/partner/reports" },
    payments: { path: "/partner/payments", href: () => "/partner/payments" },
    courses: { path: "/partner/courses", href: () => "/partner/courses" },
    /** The partner's tasks (issue 36, decision 052). */
    tasks: { path: "/partner/tasks", href: () => "/partner/tasks" },
  },
  /** Detail screens under the partner modules; each is guarded by its module's menu entry. */
  partnerDetail: {
    student: { path: "/partner/student/:id", href: (id: number | string) => `/partner/student/${id}` },
    /** Import students from a spreadsheet (issue 36; students.manage). */
    studentImport: { path: "/partner/student/import", href: () => "/partner/student/import" },
    application: { path: "/partner/application/:id", href: (id: number | string) => `/partner/application/${id}` },
    course: { path: "/partner/courses/:id", href: (id: number | string) => `/partner/courses/${id}` },
    compare: { path: "/partner/courses/compare", href: () => "/partner/courses/compare" },
    /** The partner's company profile with its audit trail (owner only; reached from the profile menu). */
    company: { path: "/partner/company", href: () => "/partner/company" },
    /** API keys and webhooks of the partner's own systems (issue 19; owner only; reached from the company page). */
    integrations: { path: "/partner/integrations", href: () => "/partner/integrations" },
    provider: {
      path: "/partner/educationprovider/:id",
      href: (id: number | string) => `/partner/educationprovider/${id}`,
    },
  },
  masters: {
    roles: { path: "/role", href: () => "/role" },
    years: { path: "/year", href: () => "/year" },
    intakes: { path: "/intake", href: () => "/intake" },
    applicationStatuses: { path: "/application", href: () => "/application" },
    countries: { path: "/country", href: () => "/country" },
    regions: { path: "/region", href: () => "/region" },
    studyLevels: { path: "/study-level", href: () => "/study-level" },
    currencyRates: { path: "/currency-rate", href: () => "/currency-rate" },
  },
  /** The Superadmin's screens beyond the Masters. */
  admin: {
    partners: { path: "/admin/partners", href: () => "/admin/partners" },
    partner: { path: "/admin/partners/:id", href: (id: number | string) => `/admin/partners/${id}` },
    providers: { path: "/admin/providers", href: () => "/admin/providers" },
    courses: { path: "/admin/courses", href: () => "/admin/courses" },
    courseImport: { path: "/admin/courses/import", href: () => "/admin/courses/import" },
    applications: { path: "/admin/applications", href: () => "/admin/applications" },
    application: { path: "/admin/applications/:id", href: (id: number | string) => `/admin/applications/${id}` },
    tickets: { path: "/admin/tickets", href: () => "/admin/tickets" },
    updates: { path: "/admin/updates", href: () => "/admin/updates" },
    documents: { path: "/admin/documents", href: () => "/admin/documents" },
    experts: { path: "/admin/experts", href: () => "/admin/experts" },
    payments: { path: "/admin/payments", href: () => "/admin/payments" },
    audit: { path: "/admin/audit", href: () => "/admin/audit" },
    jobs: { path: "/admin/jobs", href: () => "/admin/jobs" },
    /** Every partner's students (read only): what the dashboard's student figures count (issue 18). */
    students: { path: "/admin/students", href: () => "/admin/students" },
    /** Every partner's API keys (issue 19); the partner's page links here filtered to it. */
    apiKeys: {
      path: "/admin/api-keys",
      href: (partner?: number | string) => (partner ? `/admin/api-keys?partner=${partner}` : "/admin/api-keys"),
    },
  },
} as const;

export { HOME_PATH };
