import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencyRates } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { addStudent, countryId, levelId, patchStudent } from "../../test/factories";

/** Matching compares tuition with a budget in another currency through the Superadmin's ACTIVE rates only (issue 18). */
let app: TestApp;
let partner: string;
let admin: string;
let studentId: number;
let gb: number;
let ca: number;
let ug: number;

beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
  admin = (await login(app, "admin")).access;
  ug = await levelId(app.db, "Undergraduate");
  // A student who wants an undergraduate degree: the matches below are at that level (issue 35).
  studentId = await addStudent(app, partner, { study_level_id: ug });
  gb = await countryId(app.db, "GB");
  ca = await countryId(app.db, "CA");
});
afterAll(async () => {
  // The rates are the worker's reference data: whatever a test left off is on again.
  await app.db
    .update(currencyRates)
    .set({ is_active: true })
    .where(inArray(currencyRates.currency, ["GBP", "CAD"]));
  await app.close();
});

type Match = { course: { id: number; tuition_fee: string; currency: string }; score: number; fit: { budget: boolean } };

const budget = async (amount: number, currency: string) => {
  const res = await patchStudent(app, partner, studentId, { budget_amount: amount, budget_currency: currency });
  expect(res.statusCode, res.body).toBe(200);
};
const matches = async (country: number) => {
  const res = await app.inject({
    url: `/api/partner/students/${studentId}/matches/?country=${country}&study_level=${ug}&page_size=100`,
    headers: bearer(partner),
  });
  expect(res.statusCode, res.body).toBe(200);
  // The whole filtered set on one page, so before and after compare the same courses.
  expect(res.json().count).toBeLessThanOrEqual(100);
  return new Map((res.json().results.data as Match[]).map((m) => [m.course.id, m]));
};
/** The Superadmin turns a rate on or off in Masters → Currency rates. */
const setActive = async (currency: string, is_active: boolean) => {
  const list = await app.inject({ url: `/api/masters/currency-rates/?search=${currency}`, headers: bearer(admin) });
  const rate = (list.json().results.data as { id: number; currency: string }[]).find((r) => r.currency === currency)!;
  const res = await app.inject({
    method: "PATCH",
    url: `/api/masters/currency-rates/${rate.id}/`,
    headers: bearer(admin),
    payload: { is_active },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe("course matching and the Superadmin's exchange rates", () => {
  it("with the budget currency's rate inactive, no tuition is compared with the budget; active again, it is", async () => {
    await budget(20_000, "GBP");
    const before = await matches(gb);
    // UK undergraduate tuition runs from 15,500 to 26,000 GBP: some within the budget, some above it.
    const within = [...before.values()].filter((m) => m.fit.budget);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(before.size);
    // A fee equal to the budget fits (compared to the cent, not through a rounded trip via US dollars).
    for (const m of before.values()) {
      expect([m.course.tuition_fee, m.fit.budget]).toEqual([
        m.course.tuition_fee,
        Number(m.course.tuition_fee) <= 20_000,
      ]);
    }

    await setActive("GBP", false);
    const off = await matches(gb);
    expect([...off.keys()].sort()).toEqual([...before.keys()].sort());
    // Unknown now, neither met nor not met: the budget fits no course and adds to no score.
    expect([...off.values()].filter((m) => m.fit.budget)).toEqual([]);
    for (const [id, m] of before) {
      if (m.fit.budget) expect(off.get(id)!.score).toBeLessThan(m.score);
      else expect(off.get(id)!.score).toBe(m.score);
    }

    await setActive("GBP", true);
    const on = await matches(gb);
    expect([...on.values()].map((m) => [m.course.id, m.fit.budget, m.score])).toEqual(
      [...before.values()].map((m) => [m.course.id, m.fit.budget, m.score]),
    );
  });

  it("with a course currency's rate inactive, its courses are not compared; the others still are", async () => {
    // A budget every course is within, wherever its rate allows the comparison.
    await budget(1_000_000, "GBP");
    const canada = await matches(ca);
    expect(canada.size).toBeGreaterThan(0);
    expect([...canada.values()].every((m) => m.course.currency === "CAD" && m.fit.budget)).toBe(true);

    await setActive("CAD", false);
    expect([...(await matches(ca)).values()].filter((m) => m.fit.budget)).toEqual([]);
    const uk = await matches(gb);
    expect([...uk.values()].every((m) => m.course.currency === "GBP" && m.fit.budget)).toBe(true);

    await setActive("CAD", true);
    expect([...(await matches(ca)).values()].every((m) => m.fit.budget)).toBe(true);
  });
});
