import { PUBLIC_PAGE_ADDRESS } from "@pp/shared/paths";
import { describe, expect, it } from "vitest";
import { paths } from "../paths";
import { publicPaths } from "../public-paths";

/** Every route's path in the route table, with a sample for each parameter. */
function everyPath(node: unknown): string[] {
  if (!node || typeof node !== "object") return [];
  const path = (node as { path?: unknown }).path;
  if (typeof path === "string") return [path.replace(/:\w+/g, "12")];
  return Object.values(node).flatMap(everyPath);
}

describe("the server's public page addresses (PUBLIC_PAGE_ADDRESS, decision 036)", () => {
  it("cover every page reached before signing in, and no signed-in page", () => {
    const before = Object.entries(publicPaths)
      .filter(([key]) => key !== "root" && key !== "dashboard")
      .map(([, p]): string => p.path);
    expect(before.length).toBeGreaterThan(5);
    for (const path of before) expect(PUBLIC_PAGE_ADDRESS.test(path), path).toBe(true);
    const signedIn = everyPath(paths).filter((path) => !before.includes(path) && path !== publicPaths.root.path);
    expect(signedIn).toContain("/dashboard/sales");
    expect(signedIn.length).toBeGreaterThan(40);
    for (const path of signedIn) expect(PUBLIC_PAGE_ADDRESS.test(path), path).toBe(false);
  });
});
