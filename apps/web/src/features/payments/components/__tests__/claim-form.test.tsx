import type { CommissionDetail } from "@pp/shared";
import { versionTag } from "@pp/shared/versions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import "../../strings";
import { AdminMoveForm } from "../admin-move-form";
import { ClaimForm } from "../claim-form";

const ref = (id: number, name: string) => ({ id, name });
const record = (overrides: Partial<CommissionDetail> = {}): CommissionDetail => ({
  id: 9,
  application_id: 41,
  partner: ref(3, "Global Pathways Education"),
  student: ref(1, "Ana Lima"),
  course: ref(2, "BSc Nursing"),
  provider: ref(5, "Uni"),
  intake: "September 2026",
  currency: "GBP",
  tuition_fee: "18500.00",
  commission_rate: "10.00",
  expected_amount: "1850.00",
  status: "eligible",
  reason: null,
  invoice_number: null,
  has_invoice: false,
  claimed_at: null,
  approved_at: null,
  paid_at: null,
  received_amount: null,
  received_date: null,
  overdue: false,
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-01T10:00:00Z",
  history: [],
  next_statuses: ["claimed"],
  can_claim: true,
  can_dispute: false,
  ...overrides,
});

function renderWithQuery(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithApp(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const pdf = () => new File(["%PDF-1.4\n"], "invoice.pdf", { type: "application/pdf" });

beforeAll(() => {
  // jsdom has no document.fonts; Mantine's autosizing Textarea listens to it.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});
beforeEach(() => {
  resetSession();
  useSession.getState().signIn(loginData({ permissions: ["payments.view"] }), false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ClaimForm", { timeout: 20_000 }, () => {
  it("asks for the invoice number and the file without calling the server", async () => {
    const { calls } = stubFetch(() => json(200, { data: record() }));
    renderWithQuery(<ClaimForm record={record()} />);
    // The amount is isolated as left-to-right data inside the sentence (LRI … PDI).
    expect(screen.getByText(/Send the invoice for \u2066GBP 1,850.00\u2069\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Submit claim" }));
    expect(await screen.findByText("Enter the invoice number.")).toBeInTheDocument();
    expect(screen.getByText("Choose the invoice file.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends the invoice number before the file, and shows the server's field error on its field", async () => {
    const sent: FormData[] = [];
    const { calls } = stubFetch((_call, init) => {
      sent.push(init.body as FormData);
      return json(415, {
        status_code: 415,
        message: "Only PDF, JPG and PNG files are accepted; this file is none of them.",
        errors: { file: ["Only PDF, JPG and PNG files are accepted."] },
      });
    });
    const { container } = renderWithQuery(<ClaimForm record={record()} />);
    await userEvent.type(screen.getByRole("textbox", { name: /Invoice number/ }), "INV-2026-0042");
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pdf());
    await userEvent.click(screen.getByRole("button", { name: "Submit claim" }));
    expect(await screen.findByText("Only PDF, JPG and PNG files are accepted.")).toBeInTheDocument();
    const keys = [...sent[0]!.keys()];
    expect(keys).toEqual(["invoice_number", "file"]);
    expect(sent[0]!.get("invoice_number")).toBe("INV-2026-0042");
    // The record's version on screen goes along (If-Match), so a claim on a record changed meanwhile answers 412.
    expect(calls[0]!.headers["If-Match"]).toBe(versionTag("2026-11-01T10:00:00Z"));
  });
});

describe("AdminMoveForm", { timeout: 20_000 }, () => {
  it("offers the allowed moves and asks for the received amount and date before marking Paid", async () => {
    const { calls } = stubFetch(() => json(200, { data: record({ status: "paid" }) }));
    renderWithQuery(
      <AdminMoveForm record={record({ status: "approved", next_statuses: ["paid", "disputed", "on_hold"] })} />,
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Mark Paid", "Dispute", "Put on hold"]);
    await userEvent.click(screen.getByRole("button", { name: "Mark Paid" }));
    const amount = screen.getByRole("textbox", { name: /Received amount/ });
    expect(amount).toHaveValue("1,850.00");
    await userEvent.clear(amount);
    await userEvent.click(screen.getByRole("button", { name: "Confirm: Mark Paid" }));
    expect(await screen.findByText("Enter the amount received.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(amount, "1665");
    await userEvent.click(screen.getByRole("button", { name: "Confirm: Mark Paid" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/admin/payments/9/status/",
      body: { status: "paid", received_amount: 1665 },
    });
    expect((calls[0]!.body as { received_date: string }).received_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("needs a reason to put a record on hold", async () => {
    const { calls } = stubFetch(() => json(200, { data: record({ status: "on_hold" }) }));
    renderWithQuery(<AdminMoveForm record={record({ status: "eligible", next_statuses: ["projected", "on_hold"] })} />);
    await userEvent.click(screen.getByRole("button", { name: "Put on hold" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm: Put on hold" }));
    expect(await screen.findByText("Give a reason of at least 3 characters.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
