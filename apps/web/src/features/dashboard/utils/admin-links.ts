import type { AdminDashboardData } from "@pp/shared";
import { paths } from "../../../lib/paths";

/**
 * Where each of the Superadmin dashboard's figures leads: the admin list it counts, with the filter that gives the
 * same count (the server test proves each equality; docs/decisions/025-admin-dashboard.md lists them).
 */
type Month = Pick<AdminDashboardData["this_month"], "created_from" | "created_to">;

const withQuery = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

export const adminLinks = {
  partners: (status: keyof AdminDashboardData["partners"]) => withQuery(paths.admin.partners.href(), { status }),
  students: (m: Month) =>
    withQuery(paths.admin.students.href(), { created_from: m.created_from, created_to: m.created_to }),
  applicationsCreated: (m: Month) =>
    withQuery(paths.admin.applications.href(), { created_from: m.created_from, created_to: m.created_to }),
  applicationsInStatus: (statusId: number) => withQuery(paths.admin.applications.href(), { status: statusId }),
  applicationsOfPartner: (partnerId: number) => withQuery(paths.admin.applications.href(), { partner: partnerId }),
  applicationsOfProvider: (providerId: number) => withQuery(paths.admin.applications.href(), { provider: providerId }),
  tickets: (status: "open" | "in_progress" | "awaiting_partner") => withQuery(paths.admin.tickets.href(), { status }),
  ticketsBreached: () => withQuery(paths.admin.tickets.href(), { breached: "true" }),
  commission: (currency: string) => withQuery(paths.admin.payments.href(), { currency }),
  commissionPaid: (currency: string) => withQuery(paths.admin.payments.href(), { currency, status: "paid" }),
  commissionOverdue: (currency?: string) =>
    withQuery(paths.admin.payments.href(), currency ? { currency, overdue: "true" } : { overdue: "true" }),
  failedJobs: () => withQuery(paths.admin.jobs.href(), { state: "failed" }),
};
