import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { reportStream, safeCell } from "./writers";

/** Batches whose first query fails, as one does when the database cuts its connection (issue 33). */
async function* failing(): AsyncGenerator<(string | number | null)[][]> {
  const cut = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
  yield await Promise.reject(cut);
}

const sink = () =>
  new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });

describe("an export stream whose query fails before anyone reads it", () => {
  for (const format of ["csv", "xlsx"] as const) {
    it(`${format}: the failure waits for the reader (no unhandled 'error' event) and reaches its pipeline`, async () => {
      const stream = reportStream(format, [{ label: "Name" }], failing());
      // The consumer attaches late, as the storage does after making the file's folder; by then the stream failed.
      await new Promise((r) => setTimeout(r, 50));
      expect(stream.destroyed).toBe(true);
      await expect(pipeline(stream, sink())).rejects.toThrow(/administrator command/);
    });
  }
});

describe("a CSV cell a spreadsheet would run", () => {
  it("is neutralised in every column, but a phone column's plain phone number stays as written", () => {
    for (const v of ["=1+2", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "\tx", "\r=1"]) {
      expect(safeCell(v)).toBe(`'${v}`);
      expect(safeCell(v, "phone")).toBe(`'${v}`);
    }
    expect(safeCell("+91 98765 43210", "phone")).toBe("+91 98765 43210");
    expect(safeCell("+1 (415) 555-0100", "phone")).toBe("+1 (415) 555-0100");
    expect(safeCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(safeCell("+44 20 HYPERLINK", "phone")).toBe("'+44 20 HYPERLINK");
    expect(safeCell("Ana")).toBe("Ana");
    expect(safeCell(12)).toBe(12);
  });
});
