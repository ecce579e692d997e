import type { ShortlistItem } from "@pp/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { renderWidget } from "../../__tests__/render-widget";
import { ShortlistMenu } from "../shortlist-menu";

const course = (id: number, name: string, fee: string): ShortlistItem => ({
  id,
  name,
  provider: { id: 100 + id, name: `Provider ${id}` },
  country: { id: 1, name: "United Kingdom" },
  study_level: { id: 2, name: "Undergraduate" },
  discipline: "Business",
  duration_months: 36,
  tuition_fee: fee,
  currency: "GBP",
  application_fee: "50.00",
  intake_months: [9],
  language: "English",
  added_at: new Date().toISOString(),
});

/** A shortlist server over an in-memory list. */
function shortlistServer(initial: ShortlistItem[]) {
  let items = [...initial];
  return stubFetch(({ url, method }) => {
    const path = new URL(url, "http://x").pathname;
    if (method === "GET" && path === "/api/partner/shortlist/") return json(200, { data: items });
    const one = /^\/api\/partner\/shortlist\/(\d+)\/$/.exec(path);
    if (method === "DELETE" && one) {
      items = items.filter((i) => i.id !== Number(one[1]));
      return new Response(null, { status: 204 });
    }
    return json(404, { status_code: 404, message: "Not found." });
  });
}

const partner = () =>
  useSession.getState().signIn(loginData({ permissions: ["courses.view", "applications.manage"] }), false);

describe("shortlist menu", { timeout: 20_000 }, () => {
  beforeEach(() => resetSession());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the count, lists the courses with their fees, and Remove takes one off at once", async () => {
    const user = userEvent.setup();
    partner();
    const { calls } = shortlistServer([course(1, "BSc Nursing", "15250.00"), course(2, "MSc Finance", "21000.00")]);
    renderWidget(<ShortlistMenu />);

    const button = await screen.findByRole("button", { name: "Shortlist, 2 courses" }, { timeout: 5000 });
    expect(screen.getByTestId("shortlist-count")).toHaveTextContent("2");
    await user.click(button);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("BSc Nursing")).toBeVisible();
    expect(within(dialog).getByText("GBP 15,250")).toBeVisible();
    expect(within(dialog).getByRole("link", { name: "Compare" })).toHaveAttribute("href", "/partner/courses/compare");
    expect(within(dialog).getByRole("button", { name: "Apply" })).toBeEnabled();

    await user.click(within(dialog).getByRole("button", { name: "Remove BSc Nursing" }));
    await waitFor(() => expect(screen.getByTestId("shortlist-count")).toHaveTextContent("1"));
    expect(within(dialog).queryByText("BSc Nursing")).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith("/api/partner/shortlist/1/"))).toBe(true);
    // One course cannot be compared: the button is off and says why.
    const compare = within(dialog).getByRole("button", { name: "Compare" });
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription("Shortlist at least 2 courses to compare them.");
  });

  it("explains the limit of four when more are shortlisted", async () => {
    const user = userEvent.setup();
    partner();
    shortlistServer([1, 2, 3, 4, 5].map((i) => course(i, `Course ${i}`, "1000.00")));
    renderWidget(<ShortlistMenu />);
    await user.click(await screen.findByRole("button", { name: "Shortlist, 5 courses" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("link", { name: "Compare" })).toHaveAccessibleDescription(
      "You will pick up to 4 of them on the compare page.",
    );
  });

  it("says the shortlist is empty and offers the course finder", async () => {
    const user = userEvent.setup();
    partner();
    shortlistServer([]);
    renderWidget(<ShortlistMenu />);
    await user.click(await screen.findByRole("button", { name: "Shortlist, 0 courses" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No courses shortlisted yet.")).toBeVisible();
    expect(screen.queryByTestId("shortlist-count")).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Find courses" })).toHaveAttribute("href", "/partner/courses");
  });

  it("is not there for the Superadmin, and asks the server nothing", () => {
    useSession.getState().signIn(loginData({ role: "Superadmin", permissions: [] }), false);
    const { calls } = shortlistServer([]);
    renderWidget(<ShortlistMenu />);
    expect(screen.queryByRole("button", { name: /Shortlist/ })).toBeNull();
    expect(calls).toEqual([]);
  });
});
