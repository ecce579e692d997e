import type { TicketItem } from "@pp/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import "../../strings";
import { AdminTicketsPage } from "../admin-tickets-page";
import { TicketsPage } from "../tickets-page";

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const ticket = (overrides: Partial<TicketItem>): TicketItem => ({
  id: 12,
  subject: "Offer letter missing",
  category: "application",
  priority: "high",
  status: "open",
  partner: { id: 3, name: "Global Pathways Education" },
  created_by: { id: 7, name: "Priya Sharma" },
  assigned_to: null,
  student: null,
  application_id: null,
  first_response_due_at: ago(-20),
  resolution_due_at: ago(-60),
  first_responded_at: null,
  resolved_at: null,
  breached: false,
  created_at: ago(4),
  updated_at: ago(3),
  ...overrides,
});

const rows = [
  ticket({ id: 12, first_response_due_at: ago(1), breached: true }),
  ticket({ id: 9, subject: "Commission not received", status: "resolved", resolved_at: ago(30), updated_at: ago(30) }),
];

/** A phone's screen (the "(max-width: 48em)" query matches) or a wide one. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: narrow && query.includes("max-width: 48em"),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function server() {
  return stubFetch(({ url }) => {
    const path = new URL(url, "http://x").pathname;
    if (path === "/api/partner/tickets/" || path === "/api/admin/tickets/") {
      return json(200, { count: 2, next: null, previous: null, results: { data: rows, counts: { open: 1 } } });
    }
    return json(404, { message: "Not found." });
  });
}

describe("the tickets lists on a phone (issue 20)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["tickets.manage"] }), false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a card per ticket: number and subject, status, SLA, when it changed; the subject opens it", async () => {
    screenWidth(true);
    server();
    renderWidget(<TicketsPage />, { path: "/partner/tickets/list/?status=open&category=payment" });
    const list = await screen.findByRole("list", { name: "Tickets" });
    const cards = await within(list).findAllByTestId("row-card");
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();

    const first = cards[0]!;
    const link = within(first).getByRole("link", { name: "#12 · Offer letter missing" });
    // The number keeps its order in a right-to-left page.
    expect(within(link).getByText("#12").closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(within(first).getByText("Open")).toBeInTheDocument();
    expect(first.querySelector("[data-sla='breached']")).not.toBeNull();
    expect(within(first).getByText(/^Updated 3 hours ago$/)).toBeInTheDocument();
    expect(cards[1]!.querySelector("[data-sla='done']")).not.toBeNull();
    expect(within(cards[1]!).getAllByText("Resolved").length).toBeGreaterThan(0);

    // The status has its tabs; the button counts the category only.
    expect(screen.getByRole("button", { name: "Filters (1 set)" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Search tickets" })).toBeNull();

    await userEvent.setup().click(link);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("ticket=12"));
  });

  it("names the partner on the support queue's cards", async () => {
    screenWidth(true);
    server();
    renderWidget(<AdminTicketsPage />, { path: "/admin/tickets" });
    const list = await screen.findByRole("list", { name: "Support queue" });
    const [first] = await within(list).findAllByTestId("row-card");
    expect(within(first!).getByText("Global Pathways Education")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });

  it("keeps the table and the filters in place on a wide screen", async () => {
    screenWidth(false);
    server();
    renderWidget(<TicketsPage />, { path: "/partner/tickets/list/" });
    const table = await screen.findByRole("table", { name: "Tickets" });
    await within(table).findByText("Offer letter missing");
    expect(screen.queryAllByTestId("row-card")).toHaveLength(0);
    expect(screen.getByRole("searchbox", { name: "Search tickets" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Filters/ })).toBeNull();
  });
});
