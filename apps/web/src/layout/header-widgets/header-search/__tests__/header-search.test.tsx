import type { SearchResults } from "@pp/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { type Call, json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { renderWidget } from "../../__tests__/render-widget";
import { HeaderSearch } from "../header-search";
import { SearchBox } from "../search-box";

const renderSearch = (ui = <SearchBox variant="header" />) => renderWidget(ui);
const none = { items: [], more: false };
const queryOf = (call: Call) => new URL(call.url, "http://x").searchParams.get("q");

/** The server's answer for a query: Ayesha and application 2731 for what finds them, nothing otherwise. */
function answer(q: string, admin = false): SearchResults {
  const partner = admin ? { id: 3, name: "Global Pathways Education" } : null;
  const ayesha = q.toLowerCase().startsWith("ay");
  return {
    query: q,
    students: {
      items: ayesha
        ? [
            {
              id: 42,
              name: "Ayesha Khan",
              email: "ayesha@example.org",
              passport_number: "K1234567",
              phone: null,
              partner,
            },
          ]
        : [],
      more: false,
    },
    applications: {
      items:
        q === "2731"
          ? [
              {
                id: 2731,
                student_name: "Ayesha Khan",
                course_name: "MSc Finance",
                provider_name: "University of Leeds",
                status: "Submitted",
                partner,
              },
            ]
          : [],
      more: false,
    },
    courses: none,
    tickets: none,
    ...(admin ? { partners: none } : {}),
  };
}

// User-event flows through Mantine take a while on a busy machine.
describe("header search", { timeout: 20_000 }, () => {
  let calls: Call[];
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["courses.view", "students.view", "payments.view"] }), false);
    ({ calls } = stubFetch((call) => json(200, { data: answer(queryOf(call) ?? "") })));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("finds menu entries by any word; ArrowDown highlights one and Enter opens it", async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search" });
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.type(input, "pay");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    expect(within(listbox).getByText("Menu")).toBeVisible();
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Update Payment Status"]);
    expect(input).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    const option = screen.getByRole("option", { name: "Update Payment Status" });
    expect(option).toHaveAttribute("data-combobox-selected");
    expect(input).toHaveAttribute("aria-activedescendant", option.id);
    await user.keyboard("{Enter}");

    expect(screen.getByTestId("location")).toHaveTextContent("/partner/payments");
    expect(input).toHaveValue("");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  });

  it("asks the server once typing pauses and opens a record with Enter", async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search" });
    await user.type(input, "Ayesha");
    const student = await screen.findByRole("option", { name: /Ayesha Khan/ });
    expect(within(screen.getByRole("listbox")).getByText("Students")).toBeVisible();
    // The passport is shown when the query is not the name; here the e-mail is.
    expect(student).toHaveTextContent("ayesha@example.org");
    expect(calls.map(queryOf)).toContain("Ayesha");
    // One character is too short for the server: "A" alone was never sent.
    expect(calls.map(queryOf)).not.toContain("A");
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/partner/student/42");
  });

  it("finds an application by its number", async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole("combobox", { name: "Search" }), "2731");
    const option = await screen.findByRole("option", { name: /Application #2731/ });
    expect(option).toHaveTextContent("MSc Finance · University of Leeds · Submitted");
    await user.click(option);
    expect(screen.getByTestId("location")).toHaveTextContent("/partner/application/2731");
  });

  it("says in plain words when nothing matches, and Escape closes the results", async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search" });

    await user.type(input, "zzz");
    const listbox = await screen.findByRole("listbox");
    const sentence = "Nothing matches “zzz”. Try a name, an e-mail, or an application or ticket number.";
    expect(await within(listbox).findByText(sentence)).toBeVisible();
    // The message is the listbox's only option, and it cannot be chosen.
    expect(within(listbox).getByRole("option")).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/sales");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("zzz");

    // A second Escape clears the query.
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("says one letter searches only the menu, and offers only the entries this user's menu shows", async () => {
    const user = userEvent.setup();
    renderSearch();
    // "Documents Bank" needs documents.view, which this user lacks.
    await user.type(screen.getByRole("combobox", { name: "Search" }), "d");
    await screen.findByRole("listbox");
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Dashboard", "My day", "Type one more letter to search records too."]);
    expect(calls).toHaveLength(0);
  });

  it("takes the Superadmin to the Superadmin's pages", async () => {
    useSession.getState().signIn(loginData({ role: "Superadmin", permissions: [] }), false);
    stubFetch((call) => json(200, { data: answer(queryOf(call) ?? "", true) }));
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole("combobox", { name: "Search" }), "2731");
    await user.click(await screen.findByRole("option", { name: /Application #2731/ }));
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/applications/2731");
  });

  it("Ctrl+K below the desktop width opens the search overlay with the box focused", async () => {
    const user = userEvent.setup();
    renderSearch(<HeaderSearch />);
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Search the portal" });
    expect(dialog).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Search" })).toHaveFocus());
    expect(within(dialog).getByText("A name, an e-mail, a number or a menu entry")).toBeVisible();

    await user.keyboard("cou{ArrowDown}{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/partner/courses");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
