import { Text } from "@mantine/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { activeFilterCount, FiltersFold } from "../../filters-fold";
import { DataTable } from "../data-table";

const rows = [
  { id: 1, name: "Ananya Iyer" },
  { id: 2, name: "Kwame Mensah" },
];

/** A phone's screen: the "(max-width: 48em)" query matches. */
function narrowScreen(narrow: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: narrow && query.includes("max-width: 48em"),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const table = () =>
  renderWithApp(
    <DataTable
      label="Students"
      rows={rows}
      rowKey={(r) => r.id}
      columns={[{ id: "name", header: "Name", cell: (r) => r.name }]}
      card={(r) => <Text>Card of {r.name}</Text>}
      page={1}
      pageSize={25}
      total={2}
      onPageChange={() => {}}
    />,
  );

describe("lists on a phone", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  describe("on a phone", () => {
    beforeEach(() => narrowScreen(true));
    it("shows each row as its card instead of the table", async () => {
      table();
      await waitFor(() => expect(screen.getAllByTestId("row-card")).toHaveLength(2));
      expect(screen.getByText("Card of Kwame Mensah")).toBeInTheDocument();
      expect(screen.queryByRole("table")).toBeNull();
      expect(screen.getByRole("list", { name: "Students" })).toBeInTheDocument();
    });

    it("folds the filters into a button that counts them and opens them in a drawer", async () => {
      renderWithApp(
        <FiltersFold count={2}>
          <input aria-label="Search students" />
        </FiltersFold>,
      );
      const button = await screen.findByRole("button", { name: "Filters (2 set)" });
      expect(screen.queryByRole("textbox", { name: "Search students" })).toBeNull();
      await userEvent.setup().click(button);
      expect(await screen.findByRole("textbox", { name: "Search students" })).toBeInTheDocument();
    });
  });

  describe("on a wide screen", () => {
    beforeEach(() => narrowScreen(false));
    it("keeps the table and the filters in place", async () => {
      table();
      expect(await screen.findByRole("table", { name: "Students" })).toBeInTheDocument();
      expect(screen.queryAllByTestId("row-card")).toHaveLength(0);
    });
  });

  it("counts the filters that differ from their defaults, not paging or ordering", () => {
    const defaults = { page_size: 25, ordering: "-created_at", search: "", status: "", country: "" };
    expect(activeFilterCount({ ...defaults, page: 3, ordering: "name", search: "iyer" }, defaults)).toBe(1);
    expect(activeFilterCount({ ...defaults, status: "active", country: "77" }, defaults)).toBe(2);
  });
});
