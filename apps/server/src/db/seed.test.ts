import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app";
import {
  applicationStatuses,
  countries,
  countryStudyLevels,
  intakes,
  partners,
  roles,
  states,
  users,
} from "./schema/index";
import { seed } from "./seed/index";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const TABLES = [
  "regions",
  "countries",
  "states",
  "study_levels",
  "country_study_levels",
  "years",
  "intakes",
  "application_statuses",
  "roles",
  "partners",
  "users",
];

async function snapshot() {
  const out: Record<string, unknown> = {};
  for (const t of TABLES) {
    const r = await app.db.execute(
      sql.raw(`select md5(string_agg(x::text, '|' order by x::text)) as h, count(*)::int as n from ${t} x`),
    );
    out[t] = (r as unknown as { rows: unknown[] }).rows[0];
  }
  return out;
}

describe("demo data", () => {
  it("is idempotent: a second run changes nothing", async () => {
    const before = await snapshot();
    await seed(app.db);
    expect(await snapshot()).toEqual(before);
  });

  it("has real countries and states, with Nepal's seven provinces", async () => {
    const [np] = await app.db.select().from(countries).where(eq(countries.iso2, "NP"));
    expect(np).toMatchObject({ iso3: "NPL", name: "Nepal", phone_code: "+977" });
    const provinces = await app.db.select().from(states).where(eq(states.country_id, np!.id));
    expect(provinces.map((p) => p.name).sort()).toEqual([
      "Bagmati Province",
      "Gandaki Province",
      "Karnali Province",
      "Koshi Province",
      "Lumbini Province",
      "Madhesh Province",
      "Sudurpashchim Province",
    ]);
    const [india] = await app.db.select().from(countries).where(eq(countries.iso2, "IN"));
    const indianStates = await app.db.select().from(states).where(eq(states.country_id, india!.id));
    expect(indianStates.map((s) => s.name)).toContain("Kerala");
  });

  it("marks the study destinations and gives each its levels", async () => {
    const dest = await app.db.select().from(countries).where(eq(countries.is_study_destination, true));
    expect(dest.map((c) => c.iso2).sort()).toEqual(["AU", "CA", "DE", "FR", "GB", "IE", "NZ", "US"]);
    for (const c of dest) {
      const levels = await app.db.select().from(countryStudyLevels).where(eq(countryStudyLevels.country_id, c.id));
      expect(levels.length, c.iso2).toBeGreaterThanOrEqual(4);
    }
  });

  it("has the application pipeline in order with its terminal and commission states", async () => {
    const rows = await app.db.select().from(applicationStatuses).orderBy(applicationStatuses.sort_order);
    expect(rows.map((r) => r.name)).toEqual([
      "Draft",
      "Documents pending",
      "Submitted",
      "Under review",
      "More information requested",
      "Conditional offer",
      "Unconditional offer",
      "Offer accepted",
      "Deposit paid",
      "CAS/CoE issued",
      "Visa lodged",
      "Visa granted",
      "Visa refused",
      "Enrolled",
      "Rejected",
      "Withdrawn",
      "Deferred",
    ]);
    expect(rows.filter((r) => r.triggers_commission).map((r) => r.name)).toEqual(["Enrolled"]);
    expect(rows.filter((r) => r.is_terminal).map((r) => r.name)).toEqual([
      "Visa refused",
      "Enrolled",
      "Rejected",
      "Withdrawn",
    ]);
  });

  it("has intakes, role templates and the demo accounts", async () => {
    const [{ n } = { n: 0 }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(intakes);
    expect(n).toBeGreaterThanOrEqual(30);
    const templates = await app.db.select().from(roles);
    expect(templates.map((r) => r.name).sort()).toEqual(["Admissions officer", "Counsellor", "Finance", "Read only"]);
    const accounts = await app.db
      .select({ email: users.email, role: users.role, sub: users.is_sub_login, company: partners.company_name })
      .from(users)
      .leftJoin(partners, eq(partners.id, users.partner_id))
      .orderBy(users.email);
    expect(accounts).toEqual([
      { email: "admin@example.com", role: "Superadmin", sub: false, company: null },
      { email: "counsellor@example.com", role: "Partner", sub: true, company: "Global Pathways Education" },
      { email: "partner2@example.com", role: "Partner", sub: false, company: "Bright Future Consultants" },
      { email: "partner@example.com", role: "Partner", sub: false, company: "Global Pathways Education" },
    ]);
  });
});
