import { afterEach, describe, expect, it, vi } from "vitest";
import { createCountCache } from "./count-cache";

afterEach(() => vi.useRealTimers());

describe("count cache", () => {
  it("counts once per key within the time-to-live, again after it or after clear()", async () => {
    vi.useFakeTimers();
    const cache = createCountCache(1_000);
    let calls = 0;
    const count = async () => ++calls * 10;
    expect(await cache.get("a", count)).toBe(10);
    expect(await cache.get("a", count)).toBe(10);
    expect(await cache.get("b", count)).toBe(20);
    vi.advanceTimersByTime(1_001);
    expect(await cache.get("a", count)).toBe(30);
    cache.clear();
    expect(await cache.get("a", count)).toBe(40);
  });

  it("forgets a failed count and keeps at most maxEntries keys", async () => {
    const cache = createCountCache(60_000, 2);
    await expect(cache.get("x", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("x", async () => 5)).toBe(5);
    await cache.get("y", async () => 6);
    await cache.get("z", async () => 7);
    // "x" was the oldest and made room for "z".
    expect(await cache.get("x", async () => 8)).toBe(8);
  });
});
