import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { loginData, resetSession } from "../../../../test/session";
import { renderWidget } from "../../__tests__/render-widget";
import { HeaderSearch } from "../header-search";
import { SearchBox } from "../search-box";

const renderSearch = (ui = <SearchBox variant="header" />) => renderWidget(ui);

// User-event flows through Mantine take a while on a busy machine.
describe("header search", { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["courses.view", "students.view"] }), false);
  });
  afterEach(cleanup);

  it("lists matching entries as the user types; ArrowDown highlights one and Enter opens it", async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search" });
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.type(input, "cou");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    expect(listbox).toBeVisible();
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Courses"]);
    expect(input).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    const option = screen.getByRole("option", { name: "Courses" });
    expect(option).toHaveAttribute("data-combobox-selected");
    expect(input).toHaveAttribute("aria-activedescendant", option.id);
    await user.keyboard("{Enter}");

    expect(screen.getByTestId("location")).toHaveTextContent("/partner/courses");
    expect(input).toHaveValue("");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  });

  it("says there is no such component when nothing matches, and Escape closes the results", async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search" });

    await user.type(input, "zzz");
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getByText("There is no component with this name")).toBeVisible();
    // The message is the listbox's only option, and it cannot be chosen.
    expect(within(listbox).getByRole("option")).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/sales");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("zzz");
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/sales");

    // A second Escape clears the query.
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("offers only the entries this user's menu shows", async () => {
    const user = userEvent.setup();
    renderSearch();
    // "Documents Bank" needs documents.view, which this user lacks.
    await user.type(screen.getByRole("combobox", { name: "Search" }), "d");
    await screen.findByRole("listbox");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Dashboard"]);
  });

  it("Ctrl+K below the desktop width opens the search overlay with the box focused", async () => {
    const user = userEvent.setup();
    renderSearch(<HeaderSearch />);
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Search the portal" });
    expect(dialog).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Search" })).toHaveFocus());
    expect(within(dialog).getByText("Type something")).toBeVisible();

    await user.keyboard("cou{ArrowDown}{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/partner/courses");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
