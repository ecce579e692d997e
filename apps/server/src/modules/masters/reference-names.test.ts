import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studyLevels } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/app";
import { invalidateReferenceNames, namesFor, referenceNames } from "./reference-names";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("reference names in memory", () => {
  it("finds a row added after the cache was filled by reloading once", async () => {
    invalidateReferenceNames(app.db);
    const before = await referenceNames(app.db);
    const [row] = await app.db
      .insert(studyLevels)
      .values({ name: `Level ${Date.now()}`, sort_order: 99 })
      .returning();
    try {
      expect(before.levels.has(row!.id)).toBe(false);
      const name = await namesFor(app.db, (n) => n.levels.get(row!.id) ?? null);
      expect(name).toBe(row!.name);
      expect((await referenceNames(app.db)).levels.get(row!.id)).toBe(row!.name);
      await expect(namesFor(app.db, () => null)).rejects.toThrow("reference data missing");
    } finally {
      await app.db.delete(studyLevels).where(eq(studyLevels.id, row!.id));
      invalidateReferenceNames(app.db);
    }
  });
});
