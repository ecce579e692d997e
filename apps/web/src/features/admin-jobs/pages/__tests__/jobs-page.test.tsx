import type { AdminJob, AdminJobList } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { AdminJobsPage } from "../jobs-page";

const FAILED: AdminJob = {
  id: "0b6f1a2e-1111-4c3a-9d1e-000000000001",
  kind: "outbox.deliver",
  state: "failed",
  attempts: 6,
  max_attempts: 6,
  error: "connect ECONNREFUSED 127.0.0.1:25",
  created_at: "2026-11-25T09:00:00.000Z",
  started_at: "2026-11-25T09:00:01.000Z",
  finished_at: "2026-11-25T09:05:00.000Z",
};
const QUEUED: AdminJob = {
  ...FAILED,
  id: "0b6f1a2e-2222-4c3a-9d1e-000000000002",
  kind: "reports.export",
  state: "queued",
  attempts: 0,
  error: null,
  started_at: null,
  finished_at: null,
};

/** The admin jobs API: the list answers what its filters ask for; retry and cancel change a job's state. */
function server() {
  let jobs = [FAILED, QUEUED];
  return stubFetch(({ url, method }) => {
    const u = new URL(url, "http://x");
    const act = /^\/api\/admin\/jobs\/([^/]+)\/(retry|cancel)\/$/.exec(u.pathname);
    if (act && method === "POST") {
      const [, id, action] = act;
      jobs = jobs.map((j) =>
        j.id === id ? { ...j, state: action === "retry" ? "queued" : "cancelled", error: null } : j,
      );
      return json(200, { data: jobs.find((j) => j.id === id) });
    }
    if (u.pathname === "/api/admin/jobs/") {
      const state = u.searchParams.get("state");
      const kind = u.searchParams.get("kind");
      const data = jobs.filter((j) => (!state || j.state === state) && (!kind || j.kind === kind));
      const body: AdminJobList = {
        count: data.length,
        next: null,
        previous: null,
        results: {
          data,
          counts: [
            { kind: "outbox.deliver", queued: 0, running: 0, completed: 12, failed: 1, cancelled: 0 },
            { kind: "reports.export", queued: 1, running: 0, completed: 3, failed: 0, cancelled: 0 },
          ],
        },
      };
      return json(200, body);
    }
    return json(404, { status_code: 404, message: "Not found." });
  });
}

describe("Background jobs", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession
      .getState()
      .signIn(
        loginData({ role: "Superadmin", user: { ...loginData().user, role: "Superadmin", partner_id: null } }),
        false,
      );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows counts per kind and state, and a failed job with its error and attempts", async () => {
    server();
    renderWidget(<AdminJobsPage />, { path: "/admin/jobs" });
    expect(await screen.findByRole("heading", { level: 1, name: "Background jobs" })).toBeInTheDocument();
    const counts = await screen.findByRole("table", { name: "Jobs by kind and state" });
    expect(within(counts).getByText("outbox.deliver")).toBeInTheDocument();
    expect(within(counts).getByRole("button", { name: "12" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Background jobs" });
    expect(await within(table).findByText("connect ECONNREFUSED 127.0.0.1:25")).toBeInTheDocument();
    expect(within(table).getByText("6 of 6")).toBeInTheDocument();
  });

  it("filters by state through the tabs (the URL keeps it)", async () => {
    const { calls } = server();
    renderWidget(<AdminJobsPage />, { path: "/admin/jobs" });
    await screen.findByText("connect ECONNREFUSED 127.0.0.1:25");
    await userEvent.click(screen.getByRole("radio", { name: "Failed" }));
    await vi.waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/jobs?state=failed"));
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain("state=failed"));
    const table = screen.getByRole("table", { name: "Background jobs" });
    await vi.waitFor(() => expect(within(table).queryByText("reports.export")).not.toBeInTheDocument());
  });

  it("retries a failed job after asking", async () => {
    const { calls } = server();
    renderWidget(<AdminJobsPage />, { path: "/admin/jobs" });
    await userEvent.click(await screen.findByRole("button", { name: `Retry job ${FAILED.id}` }));
    const dialog = await screen.findByRole("dialog", { name: "Retry this outbox.deliver job?" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry job" }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => new URL(c.url, "http://x").pathname)).toEqual([
        `/api/admin/jobs/${FAILED.id}/retry/`,
      ]),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole("button", { name: `Retry job ${FAILED.id}` })).not.toBeInTheDocument(),
    );
  });

  it("cancels a queued job after asking; keeping it sends nothing", async () => {
    const { calls } = server();
    renderWidget(<AdminJobsPage />, { path: "/admin/jobs" });
    await userEvent.click(await screen.findByRole("button", { name: `Cancel job ${QUEUED.id}` }));
    await userEvent.click(await screen.findByRole("button", { name: "Keep it" }));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: `Cancel job ${QUEUED.id}` }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this reports.export job?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel job" }));
    await vi.waitFor(() =>
      expect(screen.queryByRole("button", { name: `Cancel job ${QUEUED.id}` })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => new URL(c.url, "http://x").pathname)).toEqual([
      `/api/admin/jobs/${QUEUED.id}/cancel/`,
    ]);
  });
});
