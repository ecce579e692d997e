import type { ImportPreview } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../lib/api-error";
import { renderWithApp } from "../../../../test/render";
import "../../strings";
import { ImportReview } from "../import-review";

const values = (name: string, tuition = "15000") => ({
  provider: "University of Leeds",
  provider_country: "GB",
  name,
  study_level: "Undergraduate",
  discipline: "Design",
  duration_months: "36",
  tuition_fee: tuition,
  currency: "GBP",
  application_fee: "0",
  intake_months: "9",
});

const withErrors: ImportPreview = {
  rows: [
    { line: 2, values: values("BA Design"), errors: {} },
    { line: 3, values: values("BA Illustration", "-5"), errors: { tuition_fee: ["Tuition is not negative."] } },
  ],
  valid: 1,
  invalid: 1,
  committed: false,
  created: 0,
};

describe("import review", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows the bad row's error and refuses to import", async () => {
    const onCommit = vi.fn();
    renderWithApp(<ImportReview preview={withErrors} onCommit={onCommit} committing={false} commitError={null} />);
    expect(screen.getByText(/1 row has errors/)).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Rows of the file" });
    // Rows with errors come first: only line 3 shows.
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(within(table).getByText("Tuition is not negative.")).toBeInTheDocument();
    expect(within(table).getByText("1 error")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import courses" })).toBeDisabled();

    await userEvent.setup().click(screen.getByText("All rows (2)"));
    const all = screen.getByRole("table", { name: "Rows of the file" });
    expect(within(all).getAllByRole("row")).toHaveLength(3);
    expect(within(all).getByText("BA Design")).toBeInTheDocument();
  });

  it("imports when every row is valid, and shows a refusal's lines", async () => {
    const onCommit = vi.fn();
    const refusal = new ApiError(400, "Nothing was imported: 1 row has errors.", {
      fieldErrors: { "line 2": ["name: This provider already has a course with this name and level."] },
    });
    renderWithApp(
      <ImportReview
        preview={{ ...withErrors, rows: [withErrors.rows[0]!], invalid: 0 }}
        onCommit={onCommit}
        committing={false}
        commitError={refusal}
      />,
    );
    expect(screen.getByText("The row is valid and ready to import.")).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Nothing was imported: 1 row has errors.");
    expect(alert).toHaveTextContent("Line 2: name: This provider already has a course with this name and level.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Import 1 course" }));
    expect(onCommit).toHaveBeenCalledOnce();
  });
});
