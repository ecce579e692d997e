import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDraft } from "../use-draft";

describe("useDraft", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes after the pause, once, with the newest commit function", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ commit }) => useDraft("", commit, 300), {
      initialProps: { commit: first },
    });
    act(() => result.current.onChange("Sci"));
    act(() => result.current.onChange("Science"));
    expect(result.current.value).toBe("Science");
    // Another filter changed meanwhile: the page rendered with a new commit that knows it.
    rerender({ commit: second });
    act(() => vi.advanceTimersByTime(300));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith("Science");
  });

  it("writes at once on flush, and follows the URL when it changes elsewhere", () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useDraft(value, commit, 300), {
      initialProps: { value: "" },
    });
    act(() => result.current.onChange("Law"));
    act(() => result.current.flush());
    expect(commit).toHaveBeenCalledWith("Law");
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).toHaveBeenCalledTimes(1);
    rerender({ value: "" });
    rerender({ value: "Nursing" });
    expect(result.current.value).toBe("Nursing");
  });
});
