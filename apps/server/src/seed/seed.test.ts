// Longer than 300 lines: one seeded database checked from every side (reference data, books, matching, commissions, documents, every module's demo data); split, each part would seed it again.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMMISSION_STATUSES, checklistFor, MEETING_STATUSES, TICKET_STATUSES } from "@pp/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationStatuses,
  applications,
  countries,
  countryStudyLevels,
  courseDeadlines,
  courses,
  intakes,
  partners,
  roles,
  states,
  studentDocuments,
  students,
  users,
} from "../db/schema/index";
import { diskStorage, sniffDocumentType } from "../lib/storage";
import { partnerDeadlineSoon, partnerPassportExpiring, todayUtc } from "../modules/deadlines/conditions";
import { bearer, buildTestApp, login, type TestApp } from "../test/app";
import { demoPdf } from "./documents";
import { seed } from "./index";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
/** One file store for every seed run that writes files (the students' documents, the Documents Bank). */
const root = mkdtempSync(path.join(tmpdir(), "pp-seed-files-"));
const storage = diskStorage(root);

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
  "education_providers",
  "courses",
  "course_deadlines",
  "students",
  "applications",
  "application_events",
  "commissions",
  "commission_events",
  "experts",
  "expert_meetings",
  "updates",
  "update_reads",
  "tickets",
  "ticket_messages",
  "bank_documents",
  "bank_document_versions",
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
  it("is idempotent: a second run changes nothing", { timeout: 90_000 }, async () => {
    await seed(app.db);
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
      .where(sql`${partners.status} is distinct from 'pending'`)
      .orderBy(users.email);
    expect(accounts).toEqual([
      { email: "admin@example.com", role: "Superadmin", sub: false, company: null },
      { email: "counsellor@example.com", role: "Partner", sub: true, company: "Global Pathways Education" },
      { email: "partner2@example.com", role: "Partner", sub: false, company: "Bright Future Consultants" },
      { email: "partner@example.com", role: "Partner", sub: false, company: "Global Pathways Education" },
    ]);
  });
});

