import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, currencyRates } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";

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
afterAll(async () => {
  // Reference data outlives this file: the made-up rates go again.
  for (const code of made) await app.db.delete(currencyRates).where(eq(currencyRates.currency, code));
  await app.close();
});

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const rows = () => app.db.select().from(currencyRates).orderBy(currencyRates.currency);

/** Made-up codes (Q.. is no ISO 4217 currency) that no rate has yet, remembered to be removed at the end. */
const made: string[] = [];
async function freeCode() {
  const taken = new Set((await rows()).map((r) => r.currency).concat(made));
  // An ISO 4217 code no rate has yet: only those are accepted (issue 35).
  const free = Intl.supportedValuesOf("currency").filter((c) => !taken.has(c));
  const code = free[Math.floor(Math.random() * free.length)]!;
  made.push(code);
  return code;
}
/** A date `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("Masters: currency rates (issue 18)", () => {
  it("are listed for every signed-in user, in currency order, with the rate and its date; searched by currency", async () => {
    const res = await call("GET", "/masters/currency-rates/?page_size=100", counsellor);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().results.data as { currency: string; per_usd: number; as_of: string }[];
    const codes = items.map((r) => r.currency);
    expect(codes).toEqual([...codes].sort());
    expect(items.find((r) => r.currency === "GBP")).toMatchObject({ per_usd: 0.79, as_of: "2026-11-20" });
    const search = await call("GET", "/masters/currency-rates/?search=gb", partner);
    expect(search.json().results.data.map((r: { currency: string }) => r.currency)).toEqual(["GBP"]);
  });

  it("are created by the Superadmin (the code upper-cased), changed, deactivated and deleted, each audited", async () => {
    const code = await freeCode();
    const created = await call("POST", "/masters/currency-rates/", admin, {
      currency: code.toLowerCase(),
      per_usd: 1234.5678,
      as_of: day(-3),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ currency: code, per_usd: 1234.5678, as_of: day(-3), is_active: true });

    const changed = await call("PATCH", `/masters/currency-rates/${id}/`, admin, { per_usd: 1250, as_of: day(0) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ currency: code, per_usd: 1250, as_of: day(0), is_active: true });

    const off = await call("PATCH", `/masters/currency-rates/${id}/`, admin, { is_active: false });
    expect(off.json().data).toMatchObject({ per_usd: 1250, is_active: false });
    const [row] = await app.db.select().from(currencyRates).where(eq(currencyRates.currency, code));
    expect(row?.is_active).toBe(false);
    const active = await call("GET", "/masters/currency-rates/?is_active=true&page_size=100", admin);
    expect(active.json().results.data.map((r: { currency: string }) => r.currency)).not.toContain(code);

    // Nothing refers to a rate: it may be deleted.
    const del = await call("DELETE", `/masters/currency-rates/${id}/`, admin);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe("Currency rate deleted.");
    expect(await app.db.select().from(currencyRates).where(eq(currencyRates.currency, code))).toEqual([]);
    const trail = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "currency-rates"), eq(auditLog.entity_id, String(id))));
    expect(trail.map((a) => a.action).sort()).toEqual([
      "masters.currency-rates.create",
      "masters.currency-rates.delete",
      "masters.currency-rates.update",
      "masters.currency-rates.update",
    ]);
  });

  it("a second rate for a currency is a 409 on the currency, with the sentence, and nothing changes", async () => {
    const before = await rows();
    const dup = await call("POST", "/masters/currency-rates/", admin, { currency: "gbp", per_usd: 0.8, as_of: day(0) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("A rate for this currency already exists.");
    expect(dup.json().errors).toEqual({ currency: ["A rate for this currency already exists."] });
    // Renaming a rate to a currency that has one is the same clash.
    const eur = before.find((r) => r.currency === "EUR")!;
    const renamed = await call("PATCH", `/masters/currency-rates/${eur.id}/`, admin, { currency: "GBP" });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors.currency).toEqual(["A rate for this currency already exists."]);
    expect(await rows()).toEqual(before);
  });

  it.each([
    [{ currency: "GB" }, "currency", "The currency is a three-letter ISO 4217 code, e.g. GBP."],
    [{ currency: "G1P" }, "currency", "The currency is a three-letter ISO 4217 code, e.g. GBP."],
    [{ currency: "POUND" }, "currency", "The currency is a three-letter ISO 4217 code, e.g. GBP."],
    [{ currency: undefined }, "currency", "Currency is required."],
    [{ per_usd: 0 }, "per_usd", "Rate per US dollar is more than 0."],
    [{ per_usd: -1.2 }, "per_usd", "Rate per US dollar is more than 0."],
    [{ per_usd: "abc" }, "per_usd", "Rate per US dollar is a number."],
    [{ per_usd: undefined }, "per_usd", "Rate per US dollar is required."],
    [{ per_usd: 10_000_001 }, "per_usd", "Rate per US dollar is at most 10,000,000."],
    [{ per_usd: 1.0000001 }, "per_usd", "Rate per US dollar has at most 6 decimal places."],
    [{ as_of: "2026-13-01" }, "as_of", "As-of date is a date like 2026-01-31."],
    [{ as_of: "yesterday" }, "as_of", "As-of date is a date like 2026-01-31."],
    [{ as_of: undefined }, "as_of", "As-of date is required."],
    [{ as_of: day(2) }, "as_of", "As-of date cannot be in the future."],
  ])(
    "%o is a 400 on %s with its sentence, as a create and as a change; nothing changes",
    async (bad, field, message) => {
      const before = await rows();
      const body = { currency: await freeCode(), per_usd: 2, as_of: day(-1), ...bad };
      const res = await call("POST", "/masters/currency-rates/", admin, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ [field]: [message] });
      if (Object.values(bad)[0] !== undefined) {
        const gbp = before.find((r) => r.currency === "GBP")!;
        const change = await call("PATCH", `/masters/currency-rates/${gbp.id}/`, admin, bad);
        expect(change.statusCode, change.body).toBe(400);
        expect(change.json().errors).toEqual({ [field]: [message] });
      }
      expect(await rows()).toEqual(before);
    },
  );

  it("the US dollar's own rate is 1", async () => {
    const usd = (await rows()).find((r) => r.currency === "USD")!;
    const res = await call("PATCH", `/masters/currency-rates/${usd.id}/`, admin, { per_usd: 1.1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ per_usd: ["One US dollar is 1 USD: its rate is 1."] });
    const renamed = await call("POST", "/masters/currency-rates/", admin, {
      currency: "usd",
      per_usd: 3,
      as_of: day(0),
    });
    expect(renamed.statusCode).toBe(400);
    expect((await rows()).find((r) => r.currency === "USD")).toEqual(usd);
  });

  it("partners and sub-logins read them but write nothing", async () => {
    const before = await rows();
    const gbp = before.find((r) => r.currency === "GBP")!;
    for (const token of [partner, counsellor]) {
      const body = { currency: await freeCode(), per_usd: 2, as_of: day(0) };
      expect((await call("POST", "/masters/currency-rates/", token, body)).statusCode).toBe(403);
      expect((await call("PATCH", `/masters/currency-rates/${gbp.id}/`, token, { is_active: false })).statusCode).toBe(
        403,
      );
      expect((await call("DELETE", `/masters/currency-rates/${gbp.id}/`, token)).statusCode).toBe(403);
      expect((await call("GET", `/masters/currency-rates/${gbp.id}/`, token)).json().data.currency).toBe("GBP");
    }
    expect(await rows()).toEqual(before);
  });
});
