import { describe, expect, it } from "vitest";
import { attachmentProblem, formatBytes } from "../attachment-file";
import { isUnresolved, priorityColour, statusColour, statusTabs } from "../labels";

describe("statusTabs", () => {
  it("puts All first with the sum, then every status with its count (0 when absent)", () => {
    expect(statusTabs({ open: 3, resolved: 2 })).toEqual([
      { value: "", count: 5 },
      { value: "open", count: 3 },
      { value: "in_progress", count: 0 },
      { value: "awaiting_partner", count: 0 },
      { value: "resolved", count: 2 },
      { value: "closed", count: 0 },
    ]);
  });

  it("counts zero before the answer arrives", () => {
    expect(statusTabs(undefined)[0]).toEqual({ value: "", count: 0 });
  });
});

describe("labels", () => {
  it("colours known values and falls back to gray", () => {
    expect(statusColour("resolved")).toBe("teal");
    expect(priorityColour("urgent")).toBe("red");
    expect(statusColour("mystery")).toBe("gray");
  });

  it("knows which statuses still wait for a resolution", () => {
    expect(["open", "in_progress", "awaiting_partner", "resolved", "closed"].map(isUnresolved)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("attachmentProblem", () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it("accepts PDF, JPG and PNG up to 10 MB", () => {
    expect(attachmentProblem(file("a.pdf", "application/pdf"))).toBeNull();
    expect(attachmentProblem(file("a.jpg", "image/jpeg"))).toBeNull();
    expect(attachmentProblem(file("a.PNG", ""))).toBeNull();
  });
  it("refuses other types and files over 10 MB", () => {
    expect(attachmentProblem(file("a.docx", "application/msword"))).toBe("fileType");
    expect(attachmentProblem(file("a.pdf", "application/pdf", 10 * 1024 * 1024 + 1))).toBe("fileSize");
  });
  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2.0 KB");
    expect(formatBytes(3 * 1024 * 1024)).toBe("3.0 MB");
  });
});
