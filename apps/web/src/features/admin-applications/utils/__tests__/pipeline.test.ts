import { describe, expect, it } from "vitest";
import { moveTargets, type PipelineStatus, sortPipeline } from "../pipeline";

const s = (id: number, name: string, sort_order: number, extra: Partial<PipelineStatus> = {}): PipelineStatus => ({
  id,
  name,
  colour: "blue",
  is_terminal: false,
  sort_order,
  is_active: true,
  ...extra,
});

describe("pipeline", () => {
  const statuses = [
    s(3, "Submitted", 30),
    s(1, "Draft", 10),
    s(9, "Rejected", 90, { is_terminal: true }),
    s(5, "Conditional offer", 50),
    s(6, "Old stage", 40, { is_active: false }),
    s(4, "Under review", 30),
  ];

  it("sorts by pipeline order, then id for ties", () => {
    expect(sortPipeline(statuses).map((x) => x.id)).toEqual([1, 3, 4, 6, 5, 9]);
  });

  it("offers every active status but the current one, in order, final ones included", () => {
    expect(moveTargets(statuses, 3).map((x) => x.name)).toEqual([
      "Draft",
      "Under review",
      "Conditional offer",
      "Rejected",
    ]);
  });

  it("does not change the list it is given", () => {
    const copy = [...statuses];
    moveTargets(statuses, 1);
    expect(statuses).toEqual(copy);
  });
});
