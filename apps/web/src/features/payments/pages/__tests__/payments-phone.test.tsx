import type { CommissionItem, CommissionSummary } from "@pp/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { AdminPaymentsPage } from "../admin-payments-page";
import { PaymentsPage } from "../payments-page";

const record = (overrides: Partial<CommissionItem>): CommissionItem => ({
  id: 41,
  application_id: 118,
  partner: { id: 3, name: "Global Pathways Education" },
  student: { id: 5, name: "Ananya Iyer" },
  course: { id: 8, name: "MSc Data Science" },
  provider: { id: 2, name: "University of Leeds" },
  intake: "January 2027",
  currency: "GBP",
  tuition_fee: "18500.00",
  commission_rate: "10.00",
  expected_amount: "1850.00",
  status: "claimed",
  reason: null,
  invoice_number: "INV-7",
  has_invoice: true,
  claimed_at: "2026-01-05T10:00:00.000Z",
  approved_at: null,
  paid_at: null,
  received_amount: null,
  received_date: null,
  overdue: true,
  created_at: "2025-12-01T10:00:00.000Z",
  updated_at: "2026-01-05T10:00:00.000Z",
  ...overrides,
});

const rows = [
  record({}),
  record({
    id: 42,
    student: { id: 6, name: "Kwame Mensah" },
    status: "paid",
    overdue: false,
    currency: "USD",
    expected_amount: "2400.00",
    received_amount: "2400.00",
  }),
];

const summary: CommissionSummary = {
  currencies: [
    {
      currency: "GBP",
      records: 1,
      expected: "1850.00",
      received: "0.00",
      outstanding: "1850.00",
      on_hold: "0.00",
      disputed: "0.00",
      shortfall: "0.00",
    },
  ],
  by_status: { claimed: 1, paid: 1 },
  overdue: 1,
};

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
    if (path.endsWith("/payments/summary/")) return json(200, { data: summary });
    if (path.endsWith("/payments/"))
      return json(200, { count: 2, next: null, previous: null, results: { data: rows } });
    return json(404, { message: "Not found." });
  });
}

describe("the payments lists on a phone (issue 20)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["payments.view"] }), false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a card per record: student, status, provider and course, amounts, overdue; the student opens it", async () => {
    screenWidth(true);
    server();
    renderWidget(<PaymentsPage />, { path: "/partner/payments?status=claimed&currency=GBP" });
    const list = await screen.findByRole("list", { name: "Commission records" });
    const cards = await within(list).findAllByTestId("row-card");
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();

    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId("commission-status")).toHaveTextContent("Claimed");
    // Course and provider each on a line of its own (issue 35: one line broke names in two).
    expect(within(first).getByTestId("payment-course")).toHaveTextContent(/^MSc Data Science$/);
    expect(within(first).getByTestId("payment-provider")).toHaveTextContent(/^University of Leeds$/);
    // The amount with its currency code keeps its order in a right-to-left page.
    expect(within(first).getByText("GBP 1,850.00").closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(first.querySelector("[data-overdue='true']")).not.toBeNull();
    expect(second.querySelector("[data-overdue='true']")).toBeNull();
    expect(within(second).getByText("Received")).toBeInTheDocument();
    expect(within(second).getAllByText("USD 2,400.00")).toHaveLength(2);

    // The totals fold behind a button; the status chips and the filters behind "Filters", which counts both set.
    const totals = screen.getByRole("button", { name: /Totals per currency/ });
    expect(totals).toHaveAttribute("aria-expanded", "false");
    const filters = screen.getByRole("button", { name: "Filters (2 set)" });
    expect(screen.queryByRole("group", { name: "Records per status" })).toBeNull();
    const user = userEvent.setup();
    await user.click(filters);
    expect(await screen.findByRole("group", { name: "Records per status" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close filters" }));

    await user.click(within(first).getByRole("button", { name: "Open commission #41 for Ananya Iyer" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("commission=41"));
  });

  it("names the partner on the Superadmin's cards", async () => {
    screenWidth(true);
    server();
    renderWidget(<AdminPaymentsPage />, { path: "/admin/payments" });
    const list = await screen.findByRole("list", { name: "Commission records" });
    const [first] = await within(list).findAllByTestId("row-card");
    expect(within(first!).getByText("Global Pathways Education")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });

  it("keeps the table, the totals and the filters in place on a wide screen", async () => {
    screenWidth(false);
    server();
    renderWidget(<PaymentsPage />, { path: "/partner/payments" });
    const table = await screen.findByRole("table", { name: "Commission records" });
    await within(table).findByText("Ananya Iyer");
    expect(within(table).getByText("GBP 1,850.00").closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(screen.queryAllByTestId("row-card")).toHaveLength(0);
    expect(await screen.findByTestId("currency-GBP")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Records per status" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Filters/ })).toBeNull();
  });
});
