import type { ReadLogItem } from "@pp/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { signedInForEachTest } from "../../../../test/session";
import { CompanyReads } from "../company-reads";

const at = "2026-12-07T10:15:00.000Z";
const rows: ReadLogItem[] = [
  {
    id: 9,
    what: "export",
    user: { id: 7, name: "Priya Sharma", role: "Partner" },
    api_key: null,
    student: null,
    detail: { report: "students", format: "xlsx", rows: 120, filters: {} },
    ip: "198.51.100.4",
    created_at: at,
  },
  {
    id: 8,
    what: "download",
    user: { id: 8, name: "Ravi Counsellor", role: "Partner" },
    api_key: null,
    student: { id: 31, name: "Aisha Khan" },
    detail: { document_id: 5, kind: "passport" },
    ip: "198.51.100.5",
    created_at: at,
  },
  {
    id: 7,
    what: "profile",
    user: { id: 8, name: "Ravi Counsellor", role: "Partner" },
    api_key: null,
    student: { id: 44, name: null },
    detail: null,
    ip: "198.51.100.5",
    created_at: at,
  },
];

describe("the company page's read log (issue 37)", { timeout: 30_000 }, () => {
  signedInForEachTest();

  it("shows whose data, who, what (an export with its report, format and rows) and from where; filters by kind", async () => {
    const { calls } = stubFetch(({ url }) => {
      const u = new URL(url, "http://x");
      if (u.pathname !== "/api/partner/reads/") return json(404, { message: "Not found." });
      const what = u.searchParams.get("what");
      const data = what ? rows.filter((r) => r.what === what) : rows;
      return json(200, { count: data.length, next: null, previous: null, results: { data } });
    });
    renderWidget(<CompanyReads />, { path: "/partner/company" });
    const table = await screen.findByRole("table", { name: "Who viewed your students' data" });
    const [exported, downloaded, gone] = within(table).getAllByRole("row").slice(1);
    expect(exported).toHaveTextContent("Export");
    expect(exported).toHaveTextContent("Students, XLSX, 120 rows");
    expect(exported).toHaveTextContent("Priya Sharma");
    expect(within(downloaded!).getByRole("link", { name: "Aisha Khan" })).toHaveAttribute(
      "href",
      "/partner/student/31",
    );
    expect(downloaded).toHaveTextContent("Document downloaded");
    expect(gone).toHaveTextContent("Student #44 (deleted)");

    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Show" });
    await user.click(input);
    // The dropdown's transition never ends in jsdom, so its options count as hidden: find them in its own list.
    await waitFor(() => expect(input).toHaveAttribute("aria-controls"));
    const list = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
    await user.click(await within(list).findByRole("option", { name: "Document downloaded", hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain("what=download"));
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Who viewed your students' data" })).getAllByRole("row"),
      ).toHaveLength(2),
    );
  });

  it("says so when there is nothing yet", async () => {
    stubFetch(() => json(200, { count: 0, next: null, previous: null, results: { data: [] } }));
    renderWidget(<CompanyReads />, { path: "/partner/company" });
    expect(await screen.findByText("No views yet.")).toBeInTheDocument();
  });
});
