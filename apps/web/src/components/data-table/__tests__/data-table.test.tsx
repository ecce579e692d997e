import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { DataTable, nextSort, type SortState } from "..";

type Row = { id: number; name: string; fee: number };
const rows: Row[] = [
  { id: 1, name: "Ana", fee: 10 },
  { id: 2, name: "Ben", fee: 20 },
];
const columns = [
  { id: "name", header: "Name", cell: (r: Row) => r.name, sortable: true },
  { id: "fee", header: "Fee", cell: (r: Row) => r.fee, align: "right" as const },
];

function renderTable(sort: SortState, onSortChange = vi.fn(), onPageChange = vi.fn(), extra = {}) {
  renderWithApp(
    <DataTable
      label="People"
      rows={rows}
      rowKey={(r) => r.id}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      page={2}
      pageSize={2}
      total={5}
      onPageChange={onPageChange}
      {...extra}
    />,
  );
  return { onSortChange, onPageChange };
}

describe("DataTable", () => {
  it("cycles a column's sort: ascending, descending, none", () => {
    expect(nextSort(null, "name")).toEqual({ id: "name", desc: false });
    expect(nextSort({ id: "name", desc: false }, "name")).toEqual({ id: "name", desc: true });
    expect(nextSort({ id: "name", desc: true }, "name")).toBeNull();
    expect(nextSort({ id: "fee", desc: true }, "name")).toEqual({ id: "name", desc: false });
  });

  it("draws the rows, marks the sorted column and reports clicks on headers and pages", async () => {
    const { onSortChange, onPageChange } = renderTable({ id: "name", desc: true });
    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByText("Ben")).toBeInTheDocument();
    const nameHeader = within(table).getByRole("columnheader", { name: /Name/ });
    expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    expect(within(table).getByRole("columnheader", { name: "Fee" })).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(nameHeader).getByRole("button"));
    expect(onSortChange).toHaveBeenCalledWith(null);
    expect(screen.getByText("3–4 of 5")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("shows the error instead of the empty state", () => {
    renderTable(null, vi.fn(), vi.fn(), { rows: [], error: "The list failed to load." });
    expect(screen.getByRole("alert")).toHaveTextContent("The list failed to load.");
    expect(screen.queryByText("Nothing to show.")).toBeNull();
  });

  it("announces loading as a named status (a Loader's span may carry a name only with a role)", () => {
    renderTable(null, vi.fn(), vi.fn(), { rows: [], loading: true });
    const spinner = screen.getByRole("status", { name: "Loading" });
    expect(spinner.tagName).toBe("SPAN");
    expect(screen.queryByText("Nothing to show.")).toBeNull();
  });
});
