import type { ComponentType } from "react";
import { Route, Routes } from "react-router";
import { paths } from "../lib/paths";
import { lazyPage } from "./lazy-page";
import { RequireAuth } from "./require-auth";
import { RequireMenuAccess } from "./require-menu-access";
import { RootLayout } from "./root-layout";

const QueryLayout = lazyPage(() => import("./query-layout").then((m) => m.QueryLayout));
const LoginPage = lazyPage(() => import("../features/auth/pages/login-page").then((m) => m.LoginPage));
const SignUpPage = lazyPage(() => import("../features/auth/pages/sign-up-page").then((m) => m.SignUpPage));
const ResetRequestPage = lazyPage(() =>
  import("../features/auth/pages/reset-request-page").then((m) => m.ResetRequestPage),
);
const ResetConfirmPage = lazyPage(() =>
  import("../features/auth/pages/reset-confirm-page").then((m) => m.ResetConfirmPage),
);
const TwoFactorSetupPage = lazyPage(() =>
  import("../features/auth/pages/two-factor-setup-page").then((m) => m.TwoFactorSetupPage),
);
const TermsPage = lazyPage(() => import("../features/legal/pages/terms-page").then((m) => m.TermsPage));
const PrivacyPage = lazyPage(() => import("../features/legal/pages/privacy-page").then((m) => m.PrivacyPage));
const AppShell = lazyPage(() => import("../layout/shell/app-shell").then((m) => m.AppShell));
const SalesDashboardPage = lazyPage(() =>
  import("../features/dashboard/pages/sales-dashboard-page").then((m) => m.SalesDashboardPage),
);
const ProfilePage = lazyPage(() => import("../features/profile/pages/profile-page").then((m) => m.ProfilePage));
const HelpPage = lazyPage(() => import("../features/help/pages/help-page").then((m) => m.HelpPage));
const NotificationsPage = lazyPage(() =>
  import("../features/notifications/pages/notifications-page").then((m) => m.NotificationsPage),
);
const StudentsPage = lazyPage(() => import("../features/students/pages/students-page").then((m) => m.StudentsPage));
const StudentImportPage = lazyPage(() =>
  import("../features/students/pages/student-import-page").then((m) => m.StudentImportPage),
);
const StudentDetailPage = lazyPage(() =>
  import("../features/students/pages/student-detail-page").then((m) => m.StudentDetailPage),
);
const ApplicationsPage = lazyPage(() =>
  import("../features/applications/pages/applications-page").then((m) => m.ApplicationsPage),
);
const ApplicationDetailPage = lazyPage(() =>
  import("../features/applications/pages/application-detail-page").then((m) => m.ApplicationDetailPage),
);
const CoursesPage = lazyPage(() => import("../features/catalogue/pages/courses-page").then((m) => m.CoursesPage));
const CourseDetailPage = lazyPage(() =>
  import("../features/catalogue/pages/course-detail-page").then((m) => m.CourseDetailPage),
);
const ComparePage = lazyPage(() => import("../features/shortlist/compare-page").then((m) => m.ComparePage));
const ProvidersPage = lazyPage(() => import("../features/catalogue/pages/providers-page").then((m) => m.ProvidersPage));
const ProviderDetailPage = lazyPage(() =>
  import("../features/catalogue/pages/provider-detail-page").then((m) => m.ProviderDetailPage),
);
const SubLoginsPage = lazyPage(() => import("../features/sublogins/pages/sublogins-page").then((m) => m.SubLoginsPage));
const MastersPage = lazyPage(() => import("../features/masters/pages/masters-page").then((m) => m.MastersPage));
const AdminPartnersPage = lazyPage(() =>
  import("../features/admin-partners/pages/partners-page").then((m) => m.AdminPartnersPage),
);
const AdminPartnerDetailPage = lazyPage(() =>
  import("../features/admin-partners/pages/partner-detail-page").then((m) => m.AdminPartnerDetailPage),
);
const AdminProvidersPage = lazyPage(() =>
  import("../features/admin-catalogue/pages/providers-page").then((m) => m.AdminProvidersPage),
);
const AdminCoursesPage = lazyPage(() =>
  import("../features/admin-catalogue/pages/courses-page").then((m) => m.AdminCoursesPage),
);
const CourseImportPage = lazyPage(() =>
  import("../features/admin-catalogue/pages/course-import-page").then((m) => m.CourseImportPage),
);
const AdminApplicationsPage = lazyPage(() =>
  import("../features/admin-applications/pages/applications-page").then((m) => m.AdminApplicationsPage),
);
const AdminApplicationDetailPage = lazyPage(() =>
  import("../features/admin-applications/pages/application-detail-page").then((m) => m.AdminApplicationDetailPage),
);
const AuditPage = lazyPage(() => import("../features/audit/pages/audit-page").then((m) => m.AuditPage));
const AdminJobsPage = lazyPage(() => import("../features/admin-jobs/pages/jobs-page").then((m) => m.AdminJobsPage));
const AdminStudentsPage = lazyPage(() =>
  import("../features/admin-students/pages/students-page").then((m) => m.AdminStudentsPage),
);
const CompanyPage = lazyPage(() => import("../features/audit/pages/company-page").then((m) => m.CompanyPage));
const IntegrationsPage = lazyPage(() =>
  import("../features/integrations/pages/integrations-page").then((m) => m.IntegrationsPage),
);
const AdminApiKeysPage = lazyPage(() =>
  import("../features/integrations/pages/admin-api-keys-page").then((m) => m.AdminApiKeysPage),
);
const MyDayPage = lazyPage(() => import("../features/my-day/pages/my-day-page").then((m) => m.MyDayPage));
const TicketsPage = lazyPage(() => import("../features/tickets/pages/tickets-page").then((m) => m.TicketsPage));
const ResolvePage = lazyPage(() => import("../features/tickets/pages/resolve-page").then((m) => m.ResolvePage));
const AdminTicketsPage = lazyPage(() =>
  import("../features/tickets/pages/admin-tickets-page").then((m) => m.AdminTicketsPage),
);
const UpdatesPage = lazyPage(() => import("../features/updates/pages/updates-page").then((m) => m.UpdatesPage));
const AdminUpdatesPage = lazyPage(() =>
  import("../features/updates/pages/admin-updates-page").then((m) => m.AdminUpdatesPage),
);
const DocumentsBankPage = lazyPage(() =>
  import("../features/documents-bank/pages/documents-page").then((m) => m.DocumentsBankPage),
);
const AdminDocumentsPage = lazyPage(() =>
  import("../features/documents-bank/pages/admin-documents-page").then((m) => m.AdminDocumentsPage),
);
const ExpertsPage = lazyPage(() => import("../features/experts/pages/experts-page").then((m) => m.ExpertsPage));
const AdminExpertsPage = lazyPage(() =>
  import("../features/experts/pages/admin-experts-page").then((m) => m.AdminExpertsPage),
);
const PaymentsPage = lazyPage(() => import("../features/payments/pages/payments-page").then((m) => m.PaymentsPage));
const AdminPaymentsPage = lazyPage(() =>
  import("../features/payments/pages/admin-payments-page").then((m) => m.AdminPaymentsPage),
);
const TasksPage = lazyPage(() => import("../features/tasks/pages/tasks-page").then((m) => m.TasksPage));
const ReportsPage = lazyPage(() => import("../features/reports/pages/reports-page").then((m) => m.ReportsPage));
const ModulePage = lazyPage(() => import("../features/modules/pages/module-page").then((m) => m.ModulePage));
const NotFoundPage = lazyPage(() => import("../features/errors/pages/not-found-page").then((m) => m.NotFoundPage));

