import type { AdminDashboardData } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { signedInForEachTest } from "../../../../test/session";
import "../../strings";
import { AdminDashboard } from "../admin-dashboard";

const data: AdminDashboardData = {
  generated_at: "2026-11-26T10:00:00Z",
  partners: { pending: 3, active: 1250, suspended: 2, rejected: 0 },
  this_month: {
    month: "2026-11",
    created_from: "2026-11-01",
    created_to: "2026-11-30",
    students: 41,
    applications: 97,
  },
  last_month: {
    month: "2026-10",
    created_from: "2026-10-01",
    created_to: "2026-10-31",
    students: 38,
    applications: 120,
  },
  pipeline: [
    { id: 1, name: "Draft", colour: "gray", is_terminal: false, count: 12, median_days: 4.5, stays: 80 },
    { id: 14, name: "Enrolled", colour: "green", is_terminal: true, count: 9, median_days: null, stays: 0 },
  ],
  tickets: { open: 5, in_progress: 2, awaiting_partner: 1, breached: 4 },
  commission: [
    {
      currency: "GBP",
      records: 20,
      expected: "31000.00",
      paid: 6,
      received: "9000.00",
      overdue: 2,
      overdue_amount: "4200.00",
    },
    {
      currency: "AUD",
      records: 3,
      expected: "5000.00",
      paid: 0,
      received: "0.00",
      overdue: 1,
      overdue_amount: "700.00",
    },
  ],
  top_partners: [{ id: 7, name: "Global Pathways Education", count: 300 }],
  top_providers: [{ id: 4, name: "Calgary College", count: 24 }],
  jobs: {
    failed: 2,
    recent: [
      { id: "j1", kind: "reports.export", error: "disk full", finished_at: "2026-11-25T09:00:00Z" },
      { id: "j2", kind: "mail.send", error: null, finished_at: null },
    ],
  },
};

const show = () =>
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <AdminDashboard />
    </QueryClientProvider>,
  );

const hrefOf = (el: HTMLElement) => el.closest("a")?.getAttribute("href");

describe("Superadmin dashboard", { timeout: 20_000 }, () => {
  signedInForEachTest();

  it("asks the admin endpoint and shows the headline figures, each a link to its filtered list", async () => {
    const { calls } = stubFetch(() => json(200, { data }));
    show();
    const figures = await screen.findByRole("list", { name: "Platform figures" });
    expect(calls[0]?.url).toBe("/api/admin/dashboard/");
    const expectations: [string, string, string][] = [
      ["pending", "3", "/admin/partners?status=pending"],
      ["active", "1,250", "/admin/partners?status=active"],
      ["students-this-month", "41", "/admin/students?created_from=2026-11-01&created_to=2026-11-30"],
      ["applications-this-month", "97", "/admin/applications?created_from=2026-11-01&created_to=2026-11-30"],
      ["open-tickets", "5", "/admin/tickets?status=open"],
      ["breached", "4", "/admin/tickets?breached=true"],
      ["overdue", "3", "/admin/payments?overdue=true"],
      ["failed-jobs", "2", "/admin/jobs?state=failed"],
    ];
    for (const [id, value, href] of expectations) {
      const figure = within(figures).getByTestId(`admin-figure-${id}`);
      expect(figure, id).toHaveTextContent(value);
      expect(hrefOf(figure), id).toBe(href);
    }
    expect(within(figures).getAllByRole("link")).toHaveLength(8);
    expect(within(figures).getByRole("link", { name: /New students this month.*Last month: 38/ })).toBeVisible();
    // Something waits: pending approvals, breaches, overdue claims and failed jobs are marked; a zero would not be.
    expect(hrefOf(within(figures).getByTestId("admin-figure-pending"))).toBeTruthy();
    expect(within(figures).getByTestId("admin-figure-pending").closest("a")).toHaveAttribute("data-alert", "true");
    expect(within(figures).getByTestId("admin-figure-active").closest("a")).not.toHaveAttribute("data-alert");
  });

  it("links the breakdowns: partners by state, tickets, both months, commission per currency", async () => {
    stubFetch(() => json(200, { data }));
    show();
    const partners = await screen.findByTestId("admin-partners");
    expect(within(partners).getByRole("link", { name: /Suspended\s*2/ })).toHaveAttribute(
      "href",
      "/admin/partners?status=suspended",
    );
    expect(
      within(screen.getByTestId("admin-tickets")).getByRole("link", { name: /Awaiting the partner/ }),
    ).toHaveAttribute("href", "/admin/tickets?status=awaiting_partner");
    const months = screen.getByTestId("admin-months");
    expect(within(months).getByTestId("admin-month-applications-2026-10")).toHaveTextContent("120");
    expect(within(months).getByTestId("admin-month-applications-2026-10")).toHaveAttribute(
      "href",
      "/admin/applications?created_from=2026-10-01&created_to=2026-10-31",
    );
    const gbp = screen.getByTestId("admin-commission-GBP-overdue");
    expect(gbp).toHaveTextContent("Overdue claims: 2");
    expect(hrefOf(gbp)).toBe("/admin/payments?currency=GBP&overdue=true");
    expect(hrefOf(screen.getByTestId("admin-commission-GBP-received"))).toBe(
      "/admin/payments?currency=GBP&status=paid",
    );
    expect(hrefOf(screen.getByTestId("admin-commission-AUD-expected"))).toBe("/admin/payments?currency=AUD");
    expect(screen.getByText("GBP 31,000.00")).toBeVisible();
  });

  it("shows the pipeline with its median times, the top lists and failed jobs, each linked", async () => {
    stubFetch(() => json(200, { data }));
    show();
    const pipeline = await screen.findByRole("table", { name: /Applications by status, with the median time/ });
    const draft = within(pipeline).getByRole("row", { name: /Draft/ });
    expect(within(draft).getByRole("link", { name: "12" })).toHaveAttribute("href", "/admin/applications?status=1");
    expect(draft).toHaveTextContent("4.5 days");
    expect(within(pipeline).getByRole("row", { name: /Enrolled/ })).toHaveTextContent("None has moved on yet");
    expect(
      within(screen.getByTestId("admin-top-partners")).getByRole("link", { name: "Global Pathways Education" }),
    ).toHaveAttribute("href", "/admin/applications?partner=7");
    expect(
      within(screen.getByTestId("admin-top-providers")).getByRole("link", { name: "Calgary College" }),
    ).toHaveAttribute("href", "/admin/applications?provider=4");
    const jobs = screen.getByTestId("admin-failed-jobs");
    expect(within(jobs).getByText("disk full")).toBeVisible();
    expect(screen.getByRole("link", { name: "All failed jobs (2)" })).toHaveAttribute(
      "href",
      "/admin/jobs?state=failed",
    );
  });

  it("says so and offers a retry when the figures cannot be loaded", async () => {
    stubFetch(() => json(403, { status_code: 403, message: "You do not have permission to do this." }));
    show();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The platform figures could not be loaded.");
    expect(alert).toHaveTextContent("You do not have permission to do this.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
