import type { StudentImportRow } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../../lib/api-error";
import { renderWithApp } from "../../../../../test/render";
import "../../../import-strings";
import { ImportReview } from "../import-review";

const row = (line: number, email: string, errors: Record<string, string[]> = {}): StudentImportRow => ({
  line,
  values: {
    first_name: "Kiran",
    last_name: `Rao${line}`,
    email,
    nationality: "IN",
    study_country: "GB",
    study_level: "MBA",
  },
  errors,
  duplicate_of: null,
  student_id: null,
});

describe("students import review", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows each bad cell's error and the existing student, and refuses to import", async () => {
    const onImport = vi.fn();
    const rows = [
      row(2, "a@b.example"),
      {
        ...row(3, "meera@b.example", { email: ["Meera Joshi already has this e-mail."] }),
        duplicate_of: { id: 7, name: "Meera Joshi" },
      },
      row(4, "c@b.example"),
    ];
    renderWithApp(
      <ImportReview
        counts={{ total: 3, valid: 2, invalid: 1 }}
        rows={rows}
        onImport={onImport}
        importing={false}
        importError={null}
      />,
    );
    expect(screen.getByText("1 row has errors. Nothing can be imported until it is fixed.")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Rows of the file" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(within(table).getByText("Meera Joshi already has this e-mail.")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "Already a student: Meera Joshi" })).toHaveAttribute(
      "href",
      "/partner/student/7",
    );
    expect(screen.getByRole("button", { name: "Fix the errors to import" })).toBeDisabled();
    await userEvent.setup().click(screen.getByText("All rows (3)"));
    expect(within(screen.getByRole("table", { name: "Rows of the file" })).getAllByRole("row")).toHaveLength(4);
  });

  it("imports when every row is ready, and lists a refusal's lines", async () => {
    const onImport = vi.fn();
    const refusal = new ApiError(422, "Nothing was imported: 1 row has errors.", {
      fieldErrors: { "line 3": ["email: Enter a valid email address."] },
    });
    renderWithApp(
      <ImportReview
        counts={{ total: 2, valid: 2, invalid: 0 }}
        rows={[row(2, "a@b.example"), row(3, "b@b.example")]}
        onImport={onImport}
        importing={false}
        importError={refusal}
      />,
    );
    expect(screen.getByText("All 2 rows are ready to import.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Import 2 students" }));
    expect(onImport).toHaveBeenCalledOnce();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Nothing was imported: 1 row has errors.")).toBeInTheDocument();
    expect(within(alert).getByText("Line 3: email: Enter a valid email address.")).toBeInTheDocument();
  });
});
