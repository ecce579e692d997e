import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../lib/api-error";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { runExport } from "../run-export";

const csvResponse = (body: string) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        for (const line of body.split(/(?<=\n)/)) c.enqueue(new TextEncoder().encode(line));
        c.close();
      },
    }),
    {
      status: 200,
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="students-2026-01-31.csv"; filename*=UTF-8''students-2026-01-31.csv`,
        "x-total-rows": "2",
      },
    },
  );

let saved: { name: string; size: number }[] = [];
beforeEach(() => {
  resetSession();
  useSession.getState().signIn(loginData({ permissions: ["reports.export", "students.view"] }), false);
  saved = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: 0 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("runExport", () => {
  it("streams a CSV with the bearer token, reports rows and saves it under the server's name", async () => {
    const { calls } = stubFetch(() => csvResponse("ID,Name\n1,Ana\n2,Bo\n"));
    const progress: (number | null)[] = [];
    let total: number | null = null;
    const result = await runExport({
      kind: "students",
      format: "csv",
      filters: { search: "ana", status: "" },
      background: false,
      signal: new AbortController().signal,
      onStart: (n) => {
        total = n;
      },
      onProgress: (p) => progress.push(p.rows),
    });
    expect(calls[0]).toMatchObject({
      url: "/api/partner/reports/students/?search=ana&format=csv",
      // The file is written in the interface's language (issue 35).
      headers: { Authorization: "Bearer access-1", "Accept-Language": "en" },
    });
    expect(total).toBe(2);
    expect(progress).toEqual([0, 1, 2]);
    expect(result).toEqual({ type: "file", filename: "students-2026-01-31.csv", rows: 2 });
    expect(saved.map((s) => s.name)).toEqual(["students-2026-01-31.csv"]);
  });

  it("hands back the job of a background export", async () => {
    const job = { id: 5, kind: "students", format: "xlsx", status: "queued" };
    const { calls } = stubFetch(() => json(202, { data: job }));
    const result = await runExport({
      kind: "students",
      format: "xlsx",
      filters: {},
      background: true,
      signal: new AbortController().signal,
    });
    expect(calls[0]!.url).toBe("/api/partner/reports/students/?format=xlsx&background=true");
    expect(result).toEqual({ type: "job", job });
    expect(saved).toEqual([]);
  });

  it("turns a refusal into an ApiError with the server's sentence", async () => {
    stubFetch(() => json(403, { status_code: 403, message: "You do not have permission to do this." }));
    const run = runExport({
      kind: "sublogins",
      format: "csv",
      filters: {},
      background: false,
      signal: new AbortController().signal,
    });
    await expect(run).rejects.toBeInstanceOf(ApiError);
    await expect(run).rejects.toMatchObject({ status: 403, message: "You do not have permission to do this." });
  });
});
