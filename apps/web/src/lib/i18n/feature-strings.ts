/**
 * The types of every feature's strings (type imports only: nothing here reaches the entry chunk).
 * Each file registers its own strings at runtime with `registerStrings`.
 */

import type { adminApplicationsStrings } from "../../features/admin-applications/strings";
import type { adminCatalogueStrings } from "../../features/admin-catalogue/strings";
import type { adminPartnersStrings } from "../../features/admin-partners/strings";
import type { applicationsStrings } from "../../features/applications/strings";
import type { auditStrings } from "../../features/audit/strings";
import type { accountStrings } from "../../features/auth/account-strings";
import type { catalogueStrings } from "../../features/catalogue/strings";
import type { dashboardStrings } from "../../features/dashboard/strings";
import type { documentsBankStrings } from "../../features/documents-bank/strings";
import type { expertsStrings } from "../../features/experts/strings";
import type { mastersStrings } from "../../features/masters/strings";
import type { paymentsStrings } from "../../features/payments/strings";
import type { reportsStrings } from "../../features/reports/strings";
import type { shortlistStrings } from "../../features/shortlist/strings";
import type { studentsStrings } from "../../features/students/strings";
import type { subLoginsStrings } from "../../features/sublogins/strings";
import type { ticketsStrings } from "../../features/tickets/strings";
import type { updatesStrings } from "../../features/updates/strings";
import type { shellStrings } from "./shell-strings";

export type FeatureStrings = typeof shellStrings &
  typeof accountStrings &
  typeof studentsStrings &
  typeof applicationsStrings &
  typeof catalogueStrings &
  typeof shortlistStrings &
  typeof subLoginsStrings &
  typeof dashboardStrings &
  typeof mastersStrings &
  typeof adminPartnersStrings &
  typeof adminCatalogueStrings &
  typeof adminApplicationsStrings &
  typeof auditStrings &
  typeof ticketsStrings &
  typeof updatesStrings &
  typeof documentsBankStrings &
  typeof expertsStrings &
  typeof paymentsStrings &
  typeof reportsStrings;
