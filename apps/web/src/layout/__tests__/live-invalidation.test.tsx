import { Notifications } from "@mantine/notifications";
import type { NotificationItem } from "@pp/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApplicationKeys } from "../../features/admin-applications/api/keys";
import { applicationKeys } from "../../features/applications/api/keys";
import { adminDashboardKeys } from "../../features/dashboard/api/get-admin-dashboard";
import { dashboardKeys } from "../../features/dashboard/api/get-dashboard";
import { meetingKeys } from "../../features/experts/api/keys";
import { myDayKeys } from "../../features/my-day/api/get-my-day";
import { notificationKeys } from "../../features/notifications/api/get-notifications";
import { commissionKeys } from "../../features/payments/api/keys";
import { reportKeys } from "../../features/reports/api/keys";
import { studentKeys } from "../../features/students/api/student-keys";
import { taskKeys } from "../../features/tasks/api/tasks";
import { ticketKeys } from "../../features/tickets/api/keys";
import { updateKeys } from "../../features/updates/api/update-keys";
import { json, stubFetch } from "../../test/fetch-stub";
import { signedInForEachTest } from "../../test/session";
import { renderWidget } from "../header-widgets/__tests__/render-widget";
import { NotificationsMenu } from "../header-widgets/notifications-menu/notifications-menu";
import { liveInvalidations } from "../live-invalidation";

const keysOf = (kind: string, link: string | null) => liveInvalidations({ kind, link });

describe("liveInvalidations", () => {
  it("an application's move: its detail, the lists, the student's page, commissions, tasks, the dashboard and the bell", () => {
    expect(keysOf("application.status", "/partner/application/123")).toEqual([
      notificationKeys.all,
      applicationKeys.detail(123),
      applicationKeys.lists(),
      studentKeys.all,
      commissionKeys.all("partner"),
      taskKeys.all,
      dashboardKeys.all,
      myDayKeys.all,
    ]);
    expect(keysOf("task.due", "/partner/tasks")).toContainEqual(taskKeys.all);
    // A reminder or an import changes My day's sections too.
    expect(keysOf("task.due", "/partner/tasks")).toContainEqual(myDayKeys.all);
    expect(keysOf("student.import", "/partner/student/import")).toContainEqual(myDayKeys.all);
    // A task someone gave the reader refreshes the tasks and My day alike.
    expect(keysOf("task.assigned", "/partner/tasks")).toEqual(expect.arrayContaining([taskKeys.all, myDayKeys.all]));
    expect(keysOf("meeting", "/partner/experts?tab=meetings&meeting=3")).not.toContainEqual(myDayKeys.all);
    expect(keysOf("application.offer_letter", "/partner/application/9")).toContainEqual(applicationKeys.detail(9));
  });

  it("a message on an application: the partner's copy, or admissions' copy and their queue (issue 35)", () => {
    expect(keysOf("application.message", "/partner/application/9")).toContainEqual(applicationKeys.detail(9));
    // My day's "messages waiting for the agency" (issue 36).
    expect(keysOf("application.message", "/partner/application/9")).toContainEqual(myDayKeys.all);
    expect(keysOf("application.message", "/admin/applications/7")).toEqual([
      notificationKeys.all,
      adminApplicationKeys.detail(7),
      adminApplicationKeys.lists(),
      adminDashboardKeys.all,
    ]);
  });

  it("a ticket on either side: that side's detail and lists, and that side's dashboard", () => {
    expect(keysOf("ticket", "/partner/tickets/list/?ticket=5")).toEqual([
      notificationKeys.all,
      ticketKeys.detail("partner", 5),
      ticketKeys.lists("partner"),
      dashboardKeys.all,
      myDayKeys.all,
    ]);
    expect(keysOf("ticket.sla", "/admin/tickets?ticket=8")).toEqual([
      notificationKeys.all,
      ticketKeys.detail("admin", 8),
      ticketKeys.lists("admin"),
      adminDashboardKeys.all,
    ]);
  });

  it("a commission: the side's records, lists and summary", () => {
    expect(keysOf("commission.status", "/partner/payments?commission=4")).toEqual([
      notificationKeys.all,
      commissionKeys.all("partner"),
      dashboardKeys.all,
    ]);
    expect(keysOf("commission.unpaid", "/admin/payments?commission=4")).toContainEqual(commissionKeys.all("admin"));
  });

  it("meetings, exports, students imports and updates", () => {
    expect(keysOf("meeting", "/partner/experts?tab=meetings&meeting=3")).toEqual([
      notificationKeys.all,
      meetingKeys.detail("partner", 3),
      meetingKeys.lists("partner"),
      dashboardKeys.all,
    ]);
    expect(keysOf("meeting", "/admin/experts?tab=meetings&meeting=3")).toContainEqual(meetingKeys.lists("admin"));
    expect(keysOf("report.ready", "/partner/reports?job=2")).toContainEqual(reportKeys.jobs());
    expect(keysOf("update", "/partner/updates?update=6")).toContainEqual(updateKeys.all);
    // A students import that ended: the students' lists and the import page's recent imports.
    expect(keysOf("student.import", "/partner/student/import")).toContainEqual(studentKeys.all);
  });

  it("security notices, welcomes and odd links refresh the bell only, or the whole family", () => {
    expect(keysOf("security", "/profile#sessions")).toEqual([notificationKeys.all]);
    expect(keysOf("welcome", null)).toEqual([notificationKeys.all]);
    expect(keysOf("application.status", null)).toContainEqual(applicationKeys.all);
    expect(keysOf("ticket", "/partner/tickets/list/?ticket=abc")).toContainEqual(ticketKeys.side("partner"));
  });
});

/** A live stream that sends one notification, then stays open. */
function streamOf(item: NotificationItem) {
  const text = `: connected\n\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`;
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
      },
    }),
    { status: 200, headers: { "content-type": "text/event-stream" } },
  );
}

describe("a live notification on an open page", { timeout: 20_000 }, () => {
  signedInForEachTest();

  it("marks the application on screen stale, and shows the toast", async () => {
    const item: NotificationItem = {
      id: 77,
      kind: "application.status",
      title: "Application #12 is now Under review",
      body: "Ana Lima: BSc Nursing",
      link: "/partner/application/12",
      read_at: null,
      created_at: new Date().toISOString(),
    };
    let streams = 0;
    stubFetch(({ url }) => {
      const path = new URL(url, "http://x").pathname;
      if (path === "/api/notifications/stream/" && streams++ === 0) return streamOf(item);
      if (path === "/api/notifications/")
        return json(200, { count: 0, next: null, previous: null, results: { data: [], unread_count: 0 } });
      return json(404, { status_code: 404, message: "Not found." });
    });
    const { client } = renderWidget(
      <>
        <Notifications />
        <NotificationsMenu />
      </>,
    );
    client.setQueryData(applicationKeys.detail(12), { id: 12, status: { name: "Submitted" } });
    client.setQueryData(applicationKeys.detail(13), { id: 13, status: { name: "Draft" } });

    await waitFor(() => expect(client.getQueryState(applicationKeys.detail(12))?.isInvalidated).toBe(true));
    expect(client.getQueryState(applicationKeys.detail(13))?.isInvalidated).toBe(false);
    expect(await screen.findByText(item.title)).toBeInTheDocument();
  });
});
