import type { ApplicationDetail } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../test/render";
import "../../strings";
import { ApplyDone } from "../apply-done";

afterEach(cleanup);

const ref = (id: number, name: string) => ({ id, name });
const created = (id: number, course: string, provider: string, intake: string): ApplicationDetail => ({
  id,
  student: ref(5, "Ananya Iyer"),
  course: ref(id * 10, course),
  provider: ref(id * 100, provider),
  country: ref(77, "United Kingdom"),
  study_level: ref(8, "Postgraduate (Master's)"),
  intake: ref(id * 1000, intake),
  status: { id: 1, name: "Draft", colour: "gray", is_terminal: false },
  offer_type: null,
  offer_respond_by: null,
  counsellor: null,
  tags: [],
  submitted_at: null,
  unread_messages: 0,
  deadline: null,
  intake_start: "2027-09-01",
  passport_warning: null,
  created_at: "2026-11-26T10:00:00Z",
  updated_at: "2026-11-26T10:00:00Z",
  timeline: [],
  messages: [],
  checklist: [],
  can_submit: true,
  can_withdraw: true,
});

describe("the shortlist's apply result", () => {
  it("lists each created application once, with its course, provider and intake", () => {
    const msc = created(1, "MSc Data Science", "University of Leeds", "September 2027");
    const mba = created(2, "MBA", "University of Toronto", "January 2028");
    renderWithApp(
      <ApplyDone
        studentId={5}
        student={{ full_name: "Ananya Iyer" } as never}
        created={[msc, mba, msc]}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText("2 Draft applications for Ananya Iyer.")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "The applications created" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Course", "Provider", "Intake"]);
    const rows = within(table).getAllByTestId("apply-created-row");
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["MSc Data Science", "University of Leeds", "September 2027"],
      ["MBA", "University of Toronto", "January 2028"],
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "MSc Data Science" })).toHaveAttribute(
      "href",
      "/partner/application/1",
    );
    expect(screen.getByRole("link", { name: "View applications" })).toHaveAttribute(
      "href",
      "/partner/application?student=5",
    );
  });
});
