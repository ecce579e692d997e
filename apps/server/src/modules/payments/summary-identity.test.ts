import { COMMISSION_STATUSES, type CommissionSummary } from "@pp/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, commissions } from "../../db/schema/index";
import { seeded } from "../../seed/random";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { seedBooks } from "../../test/factories";

let app: TestApp;
let admin: string;
let partner: string;
let partner2: string;

/** The demo book for two partners with their commission records, as the demo seed makes them. */
beforeAll(async () => {
  app = await buildTestApp();
  await seedBooks(
    app.db,
    [
      [1, 100, 11],
      [2, 40, 12],
    ],
    3,
  );
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
  partner2 = (await login(app, "partner2")).access;
}, 120_000);
afterAll(() => app.close());

/** "-12.30" as -1230 cents, exactly (no floating point). */
const cents = (amount: string | null): bigint => {
  if (amount === null) return 0n;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) throw new Error(`not a decimal amount: ${amount}`);
  const v = BigInt(m[2]!) * 100n + BigInt((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -v : v;
};
const PARTS = ["received", "outstanding", "on_hold", "disputed", "shortfall"] as const;

async function summary(url: string, token: string) {
  const res = await app.inject({ url: `/api${url}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CommissionSummary;
}

/** Each currency's parts add up to its expected amount, to the cent; the parts match the rows they come from. */
async function checkIdentity(url: string, token: string, partnerId: number | null) {
  const s = await summary(url, token);
  const rows = await app.db
    .select({
      currency: commissions.currency,
      status: commissions.status,
      expected: commissions.expected_amount,
      received: commissions.received_amount,
    })
    .from(commissions)
    .where(partnerId === null ? undefined : sql`${commissions.partner_id} = ${partnerId}`);
  const want = new Map<string, Record<"expected" | (typeof PARTS)[number], bigint> & { records: number }>();
  for (const r of rows) {
    const t = want.get(r.currency) ?? {
      records: 0,
      expected: 0n,
      received: 0n,
      outstanding: 0n,
      on_hold: 0n,
      disputed: 0n,
      shortfall: 0n,
    };
    const rest = cents(r.expected) - cents(r.received);
    t.records += 1;
    t.expected += cents(r.expected);
    t.received += cents(r.received);
    if (r.status === "paid") t.shortfall += rest;
    else if (r.status === "on_hold") t.on_hold += rest;
    else if (r.status === "disputed") t.disputed += rest;
    else t.outstanding += rest;
    want.set(r.currency, t);
  }
  expect(s.currencies.map((c) => c.currency).sort()).toEqual([...want.keys()].sort());
  for (const c of s.currencies) {
    const sum = PARTS.reduce((n, k) => n + cents(c[k]), 0n);
    expect(sum, `${url} ${c.currency}: ${JSON.stringify(c)}`).toBe(cents(c.expected));
    const w = want.get(c.currency)!;
    expect(c.records).toBe(w.records);
    for (const k of ["expected", ...PARTS] as const) expect(cents(c[k]), `${c.currency} ${k}`).toBe(w[k]);
    // Two decimals always, as every amount of the API.
    for (const k of ["expected", ...PARTS] as const) expect(c[k]).toMatch(/^-?\d+\.\d{2}$/);
  }
  return s;
}

describe("the payment summary", () => {
  it("adds up per currency on the demo data: expected = received + outstanding + on hold + disputed + shortfall", async () => {
    await checkIdentity("/partner/payments/summary/", partner, 1);
    await checkIdentity("/partner/payments/summary/", partner2, 2);
    const all = await checkIdentity("/admin/payments/summary/", admin, null);
    await checkIdentity("/admin/payments/summary/?partner=2", admin, 2);
    // The demo data has something in every part: records on hold, in dispute and a short payment among them.
    const total = (k: (typeof PARTS)[number]) => all.currencies.reduce((n, c) => n + cents(c[k]), 0n);
    expect(all.by_status).toMatchObject({ on_hold: expect.any(Number), disputed: expect.any(Number) });
    for (const k of PARTS) expect(total(k), k).toBeGreaterThan(0n);
  });

  it("adds up on random records: any status, missing and odd amounts, short, over and reopened payments", async () => {
    const apps = await app.db
      .select({ id: applications.id, partner_id: applications.partner_id })
      .from(applications)
      .orderBy(applications.id);
    expect(apps.length).toBeGreaterThan(100);
    const money = (rnd: ReturnType<typeof seeded>) =>
      `${rnd.int(0, 99_999)}.${String(rnd.int(0, 99)).padStart(2, "0")}`;
    for (const round of [1, 2, 3, 4, 5]) {
      const rnd = seeded(1000 + round);
      await app.db.delete(commissions);
      const rows = apps
        .filter(() => rnd.chance(0.8))
        .map((a) => {
          const status = rnd.pick(COMMISSION_STATUSES);
          const expected = rnd.chance(0.1) ? null : money(rnd);
          // Paid records have a receipt (short, exact or over); others rarely carry one left from a reopened payment.
          const received =
            status === "paid"
              ? rnd.pick(["short", "exact", "over"] as const) === "exact" && expected
                ? expected
                : money(rnd)
              : rnd.chance(0.1)
                ? money(rnd)
                : null;
          return {
            partner_id: a.partner_id,
            application_id: a.id,
            currency: rnd.pick(["GBP", "AUD", "USD", "CAD"]),
            tuition_fee: "20000.00",
            commission_rate: expected === null ? null : "10.00",
            expected_amount: expected,
            received_amount: received,
            status,
          };
        });
      await app.db.insert(commissions).values(rows);
      await checkIdentity("/partner/payments/summary/", partner, 1);
      await checkIdentity("/partner/payments/summary/", partner2, 2);
      await checkIdentity("/admin/payments/summary/", admin, null);
    }
  });
});
