import type { ReportJob } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import "../../strings";
import { JobsTable } from "../jobs-table";

const job = (over: Partial<ReportJob> = {}): ReportJob => ({
  id: 41,
  kind: "students",
  format: "csv",
  filters: {},
  status: "running",
  total_rows: 3000,
  rows_written: 1000,
  file_name: null,
  size_bytes: null,
  error: null,
  download_url: null,
  created_at: "2026-11-25T10:00:00.000Z",
  finished_at: null,
  ...over,
});
const page = (rows: ReportJob[]) => ({ count: rows.length, next: null, previous: null, results: { data: rows } });

/** The live stream as the server sends it: the test pushes events into it. */
function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(new TextEncoder().encode(": connected\n\n"));
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    push: (event: string, data: unknown) =>
      controller.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

/** The API as far as this table uses it; a cancel changes what the list answers next. */
function server(initial: ReportJob[]) {
  let rows = initial;
  const stream = liveStream();
  const fetched = stubFetch(({ url, method }) => {
    const path = new URL(url, "http://x").pathname;
    if (path === "/api/notifications/stream/") return stream.response();
    if (path === "/api/partner/reports/jobs/") return json(200, page(rows));
    if (path === "/api/partner/reports/jobs/41/cancel/" && method === "POST") {
      const cancelled = job({ status: "cancelled", finished_at: "2026-11-25T10:01:00.000Z" });
      rows = [cancelled];
      return json(200, { data: cancelled });
    }
    return json(200, { data: [] });
  });
  return { ...fetched, stream };
}

describe("Your exports", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    useSession.getState().signIn(loginData({ permissions: ["reports.export", "students.view"] }), false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("an export whose end reached no cached row (its event came before the list) shows as done at the next check", async () => {
    let lists = 0;
    const finished = job({
      status: "done",
      rows_written: 3000,
      file_name: "students.csv",
      size_bytes: 1200,
      download_url: "/api/partner/reports/jobs/41/download/",
      finished_at: "2026-11-25T10:02:00.000Z",
    });
    const stream = liveStream();
    stubFetch(({ url }) => {
      const path = new URL(url, "http://x").pathname;
      if (path === "/api/notifications/stream/") return stream.response();
      if (path === "/api/partner/reports/jobs/") {
        lists += 1;
        // The first answer was read while the export still ran; it ended before the stream opened.
        return json(200, page([lists === 1 ? job() : finished]));
      }
      return json(200, { data: [] });
    });
    renderWidget(<JobsTable highlight={null} />);
    await vi.waitFor(() => expect(screen.getByTestId("job-status")).toHaveTextContent("Done"), { timeout: 14_000 });
    expect(lists).toBeGreaterThanOrEqual(2);
  });

  it("moves the progress bar and the row count with each live event, then offers the file", async () => {
    const { stream } = server([job()]);
    renderWidget(<JobsTable highlight={null} />);
    const bar = await screen.findByRole("progressbar", { name: "Export #41 progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "33");
    expect(screen.getByText("1,000 of 3,000 rows")).toBeInTheDocument();

    stream.push("report.progress", job({ rows_written: 2000 }));
    expect(await screen.findByText("2,000 of 3,000 rows")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Export #41 progress" })).toHaveAttribute("aria-valuenow", "67");

    stream.push(
      "report.progress",
      job({
        status: "done",
        rows_written: 3000,
        file_name: "students-2026-11-25.csv",
        size_bytes: 2048,
        download_url: "/api/partner/reports/jobs/41/download/",
      }),
    );
    expect(await screen.findByRole("button", { name: "Download students-2026-11-25.csv" })).toBeInTheDocument();
    expect(screen.getByTestId("job-status")).toHaveTextContent("Done");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel export #41" })).not.toBeInTheDocument();
  });

  it("cancels a running export after asking, and shows it cancelled", async () => {
    const { calls } = server([job()]);
    renderWidget(<JobsTable highlight={null} />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel export #41" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this export?" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel export" }));
    await vi.waitFor(() => expect(screen.getByTestId("job-status")).toHaveTextContent("Cancelled"));
    expect(calls.filter((c) => c.method === "POST").map((c) => new URL(c.url, "http://x").pathname)).toEqual([
      "/api/partner/reports/jobs/41/cancel/",
    ]);
    expect(screen.queryByRole("button", { name: "Cancel export #41" })).not.toBeInTheDocument();
  });

  it("keeping it running sends nothing", async () => {
    const { calls } = server([job({ status: "queued", rows_written: 0 })]);
    renderWidget(<JobsTable highlight={null} />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel export #41" }));
    await userEvent.click(await screen.findByRole("button", { name: "Keep it running" }));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(screen.getByTestId("job-status")).toHaveTextContent("Queued");
  });
});