type ModuleId = Parameters<typeof ModulePage>[0]["id"];

/** Built screens: path, page, and the menu entry whose visibility guards the route (menu and URL, one rule). */
const PAGE_ROUTES: [string, ComponentType, string][] = [
  [paths.myDay.path, MyDayPage, "myDay"],
  [paths.partner.students.path, StudentsPage, "students"],
  [paths.partnerDetail.studentImport.path, StudentImportPage, "students"],
  [paths.partnerDetail.student.path, StudentDetailPage, "students"],
  [paths.partner.applications.path, ApplicationsPage, "applications"],
  [paths.partnerDetail.application.path, ApplicationDetailPage, "applications"],
  [paths.partner.courses.path, CoursesPage, "courses"],
  [paths.partnerDetail.compare.path, ComparePage, "courses"],
  [paths.partnerDetail.course.path, CourseDetailPage, "courses"],
  [paths.partner.providers.path, ProvidersPage, "providers"],
  [paths.partnerDetail.provider.path, ProviderDetailPage, "providers"],
  [paths.partner.subLogins.path, SubLoginsPage, "subLogins"],
  // Every Masters path shows the one Masters page; it picks its resource from the path.
  ...Object.entries(paths.masters).map(([key, p]): [string, ComponentType, string] => [p.path, MastersPage, key]),
  [paths.admin.partners.path, AdminPartnersPage, "partners"],
  [paths.admin.partner.path, AdminPartnerDetailPage, "partners"],
  [paths.admin.providers.path, AdminProvidersPage, "adminProviders"],
  [paths.admin.courses.path, AdminCoursesPage, "adminCourses"],
  [paths.admin.courseImport.path, CourseImportPage, "adminCourseImport"],
  [paths.admin.applications.path, AdminApplicationsPage, "adminApplications"],
  [paths.admin.application.path, AdminApplicationDetailPage, "adminApplications"],
  [paths.admin.audit.path, AuditPage, "adminAudit"],
  [paths.admin.jobs.path, AdminJobsPage, "adminJobs"],
  // No menu entry of its own: the dashboard's figures link here; whoever sees Partners may read their students.
  [paths.admin.students.path, AdminStudentsPage, "partners"],
  // Every signed-in user's menu has the dashboard; the company page itself admits a partner's owner only.
  [paths.partnerDetail.company.path, CompanyPage, "dashboard"],
  // The same for the integrations (API keys, webhooks): the page admits a partner's owner only.
  [paths.partnerDetail.integrations.path, IntegrationsPage, "dashboard"],
  // Like the students list: no menu entry; the partner's page links here, whoever sees Partners may.
  [paths.admin.apiKeys.path, AdminApiKeysPage, "partners"],
  [paths.partner.tickets.path, TicketsPage, "tickets"],
  [paths.partner.resolveModal.path, ResolvePage, "tickets"],
  [paths.admin.tickets.path, AdminTicketsPage, "adminTickets"],
  [paths.partner.updates.path, UpdatesPage, "updates"],
  [paths.admin.updates.path, AdminUpdatesPage, "adminUpdates"],
  [paths.partner.documents.path, DocumentsBankPage, "documents"],
  [paths.admin.documents.path, AdminDocumentsPage, "adminDocuments"],
  [paths.partner.experts.path, ExpertsPage, "experts"],
  [paths.admin.experts.path, AdminExpertsPage, "adminExperts"],
  [paths.partner.payments.path, PaymentsPage, "payments"],
  [paths.admin.payments.path, AdminPaymentsPage, "adminPayments"],
  [paths.partner.reports.path, ReportsPage, "reports"],
  [paths.partner.tasks.path, TasksPage, "tasks"],
];
const BUILT = new Set(PAGE_ROUTES.map(([path]) => path));