describe("demo catalogue and books", () => {
  it("has about 60 providers in the 8 destinations and about 1,500 courses in each country's currency", async () => {
    const providers = await app.db.execute(
      sql`select c.iso2, count(*)::int as n from education_providers p join countries c on c.id = p.country_id group by c.iso2 order by c.iso2`,
    );
    const rows = (providers as unknown as { rows: { iso2: string; n: number }[] }).rows;
    expect(rows.map((r) => r.iso2)).toEqual(["AU", "CA", "DE", "FR", "GB", "IE", "NZ", "US"]);
    const total = rows.reduce((a, r) => a + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(50);
    expect(total).toBeLessThanOrEqual(70);
    const courseCount = (await app.db.execute(sql`select count(*)::int as n from courses`)) as unknown as {
      rows: { n: number }[];
    };
    expect(courseCount.rows[0]!.n).toBeGreaterThanOrEqual(1200);
    expect(courseCount.rows[0]!.n).toBeLessThanOrEqual(1800);
    const currencies = (await app.db.execute(
      sql`select c.iso2, array_agg(distinct k.currency) as cur from courses k join education_providers p on p.id = k.provider_id join countries c on c.id = p.country_id group by c.iso2`,
    )) as unknown as { rows: { iso2: string; cur: string[] }[] };
    const byCountry = Object.fromEntries(currencies.rows.map((r) => [r.iso2, r.cur]));
    expect(byCountry).toMatchObject({
      GB: ["GBP"],
      US: ["USD"],
      CA: ["CAD"],
      AU: ["AUD"],
      IE: ["EUR"],
      DE: ["EUR"],
      NZ: ["NZD"],
      FR: ["EUR"],
    });
  });

  it("gives the demo partner about 150 students and 300 applications across every stage, with timelines", async () => {
    const q = async (s: ReturnType<typeof sql>) =>
      ((await app.db.execute(s)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(await q(sql`select count(*)::int as n from students where partner_id = 1`)).toBe(150);
    expect(await q(sql`select count(*)::int as n from applications where partner_id = 1`)).toBe(300);
    expect(await q(sql`select count(distinct status_id)::int as n from applications where partner_id = 1`)).toBe(17);
    expect(
      await q(
        sql`select count(*)::int as n from applications a where not exists (select 1 from application_events e where e.application_id = a.id)`,
      ),
    ).toBe(0);
    // Each timeline ends in the application's current status.
    expect(
      await q(
        sql`select count(*)::int as n from applications a where a.status_id <> (select e.to_status_id from application_events e where e.application_id = a.id order by e.created_at desc, e.id desc limit 1)`,
      ),
    ).toBe(0);
  });

  it("gives the demo partner's students and applications counsellors (its owner and sub-login) and tags", async () => {
    type Row = { name: string | null; n: number };
    const rows = async (s: ReturnType<typeof sql>) => ((await app.db.execute(s)) as unknown as { rows: Row[] }).rows;
    const byCounsellor = await rows(
      sql`select u.name, count(*)::int as n from students s left join users u on u.id = s.counsellor_id
          where s.partner_id = 1 group by u.name order by u.name`,
    );
    expect(byCounsellor.map((r) => r.name)).toEqual(["Arjun Mehta", expect.any(String), null]);
    expect(byCounsellor.every((r) => r.n >= 30)).toBe(true);
    const tags = await rows(
      sql`select t as name, count(*)::int as n from students, unnest(tags) t where partner_id = 1 group by t order by t`,
    );
    expect(tags.map((r) => r.name)).toEqual(["Scholarship", "VIP", "Visa pending"]);
    const [untagged] = await rows(
      sql`select null as name, count(*)::int as n from students where partner_id = 1 and tags = '{}'`,
    );
    expect(untagged!.n).toBeGreaterThan(50);
    // Every application has its student's counsellor; some are marked a priority.
    const [differs] = await rows(
      sql`select null as name, count(*)::int as n from applications a join students s on s.id = a.student_id
          where a.partner_id = 1 and a.counsellor_id is distinct from s.counsellor_id`,
    );
    expect(differs!.n).toBe(0);
    const [priority] = await rows(
      sql`select null as name, count(*)::int as n from applications where partner_id = 1 and tags @> '{Priority}'`,
    );
    expect(priority!.n).toBeGreaterThan(10);
  });
});

describe("deadlines the portal knows (issue 36)", () => {
  it("gives upcoming intakes deadlines, a few Draft applications a deadline within 14 days and a few passports too short", async () => {
    await seed(app.db);
    const today = todayUtc();
    const [partner] = await app.db.select().from(users).where(eq(users.email, "partner@example.com"));
    const pid = partner!.partner_id!;
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
    const soon = await n(
      app.db.select({ n: sql<number>`count(*)::int` }).from(applications).where(partnerDeadlineSoon(pid, today)),
    );
    expect(soon).toBeGreaterThanOrEqual(3);
    const expiring = await n(
      app.db.select({ n: sql<number>`count(*)::int` }).from(students).where(partnerPassportExpiring(pid, today)),
    );
    expect(expiring).toBeGreaterThanOrEqual(3);
    const rows = await n(app.db.select({ n: sql<number>`count(*)::int` }).from(courseDeadlines));
    const active = await n(
      app.db.select({ n: sql<number>`count(*)::int` }).from(courses).where(eq(courses.is_active, true)),
    );
    // A reasonable number: about one to three per active course, never per course and every intake year.
    expect(rows).toBeGreaterThan(active / 2);
    expect(rows).toBeLessThan(active * 6);
  });
});

describe("what course matching needs (issue 18)", () => {
  const q = async (s: ReturnType<typeof sql>) =>
    ((await app.db.execute(s)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  it("every course has structured requirements, graded by level; every demo student a matching profile", async () => {
    expect(
      await q(sql`select count(*)::int as n from courses c where not exists
      (select 1 from course_requirements r where r.course_id = c.id)`),
    ).toBe(0);
    // Undergraduate courses ask IELTS 5.5 to 6.5, postgraduate 6.0 to 7.0 with a bachelor's.
    expect(
      await q(sql`select count(*)::int as n from course_requirements r join courses c on c.id = r.course_id
      join study_levels l on l.id = c.study_level_id where l.name = 'Undergraduate'
      and (r.ielts_overall not between 5.5 and 6.5 or r.min_prior_level_id is not null)`),
    ).toBe(0);
    expect(
      await q(sql`select count(*)::int as n from course_requirements r join courses c on c.id = r.course_id
      join study_levels l on l.id = c.study_level_id where l.name = 'Postgraduate (Master''s)'
      and (r.ielts_overall not between 6.0 and 7.0 or r.min_prior_level_id is null)`),
    ).toBe(0);
    expect(await q(sql`select count(distinct ielts_overall)::int as n from course_requirements`)).toBe(4);
    expect(await q(sql`select count(*)::int as n from course_requirements where presessional_english`)).toBeGreaterThan(
      100,
    );
    expect(await q(sql`select count(*)::int as n from students where grading_scale is null`)).toBe(0);
    expect(await q(sql`select count(*)::int as n from currency_rates`)).toBeGreaterThanOrEqual(8);
  });

  it("a placement history gives the offer likelihood figures for bachelor's and master's in the main destinations", async () => {
    // Decided applications of 2024-2025 by an agency of the past; the seed counts them once (the job keeps it current).
    expect(
      await q(sql`select count(*)::int as n from applications a join partners p on p.id = a.partner_id
      where p.company_name = 'Silk Route Admissions'`),
    ).toBe(2400);
    // Every destination and level group of the history has 20 or more decided applications in the commonest bands.
    expect(
      await q(sql`select count(*)::int as n from offer_history where key like 'd:%' and english_band = 3
      and grade_band = 3 and decided >= 20`),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await q(sql`select (sum(offers) * 100 / sum(decided))::int as n from offer_history where key like 'd:%'`),
    ).toBeGreaterThan(50);
  });
});

describe("demo commissions", () => {
  it("gives every enrolled application a commission record across the life cycle, with history", async () => {
    await seed(app.db);
    const rows = (await app.db.execute(sql`
      select c.status, c.expected_amount, c.received_amount, c.claimed_at, c.invoice_number,
             (select count(*)::int from commission_events e where e.commission_id = c.id) as events,
             (select e.to_status from commission_events e where e.commission_id = c.id order by e.created_at desc, e.id desc limit 1) as last
      from commissions c where c.partner_id = 1`)) as unknown as {
      rows: {
        status: string;
        expected_amount: string | null;
        received_amount: string | null;
        claimed_at: Date | string | null;
        invoice_number: string | null;
        events: number;
        last: string;
      }[];
    };
    const enrolled = (await app.db.execute(sql`
      select count(*)::int as n from applications a join application_statuses s on s.id = a.status_id
      where a.partner_id = 1 and s.triggers_commission`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows.length).toBe(enrolled.rows[0]!.n);
    expect(rows.rows.length).toBeGreaterThan(5);
    expect(new Set(rows.rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(5);
    for (const r of rows.rows) {
      expect(r.last).toBe(r.status);
      expect(r.expected_amount).not.toBeNull();
      if (r.status === "paid") expect(r.received_amount).not.toBeNull();
      if (["claimed", "approved", "paid"].includes(r.status)) expect(r.invoice_number).toMatch(/^INV-/);
    }
  });
});

describe("demo documents", () => {
  it("gives students past Draft every checklist document as a real PDF, once", { timeout: 90_000 }, async () => {
    await seed(app.db, "demo", undefined, { storage });
    const rows = async () =>
      (await app.db.select().from(studentDocuments).where(eq(studentDocuments.partner_id, 1))) as {
        student_id: number;
        kind: string;
        storage_key: string;
        size_bytes: number;
      }[];
    const docs = await rows();
    expect(docs.length).toBeGreaterThan(150);
    // Every student with an application past Draft has the whole checklist of each application's level.
    const past = (await app.db.execute(sql`
      select a.student_id, l.name as level from applications a
      join application_statuses st on st.id = a.status_id and st.name <> 'Draft'
      join courses c on c.id = a.course_id join study_levels l on l.id = c.study_level_id
      where a.partner_id = 1`)) as unknown as { rows: { student_id: number; level: string }[] };
    expect(past.rows.length).toBeGreaterThan(100);
    const held = new Set(docs.map((d) => `${d.student_id}:${d.kind}`));
    const missing = past.rows.flatMap((r) =>
      checklistFor(r.level)
        .filter((k) => !held.has(`${r.student_id}:${k}`))
        .map((k) => `${r.student_id}:${k}`),
    );
    expect(missing).toEqual([]);
    for (const d of docs.slice(0, 5)) {
      const bytes = readFileSync(path.join(root, d.storage_key));
      expect(bytes.length).toBe(d.size_bytes);
      expect(sniffDocumentType(bytes)?.type).toBe("application/pdf");
      expect(bytes.toString("latin1")).toMatch(/%%EOF\n$/);
    }
    await seed(app.db, "demo", undefined, { storage });
    expect((await rows()).length).toBe(docs.length);
  });

  it("writes a PDF whose cross-reference table points at each object", () => {
    const pdf = demoPdf(["Passport", "Ana (Test) Silva"]).toString("latin1");
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, o] of offsets.entries()) expect(pdf.slice(o, o + 8)).toBe(`${i + 1} 0 obj\n`);
    expect(pdf).toContain("(Ana \\(Test\\) Silva)");
  });
});

describe("every module has something to try (issue 20)", () => {
  const rows = async <T>(s: ReturnType<typeof sql>) => ((await app.db.execute(s)) as unknown as { rows: T[] }).rows;
  const n = async (s: ReturnType<typeof sql>) => (await rows<{ n: number }>(s))[0]!.n;

  it("the demo seed with a file store fills updates, the bank, the approval queue, meetings, tickets and commissions", {
    timeout: 90_000,
  }, async () => {
    await seed(app.db, "demo", undefined, { storage });

    // Important Updates: six or more, pinned, scheduled, for each audience, some read by the demo partner.
    expect(await n(sql`select count(*)::int as n from updates`)).toBeGreaterThanOrEqual(6);
    expect(await n(sql`select count(*)::int as n from updates where pinned`)).toBeGreaterThanOrEqual(1);
    expect(
      await n(sql`select count(*)::int as n from updates where publish_at > now() and notified_at is null`),
    ).toBeGreaterThanOrEqual(1);
    expect(await n(sql`select count(distinct audience)::int as n from updates`)).toBe(3);
    const partner = await login(app, "partner");
    const feed = (
      await app.inject({ url: "/api/partner/updates/?page_size=100", headers: bearer(partner.access) })
    ).json();
    const items = feed.results.data as { read: boolean; pinned: boolean; published: boolean }[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.some((u) => u.read) && items.some((u) => !u.read) && items.some((u) => u.pinned)).toBe(true);
    expect(items.every((u) => u.published)).toBe(true);

    // The Documents Bank: a dozen documents in three or more categories, some in versions, each file in the store.
    expect(await n(sql`select count(*)::int as n from bank_documents`)).toBeGreaterThanOrEqual(12);
    expect(await n(sql`select count(distinct category)::int as n from bank_documents`)).toBeGreaterThanOrEqual(3);
    expect(
      await n(sql`select count(*)::int as n from bank_documents d where d.current_version > 1 and d.current_version =
        (select count(*) from bank_document_versions v where v.document_id = d.id)`),
    ).toBeGreaterThanOrEqual(3);
    const files = await rows<{ storage_key: string; size_bytes: number }>(
      sql`select storage_key, size_bytes from bank_document_versions`,
    );
    for (const f of files) expect(readFileSync(path.join(root, f.storage_key)).length).toBe(f.size_bytes);

    // The approval queue: three pending partners, each with its owner as sign-up makes them.
    expect(
      await n(sql`select count(*)::int as n from partners p join users u on u.partner_id = p.id and u.role = 'Partner'
        and not u.is_sub_login where p.status = 'pending'`),
    ).toBe(3);

    // Meetings, tickets and commissions in each state.
    const states = async (s: ReturnType<typeof sql>) => (await rows<{ s: string }>(s)).map((r) => r.s).sort();
    expect(await states(sql`select distinct status as s from expert_meetings`)).toEqual([...MEETING_STATUSES].sort());
    expect(await states(sql`select distinct status as s from tickets`)).toEqual([...TICKET_STATUSES].sort());
    expect(await n(sql`select count(*)::int as n from ticket_messages`)).toBeGreaterThan(0);
    expect(await states(sql`select distinct status as s from commissions where partner_id = 1`)).toEqual(
      [...COMMISSION_STATUSES].sort(),
    );
    expect(
      await n(sql`select count(*)::int as n from commissions where partner_id = 1 and status = 'paid'
        and received_amount < expected_amount`),
    ).toBeGreaterThanOrEqual(1);

    // And a second run adds nothing.
    const before = await snapshot();
    await seed(app.db, "demo", undefined, { storage });
    expect(await snapshot()).toEqual(before);
  });
});
