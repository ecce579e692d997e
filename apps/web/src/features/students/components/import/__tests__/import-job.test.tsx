import type { StudentImportJob } from "@pp/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../../test/render";
import "../../../import-strings";
import { ImportJobFailed, ImportJobProgress, ImportResultDownload } from "../import-job";

const job = (over: Partial<StudentImportJob>): StudentImportJob => ({
  id: 4,
  status: "checking",
  commit: true,
  file_name: "fair.xlsx",
  total_rows: 1_050,
  rows_checked: 500,
  rows_imported: 0,
  valid: 0,
  invalid: 0,
  committed: false,
  created: 0,
  problems: [],
  error: null,
  result_url: null,
  created_at: "2026-12-07T03:00:00.000Z",
  finished_at: null,
  ...over,
});

describe("a background import", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("says what it is doing and how far it is", () => {
    renderWithApp(<ImportJobProgress job={job({})} />);
    expect(screen.getByRole("status")).toHaveTextContent("Checking rows: 500 of 1,050");
    expect(screen.getByRole("progressbar", { name: "Progress of the import" })).toHaveAttribute("aria-valuenow", "48");
    cleanup();
    renderWithApp(<ImportJobProgress job={job({ status: "importing", rows_checked: 1_050, rows_imported: 1_000 })} />);
    expect(screen.getByRole("status")).toHaveTextContent("Importing students: 1,000 of 1,050");
    expect(screen.getByRole("progressbar", { name: "Progress of the import" })).toHaveAttribute("aria-valuenow", "95");
  });

  it("shows why it stopped, and offers the result file once done", () => {
    renderWithApp(
      <QueryClientProvider client={new QueryClient()}>
        <ImportJobFailed job={job({ status: "failed", error: "The import stopped before it finished." })} />
        <ImportResultDownload
          job={job({ status: "done", result_url: "/api/partner/students/import/jobs/4/result/" })}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The import stopped before it finished.");
    expect(screen.getByRole("button", { name: "Download the file with the result of each row" })).toBeVisible();
  });
});
