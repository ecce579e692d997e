import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadPageOnce, RELOAD_FLAG } from "../lazy-page";

describe("loading a page module", () => {
  beforeEach(() => sessionStorage.clear());

  it("reloads the page once when the module fails to load", async () => {
    const reload = vi.fn();
    const load = vi.fn().mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));

    const outcome = vi.fn();
    void loadPageOnce(load, { storage: sessionStorage, reload }).then(outcome, outcome);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    expect(sessionStorage.getItem(RELOAD_FLAG)).toBe("1");
    await Promise.resolve();
    expect(outcome).not.toHaveBeenCalled();
  });

  it("after that reload, a second failure is reported instead of reloading again", async () => {
    sessionStorage.setItem(RELOAD_FLAG, "1");
    const reload = vi.fn();
    const failure = new TypeError("Failed to fetch dynamically imported module");

    await expect(loadPageOnce(() => Promise.reject(failure), { storage: sessionStorage, reload })).rejects.toBe(
      failure,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it("a successful load clears the flag so a later deploy can reload again", async () => {
    sessionStorage.setItem(RELOAD_FLAG, "1");
    const page = await loadPageOnce(() => Promise.resolve("Page"), { storage: sessionStorage, reload: vi.fn() });
    expect(page).toBe("Page");
    expect(sessionStorage.getItem(RELOAD_FLAG)).toBeNull();
  });
});
