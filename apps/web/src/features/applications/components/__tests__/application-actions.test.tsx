import type { ApplicationDetail } from "@pp/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import { lookupKeys } from "../../../lookups/use-countries";
import "../../strings";
import { ApplicationActions } from "../application-actions";

const ref = (id: number, name: string) => ({ id, name });
const detail = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  id: 42,
  student: ref(1, "Ana Lima"),
  course: ref(2, "BSc Nursing"),
  provider: ref(3, "Uni"),
  country: ref(4, "Canada"),
  study_level: ref(5, "Undergraduate"),
  intake: ref(6, "January 2027"),
  status: { id: 1, name: "Draft", colour: "gray", is_terminal: false },
  offer_type: null,
  offer_respond_by: null,
  counsellor: null,
  tags: [],
  submitted_at: null,
  unread_messages: 0,
  deadline: null,
  intake_start: "2027-09-01",
  passport_warning: null,
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-01T10:00:00Z",
  timeline: [],
  messages: [],
  checklist: [
    { kind: "passport", label: "Passport", uploaded: true },
    { kind: "sop", label: "Statement of purpose", uploaded: false },
  ],
  can_submit: false,
  can_withdraw: true,
  ...overrides,
});

function renderWithQuery(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The names per language are read once per session; here they are known, so the actions' own calls are counted.
  client.setQueryData(lookupKeys.masterNames, { statuses: [], levels: [] });
  return renderWithApp(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

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
  useSession.getState().signIn(loginData({ permissions: ["applications.manage"] }), false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads Mantine cold; on a busy machine that alone can pass the 5 s default.
describe("ApplicationActions", { timeout: 20_000 }, () => {
  it("keeps Submit disabled while the checklist is incomplete and says what is missing", () => {
    renderWithQuery(<ApplicationActions application={detail()} />);
    const submit = screen.getByRole("button", { name: "Submit application" });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/Upload every required document.*Statement of purpose/);
  });

  it("asks before submitting, saying what will happen; Not yet sends nothing", async () => {
    const { calls } = stubFetch(() => json(200, { data: detail() }));
    const complete = detail({ checklist: [{ kind: "passport", label: "Passport", uploaded: true }] });
    renderWithQuery(<ApplicationActions application={complete} />);
    await userEvent.click(screen.getByRole("button", { name: "Submit application" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit application #42?" });
    expect(dialog).toHaveTextContent(
      "The application goes to the admissions team; you can no longer edit its documents.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Not yet" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it("submits a complete Draft once confirmed and shows the server's sentence when it refuses", async () => {
    const { calls } = stubFetch(() => json(409, { status_code: 409, message: "The application changed meanwhile." }));
    const complete = detail({ checklist: [{ kind: "passport", label: "Passport", uploaded: true }] });
    renderWithQuery(<ApplicationActions application={complete} />);
    const submit = screen.getByRole("button", { name: "Submit application" });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(calls).toHaveLength(0);
    const dialog = await screen.findByRole("dialog", { name: "Submit application #42?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The application changed meanwhile.");
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/partner/application/42/submit/" });
  });

  it("asks before withdrawing, saying it cannot be undone", async () => {
    const { calls } = stubFetch(() => json(200, { data: detail() }));
    renderWithQuery(<ApplicationActions application={detail()} />);
    await userEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw application #42?" });
    expect(dialog).toHaveTextContent("The application is withdrawn and can no longer change. This cannot be undone.");
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw application" }));
    await waitFor(() =>
      expect(calls[0]).toMatchObject({ method: "POST", url: "/api/partner/application/42/withdraw/" }),
    );
  });

  it("offers neither action at a final status, and says why", () => {
    const enrolled = detail({ status: { id: 14, name: "Enrolled", colour: "green", is_terminal: true } });
    renderWithQuery(<ApplicationActions application={enrolled} />);
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit application" })).toBeNull();
    expect(screen.getByText(/Enrolled: a final status/)).toBeInTheDocument();
  });

  it("shows Withdraw but not Submit once submitted", () => {
    const submitted = detail({ status: { id: 3, name: "Submitted", colour: "blue", is_terminal: false } });
    renderWithQuery(<ApplicationActions application={submitted} />);
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit application" })).toBeNull();
  });
});
