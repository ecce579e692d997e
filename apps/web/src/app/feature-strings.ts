/**
 * The app root is the one place that lists the features. Here it gives i18next the type of every feature's strings
 * (type imports only: nothing here reaches the entry chunk); each feature registers its own strings at runtime
 * with `registerStrings` from lib/i18n, which knows no feature.
 */

import type { bulkActionsStrings } from "../components/bulk-actions/strings";
import type { passwordStrengthStrings } from "../components/password-strength/strings";
import type { adminApplicationsStrings } from "../features/admin-applications/strings";
import type { adminCatalogueStrings } from "../features/admin-catalogue/strings";
import type { adminJobsStrings } from "../features/admin-jobs/strings";
import type { adminPartnersStrings } from "../features/admin-partners/strings";
import type { adminStudentsStrings } from "../features/admin-students/strings";
import type { applicationsStrings } from "../features/applications/strings";
import type { auditStrings } from "../features/audit/strings";
import type { accountStrings } from "../features/auth/account-strings";
import type { twoFactorStrings } from "../features/auth/two-factor-strings";
import type { catalogueStrings } from "../features/catalogue/strings";
import type { conversationStrings } from "../features/conversation/strings";
import type { dashboardStrings } from "../features/dashboard/strings";
import type { deadlinesStrings } from "../features/deadlines/strings";
import type { documentsBankStrings } from "../features/documents-bank/strings";
import type { expertsStrings } from "../features/experts/strings";
import type { integrationsStrings } from "../features/integrations/strings";
import type { webhookStrings } from "../features/integrations/webhook-strings";
import type { mastersStrings } from "../features/masters/strings";
import type { myDayStrings } from "../features/my-day/strings";
import type { paymentsStrings } from "../features/payments/strings";
import type { sessionsStrings } from "../features/profile/sessions-strings";
import type { reportsStrings } from "../features/reports/strings";
import type { shortlistStrings } from "../features/shortlist/strings";
import type { studentImportStrings } from "../features/students/import-strings";
import type { matchingStrings } from "../features/students/matching-strings";
import type { studentsStrings } from "../features/students/strings";
import type { subLoginsStrings } from "../features/sublogins/strings";
import type { tasksStrings } from "../features/tasks/strings";
import type { ticketsStrings } from "../features/tickets/strings";
import type { updatesStrings } from "../features/updates/strings";
import type { baseStrings } from "../lib/i18n/base-strings";
import type { shellStrings } from "../lib/i18n/shell-strings";

export type FeatureStrings = typeof shellStrings &
  typeof accountStrings &
  typeof twoFactorStrings &
  typeof passwordStrengthStrings &
  typeof bulkActionsStrings &
  typeof sessionsStrings &
  typeof studentsStrings &
  typeof matchingStrings &
  typeof studentImportStrings &
  typeof applicationsStrings &
  typeof conversationStrings &
  typeof catalogueStrings &
  typeof shortlistStrings &
  typeof deadlinesStrings &
  typeof subLoginsStrings &
  typeof dashboardStrings &
  typeof myDayStrings &
  typeof mastersStrings &
  typeof adminPartnersStrings &
  typeof adminStudentsStrings &
  typeof adminCatalogueStrings &
  typeof adminApplicationsStrings &
  typeof auditStrings &
  typeof ticketsStrings &
  typeof updatesStrings &
  typeof documentsBankStrings &
  typeof expertsStrings &
  typeof paymentsStrings &
  typeof reportsStrings &
  typeof integrationsStrings &
  typeof adminJobsStrings &
  typeof tasksStrings &
  typeof webhookStrings;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof baseStrings & FeatureStrings };
  }
}
