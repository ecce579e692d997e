import type { DashboardData } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { signedInForEachTest } from "../../../../test/session";
import "../../strings";
import { PartnerDashboard } from "../partner-dashboard";

const empty: DashboardData = {
  scope: "partner",
  totals: { students: 0, applications: 0, offers: 0, visas_granted: 0, enrolments: 0, conversion_rate: 0 },
  by_stage: [{ id: 1, name: "Draft", colour: "gray", count: 0 }],
  per_month: [{ month: "2026-01", count: 0 }],
  by_destination: [],
  top_providers: [],
  recent_activity: [],
};

const busy: DashboardData = {
  ...empty,
  totals: { students: 1500, applications: 300, offers: 140, visas_granted: 17, enrolments: 10, conversion_rate: 0.125 },
  top_providers: [{ id: 4, name: "Calgary College", count: 24 }],
  recent_activity: [
    {
      application_id: 42,
      student: "Sabina Rahman",
      course: "BA Business",
      to: "Draft",
      by: "Alex",
      at: "2026-01-02T09:00:00Z",
    },
  ],
};

const show = (props: Partial<Parameters<typeof PartnerDashboard>[0]> = {}) =>
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <PartnerDashboard scope={undefined} canOpenApplications canAddStudents {...props} />
    </QueryClientProvider>,
  );

describe("partner dashboard", { timeout: 20_000 }, () => {
  signedInForEachTest();

  it("says what to do first when the partner has no data, with no figures or charts", async () => {
    stubFetch(() => json(200, { data: empty }));
    show();
    expect(await screen.findByText("Your dashboard fills up as you work")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to students" })).toHaveAttribute("href", "/partner/student");
    expect(screen.queryByRole("list", { name: "Key figures" })).toBeNull();
  });

  it("words the empty state for a sub-login's own figures and hides the link without students.manage", async () => {
    stubFetch(() => json(200, { data: { ...empty, scope: "mine" } }));
    show({ canAddStudents: false });
    expect(await screen.findByText(/You have not created students or applications yet/)).toBeVisible();
    expect(screen.queryByRole("link", { name: "Go to students" })).toBeNull();
  });

  it("shows the figures with the conversion rate as a percentage, and activity linking to the application", async () => {
    const { calls } = stubFetch(() => json(200, { data: busy }));
    show({ scope: "mine" });
    const figures = await screen.findByRole("list", { name: "Key figures" });
    expect(within(figures).getByTestId("kpi-students")).toHaveTextContent("1,500");
    expect(within(figures).getByTestId("kpi-conversion_rate")).toHaveTextContent("12.5%");
    expect(screen.getByRole("link", { name: /Sabina Rahman/ })).toHaveAttribute("href", "/partner/application/42");
    expect(calls[0]?.url).toBe("/api/partner/dashboard/?scope=mine");
  });

  it("does not link activity for a viewer who cannot open applications", async () => {
    stubFetch(() => json(200, { data: busy }));
    show({ canOpenApplications: false });
    expect(await screen.findByText("Sabina Rahman")).toBeVisible();
    expect(screen.queryByRole("link", { name: /Sabina Rahman/ })).toBeNull();
  });

  it("shows the server's sentence and a retry when the figures cannot be loaded", async () => {
    stubFetch(() => json(403, { status_code: 403, message: "Only partner accounts have a dashboard." }));
    show();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The dashboard could not be loaded.");
    expect(alert).toHaveTextContent("Only partner accounts have a dashboard.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
