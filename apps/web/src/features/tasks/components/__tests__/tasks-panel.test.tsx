import type { TaskItem } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { TasksPanel } from "../tasks-panel";

const task: TaskItem = {
  id: 7,
  title: "Upload the passport for Aisha Khan",
  notes: null,
  due_at: "2026-12-09T09:00:00.000Z",
  assignee: { id: 2, name: "Priya Shah" },
  student: { id: 31, name: "Aisha Khan" },
  application: { id: 52 },
  source: "document",
  created_by: null,
  completed_at: null,
  completed_by: null,
  overdue: false,
  can_edit: true,
  can_complete: true,
  can_delete: false,
  created_at: "2026-12-07T09:00:00.000Z",
  updated_at: "2026-12-07T09:00:00.000Z",
};

describe("a record's tasks panel", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData(), false);
    stubFetch(({ url }) =>
      new URL(url, "http://x").pathname === "/api/partner/tasks/"
        ? json(200, { count: 1, next: null, previous: null, results: { data: [task] } })
        : json(404, { message: "Not found." }),
    );
  });
  afterEach(cleanup);

  it("on the application's page a card links to the student, not back to the same application", async () => {
    renderWidget(<TasksPanel link={{ applicationId: 52 }} />, { path: "/partner/application/52" });
    const card = await screen.findByTestId("task");
    expect(within(card).getByRole("link", { name: "Student: Aisha Khan" })).toHaveAttribute(
      "href",
      "/partner/student/31",
    );
    expect(within(card).queryByRole("link", { name: "Application #52" })).toBeNull();
  });

  it("on the student's page a card links to the application, not back to the same student", async () => {
    renderWidget(<TasksPanel link={{ studentId: 31 }} />, { path: "/partner/student/31" });
    const card = await screen.findByTestId("task");
    expect(within(card).getByRole("link", { name: "Application #52" })).toHaveAttribute(
      "href",
      "/partner/application/52",
    );
    expect(within(card).queryByRole("link", { name: "Student: Aisha Khan" })).toBeNull();
  });
});
