import type { NotificationItem } from "@pp/shared";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { adminApplicationKeys } from "../features/admin-applications/api/keys";
import { applicationKeys } from "../features/applications/api/keys";
import { adminDashboardKeys } from "../features/dashboard/api/get-admin-dashboard";
import { dashboardKeys } from "../features/dashboard/api/get-dashboard";
import { meetingKeys } from "../features/experts/api/keys";
import { myDayKeys } from "../features/my-day/api/get-my-day";
import { notificationKeys } from "../features/notifications/api/get-notifications";
import { commissionKeys } from "../features/payments/api/keys";
import { reportKeys } from "../features/reports/api/keys";
import { studentKeys } from "../features/students/api/student-keys";
import { taskKeys } from "../features/tasks/api/tasks";
import { ticketKeys } from "../features/tickets/api/keys";
import { updateKeys } from "../features/updates/api/update-keys";

type Side = "partner" | "admin";

/**
 * The notification families whose news can change a section of My day (issue 36): applications (deadlines,
 * documents, offers, messages), tickets, tasks (a reminder) and students (an import brings passports).
 */
const MY_DAY_FAMILIES = new Set(["application", "ticket", "task", "student"]);
type Live = Pick<NotificationItem, "kind" | "link">;

/** The link's path and query (links are app paths such as `/partner/application/12` or `/admin/tickets?ticket=3`). */
function parseLink(link: unknown) {
  if (typeof link !== "string" || !link) return null;
  try {
    const url = new URL(link, "http://app.invalid");
    return { path: url.pathname, query: url.searchParams };
  } catch {
    return null;
  }
}

/** A positive whole number, or null. */
const idOf = (text: string | null | undefined) => (text && /^\d{1,10}$/.test(text) ? Number(text) : null);

/** The keys the thing a notification is about lives under, per kind family (the part of `kind` before a dot). */
function entityKeys(family: string, side: Side, path: string, query: URLSearchParams): QueryKey[] | null {
  switch (family) {
    case "application": {
      if (side === "admin") {
        // Admissions' copy: a partner's message on it (its thread, and the queue's unread counts).
        const id = idOf(/^\/admin\/applications\/(\d+)/.exec(path)?.[1]);
        return [id ? adminApplicationKeys.detail(id) : adminApplicationKeys.all, adminApplicationKeys.lists()];
      }
      const id = idOf(/^\/partner\/application\/(\d+)/.exec(path)?.[1]);
      // Its detail (status, timeline, messages), the lists, the student's page (its applications, activity and
      // documents, where an offer letter lands) and the commission a move may open.
      return [
        id ? applicationKeys.detail(id) : applicationKeys.all,
        applicationKeys.lists(),
        studentKeys.all,
        commissionKeys.all("partner"),
        // A move opens or closes its automatic tasks (decision 052).
        taskKeys.all,
      ];
    }
    case "task":
      // A reminder: the tasks lists and panels (decision 052).
      return [taskKeys.all];
    case "ticket": {
      const id = idOf(query.get("ticket"));
      return id ? [ticketKeys.detail(side, id), ticketKeys.lists(side)] : [ticketKeys.side(side)];
    }
    case "commission":
      // The record, the lists and the per-currency summary all live under the side's key.
      return [commissionKeys.all(side)];
    case "meeting": {
      const id = idOf(query.get("meeting"));
      return id ? [meetingKeys.detail(side, id), meetingKeys.lists(side)] : [meetingKeys.lists(side)];
    }
    case "report":
      return [reportKeys.jobs()];
    case "student":
      // A students import ended: the lists (and the import page's recent imports) live under the students' key.
      return [studentKeys.all];
    case "update":
      return [updateKeys.all];
    default:
      return null;
  }
}

/**
 * What a live notification makes out of date: always the bell (the notification lists); for a notification about
 * a thing (an application, ticket, commission, meeting, export, students import or update), its detail, its lists and the dashboard
 * figures of the side its link belongs to. Security notices and welcomes change nothing else on screen.
 */
export function liveInvalidations(item: Live): QueryKey[] {
  const keys: QueryKey[] = [notificationKeys.all];
  const family = typeof item.kind === "string" ? (item.kind.split(".")[0] ?? "") : "";
  const link = parseLink(item.link);
  const side: Side = link?.path.startsWith("/admin") ? "admin" : "partner";
  const entity = entityKeys(family, side, link?.path ?? "", link?.query ?? new URLSearchParams());
  if (!entity) return keys;
  // A partner's My day counts what waits for the agency: news of an application or a ticket may move it.
  const day = side === "partner" && MY_DAY_FAMILIES.has(family) ? [myDayKeys.all] : [];
  return [...keys, ...entity, side === "admin" ? adminDashboardKeys.all : dashboardKeys.all, ...day];
}

/** Marks every query a live notification affects as stale; those on screen refetch at once. */
export function invalidateForLive(client: QueryClient, item: Live) {
  return Promise.all(liveInvalidations(item).map((queryKey) => client.invalidateQueries({ queryKey })));
}
