import type { ExpertItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import "../../strings";
import { ExpertCard } from "../expert-card";
import { RequestMeetingModal } from "../request-meeting-modal";

Element.prototype.scrollIntoView ??= () => undefined;
// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const expert: ExpertItem = {
  id: 4,
  name: "Eleanor Whitfield",
  title: "Regional Manager, South Asia",
  provider: { id: 9, name: "University of Manchester" },
  email: "eleanor@uni.example",
  phone: "+44 161 306 6000",
  bio: "Visits Delhi every term.",
  languages: ["English", "Hindi"],
  countries: [
    { id: 101, name: "India" },
    { id: 150, name: "Nepal" },
  ],
  regions: [{ id: 3, name: "Asia" }],
  photo_url: null,
  is_active: true,
};

describe("an expert's card", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows initials, coverage, languages and links, and asks for a meeting", async () => {
    const onRequest = vi.fn();
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <ExpertCard expert={expert} onRequest={onRequest} />
      </QueryClientProvider>,
    );
    const card = screen.getByRole("article", { name: "Eleanor Whitfield" });
    expect(within(card).getByText("EW")).toBeInTheDocument();
    expect(within(card).getByText("University of Manchester")).toBeInTheDocument();
    for (const place of ["Asia", "India", "Nepal"]) expect(within(card).getByText(place)).toBeInTheDocument();
    expect(within(card).getByText("English, Hindi")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "eleanor@uni.example" })).toHaveAttribute(
      "href",
      "mailto:eleanor@uni.example",
    );
    expect(within(card).getByRole("link", { name: "+44 161 306 6000" })).toHaveAttribute("href", "tel:+441613066000");
    await userEvent.click(within(card).getByRole("button", { name: "Request a meeting with Eleanor Whitfield" }));
    expect(onRequest).toHaveBeenCalledWith(expert);
  });

  it("with a photo: fetches it with the session's token and shows it, named for screen readers", async () => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["experts.view"] }), true);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { calls } = stubFetch(() => new Response(png, { status: 200, headers: { "content-type": "image/png" } }));
    // jsdom has no object URLs: a stand-in for the browser's, put back afterwards.
    const { createObjectURL, revokeObjectURL } = URL;
    const created = vi.fn(() => "blob:expert-photo");
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    try {
      renderWithApp(
        <QueryClientProvider client={createQueryClient()}>
          <ExpertCard expert={{ ...expert, photo_url: "/partner/experts/4/photo/?v=2" }} onRequest={vi.fn()} />
        </QueryClientProvider>,
      );
      const photo = await screen.findByRole("img", { name: "Photo of Eleanor Whitfield" });
      expect(photo).toHaveAttribute("src", "blob:expert-photo");
      expect(calls[0]!.url).toContain("/partner/experts/4/photo/");
      expect(calls[0]!.headers.Authorization ?? calls[0]!.headers.authorization).toBe("Bearer access-1");
      expect(created).toHaveBeenCalledTimes(1);
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      vi.unstubAllGlobals();
      resetSession();
    }
  });
});

describe("the request form", { timeout: 30_000 }, () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["experts.view"] }), true);
    api = stubFetch(() => json(500, {}));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("names the empty fields from the shared schema and sends nothing; without students.view there is no student field", async () => {
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <RequestMeetingModal expert={expert} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Request a meeting with Eleanor Whitfield" });
    expect(within(dialog).queryByText("Related student")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(within(dialog).getByText("Say what the meeting is about in at least 3 characters.")).toBeInTheDocument(),
    );
    expect(within(dialog).getAllByText("Choose a date and time.")).toHaveLength(3);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Some fields need your attention.");
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
