import type { ReportKind } from "@pp/shared";
import { applicationsReport } from "./applications-source";
import { paymentsReport } from "./payments-source";
import type { ReportSource } from "./source-kit";
import { studentsReport } from "./students-source";
import { subloginsReport } from "./sublogins-source";

export { BATCH, type Cell, type ReportSource } from "./source-kit";
export { subLoginReportQuery } from "./sublogins-source";

/** Every report by its kind; each source file holds one report's permission, filters, columns and rows. */
export const REPORT_SOURCES: Record<ReportKind, ReportSource<never>> = {
  students: studentsReport as unknown as ReportSource<never>,
  applications: applicationsReport as unknown as ReportSource<never>,
  payments: paymentsReport as unknown as ReportSource<never>,
  sublogins: subloginsReport as unknown as ReportSource<never>,
};
