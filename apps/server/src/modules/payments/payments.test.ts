import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationEvents,
  applicationStatuses,
  applications,
  commissions,
  courses,
  notifications,
  users,
} from "../../db/schema/index";
import { bearer, buildTestApp, login, postMultipart, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

let app: TestApp;
let admin: string;
let partner: string;
let counsellor: string;
let partner2: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
  counsellor = (await login(app, "counsellor")).access;
  partner2 = (await login(app, "partner2")).access;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const PDF = Buffer.from("%PDF-1.4\ninvoice\n%%EOF\n");
let seq = 0;

/** A partner's application moved by the Superadmin to Enrolled: its commission record opens. */
async function enrolled(token = partner) {
  seq++;
  const s = await call(
    "POST",
    "/partner/add/student/",
    token,
    await studentPayload(app.db, {
      email: `pay${seq}.${Date.now()}@example.org`,
      passport_number: `PAY${seq}${Date.now() % 100000}`,
    }),
  );
  expect(s.statusCode, s.body).toBe(201);
  const ci = await courseAndIntake(app.db, 9, 2027);
  const a = await call("POST", "/partner/application/", token, { student_id: s.json().data.id, ...ci });
  expect(a.statusCode, a.body).toBe(201);
  const appId = a.json().data.id as number;
  const [enrolledStatus] = await app.db
    .select()
    .from(applicationStatuses)
    .where(eq(applicationStatuses.name, "Enrolled"));
  const moved = await call("POST", `/admin/applications/${appId}/move/`, admin, {
    status_id: enrolledStatus!.id,
    note: "Census date passed",
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const [c] = await app.db.select().from(commissions).where(eq(commissions.application_id, appId));
  return { appId, commissionId: c!.id, courseId: ci.course_id };
}

const adminMove = (id: number, body: object) => call("POST", `/admin/payments/${id}/status/`, admin, body);
const claim = (id: number, fields: Record<string, string>, token = partner, file = { name: "inv.pdf", data: PDF }) =>
  postMultipart(app, `/partner/payments/${id}/claim/`, token, fields, file);

const latestTitle = async (email: string) => {
  const [u] = await app.db.select().from(users).where(eq(users.email, email));
  const [n] = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, u!.id))
    .orderBy(desc(notifications.id))
    .limit(1);
  return n?.title;
};

describe("commission records", () => {
  it("open as Projected when an application reaches a commission status: tuition times the partner's rate", async () => {
    const { commissionId, courseId } = await enrolled();
    const [course] = await app.db.select().from(courses).where(eq(courses.id, courseId));
    const r = await call("GET", `/partner/payments/${commissionId}/`, partner);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.status).toBe("projected");
    expect(d.currency).toBe(course!.currency);
    expect(d.commission_rate).toBe("15.00");
    expect(d.expected_amount).toBe((Math.round(Number(course!.tuition_fee) * 15) / 100).toFixed(2));
    expect(d.history.map((h: { to_status: string }) => h.to_status)).toEqual(["projected"]);
    expect(d.can_claim).toBe(false);
  });

  it("go Eligible → Claimed (invoice) → Approved → Paid, with history, notices and the totals per currency", async () => {
    const { commissionId: id } = await enrolled();
    expect((await adminMove(id, { status: "eligible", note: "Provider confirmed" })).statusCode).toBe(200);
    expect(await latestTitle("partner@example.com")).toBe(`Commission #${id} is now eligible`);

    const claimed = await claim(id, { invoice_number: "INV-2026-0042" });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.status).toBe("claimed");
    expect(claimed.json().data.has_invoice).toBe(true);
    expect(await latestTitle("admin@example.com")).toContain(`claimed commission #${id}`);
    const invoice = await call("GET", `/admin/payments/${id}/invoice/`, admin);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    expect(invoice.headers["content-disposition"]).toContain("inv.pdf");
    expect(invoice.rawPayload.equals(PDF)).toBe(true);

    expect((await adminMove(id, { status: "approved" })).statusCode).toBe(200);
    const bad = await adminMove(id, { status: "paid" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.received_amount).toBeDefined();
    expect(bad.json().errors.received_date).toBeDefined();
    const paid = await adminMove(id, { status: "paid", received_amount: 1234.5, received_date: "2026-11-01" });
    expect(paid.statusCode, paid.body).toBe(200);
    const d = paid.json().data;
    expect(d).toMatchObject({ status: "paid", received_amount: "1234.50", received_date: "2026-11-01" });
    expect(d.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      "projected",
      "eligible",
      "claimed",
      "approved",
      "paid",
    ]);

    const summary = (await call("GET", "/partner/payments/summary/", partner)).json().data;
    const cur = summary.currencies.find((c: { currency: string }) => c.currency === d.currency);
    expect(Number(cur.received)).toBeGreaterThanOrEqual(1234.5);
    expect(summary.by_status.paid).toBeGreaterThanOrEqual(1);
  });

  it("the summary adds expected, received and outstanding per currency, never across currencies", async () => {
    const first = await enrolled();
    const second = await enrolled();
    // The second course is priced in another currency (as a course in Australia would be).
    await app.db
      .update(commissions)
      .set({ currency: "AUD", expected_amount: "2500.00" })
      .where(eq(commissions.id, second.commissionId));
    expect((await adminMove(second.commissionId, { status: "eligible" })).statusCode).toBe(200);
    expect((await adminMove(first.commissionId, { status: "on_hold", reason: "Awaiting census" })).statusCode).toBe(
      200,
    );

    const mine = await app.db.select().from(commissions).where(eq(commissions.partner_id, 1));
    const byCurrency = new Map<string, { records: number; expected: number; received: number; outstanding: number }>();
    for (const c of mine) {
      const t = byCurrency.get(c.currency) ?? { records: 0, expected: 0, received: 0, outstanding: 0 };
      t.records += 1;
      t.expected += Number(c.expected_amount ?? 0);
      t.received += Number(c.received_amount ?? 0);
      if (["projected", "eligible", "claimed", "approved"].includes(c.status))
        t.outstanding += Number(c.expected_amount ?? 0);
      byCurrency.set(c.currency, t);
    }
    expect(byCurrency.size).toBeGreaterThanOrEqual(2);
    const summary = (await call("GET", "/partner/payments/summary/", partner)).json().data;
    const got = Object.fromEntries(
      summary.currencies.map(
        (c: { currency: string; records: number; expected: string; received: string; outstanding: string }) => [
          c.currency,
          { records: c.records, expected: c.expected, received: c.received, outstanding: c.outstanding },
        ],
      ),
    );
    const want = Object.fromEntries(
      [...byCurrency].map(([currency, t]) => [
        currency,
        {
          records: t.records,
          expected: t.expected.toFixed(2),
          received: t.received.toFixed(2),
          outstanding: t.outstanding.toFixed(2),
        },
      ]),
    );
    expect(got).toEqual(want);
    expect(Object.keys(got)).toContain("AUD");
  });

  it("refuses a claim before eligibility, without an invoice number or with a non-PDF; nothing changes", async () => {
    const { commissionId: id } = await enrolled();
    const early = await claim(id, { invoice_number: "INV-1" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("not eligible yet");
    await adminMove(id, { status: "eligible" });
    const noNumber = await claim(id, { invoice_number: "" });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().errors.invoice_number).toEqual(["Enter the invoice number."]);
    const notPdf = await claim(id, { invoice_number: "INV-2" }, partner, { name: "x.pdf", data: Buffer.from("hello") });
    expect(notPdf.statusCode).toBe(415);
    const [row] = await app.db.select().from(commissions).where(eq(commissions.id, id));
    expect(row).toMatchObject({ status: "eligible", invoice_number: null, invoice_storage_key: null });
  });

  it("the Superadmin's moves follow the life cycle; disputes and holds need a reason", async () => {
    const { commissionId: id } = await enrolled();
    const jump = await adminMove(id, { status: "paid", received_amount: 10, received_date: "2026-11-01" });
    expect(jump.statusCode).toBe(409);
    expect(jump.json().message).toContain("cannot move to paid");
    const noReason = await adminMove(id, { status: "on_hold" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    const held = await adminMove(id, { status: "on_hold", reason: "Awaiting census date" });
    expect(held.json().data).toMatchObject({ status: "on_hold", reason: "Awaiting census date" });
    const back = await adminMove(id, { status: "eligible" });
    expect(back.json().data).toMatchObject({ status: "eligible", reason: null });
    const future = await adminMove(id, { status: "on_hold", reason: "x" });
    expect(future.statusCode).toBe(400);
  });

  it("the partner disputes what was paid; a claim again after a dispute works", async () => {
    const { commissionId: id } = await enrolled();
    await adminMove(id, { status: "eligible" });
    await claim(id, { invoice_number: "INV-9" });
    const early = await call("POST", `/partner/payments/${id}/dispute/`, partner, { reason: "Too early" });
    expect(early.statusCode).toBe(409);
    await adminMove(id, { status: "approved" });
    await adminMove(id, { status: "paid", received_amount: 5, received_date: "2026-11-02" });
    const disputed = await call("POST", `/partner/payments/${id}/dispute/`, partner, {
      reason: "We were paid 5 instead of the expected amount.",
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().data.status).toBe("disputed");
    expect(disputed.json().data.can_claim).toBe(true);
    expect((await claim(id, { invoice_number: "INV-9B" })).json().data.status).toBe("claimed");
  });

  it("the partner downloads its own invoice; a dispute needs a reason; other partners' and unknown ids are 404", async () => {
    const { commissionId: id } = await enrolled();
    await adminMove(id, { status: "eligible" });
    await claim(id, { invoice_number: "INV-DL-1" });
    const mine = await call("GET", `/partner/payments/${id}/invoice/`, partner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await call("GET", `/partner/payments/${id}/invoice/`, partner2)).statusCode).toBe(404);

    await adminMove(id, { status: "approved" });
    await adminMove(id, { status: "paid", received_amount: 10, received_date: "2026-11-03" });
    const noReason = await call("POST", `/partner/payments/${id}/dispute/`, partner, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeTruthy();
    expect((await call("GET", `/partner/payments/${id}/`, partner)).json().data.status).toBe("paid");
    const stranger = await call("POST", `/partner/payments/${id}/dispute/`, partner2, { reason: "Not ours" });
    expect(stranger.statusCode).toBe(404);
    expect((await call("GET", "/partner/payments/99999999/", partner)).statusCode).toBe(404);
    expect((await adminMove(99999999, { status: "eligible" })).statusCode).toBe(404);
    expect((await call("GET", "/admin/payments/99999999/", admin)).statusCode).toBe(404);
  });

  it("only a status that triggers commission opens a record, a Masters-made one included", async () => {
    const s = await call(
      "POST",
      "/partner/add/student/",
      partner,
      await studentPayload(app.db, {
        email: `flag.${Date.now()}@example.org`,
        passport_number: `FLAG${Date.now() % 100000}`,
      }),
    );
    const ci = await courseAndIntake(app.db, 9, 2027);
    const a = await call("POST", "/partner/application/", partner, { student_id: s.json().data.id, ...ci });
    const appId = a.json().data.id as number;
    const records = async () => app.db.select().from(commissions).where(eq(commissions.application_id, appId));

    const [review] = await app.db
      .select()
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Under review"));
    expect(review!.triggers_commission).toBe(false);
    expect(
      (await call("POST", `/admin/applications/${appId}/move/`, admin, { status_id: review!.id })).statusCode,
    ).toBe(200);
    expect(await records()).toHaveLength(0);

    const made = await call("POST", "/masters/application-statuses/", admin, {
      name: `Deposit paid ${Date.now()}`,
      sort_order: 450,
      colour: "teal",
      triggers_commission: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    try {
      const moved = await call("POST", `/admin/applications/${appId}/move/`, admin, { status_id: made.json().data.id });
      expect(moved.statusCode, moved.body).toBe(200);
      const opened = await records();
      expect(opened).toHaveLength(1);
      expect(opened[0]!.status).toBe("projected");
    } finally {
      // Reference data outlives this file: the application and its timeline go, then the made-up status.
      await app.db.delete(commissions).where(eq(commissions.application_id, appId));
      await app.db.delete(applicationEvents).where(eq(applicationEvents.application_id, appId));
      await app.db.delete(applications).where(eq(applications.id, appId));
      await app.db.delete(applicationStatuses).where(eq(applicationStatuses.id, made.json().data.id));
    }
  });

  it("highlights claims unpaid for more than 90 days and filters them", async () => {
    const { commissionId: id } = await enrolled();
    await adminMove(id, { status: "eligible" });
    await claim(id, { invoice_number: "INV-OLD" });
    await app.db
      .update(commissions)
      .set({ claimed_at: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(commissions.id, id));
    const list = (await call("GET", "/partner/payments/?overdue=true", partner)).json();
    expect(list.results.data.map((c: { id: number }) => c.id)).toContain(id);
    expect(list.results.data.every((c: { overdue: boolean }) => c.overdue)).toBe(true);
    expect((await call("GET", "/partner/payments/summary/", partner)).json().data.overdue).toBeGreaterThanOrEqual(1);
    const fresh = (await call("GET", "/partner/payments/?overdue=false", partner)).json();
    expect(fresh.results.data.map((c: { id: number }) => c.id)).not.toContain(id);
  });
});

describe("who sees what", () => {
  it("a partner never sees another partner's records (404), lists are scoped, bad filters are 400", async () => {
    const { commissionId: id } = await enrolled();
    expect((await call("GET", `/partner/payments/${id}/`, partner2)).statusCode).toBe(404);
    expect((await claim(id, { invoice_number: "X" }, partner2)).statusCode).toBe(404);
    const theirs = (await call("GET", "/partner/payments/", partner2)).json();
    expect(theirs.results.data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await call("GET", "/partner/payments/?status=lost", partner)).statusCode).toBe(400);
    expect((await call("GET", "/partner/payments/?page=zero", partner)).statusCode).toBe(400);
    expect((await call("GET", "/partner/payments/", null)).statusCode).toBe(401);
  });

  it("a sub-login without payments.view is refused; the Superadmin's routes answer 403 to partners", async () => {
    const { commissionId: id } = await enrolled();
    expect((await call("GET", "/partner/payments/", counsellor)).statusCode).toBe(403);
    for (const token of [partner, counsellor]) {
      expect((await call("GET", "/admin/payments/", token)).statusCode).toBe(403);
      expect((await call("GET", "/admin/payments/summary/", token)).statusCode).toBe(403);
      expect((await call("GET", `/admin/payments/${id}/`, token)).statusCode).toBe(403);
      expect((await call("GET", `/admin/payments/${id}/invoice/`, token)).statusCode).toBe(403);
      expect((await call("POST", `/admin/payments/${id}/status/`, token, { status: "eligible" })).statusCode).toBe(403);
    }
    expect((await call("GET", "/partner/payments/", admin)).statusCode).toBe(403);
  });

  it("the Superadmin lists every partner's records and filters by partner", async () => {
    const mine = await enrolled();
    const theirs = await enrolled(partner2);
    const all = (await call("GET", "/admin/payments/?page_size=100", admin)).json();
    const ids = all.results.data.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([mine.commissionId, theirs.commissionId]));
    const p2 = all.results.data.find((c: { id: number }) => c.id === theirs.commissionId).partner.id;
    const only = (await call("GET", `/admin/payments/?partner=${p2}`, admin)).json();
    expect(only.results.data.every((c: { partner: { id: number } }) => c.partner.id === p2)).toBe(true);
  });
});
