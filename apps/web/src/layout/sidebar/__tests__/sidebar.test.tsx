import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../../../test/render";
import { useSession } from "../../../lib/auth/session-store";
import { loginData, resetSession } from "../../../test/session";
import { theme } from "../../../theme/theme";
import { Sidebar } from "../sidebar";

function renderSidebar(path: string) {
  return render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Sidebar />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const COUNSELLOR = [
  "students.view",
  "applications.view",
  "courses.view",
  "tickets.manage",
  "updates.view",
  "documents.view",
  "experts.view",
];
const nav = () => screen.getByRole("navigation", { name: "Main menu" });
const links = () =>
  within(nav())
    .getAllByRole("link")
    .map((a) => a.textContent);

// Mantine in jsdom is slow on a busy machine; allow for it.
describe("sidebar", { timeout: 20_000 }, () => {
  beforeEach(resetSession);
  afterEach(cleanup);

  it("shows the menu filtered for a sub-login's permissions, under its headings", () => {
    act(() => useSession.getState().signIn(loginData({ permissions: COUNSELLOR }), false));
    renderSidebar("/dashboard/sales");
    expect(links()).toEqual([
      "My day",
      "Dashboard",
      "Important Updates",
      "Click & Resolve",
      "Tasks",
      "Manage Application",
      "Total Applications",
      "Education Providers",
      "Documents Bank",
      "University Expert",
      "Courses",
    ]);
    expect(within(nav()).queryByText("Sub Logins")).toBeNull();
    expect(within(nav()).queryByText("Export Reports")).toBeNull();
    expect(within(nav()).getByText("Partner")).toBeInTheDocument();
    expect(within(nav()).queryByRole("button", { name: "Masters" })).toBeNull();
  });

  it("marks the entry of a detail route as the current page", () => {
    act(() => useSession.getState().signIn(loginData({ permissions: COUNSELLOR }), false));
    renderSidebar("/partner/student/42");
    const current = within(nav())
      .getAllByRole("link")
      .filter((a) => a.getAttribute("aria-current") === "page");
    expect(current.map((a) => a.textContent)).toEqual(["Manage Application"]);
  });

  it("opens the group holding the current page, and groups open and close on click", () => {
    act(() =>
      useSession.getState().signIn(
        loginData({
          role: "Superadmin",
          permissions: [],
          user: { ...loginData().user, role: "Superadmin", partner_id: null, partner_name: null },
        }),
        false,
      ),
    );
    renderSidebar("/region");
    const masters = within(nav()).getByRole("button", { name: "Masters" });
    expect(masters).toHaveAttribute("aria-expanded", "true");
    const group = document.getElementById(masters.getAttribute("aria-controls")!)!;
    expect(
      within(group)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Roles", "Year", "Intake", "Application", "Country", "Regions", "Study Levels", "Currency Rates"]);
    expect(within(group).getByRole("link", { name: "Regions" })).toHaveAttribute("aria-current", "page");
    expect(links().filter((t) => t === "Regions")).toHaveLength(1);

    fireEvent.click(masters);
    expect(masters).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(masters);
    expect(masters).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps a group closed when the current page is elsewhere", () => {
    act(() => useSession.getState().signIn(loginData({ role: "Superadmin", permissions: [] }), false));
    renderSidebar("/dashboard/sales");
    expect(within(nav()).getByRole("button", { name: "Masters" })).toHaveAttribute("aria-expanded", "false");
    expect(within(nav()).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });
});
