import { describe, expect, it } from "vitest";
import {
  countNewlines,
  formatBytes,
  progressPercent,
  readWithProgress,
  rowsFromLines,
  type StreamProgress,
} from "../stream-progress";

const bytes = (s: string) => new TextEncoder().encode(s);
const streamOf = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(bytes(p));
      controller.close();
    },
  });

describe("row counting", () => {
  it("counts line breaks and leaves out the header line", () => {
    expect(countNewlines(bytes("a,b\n1,2\n3,4\n"))).toBe(3);
    expect(rowsFromLines(3, 10)).toBe(2);
    expect(rowsFromLines(0, 10)).toBe(0);
    // A quoted cell with a line break must not push the count past the total.
    expect(rowsFromLines(12, 5)).toBe(5);
  });

  it("gives a percentage only when rows and the total are known", () => {
    expect(progressPercent({ bytes: 10, rows: 25 }, 100)).toBe(25);
    expect(progressPercent({ bytes: 10, rows: 0 }, 0)).toBe(100);
    expect(progressPercent({ bytes: 10, rows: null }, 100)).toBeNull();
    expect(progressPercent({ bytes: 10, rows: 3 }, null)).toBeNull();
  });
});

describe("readWithProgress", () => {
  it("reports rows and bytes after each chunk and returns every chunk", async () => {
    const seen: StreamProgress[] = [];
    const chunks = await readWithProgress(streamOf(["ID,Name\n1,A", "na\n2,Bo\n", "3,Cy\n"]), {
      countRows: true,
      total: 3,
      onProgress: (p) => seen.push(p),
    });
    expect(seen).toEqual([
      { bytes: 11, rows: 0 },
      { bytes: 19, rows: 2 },
      { bytes: 24, rows: 3 },
    ]);
    expect(new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c])))).toBe(
      "ID,Name\n1,Ana\n2,Bo\n3,Cy\n",
    );
  });

  it("reports only bytes for a binary file", async () => {
    const seen: StreamProgress[] = [];
    await readWithProgress(streamOf(["PK\u0003\u0004", "\n\n"]), {
      countRows: false,
      total: 2,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.at(-1)).toEqual({ bytes: 6, rows: null });
  });

  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2.0 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});
