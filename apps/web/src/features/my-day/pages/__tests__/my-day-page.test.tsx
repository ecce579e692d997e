import type { MyDayData } from "@pp/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { MyDayPage } from "../my-day-page";

const at = "2026-12-07T08:00:00.000Z";
const busy: MyDayData = {
  sections: [
    {
      key: "messages",
      count: 7,
      items: [
        { id: 41, title: "Aisha Khan", subtitle: "MSc Data Science", date: at, link: "/partner/application/41" },
        { id: 42, title: "Ravi Patel", subtitle: "MBA", date: at, link: "/partner/application/42" },
      ],
      list: "/partner/application?messages=unread",
    },
    { key: "tickets", count: 0, items: [], list: "/partner/tickets/list/?status=awaiting_partner" },
  ],
};

function serve(data: MyDayData) {
  return stubFetch(({ url }) =>
    new URL(url, "http://x").pathname === "/api/partner/my-day/"
      ? json(200, { data })
      : json(404, { message: "Not found." }),
  );
}

describe("My day (issue 36)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["applications.view", "tickets.manage"] }), false);
  });
  afterEach(cleanup);

  it("shows a card per section: its count, its first rows one click from the record, and See all", async () => {
    serve(busy);
    renderWidget(<MyDayPage />, { path: "/partner/my-day" });
    expect(screen.getByRole("heading", { level: 1, name: "My day" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "See all 7" });
    const messages = screen.getByRole("region", { name: "Messages waiting for the agency" });
    expect(within(messages).getByText("7")).toBeInTheDocument();
    expect(within(messages).getByRole("link", { name: /Aisha Khan/ })).toHaveAttribute(
      "href",
      "/partner/application/41",
    );
    expect(within(messages).getByRole("link", { name: "See all 7" })).toHaveAttribute(
      "href",
      "/partner/application?messages=unread",
    );
    await userEvent.setup().click(within(messages).getByRole("link", { name: /Ravi Patel/ }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/partner/application/42"));
  });

  it("says so kindly when a section is empty", async () => {
    serve(busy);
    renderWidget(<MyDayPage />, { path: "/partner/my-day" });
    await screen.findByRole("link", { name: "See all 7" });
    const tickets = screen.getByRole("region", { name: "Tickets waiting for the agency" });
    expect(within(tickets).getByText("No ticket is waiting for you. Well done.")).toBeInTheDocument();
    expect(within(tickets).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("keeps a placeholder card for each section the person may see while it loads", async () => {
    useSession.getState().signIn(loginData({ permissions: ["tickets.manage"] }), false);
    stubFetch(() => new Promise(() => {}));
    renderWidget(<MyDayPage />, { path: "/partner/my-day" });
    const loading = await screen.findByRole("status", { name: "Loading" });
    // The person's own tasks (everyone) and the tickets (tickets.manage); no application or student section.
    expect(within(loading).getAllByRole("region")).toHaveLength(3);
    for (const name of ["Overdue tasks", "Due today", "Tickets waiting for the agency"])
      expect(within(loading).getByRole("region", { name })).toBeInTheDocument();
  });

  it("tells a person with no section that nothing waits", async () => {
    serve({ sections: [] });
    renderWidget(<MyDayPage />, { path: "/partner/my-day" });
    expect(await screen.findByText("Nothing here for you to look after. Enjoy your day.")).toBeInTheDocument();
  });
});