/** Screens later issues build: path, module, and the menu entry whose visibility guards the route. */
const MODULE_ROUTES: [string, ModuleId, string][] = [
  ...(Object.entries(paths.partner) as [keyof typeof paths.partner, { path: string }][])
    .filter(([, p]) => !BUILT.has(p.path))
    .map(([key, p]): [string, ModuleId, string] => [p.path, key, key === "resolveModal" ? "tickets" : key]),
];

/** The route table: every page is its own chunk; the sign-in page needs nothing beyond the entry. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.root.path} element={<LoginPage />} />
        <Route path={paths.login.path} element={<LoginPage />} />
        <Route path={paths.terms.path} element={<TermsPage />} />
        <Route path={paths.privacy.path} element={<PrivacyPage />} />
        <Route element={<QueryLayout />}>
          <Route path={paths.signUp.path} element={<SignUpPage />} />
          <Route path={paths.firebaseSignUp.path} element={<SignUpPage />} />
          <Route path={paths.resetRequest.path} element={<ResetRequestPage />} />
          <Route path={paths.resetConfirm.path} element={<ResetConfirmPage />} />
          <Route element={<RequireAuth />}>
            <Route path={paths.twoFactorSetup.path} element={<TwoFactorSetupPage />} />
            <Route element={<AppShell />}>
              <Route path={paths.dashboard.path} element={<SalesDashboardPage />} />
              <Route path={paths.profile.path} element={<ProfilePage />} />
              <Route path={paths.help.path} element={<HelpPage />} />
              <Route path={paths.notifications.path} element={<NotificationsPage />} />
              {PAGE_ROUTES.map(([path, Page, menuId]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <RequireMenuAccess menuId={menuId}>
                      <Page />
                    </RequireMenuAccess>
                  }
                />
              ))}
              {MODULE_ROUTES.map(([path, id, menuId]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <RequireMenuAccess menuId={menuId}>
                      <ModulePage id={id} />
                    </RequireMenuAccess>
                  }
                />
              ))}
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
