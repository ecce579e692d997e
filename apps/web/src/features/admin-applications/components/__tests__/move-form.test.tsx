import type { ApplicationDetail } from "@pp/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import "../../strings";
import { MoveForm } from "../move-form";

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const status = (id: number, name: string, sort_order: number, is_terminal = false, is_active = true) => ({
  id,
  name,
  colour: "blue",
  is_terminal,
  sort_order,
  is_active,
});
const STATUSES = [
  status(1, "Draft", 10),
  status(3, "Submitted", 30),
  status(6, "Conditional offer", 60),
  status(7, "Old stage", 65, false, false),
  status(9, "Rejected", 90, true),
];

const ref = (id: number, name: string) => ({ id, name });
const application = (s = STATUSES[1]!): ApplicationDetail => ({
  id: 12,
  student: ref(4, "Asha Rao"),
  course: ref(5, "MSc Finance"),
  provider: ref(6, "University of Leeds"),
  country: ref(7, "United Kingdom"),
  study_level: ref(8, "Postgraduate"),
  intake: ref(9, "September 2026"),
  status: { id: s.id, name: s.name, colour: s.colour, is_terminal: s.is_terminal },
  offer_type: null,
  offer_respond_by: null,
  counsellor: null,
  tags: [],
  submitted_at: null,
  unread_messages: 0,
  deadline: null,
  intake_start: "2027-09-01",
  passport_warning: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  timeline: [],
  messages: [],
  checklist: [],
  can_submit: false,
  can_withdraw: true,
});

function server(answer: (body: unknown) => Response) {
  return stubFetch(({ url, method, body }) => {
    const path = new URL(url, "http://x").pathname;
    if (path === "/api/masters/application-statuses/") {
      return json(200, { count: STATUSES.length, next: null, previous: null, results: { data: STATUSES } });
    }
    if (method === "POST" && path === "/api/admin/applications/12/move/") return answer(body);
    return json(404, { status_code: 404, message: "Not found." });
  });
}

describe("move form", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ role: "Superadmin" }), false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers the other active statuses in pipeline order, final ones marked", async () => {
    server(() => json(500));
    renderWidget(<MoveForm application={application()} />);
    const user = userEvent.setup();
    const select = screen.getByRole("combobox", { name: /New status/ });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Draft", "Conditional offer", "Rejected (final)"]);
  });

  it("asks for a status, then confirms the move with the note and sends it", async () => {
    const { calls } = server(() => json(200, { data: { ...application(STATUSES[2]), timeline: [] } }));
    renderWidget(<MoveForm application={application()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Move application" }));
    expect(await screen.findByText("Choose a status.")).toBeInTheDocument();

    const select = screen.getByRole("combobox", { name: /New status/ });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "Conditional offer" }));
    await user.type(screen.getByRole("textbox", { name: "Note for the partner (optional)" }), "IELTS 6.5 needed");
    await user.click(screen.getByRole("button", { name: "Move application" }));

    const dialog = await screen.findByRole("dialog", { name: "Move application #12?" });
    expect(dialog).toHaveTextContent("From Submitted to Conditional offer.");
    expect(dialog).toHaveTextContent("IELTS 6.5 needed");
    expect(dialog).not.toHaveTextContent("final status");
    await user.click(within(dialog).getByRole("button", { name: "Move" }));

    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ status_id: 6, note: "IELTS 6.5 needed" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks for the date to answer an offer by with a move to an offer, and sends it (issue 36)", async () => {
    const { calls } = server(() => json(200, { data: { ...application(STATUSES[2]), timeline: [] } }));
    renderWidget(<MoveForm application={application()} />);
    const user = userEvent.setup();
    const select = screen.getByRole("combobox", { name: /New status/ });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "Draft" }));
    // Not an offer: no date to give.
    expect(screen.queryByLabelText("Answer the offer by")).toBeNull();
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "Conditional offer" }));
    const date = await screen.findByLabelText("Answer the offer by");
    await user.type(date, "2027-01-15");
    await user.click(screen.getByRole("button", { name: "Move application" }));
    const dialog = await screen.findByRole("dialog", { name: "Move application #12?" });
    expect(dialog).toHaveTextContent("Answer by");
    await user.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      status_id: 6,
      note: null,
      offer_respond_by: "2027-01-15",
    });
  });

  it("warns that a final status locks the application", async () => {
    server(() => json(200, { data: application(STATUSES[4]) }));
    renderWidget(<MoveForm application={application()} />);
    const user = userEvent.setup();
    const select = screen.getByRole("combobox", { name: /New status/ });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "Rejected (final)" }));
    await user.click(screen.getByRole("button", { name: "Move application" }));
    const dialog = await screen.findByRole("dialog", { name: "Move application #12?" });
    expect(dialog).toHaveTextContent("Rejected is a final status");
    expect(dialog).toHaveTextContent("No note.");
  });

  it("shows the server's refusal on the field, or as an alert", async () => {
    let answer = json(400, {
      status_code: 400,
      message: "Invalid.",
      errors: { status_id: ["Choose a status from the list."] },
    });
    server(() => answer);
    renderWidget(<MoveForm application={application()} />);
    const user = userEvent.setup();
    const select = screen.getByRole("combobox", { name: /New status/ });
    await waitFor(() => expect(select).toBeEnabled());
    const choose = async () => {
      await user.click(select);
      await user.click(await screen.findByRole("option", { name: "Draft" }));
      await user.click(screen.getByRole("button", { name: "Move application" }));
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Move" }));
    };
    await choose();
    expect(await screen.findByText("Choose a status from the list.")).toBeInTheDocument();

    answer = json(409, { status_code: 409, message: "The application changed meanwhile; reload it and try again." });
    await choose();
    expect(await screen.findByRole("alert")).toHaveTextContent("The application changed meanwhile");
  });
});
