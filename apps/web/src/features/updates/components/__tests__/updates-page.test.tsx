import type { UpdateItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import { UpdatesPage } from "../../pages/updates-page";

Element.prototype.scrollIntoView ??= () => undefined;

const update = (id: number, over: Partial<UpdateItem> = {}): UpdateItem => ({
  id,
  title: `Update ${id}`,
  body_html: `<p>Body of update ${id} with <strong>bold</strong> text.</p><script>window.hacked = true</script>`,
  category: "visa",
  audience: "everyone",
  audience_ids: [],
  pinned: false,
  publish_at: `2030-01-0${id}T09:00:00.000Z`,
  published: true,
  read: false,
  created_at: "2030-01-01T09:00:00.000Z",
  ...over,
});

function serve(items: UpdateItem[], unread: number) {
  return stubFetch((call) => {
    if (call.method === "POST" && /\/partner\/updates\/(\d+)\/read\/$/.test(call.url)) {
      const id = Number(/updates\/(\d+)\/read/.exec(call.url)![1]);
      const found = items.find((u) => u.id === id);
      return found
        ? json(200, { data: { ...found, read: true } })
        : json(404, { status_code: 404, message: "Update not found." });
    }
    if (call.url.includes("/partner/updates/")) {
      return json(200, { count: items.length, next: null, previous: null, results: { data: items, unread } });
    }
    return json(404, {});
  });
}

function show(path = "/partner/updates") {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <UpdatesPage />
    </QueryClientProvider>,
    { path },
  );
}

describe("partner updates feed", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["updates.view"] }), true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("marks unread updates, and opening one reads it and shows its sanitised text", async () => {
    const { calls } = serve([update(1, { pinned: true }), update(2, { read: true })], 1);
    show();
    const pinned = await screen.findByRole(
      "button",
      { name: /^Update 1\s*\(Pinned\)\s*\(Unread\)$/ },
      { timeout: 5000 },
    );
    expect(screen.getByTestId("updates-unread")).toHaveTextContent("1 unread");
    expect(screen.getAllByText("New")).toHaveLength(1);

    await userEvent.click(pinned);
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/partner/updates/1/read/"))).toBe(true),
    );
    expect(pinned).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(screen.queryByText("New")).toBeNull());
    expect(screen.queryByTestId("updates-unread")).toBeNull();
    const card = screen.getAllByTestId("update-card")[0]!;
    expect(within(card).getByText("bold").tagName).toBe("STRONG");
    expect(card.querySelector("script")).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("opens the update a notification links to and reads it", async () => {
    const { calls } = serve([update(1), update(2)], 2);
    show("/partner/updates?update=2");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /^Update 2/ })).toHaveAttribute("aria-expanded", "true"),
    );
    expect(screen.getByRole("button", { name: /^Update 1/ })).toHaveAttribute("aria-expanded", "false");
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/partner/updates/2/read/"))).toBe(true),
    );
  });

  it("fetches a linked update that is not on the page, and says when it is gone", async () => {
    serve([update(1)], 1);
    show("/partner/updates?update=9");
    expect(await screen.findByRole("alert")).toHaveTextContent("This update is no longer available.");
  });

  it("says so when there is nothing yet", async () => {
    serve([], 0);
    show();
    expect(await screen.findByText("No updates yet. News from the team will appear here.")).toBeInTheDocument();
  });
});
