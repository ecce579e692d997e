import type { TicketDetail } from "@pp/shared";
import { versionTag } from "@pp/shared/versions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import "../../strings";
import { RatingPanel } from "../rating-panel";
import { ResolveModal } from "../resolve-modal";
import { TicketThread } from "../ticket-thread";

const ticket = (overrides: Partial<TicketDetail> = {}): TicketDetail => ({
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
  first_response_due_at: "2026-05-10T16:00:00Z",
  resolution_due_at: "2026-05-11T12:00:00Z",
  first_responded_at: null,
  resolved_at: null,
  breached: false,
  created_at: "2026-05-10T12:00:00Z",
  updated_at: "2026-05-10T12:00:00Z",
  description: "The offer letter has not arrived.",
  resolution_note: null,
  rating: null,
  rating_comment: null,
  can_reopen: false,
  messages: [],
  attachments: [],
  ...overrides,
});

function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
  useSession.getState().signIn(loginData({ permissions: ["tickets.manage"] }), false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ResolveModal", { timeout: 20_000 }, () => {
  it("asks for a note and the confirmation before calling the server", async () => {
    const { calls } = stubFetch(() => json(200, { data: ticket({ status: "resolved" }) }));
    renderWithQuery(<ResolveModal side="partner" ticket={ticket()} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole("button", { name: "Resolve ticket" }));
    expect(await screen.findByText("Say how it was resolved in at least 3 characters.")).toBeInTheDocument();
    expect(screen.getByText("Confirm that the problem is solved.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("posts the note and closes", async () => {
    const onClose = vi.fn();
    const onResolved = vi.fn();
    const { calls } = stubFetch(() => json(200, { data: ticket({ status: "resolved" }) }));
    renderWithQuery(<ResolveModal side="partner" ticket={ticket()} onClose={onClose} onResolved={onResolved} />);
    await userEvent.type(await screen.findByRole("textbox", { name: "Resolution note" }), "Resent the letter.");
    await userEvent.click(screen.getByRole("checkbox", { name: "I confirm the problem is solved." }));
    await userEvent.click(screen.getByRole("button", { name: "Resolve ticket" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onResolved).toHaveBeenCalledWith(expect.objectContaining({ status: "resolved" }));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/partner/tickets/12/resolve/",
      body: { resolution_note: "Resent the letter." },
      // The version on screen goes along, so a change made meanwhile answers 412 instead of being overwritten.
      headers: expect.objectContaining({ "If-Match": versionTag("2026-05-10T12:00:00Z") }),
    });
  });

  it("shows the server's refusal", async () => {
    stubFetch(() => json(409, { status_code: 409, message: "This ticket is already resolved." }));
    renderWithQuery(<ResolveModal side="admin" ticket={ticket()} onClose={() => {}} />);
    await userEvent.type(await screen.findByRole("textbox", { name: "Resolution note" }), "Done.");
    await userEvent.click(screen.getByRole("checkbox", { name: "I confirm the problem is solved." }));
    await userEvent.click(screen.getByRole("button", { name: "Resolve ticket" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This ticket is already resolved.");
  });
});

describe("RatingPanel", { timeout: 20_000 }, () => {
  it("needs a star before sending, then posts the rating and comment", async () => {
    const rated = ticket({ status: "resolved", rating: 4, rating_comment: "Quick" });
    const { calls } = stubFetch(() => json(200, { data: rated }));
    renderWithQuery(<RatingPanel ticket={ticket({ status: "resolved" })} editable />);
    await userEvent.click(screen.getByRole("button", { name: "Send rating" }));
    expect(await screen.findByText("Choose from 1 to 5 stars.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    // A star is a label over a hidden radio: pointer users click the star.
    const star = screen.getByRole("radio", { name: "4 stars" });
    await userEvent.click(document.querySelector(`label[for="${star.id}"]`)!);
    await userEvent.type(screen.getByRole("textbox", { name: "Comment" }), "Quick");
    await userEvent.click(screen.getByRole("button", { name: "Send rating" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/partner/tickets/12/rating/",
      body: { rating: 4, comment: "Quick" },
    });
  });

  it("shows a given rating read-only in the support queue", () => {
    renderWithQuery(
      <RatingPanel ticket={ticket({ status: "resolved", rating: 5, rating_comment: "Great" })} editable={false} />,
    );
    expect(screen.getByRole("img", { name: "5 stars" })).toBeInTheDocument();
    expect(screen.getByText("Great")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send rating" })).toBeNull();
  });
});

describe("TicketThread", { timeout: 20_000 }, () => {
  it("marks the support team's messages and sends a reply", async () => {
    const messages = [
      { id: 1, author: "Priya Sharma", is_staff: false, body: "Any news?", created_at: "2026-05-10T12:00:00Z" },
      { id: 2, author: "Support team", is_staff: true, body: "On it.", created_at: "2026-05-10T13:00:00Z" },
    ];
    const { calls } = stubFetch(() => json(201, { data: ticket({ messages }) }));
    renderWithQuery(<TicketThread side="partner" ticket={ticket({ messages })} />);
    const items = screen.getAllByRole("listitem");
    expect(items[1]).toHaveAttribute("data-staff", "true");
    expect(items[0]).not.toHaveAttribute("data-staff");
    const box = screen.getByRole("textbox", { name: "Reply" });
    await userEvent.type(box, "Thanks");
    await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(box).toHaveValue(""));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/partner/tickets/12/messages/",
      body: { body: "Thanks" },
    });
  });
});
