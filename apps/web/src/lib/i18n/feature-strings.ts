/**
 * The types of every feature's strings (type imports only: nothing here reaches the entry chunk).
 * Each file registers its own strings at runtime with `registerStrings`.
 */
import type { adminPartnersStrings } from "../../features/admin-partners/strings";
import type { applicationsStrings } from "../../features/applications/strings";
import type { catalogueStrings } from "../../features/catalogue/strings";
import type { dashboardStrings } from "../../features/dashboard/strings";
import type { mastersStrings } from "../../features/masters/strings";
import type { shortlistStrings } from "../../features/shortlist/strings";
import type { studentsStrings } from "../../features/students/strings";
import type { subLoginsStrings } from "../../features/sublogins/strings";

export type FeatureStrings = typeof studentsStrings &
  typeof applicationsStrings &
  typeof catalogueStrings &
  typeof shortlistStrings &
  typeof subLoginsStrings &
  typeof dashboardStrings &
  typeof mastersStrings &
  typeof adminPartnersStrings;
