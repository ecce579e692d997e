import { describe, expect, it } from "vitest";
import { fileKind, formatBytes, titleFromFileName } from "../files";

describe("bank file helpers", () => {
  it("formats sizes", () => {
    expect(formatBytes(980)).toBe("980 B");
    expect(formatBytes(14 * 1024 + 10)).toBe("14 KB");
    expect(formatBytes(2.45 * 1024 * 1024)).toBe("2.5 MB");
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
  });

  it("tells the kind from the type or the name", () => {
    expect(fileKind("application/pdf")).toBe("pdf");
    expect(fileKind("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("word");
    expect(fileKind("", "prices.xlsx")).toBe("excel");
    expect(fileKind("application/vnd.openxmlformats-officedocument.presentationml.presentation")).toBe("powerpoint");
    expect(fileKind("image/png")).toBe("image");
    expect(fileKind("application/octet-stream", "x.bin")).toBe("file");
  });

  it("suggests a title from a file name", () => {
    expect(titleFromFileName("visa-guide_2026.pdf")).toBe("Visa guide 2026");
    expect(titleFromFileName(".pdf")).toBe("");
  });
});
