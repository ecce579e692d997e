import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { json, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { signedInForEachTest } from "../../../test/session";
import { DataTable } from "../../data-table";
import { BulkActionBar, SelectionBanner, useSelection } from "..";

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: "Amara Okafor" },
  { id: 2, name: "Kwame Mensah" },
  { id: 3, name: "Lin Wei" },
];

/** A students list page in small: the table with its checkboxes, the banner and the bar, as the page wires them. */
function Harness({ total = 1234, canEdit = true }: { total?: number; canEdit?: boolean }) {
  const filters = { search: "ok" };
  const selection = useSelection(JSON.stringify(filters));
  const pageIds = ROWS.map((r) => r.id);
  return (
    <>
      <SelectionBanner selection={selection} pageIds={pageIds} total={total} />
      <DataTable
        label="Students"
        rows={ROWS}
        rowKey={(r) => r.id}
        columns={[{ id: "name", header: "Name", cell: (r) => r.name }]}
        page={1}
        pageSize={3}
        total={total}
        onPageChange={() => {}}
        selection={{
          isSelected: (r) => selection.isSelected(r.id),
          onToggle: (r, on) => selection.toggle(r.id, on, pageIds),
          onTogglePage: (on) => selection.togglePage(pageIds, on),
          rowLabel: (r) => `Select ${r.name}`,
          pageLabel: "Select all on this page",
        }}
      />
      <BulkActionBar
        kind="students"
        selection={selection}
        total={total}
        filters={filters}
        canEdit={canEdit}
        canExport
      />
    </>
  );
}

const show = (props: { total?: number; canEdit?: boolean } = {}) =>
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <Notifications />
      <Harness {...props} />
    </QueryClientProvider>,
  );

const bar = () => screen.queryByRole("region", { name: "Bulk actions" });

describe("the lists' selection and bulk action bar (issue 20)", { timeout: 20_000 }, () => {
  signedInForEachTest();
  afterEach(() => vi.unstubAllGlobals());

  it("ticks rows by name with the keyboard, counts them, and clears", async () => {
    stubFetch(() => json(200, { data: [] }));
    show();
    const user = userEvent.setup();
    expect(bar()).toBeNull();
    const amara = screen.getByRole("checkbox", { name: "Select Amara Okafor" });
    amara.focus();
    await user.keyboard(" ");
    expect(amara).toBeChecked();
    expect(within(bar()!).getByTestId("bulk-count")).toHaveTextContent("1 selected");
    await user.click(screen.getByRole("checkbox", { name: "Select Lin Wei" }));
    expect(within(bar()!).getByTestId("bulk-count")).toHaveTextContent("2 selected");
    // The header checkbox says some are ticked.
    expect(screen.getByRole("checkbox", { name: "Select all on this page" })).toHaveAttribute(
      "data-indeterminate",
      "true",
    );
    await user.click(within(bar()!).getByRole("button", { name: "Clear selection" }));
    expect(bar()).toBeNull();
    expect(amara).not.toBeChecked();
  });

  it("offers all matching the filter once the page is ticked, and sends the filters with the action", async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.includes("/bulk/add-tag/"))
        return json(200, { data: { selected: 1234, updated: 1200, unchanged: 34 } });
      return json(200, { data: ["VIP", "Scholarship"] });
    });
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    expect(within(bar()!).getByTestId("bulk-count")).toHaveTextContent("3 selected");
    expect(screen.getByText("All 3 on this page are selected.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select all 1,234 matching the filter" }));
    expect(within(bar()!).getByTestId("bulk-count")).toHaveTextContent("All 1,234 matching the filter are selected");
    expect(screen.getByText("All 1,234 matching the filter are selected.")).toBeInTheDocument();

    await user.click(within(bar()!).getByRole("button", { name: "Add tag" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a tag to all 1,234 matching the filter" });
    await user.type(within(dialog).getByRole("combobox", { name: "Tag" }), "VIP");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Done: 1,200 changed, 34 already as asked.")).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith("/partner/students/bulk/add-tag/"));
    expect(sent?.method).toBe("POST");
    expect(sent?.body).toEqual({ selection: { all: true, filters: { search: "ok" } }, tag: "VIP" });
  });

  it("shows the server's sentence when it refuses, and keeps the dialog open", async () => {
    stubFetch((call) => {
      if (call.url.includes("/bulk/assign-counsellor/")) {
        return json(403, {
          status_code: 403,
          message: "You may not edit students, so you cannot assign a counsellor.",
        });
      }
      return json(200, { data: [{ id: 9, name: "Arjun Mehta", is_owner: false }] });
    });
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select Kwame Mensah" }));
    await user.click(within(bar()!).getByRole("button", { name: "Assign counsellor" }));
    const dialog = await screen.findByRole("dialog", { name: "Assign a counsellor to the 1 selected" });
    const input = within(dialog).getByRole("combobox", { name: "Counsellor" });
    await user.click(input);
    // The dropdown's transition never ends in jsdom, so its options count as hidden: find them in its own list.
    await waitFor(() => expect(input).toHaveAttribute("aria-controls"));
    const list = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
    await user.click(await within(list).findByRole("option", { name: "Arjun Mehta", hidden: true }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You may not edit students, so you cannot assign a counsellor.",
    );
  });

  it("exports just the ids ticked, and offers no edit to a caller who may not edit", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }));
    const { calls } = stubFetch(
      () =>
        new Response("ID,First name\n1,Amara\n3,Lin\n", {
          status: 200,
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="students-2026-01-01.csv"',
          },
        }),
    );
    show({ canEdit: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select Amara Okafor" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Lin Wei" }));
    expect(within(bar()!).queryByRole("button", { name: "Assign counsellor" })).toBeNull();
    await user.click(within(bar()!).getByRole("button", { name: "Export selection (CSV)" }));
    expect(await screen.findByText("students-2026-01-01.csv saved.")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain("/api/partner/reports/students/?format=csv&ids=1%2C3");
  });
});
