import type { NotificationItem } from "@pp/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { signedInForEachTest } from "../../../../test/session";
import { renderWidget } from "../../__tests__/render-widget";
import { NotificationsMenu } from "../notifications-menu";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const note = (id: number, title: string, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: "info",
  title,
  body: `${title} body`,
  link: null,
  read_at: null,
  created_at: minutesAgo(id * 5),
  ...overrides,
});

/** A tiny notifications server: list, read, read-all and delete over an in-memory list. */
function notificationsServer(initial: NotificationItem[]) {
  let items = [...initial];
  const listBody = () => ({
    count: items.length,
    next: null,
    previous: null,
    results: { data: items, unread_count: items.filter((i) => !i.read_at).length },
  });
  return stubFetch(({ url, method }) => {
    const path = new URL(url, "http://x").pathname;
    if (method === "GET" && path === "/api/notifications/") return json(200, listBody());
    const read = /^\/api\/notifications\/(\d+)\/read\/$/.exec(path);
    if (method === "POST" && read) {
      items = items.map((i) => (i.id === Number(read[1]) ? { ...i, read_at: new Date().toISOString() } : i));
      return json(200, { data: items.find((i) => i.id === Number(read[1])) });
    }
    if (method === "POST" && path === "/api/notifications/read-all/") {
      const updated = items.filter((i) => !i.read_at).length;
      items = items.map((i) => ({ ...i, read_at: i.read_at ?? new Date().toISOString() }));
      return json(200, { data: { updated } });
    }
    const one = /^\/api\/notifications\/(\d+)\/$/.exec(path);
    if (method === "DELETE" && one) {
      items = items.filter((i) => i.id !== Number(one[1]));
      return new Response(null, { status: 204 });
    }
    return json(404, { status_code: 404, message: "Not found." });
  });
}

const count = () => screen.queryByTestId("notifications-count")?.textContent ?? null;

// User-event flows through Mantine take a while on a busy machine.
describe("notifications menu", { timeout: 20_000 }, () => {
  signedInForEachTest();

  it("shows the unread count; dismissing a notification deletes it and lowers the count", async () => {
    const user = userEvent.setup();
    const { calls } = notificationsServer([
      note(1, "Offer received"),
      note(2, "Welcome to Partner Portal", { link: "/help" }),
      note(3, "Old news", { read_at: minutesAgo(1) }),
    ]);
    renderWidget(<NotificationsMenu />);

    await waitFor(() => expect(count()).toBe("2"));
    const bell = screen.getByRole("button", { name: "Notifications" });
    expect(bell).toHaveAccessibleDescription("2 unread");

    await user.click(bell);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Offer received")).toBeVisible();
    expect(within(dialog).getByText("5 minutes ago")).toBeVisible();

    await user.click(within(dialog).getByRole("button", { name: "Dismiss Offer received" }));
    await waitFor(() => expect(count()).toBe("1"));
    expect(within(dialog).queryByText("Offer received")).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith("/api/notifications/1/"))).toBe(true);

    await user.click(within(dialog).getByRole("button", { name: "Dismiss Welcome to Partner Portal" }));
    await waitFor(() => expect(count()).toBeNull());
    expect(bell).not.toHaveAccessibleDescription();
  });

  it("says No New Notifications when there are none, and View All leads to /notifications", async () => {
    const user = userEvent.setup();
    notificationsServer([]);
    renderWidget(<NotificationsMenu />);

    await user.click(screen.getByRole("button", { name: "Notifications" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No New Notifications")).toBeVisible();
    expect(count()).toBeNull();

    await user.click(within(dialog).getByRole("link", { name: "View All" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/notifications");
  });

  it("opening a notification marks it read and follows its link; Mark all as read clears the count", async () => {
    const user = userEvent.setup();
    const { calls } = notificationsServer([note(1, "Offer received"), note(2, "Welcome", { link: "/help" })]);
    renderWidget(<NotificationsMenu />);
    await waitFor(() => expect(count()).toBe("2"));

    await user.click(screen.getByRole("button", { name: "Notifications" }));
    await user.click(await screen.findByRole("button", { name: /^Welcome/ }));
    expect(screen.getByTestId("location")).toHaveTextContent("/help");
    await waitFor(() => expect(count()).toBe("1"));
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/api/notifications/2/read/"))).toBe(true);
    // No body on these POSTs: the server rejects an empty JSON body.
    expect(calls.find((c) => c.url.endsWith("/read/"))?.headers["Content-Type"]).toBeUndefined();

    await user.click(screen.getByRole("button", { name: "Notifications" }));
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(count()).toBeNull());
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/api/notifications/read-all/"))).toBe(true);
  });
});
