import type { ReadLogItem } from "@pp/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { signedInForEachTest } from "../../../../test/session";
import { StudentReads } from "../student-reads";

const at = "2026-12-07T10:15:00.000Z";
const entries: ReadLogItem[] = [
  {
    id: 3,
    what: "download",
    user: { id: 1, name: "Maria Lopez", role: "Superadmin" },
    api_key: null,
    student: { id: 31, name: "Aisha Khan" },
    detail: { document_id: 5, kind: "passport" },
    ip: "203.0.113.9",
    created_at: at,
  },
  {
    id: 2,
    what: "profile",
    user: { id: 7, name: "Priya Sharma", role: "Partner" },
    api_key: "CRM sync",
    student: { id: 31, name: "Aisha Khan" },
    detail: null,
    ip: "198.51.100.4",
    created_at: at,
  },
  {
    id: 1,
    what: "documents",
    user: null,
    api_key: null,
    student: { id: 31, name: "Aisha Khan" },
    detail: null,
    ip: null,
    created_at: at,
  },
];

function serve(data: ReadLogItem[], count = data.length) {
  return stubFetch(({ url }) =>
    new URL(url, "http://x").pathname === "/api/partner/students/31/reads/"
      ? json(200, { count, next: null, previous: null, results: { data } })
      : json(404, { message: "Not found." }),
  );
}

describe("Who viewed this (issue 37)", { timeout: 30_000 }, () => {
  signedInForEachTest();

  it("lists each view with when, who (admissions and API keys named), what and the address", async () => {
    const { calls } = serve(entries);
    renderWidget(<StudentReads id={31} />, { path: "/partner/student/31?tab=views" });
    const table = await screen.findByRole("table", { name: "Who viewed this" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Maria Lopez (admissions)");
    expect(rows[0]).toHaveTextContent("Document downloaded");
    expect(rows[0]).toHaveTextContent("203.0.113.9");
    expect(rows[1]).toHaveTextContent("Priya Sharma");
    expect(rows[1]).toHaveTextContent("with the API key “CRM sync”");
    expect(rows[1]).toHaveTextContent("Profile");
    expect(rows[2]).toHaveTextContent("A removed account");
    expect(rows[2]).toHaveTextContent("Documents list");
    expect(calls[0]!.url).toContain("/api/partner/students/31/reads/?page=1&page_size=20");
  });

  it("says so when no one has viewed the student", async () => {
    serve([]);
    renderWidget(<StudentReads id={31} />, { path: "/partner/student/31?tab=views" });
    expect(await screen.findByText("No one has viewed this student yet.")).toBeInTheDocument();
  });

  it("offers pages when there are more than twenty", async () => {
    serve(entries, 45);
    renderWidget(<StudentReads id={31} />, { path: "/partner/student/31?tab=views" });
    await screen.findByRole("table", { name: "Who viewed this" });
    expect(screen.getByRole("button", { name: "Page 3" })).toBeInTheDocument();
  });
});
