import { describe, expect, it } from "vitest";
import { canWithdraw, latestFileByKind, missingItems, submitState, timelineTitle } from "../application-state";

const draft = { id: 1, name: "Draft", colour: "gray", is_terminal: false };
const item = (kind: string, uploaded: boolean) => ({ kind, label: kind.toUpperCase(), uploaded });

describe("submitState", () => {
  it("is enabled for a Draft whose checklist is complete", () => {
    expect(submitState({ status: draft, checklist: [item("passport", true), item("cv", true)] })).toEqual({
      visible: true,
      enabled: true,
    });
  });

  it("is disabled while any item is missing, and names the missing ones", () => {
    expect(submitState({ status: draft, checklist: [item("passport", true), item("cv", false)] })).toEqual({
      visible: true,
      enabled: false,
      reason: "needsDocuments",
      missing: ["CV"],
    });
  });

  it("is hidden once the application has left Draft", () => {
    const submitted = { ...draft, id: 3, name: "Submitted" };
    expect(submitState({ status: submitted, checklist: [item("passport", true)] })).toEqual({ visible: false });
  });

  it("an empty checklist counts as complete", () => {
    expect(submitState({ status: draft, checklist: [] })).toEqual({ visible: true, enabled: true });
  });
});

describe("missingItems and canWithdraw", () => {
  it("keeps only the items not uploaded", () => {
    expect(missingItems([item("a", true), item("b", false), item("c", false)]).map((c) => c.kind)).toEqual(["b", "c"]);
  });

  it("offers Withdraw until a final status", () => {
    expect(canWithdraw({ status: draft })).toBe(true);
    expect(canWithdraw({ status: { ...draft, name: "Enrolled", is_terminal: true } })).toBe(false);
  });
});

describe("timelineTitle", () => {
  it("the first entry (no from) is the creation", () => {
    expect(timelineTitle({ from: null, to: { id: 1, name: "Draft" } })).toEqual({ key: "created", to: "Draft" });
  });

  it("a later entry is a move from → to", () => {
    expect(timelineTitle({ from: { id: 1, name: "Draft" }, to: { id: 3, name: "Submitted" } })).toEqual({
      key: "move",
      from: "Draft",
      to: "Submitted",
    });
  });
});

describe("latestFileByKind", () => {
  it("keeps the first (newest) file of each kind", () => {
    const files = latestFileByKind([
      { kind: "passport", file_name: "new.pdf" },
      { kind: "cv", file_name: "cv.pdf" },
      { kind: "passport", file_name: "old.pdf" },
    ]);
    expect(files.get("passport")).toBe("new.pdf");
    expect(files.get("cv")).toBe("cv.pdf");
    expect(files.get("sop")).toBeUndefined();
  });
});
