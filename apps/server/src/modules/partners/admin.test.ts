import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationStatuses,
  applications,
  auditLog,
  countries,
  notifications,
  outbox,
  refreshTokens,
  studentDocuments,
  students,
  users,
} from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
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

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string | null, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function signUp() {
  const [india] = await app.db.select().from(countries).where(eq(countries.iso2, "IN"));
  const email = `owner.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@agency.example`;
  const res = await app.inject({
    method: "POST",
    url: "/api/signup/",
    payload: {
      full_name: "Nisha Rao",
      company_name: `Rao Overseas ${Date.now()}`,
      email,
      password: "Strong@Pass1",
      confirm_password: "Strong@Pass1",
      country_id: india!.id,
      terms_accepted: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email, partnerId: res.json().data.partner_id as number };
}

async function draftApplication() {
  const student = await call("POST", "/partner/add/student/", partner, await studentPayload(app.db));
  const { course_id, intake_id } = await courseAndIntake(app.db, 9, 2027);
  const res = await call("POST", "/partner/application/", partner, {
    student_id: student.json().data.id,
    course_id,
    intake_id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const ADMIN_ROUTES: ["GET" | "POST" | "PATCH", string, object?][] = [
  ["GET", "/admin/partners/"],
  ["GET", "/admin/partners/1/"],
  ["POST", "/admin/partners/1/approve/"],
  ["POST", "/admin/partners/1/reject/", { reason: "No licence" }],
  ["POST", "/admin/partners/1/suspend/", { reason: "Fraud" }],
  ["POST", "/admin/partners/1/reactivate/"],
  ["PATCH", "/admin/partners/1/", { commission_rate: 12 }],
  ["GET", "/admin/applications/"],
  ["GET", "/admin/applications/1/"],
  ["POST", "/admin/applications/1/move/", { status_id: 1 }],
  ["POST", "/admin/applications/1/offer-letter/"],
  ["GET", "/admin/applications/1/documents/1/download/"],
  ["GET", "/admin/audit/"],
];

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Every route the OpenAPI document lists under /api/admin/, and every write under /api/masters/. */
function superadminRoutes(): [Method, string][] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const found: [Method, string][] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    const url = route.replace(/^\/api/, "").replace(/\{[^}]+\}/g, "1");
    for (const method of Object.keys(operations).map((m) => m.toUpperCase() as Method)) {
      if (route.startsWith("/api/admin/") || (route.startsWith("/api/masters/") && method !== "GET"))
        found.push([method, url]);
    }
  }
  return found;
}

describe("admin routes are the Superadmin's alone", () => {
  it("every /api/admin/ route and every masters write: 401 without a token, 403 for a partner and a sub-login, before any body is read", async () => {
    const routes = superadminRoutes();
    // The catalogue, applications, partners, audit, support, experts, payments and masters routes are all there.
    expect(routes.length).toBeGreaterThan(50);
    for (const prefix of [
      "/admin/providers/",
      "/admin/courses/import/",
      "/admin/tickets/",
      "/admin/payments/",
      "/masters/",
    ])
      expect(
        routes.some(([, url]) => url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    const wrong: string[] = [];
    for (const [method, url] of routes) {
      const anonymous = await app.inject({ method, url: `/api${url}` });
      if (anonymous.statusCode !== 401) wrong.push(`${method} ${url} without a token: ${anonymous.statusCode}`);
      for (const [who, token] of [
        ["partner", partner],
        ["sub-login", counsellor],
      ] as const) {
        const res = await app.inject({ method, url: `/api${url}`, headers: bearer(token) });
        if (res.statusCode !== 403 || !res.json().message)
          wrong.push(`${method} ${url} as a ${who}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(ADMIN_ROUTES)("%s %s: 401 without a token, 403 for a partner and a sub-login", async (method, url, body) => {
    expect((await call(method, url, null, body)).statusCode).toBe(401);
    for (const token of [partner, counsellor]) {
      const res = await call(method, url, token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe("partners", () => {
  it("lists pending sign-ups first with counts, searches, and shows one with its users", async () => {
    const { partnerId } = await signUp();
    const list = await call("GET", "/admin/partners/?status=pending", admin);
    expect(list.json().results.data.map((p: { id: number }) => p.id)).toContain(partnerId);
    const all = await call("GET", "/admin/partners/", admin);
    expect(all.json().results.data[0].status).toBe("pending");
    const found = await call("GET", "/admin/partners/?search=global%20pathways", admin);
    expect(found.json().results.data).toHaveLength(1);
    expect(found.json().results.data[0].counts.users).toBeGreaterThanOrEqual(2);
    // Its students and applications, counted as the database has them (a new one shows at once).
    await draftApplication();
    const count = async (table: typeof students | typeof applications) =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.partner_id, 1)))[0]!.n;
    const recount = (await call("GET", "/admin/partners/?search=global%20pathways", admin)).json().results.data[0];
    expect(recount.counts.students).toBe(await count(students));
    expect(recount.counts.applications).toBe(await count(applications));
    expect(recount.counts.applications).toBeGreaterThan(0);
    const one = await call("GET", "/admin/partners/1/", admin);
    expect(one.json().data.users.map((u: { email: string }) => u.email)).toContain("counsellor@example.com");
    expect((await call("GET", "/admin/partners/?status=nope", admin)).statusCode).toBe(400);
    expect((await call("GET", "/admin/partners/999999/", admin)).statusCode).toBe(404);
  });

  it("approves a sign-up: the applicant is mailed and can sign in; approving twice is a 409", async () => {
    const { email, partnerId } = await signUp();
    const before = await app.inject({
      method: "POST",
      url: "/api/login/",
      payload: { email, password: "Strong@Pass1" },
    });
    expect(before.statusCode).toBe(403);
    const res = await call("POST", `/admin/partners/${partnerId}/approve/`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "active", approved_at: expect.any(String) });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to_email, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail!.subject).toBe("Your Partner Portal account is approved");
    expect(mail!.text_body).toContain("/login");
    const after = await app.inject({
      method: "POST",
      url: "/api/login/",
      payload: { email, password: "Strong@Pass1" },
    });
    expect(after.statusCode).toBe(200);
    const again = await call("POST", `/admin/partners/${partnerId}/approve/`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This partner is already active.");
  });

  it("rejects a sign-up with a reason (mailed); a missing reason is a 400 and changes nothing", async () => {
    const { email, partnerId } = await signUp();
    const bad = await call("POST", `/admin/partners/${partnerId}/reject/`, admin, { reason: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.reason).toEqual(["Give a reason of at least 3 characters."]);
    const res = await call("POST", `/admin/partners/${partnerId}/reject/`, admin, {
      reason: "We could not verify your licence.",
    });
    expect(res.json().data.status).toBe("rejected");
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to_email, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail!.text_body).toContain("We could not verify your licence.");
  });

  it("suspends a partner: its refresh tokens are revoked and its access stops; reactivating lets it back", async () => {
    const session = await login(app, "partner2");
    const [p2] = await app.db.select().from(users).where(eq(users.email, "partner2@example.com"));
    const res = await call("POST", `/admin/partners/${p2!.partner_id}/suspend/`, admin, { reason: "Unpaid invoices" });
    expect(res.statusCode, res.body).toBe(200);
    const live = await app.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.user_id, p2!.id), isNull(refreshTokens.revoked_at)));
    expect(live).toHaveLength(0);
    expect((await call("GET", "/partner/students/", session.access)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: "POST",
      url: "/api/token/refresh/",
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await call("POST", `/admin/partners/${p2!.partner_id}/suspend/`, admin, { reason: "Again" })).statusCode,
    ).toBe(409);
    const back = await call("POST", `/admin/partners/${p2!.partner_id}/reactivate/`, admin);
    expect(back.json().data.status).toBe("active");
    const again = await call("POST", `/admin/partners/${p2!.partner_id}/reactivate/`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a suspended partner can be reactivated; this partner is active.");
    expect((await call("POST", "/admin/partners/999999/reactivate/", admin)).statusCode).toBe(404);
    expect((await login(app, "partner2")).access).toBeTruthy();
  });

  it("sets the commission rate; a bad rate is a 400; the change is audited", async () => {
    const bad = await call("PATCH", "/admin/partners/1/", admin, { commission_rate: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.commission_rate).toEqual(["The commission rate is at most 100 %."]);
    const res = await call("PATCH", "/admin/partners/1/", admin, { commission_rate: 12.5, commission_currency: "gbp" });
    expect(res.json().data).toMatchObject({ commission_rate: "12.50", commission_currency: "GBP" });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "partner.commission"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.details).toMatchObject({ after: { commission_rate: "12.50" } });
  });
});

describe("application processing", () => {
  it("lists every partner's applications with the partner; filters by partner", async () => {
    await draftApplication();
    const all = await call("GET", "/admin/applications/?page_size=100", admin);
    expect(all.statusCode, all.body).toBe(200);
    const partnerIds = new Set(all.json().results.data.map((a: { partner: { id: number } }) => a.partner.id));
    expect(partnerIds.has(1)).toBe(true);
    const one = await call("GET", "/admin/applications/?partner=1", admin);
    expect(one.json().results.data.every((a: { partner: { id: number } }) => a.partner.id === 1)).toBe(true);
  });

  it("moves an application with a note: the timeline shows it, the partner's users are notified, a final status locks it", async () => {
    const id = await draftApplication();
    const statuses = await app.db.select().from(applicationStatuses);
    const conditional = statuses.find((s) => s.name === "Conditional offer")!;
    const rejected = statuses.find((s) => s.name === "Rejected")!;
    const res = await call("POST", `/admin/applications/${id}/move/`, admin, {
      status_id: conditional.id,
      note: "Subject to IELTS 6.5",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status.name).toBe("Conditional offer");
    const last = res.json().data.timeline.at(-1) ?? res.json().data.timeline[0];
    expect(JSON.stringify(res.json().data.timeline)).toContain("Subject to IELTS 6.5");
    expect(last).toBeTruthy();
    const [owner] = await app.db.select().from(users).where(eq(users.email, "partner@example.com"));
    const [note] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, owner!.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note!.title).toBe(`Application #${id} is now Conditional offer`);
    // The partner sees the move on its own detail page.
    const seen = await call("GET", `/partner/application/${id}/`, partner);
    expect(seen.json().data.status.name).toBe("Conditional offer");

    const same = await call("POST", `/admin/applications/${id}/move/`, admin, { status_id: conditional.id });
    expect(same.statusCode).toBe(400);
    expect((await call("POST", `/admin/applications/${id}/move/`, admin, { status_id: 999999 })).statusCode).toBe(400);
    await call("POST", `/admin/applications/${id}/move/`, admin, { status_id: rejected.id, note: "Course full" });
    const locked = await call("POST", `/admin/applications/${id}/move/`, admin, { status_id: conditional.id });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("This application is Rejected, a final status; it can no longer move.");
    expect(
      (await call("POST", "/admin/applications/999999/move/", admin, { status_id: conditional.id })).statusCode,
    ).toBe(404);
  });

  it("uploads an offer letter into the student's documents; a text file is refused", async () => {
    const id = await draftApplication();
    const upload = (content: Buffer, name: string) => {
      const boundary = "----pp-offer";
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: "POST",
        url: `/api/admin/applications/${id}/offer-letter/`,
        headers: { ...bearer(admin), "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const refused = await upload(Buffer.from("just text"), "offer.pdf");
    expect(refused.statusCode).toBe(415);
    const res = await upload(Buffer.from("%PDF-1.4\n%%EOF\n"), "offer letter.pdf");
    expect(res.statusCode, res.body).toBe(200);
    const student = res.json().data.student.id;
    const docs = await app.db.select().from(studentDocuments).where(eq(studentDocuments.student_id, student));
    expect(docs.map((d) => [d.kind, d.file_name])).toContainEqual(["offer_letter", "offer letter.pdf"]);
    // The Superadmin's detail names the partner and lists the letter with a download that streams it.
    const detail = (await call("GET", `/admin/applications/${id}/`, admin)).json().data;
    expect(detail.partner).toEqual({ id: 1, name: "Global Pathways Education" });
    const letter = detail.documents.find((d: { kind: string }) => d.kind === "offer_letter");
    expect(letter).toMatchObject({ file_name: "offer letter.pdf", content_type: "application/pdf" });
    const file = await app.inject({ url: letter.download_url, headers: bearer(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("%PDF-1.4\n%%EOF\n");
    expect(file.headers["content-disposition"]).toContain("offer%20letter.pdf");
    expect((await app.inject({ url: letter.download_url, headers: bearer(partner) })).statusCode).toBe(403);
    const other = await draftApplication();
    const wrong = letter.download_url.replace(`/applications/${id}/`, `/applications/${other}/`);
    expect((await app.inject({ url: wrong, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it("records where a move came from and sorts the queue", async () => {
    const id = await draftApplication();
    const [submitted] = await app.db
      .select()
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Submitted"));
    await call("POST", `/admin/applications/${id}/move/`, admin, { status_id: submitted!.id });
    const audit = (await call("GET", "/admin/audit/?action=application.status", admin)).json().results.data[0];
    expect(audit.entity_id).toBe(String(id));
    expect(audit.ip).toBeTruthy();
    const oldest = (await call("GET", "/admin/applications/?ordering=created_at", admin)).json().results.data;
    const newest = (await call("GET", "/admin/applications/?ordering=-created_at", admin)).json().results.data;
    expect(oldest[0].id).toBeLessThan(newest[0].id);
    expect((await call("GET", "/admin/applications/?ordering=name", admin)).statusCode).toBe(400);
    expect((await call("GET", "/admin/applications/99999999/", admin)).statusCode).toBe(404);
    expect((await call("GET", "/admin/applications/abc/", admin)).statusCode).toBe(400);
  });
});

describe("audit log", () => {
  it("the Superadmin filters it; a partner sees only its own partner's entries", async () => {
    await call("PATCH", "/admin/partners/1/", admin, { commission_rate: 10 });
    const res = await call("GET", "/admin/audit/?action=partner.commission", admin);
    expect(res.statusCode).toBe(200);
    const entry = res.json().results.data[0];
    expect(entry).toMatchObject({
      action: "partner.commission",
      actor: { name: expect.any(String) },
      partner: { id: 1 },
    });
    expect((await call("GET", "/admin/audit/?from=yesterday", admin)).statusCode).toBe(400);
    const own = await call("GET", "/partner/audit/?page_size=100", partner);
    expect(own.statusCode).toBe(200);
    expect(own.json().results.data.length).toBeGreaterThan(0);
    expect(own.json().results.data.every((e: { partner: { id: number } | null }) => e.partner?.id === 1)).toBe(true);
    const other = await call("GET", "/partner/audit/?page_size=100", partner2);
    expect(other.json().results.data.every((e: { partner: { id: number } | null }) => e.partner?.id !== 1)).toBe(true);
    expect((await call("GET", "/partner/audit/", counsellor)).statusCode).toBe(403);
    // A partner cannot widen its view: a partner filter is not its to set, and a bad date is a 400.
    const widened = await call("GET", "/partner/audit/?page_size=100&partner=2", partner);
    expect(widened.json().results.data.every((e: { partner: { id: number } | null }) => e.partner?.id === 1)).toBe(
      true,
    );
    expect((await call("GET", "/partner/audit/?from=yesterday", partner)).statusCode).toBe(400);
    expect((await call("GET", "/partner/audit/?page=0", partner)).statusCode).toBe(400);
  });
});
