import type { ApplicationDetail } from "@pp/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import { Conversation } from "../conversation";

type Message = ApplicationDetail["messages"][number];
const message = (over: Partial<Message> = {}): Message => ({
  id: 1,
  author: { id: 7, name: "Priya Sharma", role: "Partner" },
  side: "partner",
  body: "Hello",
  attachments: [],
  unread: false,
  read_at: null,
  created_at: "2026-11-21T10:00:00Z",
  ...over,
});
const answer = message({
  id: 2,
  author: { id: 1, name: "Alex Morgan", role: "Superadmin" },
  side: "admin",
  body: "Here is the offer.",
  unread: true,
  attachments: [
    {
      id: 5,
      file_name: "offer.pdf",
      content_type: "application/pdf",
      size_bytes: 2048,
      download_url: "/api/partner/application/42/attachments/5/",
    },
  ],
});

function renderWithQuery(ui: React.ReactNode) {
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
  useSession.getState().signIn(loginData({ permissions: ["applications.manage"] }), false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Conversation", { timeout: 20_000 }, () => {
  it("shows the thread without a box to someone who may not write", () => {
    stubFetch(() => json(200, { data: { marked: 0, unread_messages: 0 } }));
    renderWithQuery(<Conversation side="partner" applicationId={42} messages={[message()]} canWrite={false} />);
    expect(screen.getByText("Hello")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "New message" })).toBeNull();
    expect(screen.getByText(/Your role lets you read this conversation, not write to it/)).toBeInTheDocument();
  });

  it("marks the other side's unread answer New, says who wrote it, and marks it read up to it", async () => {
    const { calls } = stubFetch(() => json(200, { data: { marked: 1, unread_messages: 0 } }));
    renderWithQuery(<Conversation side="partner" applicationId={42} messages={[message(), answer]} canWrite />);
    const thread = screen.getByRole("list", { name: "Message thread" });
    const items = within(thread).getAllByTestId("message");
    expect(items[1]).toHaveTextContent("Alex Morgan · Admissions");
    expect(items[1]).toHaveTextContent("New");
    expect(items[0]).toHaveTextContent("Priya Sharma · Your team");
    expect(items[0]).not.toHaveTextContent("New");
    expect(screen.getByTestId("new-count")).toHaveTextContent("1 new");
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "POST",
          url: "/api/partner/application/42/messages/read/",
          body: { up_to: 2 },
        }),
      ),
    );
    expect(screen.getByRole("button", { name: "Download offer.pdf" })).toBeInTheDocument();
  });

  it("refuses an empty message without calling the server", async () => {
    const { calls } = stubFetch(() => json(201, { data: [] }));
    renderWithQuery(<Conversation side="admin" applicationId={42} messages={[]} canWrite />);
    await userEvent.type(screen.getByRole("textbox", { name: "New message" }), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Write a message.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("admissions answer as JSON, and the box clears", async () => {
    const { calls } = stubFetch(() => json(201, { data: [message({ side: "admin", body: "Hi" })] }));
    renderWithQuery(<Conversation side="admin" applicationId={42} messages={[]} canWrite />);
    const box = screen.getByRole("textbox", { name: "New message" });
    await userEvent.type(box, "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(box).toHaveValue(""));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/admin/applications/42/messages/",
      body: { body: "Hi" },
    });
  });

  it("sends a chosen PDF as a form to messages/file/, and refuses another type in the browser", async () => {
    const { fetchMock } = stubFetch(() => json(201, { data: [] }));
    const { container } = renderWithQuery(<Conversation side="partner" applicationId={42} messages={[]} canWrite />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["text"], "notes.txt", { type: "text/plain" }), { applyAccept: false });
    expect(await screen.findByText("Choose a PDF, JPG or PNG file.")).toBeInTheDocument();
    await userEvent.upload(input, new File(["%PDF-1.7"], "transcript.pdf", { type: "application/pdf" }));
    expect(screen.getByTestId("chosen-file")).toHaveTextContent("transcript.pdf");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/partner/application/42/messages/file/");
    const form = (init as RequestInit).body as FormData;
    expect((form.get("file") as File).name).toBe("transcript.pdf");
    expect(form.get("body")).toBe("");
    await waitFor(() => expect(screen.queryByTestId("chosen-file")).toBeNull());
  });
});
