import type { SessionItem } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { signedInForEachTest } from "../../../../test/session";
import { SessionsCard } from "../sessions-card";

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const session = (id: string, over: Partial<SessionItem>): SessionItem => ({
  id,
  browser: "Chrome",
  os: "Windows",
  ip: "203.0.113.10",
  created_at: ago(600),
  last_seen_at: ago(5),
  current: false,
  ...over,
});
const HERE = session("11111111-1111-4111-8111-111111111111", { current: true });
const PHONE = session("22222222-2222-4222-8222-222222222222", { browser: "Safari", os: "iOS", ip: "198.51.100.7" });
const OLD = session("33333333-3333-4333-8333-333333333333", { browser: "", os: "", ip: null, last_seen_at: ago(4000) });

const renderCard = () =>
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <SessionsCard />
    </QueryClientProvider>,
  );

describe("the profile's sessions card", { timeout: 20_000 }, () => {
  signedInForEachTest();

  it("lists each session with its device and address, marks this one, and ends another", async () => {
    let live = [HERE, PHONE, OLD];
    const { calls } = stubFetch((call) => {
      if (call.method === "DELETE" && call.url === `/api/me/sessions/${PHONE.id}/`) {
        live = live.filter((s) => s.id !== PHONE.id);
        return new Response(null, { status: 204 });
      }
      return json(200, { data: live });
    });
    renderCard();
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId("session");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("Chrome on Windows")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("This device")).toBeInTheDocument();
    // This session cannot be ended from here (sign out does that); the others can.
    expect(within(rows[0]!).queryByRole("button")).toBeNull();
    expect(within(rows[1]!).getByText("198.51.100.7")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Unknown browser on unknown system")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sign out Safari on iOS" }));
    expect(await screen.findByText("That session is signed out.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE" && c.url === `/api/me/sessions/${PHONE.id}/`)).toBe(true);
    expect(await screen.findAllByTestId("session")).toHaveLength(2);
  });

  it("signs out everywhere else and says how many; with one session left the button goes", async () => {
    let live = [HERE, PHONE, OLD];
    stubFetch((call) => {
      if (call.method === "DELETE" && call.url === "/api/me/sessions/") {
        live = [HERE];
        return json(200, { data: { ended: 2 } });
      }
      return json(200, { data: live });
    });
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere else" }));
    expect(await screen.findByText("Signed out of 2 other sessions.")).toBeInTheDocument();
    expect(await screen.findByText("This is your only session.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
  });

  it("shows the server's sentence when a session cannot be ended", async () => {
    stubFetch((call) =>
      call.method === "DELETE"
        ? json(404, { status_code: 404, message: "This session is not active any more." })
        : json(200, { data: [HERE, PHONE] }),
    );
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign out Safari on iOS" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This session is not active any more.");
  });
});
