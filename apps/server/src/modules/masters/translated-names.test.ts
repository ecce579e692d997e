import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";

/** Issue 35 (docs/decisions/048): statuses and study levels carry a name per language, kept in Masters. */
let app: TestApp;
let admin: string;
let partner: string;
let counsellor: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
  counsellor = (await login(app, "counsellor")).access;
});
// The worker's reference data is shared with the files that run after this one (test/db.ts): put back what this
// file changed, or they meet an eleventh study level and a renamed Draft.
let createdLevel: number | undefined;
afterAll(async () => {
  if (createdLevel !== undefined) await call("DELETE", `/masters/study-levels/${createdLevel}/`, admin);
  await call("PATCH", "/masters/application-statuses/1/", admin, {
    names: { es: "Borrador", ar: "مسودة", vi: "Bản nháp", zh: "草稿" },
  });
  await app.close();
});

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string | null, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type Named = { id: number; name: string; names: Record<string, string> };
const names = async (token: string) =>
  (await call("GET", "/reference/names/", token)).json().data as { statuses: Named[]; levels: Named[] };

describe("names per language", () => {
  it("every signed-in person reads the statuses and levels with their names; nobody else", async () => {
    expect((await call("GET", "/reference/names/", null)).statusCode).toBe(401);
    for (const token of [admin, partner, counsellor]) {
      const { statuses, levels } = await names(token);
      expect(statuses.find((s) => s.name === "Draft")?.names).toEqual({
        es: "Borrador",
        ar: "مسودة",
        vi: "Bản nháp",
        zh: "草稿",
      });
      expect(levels.find((l) => l.name === "Undergraduate")?.names.zh).toBe("本科");
      // Every demo status and level has a name in each language.
      for (const row of [...statuses, ...levels])
        expect(Object.keys(row.names).sort()).toEqual(["ar", "es", "vi", "zh"]);
    }
  });

  it("the Superadmin writes them in Masters; an empty one falls back to English; bad ones change nothing", async () => {
    const created = await call("POST", "/masters/study-levels/", admin, {
      name: "Pathway Programme",
      names: { es: "  Programa puente ", ar: "", zh: "衔接课程", fr: "Parcours" },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    createdLevel = id;
    // Trimmed, the empty Arabic one and the unknown language dropped.
    expect(created.json().data.names).toEqual({ es: "Programa puente", zh: "衔接课程" });
    expect((await names(partner)).levels.find((l) => l.id === id)?.names).toEqual({
      es: "Programa puente",
      zh: "衔接课程",
    });

    const tooLong = await call("PATCH", `/masters/study-levels/${id}/`, admin, { names: { vi: "x".repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("A name in another language is at most 100 characters.");
    const notText = await call("PATCH", `/masters/application-statuses/1/`, admin, { names: { es: 5 } });
    expect(notText.statusCode).toBe(400);
    expect(notText.body).toContain("A name in another language is text.");
    const notObject = await call("PATCH", `/masters/study-levels/${id}/`, admin, { names: "Programa" });
    expect(notObject.statusCode).toBe(400);
    expect((await names(admin)).levels.find((l) => l.id === id)?.names).toEqual({
      es: "Programa puente",
      zh: "衔接课程",
    });

    const changed = await call("PATCH", `/masters/study-levels/${id}/`, admin, { names: { es: "Programa de acceso" } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.names).toEqual({ es: "Programa de acceso" });
    // A status's Spanish name is read back in the Masters list too.
    const status = await call("PATCH", "/masters/application-statuses/1/", admin, {
      names: { es: "Borrador nuevo", ar: "مسودة", vi: "Bản nháp", zh: "草稿" },
    });
    expect(status.statusCode).toBe(200);
    const list = await call("GET", "/masters/application-statuses/?page_size=100", admin);
    expect(list.json().results.data.find((s: Named) => s.id === 1).names.es).toBe("Borrador nuevo");

    // Only the Superadmin writes Masters.
    expect((await call("PATCH", `/masters/study-levels/${id}/`, partner, { names: { es: "Otro" } })).statusCode).toBe(
      403,
    );
  });
});
