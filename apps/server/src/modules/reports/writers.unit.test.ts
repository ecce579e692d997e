import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { reportStream } from "./writers";

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
      const stream = reportStream(format, ["Name"], failing());
      // The consumer attaches late, as the storage does after making the file's folder; by then the stream failed.
      await new Promise((r) => setTimeout(r, 50));
      expect(stream.destroyed).toBe(true);
      await expect(pipeline(stream, sink())).rejects.toThrow(/administrator command/);
    });
  }
});
