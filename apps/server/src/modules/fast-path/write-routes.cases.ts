// Longer than 300 lines: one row per partner write route (60), each with its own setup; the test checks this one
// table against the app's route list, so it stays in one place.
import { checklistFor } from "@pp/shared";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { applicationStatuses, commissions, reportJobs, roles, webhookDeliveries } from "../../db/schema/index";
import { DEMO_ACCOUNTS } from "../../seed/demo-accounts";
import { bearer, login, postMultipart, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

/** The partner's read whose ETag every write must move. */
export const LIST = "/api/partner/students/?ordering=-created_at";

/** Filled in by the test's beforeAll: the app and the demo accounts' tokens. */
export interface Harness {
  app: TestApp;
  owner: string;
  admin: string;
  partnerId: number;
  userId: number;
}

type Res = LightMyRequestResponse;
type Method = "GET" | "POST" | "PATCH" | "DELETE";
/** The write a row sends, with the method of its key; `url` must match the key's pattern. */
export interface Req {
  url: string;
  body?: object;
  /** multipart/form-data: text fields, then the file. */
  form?: { fields: Record<string, string>; file: { name: string; data: Buffer } };
}
export interface Row<T = unknown> {
  /** What the write needs, made before the partner's version is read: the API as the owner (or the Superadmin). */
  prepare?: () => Promise<T>;
  send: (ctx: T) => Req;
  /** A read that sees the change (expects inside). */
  shows?: (ctx: T, res: Res) => Promise<unknown>;
  /** Puts back what the row changed that later rows rely on (runs even when the row fails). */
  after?: (ctx: T, res: Res | null) => Promise<unknown>;
}
const row = <T>(r: Row<T>) => r as unknown as Row;

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200, 0x20), Buffer.from("\n%%EOF\n")]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const NEW_PASSWORD = "Partner@67890x";
const HOOK = "https://hooks.invalid/portal";
const TASK_DUE = "2030-01-15T09:00:00Z";

export function writeCases(h: Harness): Record<string, Row> {
  const call = (method: Method, url: string, body?: object, token = h.owner) =>
    h.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });
  const ok = async (p: Promise<Res>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };
  const data = async (url: string) => ok(call("GET", url));
  const results = async (url: string) => {
    const res = await call("GET", url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.data as Record<string, unknown>[];
  };
  const endpoint = async () =>
    (await ok(call("POST", "/api/partner/webhooks/", { url: HOOK, events: ["commission.status_changed"] })))
      .id as number;
  const task = async () =>
    (await ok(call("POST", "/api/partner/tasks/", { title: "A task", due_at: TASK_DUE }))).id as number;
  const upload = (url: string, fields: Record<string, string>, name: string, file: Buffer, token = h.owner) =>
    postMultipart(h.app, url.replace(/^\/api/, ""), token, fields, { name, data: file });

  const student = async () => (await ok(call("POST", "/api/partner/add/student/", await studentPayload(h.app.db)))).id;
  const application = async () => {
    const studentId = await student();
    const ci = await courseAndIntake(h.app.db);
    const a = await ok(call("POST", "/api/partner/application/", { student_id: studentId, ...ci }));
    return { studentId, id: a.id as number, ...ci };
  };
  const document = async (studentId: number, kind = "passport") =>
    ok(upload(`/api/partner/students/${studentId}/documents/?kind=${kind}`, {}, `${kind}.pdf`, PDF));
  const ticket = async () =>
    (
      await ok(
        call("POST", "/api/partner/tickets/", {
          subject: "Offer letter not received",
          description: "The offer for our student was due last week.",
          category: "application",
        }),
      )
    ).id as number;
  const resolved = async () => {
    const id = await ticket();
    await ok(call("POST", `/api/partner/tickets/${id}/resolve/`, { resolution_note: "Sorted" }));
    return id;
  };
  const roleId = async (name: string) => (await h.app.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
  let n = 0;
  const sublogin = async () => {
    n += 1;
    const email = `wr.${n}.${Date.now()}@gp.example`;
    const body = { name: `Write Row ${n}`, email, role_id: await roleId("Read only") };
    return (await ok(call("POST", "/api/partner/sublogins/", body))).id as number;
  };
  const subloginOf = async (id: number) =>
    (await results("/api/partner/sublogin/list/?page_size=100")).find((s) => s.id === id);
  const meeting = async () => {
    n += 1;
    const e = await ok(
      call(
        "POST",
        "/api/admin/experts/",
        { name: `Wr Expert${n}`, email: `wr${n}.${Date.now()}@uni.example`, languages: ["English"] },
        h.admin,
      ),
    );
    return { expertId: e.id as number };
  };
  const slots = () =>
    [0, 1, 2].map((i) => {
      const d = new Date(Date.now() + 3 * 86_400_000);
      d.setUTCHours(9 + i, 30, 0, 0);
      return d.toISOString();
    });
  const requested = async () => {
    const { expertId } = await meeting();
    const body = { topic: "Scholarships", slots: slots(), duration_minutes: 30 };
    return (await ok(call("POST", `/api/partner/experts/${expertId}/meetings/`, body))).id as number;
  };
  /** A commission record, moved by the Superadmin to `eligible` (and, for `approved`, claimed by the partner first). */
  const commission = async (to: "eligible" | "approved") => {
    const a = await application();
    const [enrolled] = await h.app.db
      .select()
      .from(applicationStatuses)
      .where(eq(applicationStatuses.name, "Enrolled"));
    await ok(
      call("POST", `/api/admin/applications/${a.id}/move/`, { status_id: enrolled!.id, note: "Enrolled" }, h.admin),
    );
    const [c] = await h.app.db.select().from(commissions).where(eq(commissions.application_id, a.id));
    await ok(call("POST", `/api/admin/payments/${c!.id}/status/`, { status: "eligible" }, h.admin));
    if (to === "approved") {
      await ok(upload(`/api/partner/payments/${c!.id}/claim/`, { invoice_number: "INV-WR-1" }, "inv.pdf", PDF));
      await ok(call("POST", `/api/admin/payments/${c!.id}/status/`, { status: "approved" }, h.admin));
    }
    return c!.id;
  };
  const notification = async () => {
    await h.app.notifications.notify([h.userId], { kind: "security", title: "Moved", body: "Moved", link: "/partner" });
    const res = await call("GET", "/api/notifications/?page_size=1");
    return { id: res.json().results.data[0].id as number, unread: res.json().results.unread_count as number };
  };
  const inbox = async () => (await call("GET", "/api/notifications/?page_size=100")).json();
  const newest = async () => (await results(LIST))[0]!;
  /** The demo sub-login (Arjun Mehta): a counsellor of the partner's team. */
  const counsellorId = async () =>
    ((await data("/api/partner/counsellors/")) as { id: number; is_owner: boolean }[]).find((u) => !u.is_owner)!.id;

  return {
    // Students and their documents
    "POST /api/partner/add/student/": row({
      prepare: () => studentPayload(h.app.db, { first_name: "Tabled" }),
      send: (body) => ({ url: "/api/partner/add/student/", body }),
      shows: async (_, res) => expect((await newest()).id).toBe(res.json().data.id),
    }),
    "POST /api/partner/students/import/": row({
      prepare: async () => `Imported,Tabled,tabled.import.${Date.now()}@students.example,IN,GB,Undergraduate`,
      send: (line) => ({
        url: "/api/partner/students/import/?commit=true",
        form: {
          fields: {},
          file: {
            name: "students.csv",
            data: Buffer.from(`first_name,last_name,email,nationality,study_country,study_level\n${line}\n`),
          },
        },
      }),
      shows: async (_, res) => expect((await newest()).id).toBe(res.json().data.rows[0].student_id),
    }),
    "PATCH /api/partner/students/:id/": row({
      prepare: student,
      send: (id) => ({ url: `/api/partner/students/${id}/`, body: { last_name: "Renamed" } }),
      shows: async (id) => expect(await newest()).toMatchObject({ id, last_name: "Renamed" }),
    }),
    "DELETE /api/partner/students/:id/": row({
      prepare: student,
      send: (id) => ({ url: `/api/partner/students/${id}/` }),
      shows: async (id) => {
        expect((await call("GET", `/api/partner/students/${id}/`)).statusCode).toBe(404);
        expect((await newest()).id).not.toBe(id);
      },
    }),
    "POST /api/partner/students/:id/erase/": row({
      prepare: student,
      send: (id) => ({ url: `/api/partner/students/${id}/erase/`, body: {} }),
      shows: async (id) =>
        expect(await data(`/api/partner/students/${id}/`)).toMatchObject({ id, first_name: "Erased" }),
    }),
    "POST /api/partner/students/:id/access-export/": row({
      prepare: student,
      send: (id) => ({ url: `/api/partner/students/${id}/access-export/`, body: {} }),
      shows: async (_, res) =>
        expect((await data(`/api/partner/reports/jobs/${res.json().data.id}/`)).kind).toBe("student"),
    }),
    // Bulk actions on the lists (issue 20)
    "POST /api/partner/students/bulk/assign-counsellor/": row({
      prepare: async () => ({ id: await student(), counsellor: await counsellorId() }),
      send: ({ id, counsellor }) => ({
        url: "/api/partner/students/bulk/assign-counsellor/",
        body: { ids: [id], counsellor_id: counsellor },
      }),
      shows: async ({ id, counsellor }) =>
        expect(await newest()).toMatchObject({ id, counsellor: { id: counsellor, name: "Arjun Mehta" } }),
    }),
    "POST /api/partner/students/bulk/add-tag/": row({
      prepare: student,
      send: (id) => ({ url: "/api/partner/students/bulk/add-tag/", body: { ids: [id], tag: "Scholarship" } }),
      shows: async (id) => expect(await newest()).toMatchObject({ id, tags: ["Scholarship"] }),
    }),
    "POST /api/partner/students/bulk/remove-tag/": row({
      prepare: async () =>
        (await ok(call("POST", "/api/partner/add/student/", await studentPayload(h.app.db, { tags: ["Visa"] })))).id,
      send: (id) => ({ url: "/api/partner/students/bulk/remove-tag/", body: { ids: [id], tag: "Visa" } }),
      shows: async (id) => expect(await newest()).toMatchObject({ id, tags: [] }),
    }),
    "POST /api/partner/students/:id/documents/": row({
      prepare: student,
      send: (id) => ({
        url: `/api/partner/students/${id}/documents/?kind=cv`,
        form: { fields: {}, file: { name: "cv.pdf", data: PDF } },
      }),
      shows: async (id) => expect(await data(`/api/partner/students/${id}/documents/`)).toHaveLength(1),
    }),
    "DELETE /api/partner/students/:id/documents/:docId/": row({
      prepare: async () => {
        const id = await student();
        return { id, docId: (await document(id))[0].id as number };
      },
      send: ({ id, docId }) => ({ url: `/api/partner/students/${id}/documents/${docId}/` }),
      shows: async ({ id }) => expect(await data(`/api/partner/students/${id}/documents/`)).toEqual([]),
    }),
    // Applications
    "POST /api/partner/application/": row({
      prepare: async () => ({ student_id: await student(), ...(await courseAndIntake(h.app.db)) }),
      send: (body) => ({ url: "/api/partner/application/", body }),
      shows: async ({ student_id }) => expect(await newest()).toMatchObject({ id: student_id, applications_count: 1 }),
    }),
    "POST /api/partner/application/:id/submit/": row({
      prepare: async () => {
        const a = await application();
        for (const kind of checklistFor("Postgraduate (Master's)")) await document(a.studentId, kind);
        return a.id;
      },
      send: (id) => ({ url: `/api/partner/application/${id}/submit/`, body: { note: "All attached." } }),
      shows: async (id) => expect((await data(`/api/partner/application/${id}/`)).status.name).toBe("Submitted"),
    }),
    "POST /api/partner/application/:id/withdraw/": row({
      prepare: async () => (await application()).id,
      send: (id) => ({ url: `/api/partner/application/${id}/withdraw/`, body: { note: "Chose another offer." } }),
      shows: async (id) => expect((await data(`/api/partner/application/${id}/`)).status.name).toBe("Withdrawn"),
    }),
    "POST /api/partner/application/:id/messages/": row({
      prepare: async () => (await application()).id,
      send: (id) => ({ url: `/api/partner/application/${id}/messages/`, body: { body: "Offer expected?" } }),
      shows: async (id) =>
        expect((await data(`/api/partner/application/${id}/`)).messages.at(-1).body).toBe("Offer expected?"),
    }),
    "POST /api/partner/application/:id/messages/file/": row({
      prepare: async () => (await application()).id,
      send: (id) => ({
        url: `/api/partner/application/${id}/messages/file/`,
        form: { fields: { body: "The transcript." }, file: { name: "transcript.pdf", data: PDF } },
      }),
      shows: async (id) =>
        expect((await data(`/api/partner/application/${id}/`)).messages.at(-1).attachments).toHaveLength(1),
    }),
    "POST /api/partner/application/:id/messages/read/": row({
      prepare: async () => {
        const { id } = await application();
        const answer = await ok(
          call("POST", `/api/admin/applications/${id}/messages/`, { body: "Received." }, h.admin),
        );
        return { id, up_to: answer.at(-1).id as number };
      },
      send: ({ id, up_to }) => ({ url: `/api/partner/application/${id}/messages/read/`, body: { up_to } }),
      shows: async ({ id }) => expect((await data(`/api/partner/application/${id}/`)).unread_messages).toBe(0),
    }),
    "PATCH /api/partner/application/:id/": row({
      prepare: async () => (await application()).id,
      send: (id) => ({ url: `/api/partner/application/${id}/`, body: { tags: ["Priority"] } }),
      shows: async (id) => expect((await data(`/api/partner/application/${id}/`)).tags).toEqual(["Priority"]),
    }),
    "POST /api/partner/application/bulk/assign-counsellor/": row({
      prepare: async () => ({ id: (await application()).id, counsellor: await counsellorId() }),
      send: ({ id, counsellor }) => ({
        url: "/api/partner/application/bulk/assign-counsellor/",
        body: { ids: [id], counsellor_id: counsellor },
      }),
      shows: async ({ id }) =>
        expect((await data(`/api/partner/application/${id}/`)).counsellor.name).toBe("Arjun Mehta"),
    }),
    "POST /api/partner/application/bulk/add-tag/": row({
      prepare: async () => (await application()).id,
      send: (id) => ({ url: "/api/partner/application/bulk/add-tag/", body: { ids: [id], tag: "Scholarship" } }),
      shows: async (id) => expect((await data(`/api/partner/application/${id}/`)).tags).toEqual(["Scholarship"]),
    }),
    "POST /api/partner/application/bulk/remove-tag/": row({
      prepare: async () => {
        const { id } = await application();
        await ok(call("PATCH", `/api/partner/application/${id}/`, { tags: ["Visa", "Priority"] }));
        return id;
      },
      send: (id) => ({ url: "/api/partner/application/bulk/remove-tag/", body: { ids: [id], tag: "Visa" } }),
      shows: async (id) => expect((await data(`/api/partner/application/${id}/`)).tags).toEqual(["Priority"]),
    }),
    // Shortlist (each row leaves it empty)
    "POST /api/partner/shortlist/": row({
      prepare: () => courseAndIntake(h.app.db),
      send: ({ course_id }) => ({ url: "/api/partner/shortlist/", body: { course_id } }),
      shows: async ({ course_id }) =>
        expect((await data("/api/partner/shortlist/")).map((c: { id: number }) => c.id)).toEqual([course_id]),
      after: ({ course_id }) => call("DELETE", `/api/partner/shortlist/${course_id}/`),
    }),
    "DELETE /api/partner/shortlist/:courseId/": row({
      prepare: async () => {
        const { course_id } = await courseAndIntake(h.app.db);
        await ok(call("POST", "/api/partner/shortlist/", { course_id }));
        return course_id;
      },
      send: (courseId) => ({ url: `/api/partner/shortlist/${courseId}/` }),
      shows: async () => expect(await data("/api/partner/shortlist/")).toEqual([]),
    }),
    "POST /api/partner/shortlist/apply/": row({
      prepare: async () => {
        const ci = await courseAndIntake(h.app.db);
        await ok(call("POST", "/api/partner/shortlist/", { course_id: ci.course_id }));
        return { student_id: await student(), items: [ci] };
      },
      send: (body) => ({ url: "/api/partner/shortlist/apply/", body }),
      shows: async ({ student_id }) =>
        expect((await call("GET", `/api/partner/application/?student=${student_id}`)).json().count).toBe(1),
    }),
    // Sub-logins (the owner's)
    "POST /api/partner/sublogins/": row({
      prepare: async () => ({
        name: "Fresh Sub",
        email: `wr.${Date.now()}@gp.example`,
        role_id: await roleId("Finance"),
      }),
      send: (body) => ({ url: "/api/partner/sublogins/", body }),
      shows: async ({ email }, res) => expect(await subloginOf(res.json().data.id)).toMatchObject({ email }),
    }),
    "PATCH /api/partner/sublogins/:id/": row({
      prepare: sublogin,
      send: (id) => ({ url: `/api/partner/sublogins/${id}/`, body: { name: "Renamed Sub" } }),
      shows: async (id) => expect(await subloginOf(id)).toMatchObject({ name: "Renamed Sub" }),
    }),
    "DELETE /api/partner/sublogins/:id/": row({
      prepare: sublogin,
      send: (id) => ({ url: `/api/partner/sublogins/${id}/` }),
      shows: async (id) => expect(await subloginOf(id)).toBeUndefined(),
    }),
    "POST /api/partner/sublogins/:id/disable/": row({
      prepare: sublogin,
      send: (id) => ({ url: `/api/partner/sublogins/${id}/disable/` }),
      shows: async (id) => expect(await subloginOf(id)).toMatchObject({ status: "disabled" }),
    }),
    "POST /api/partner/sublogins/:id/enable/": row({
      prepare: async () => {
        const id = await sublogin();
        await ok(call("POST", `/api/partner/sublogins/${id}/disable/`));
        return id;
      },
      send: (id) => ({ url: `/api/partner/sublogins/${id}/enable/` }),
      shows: async (id) => expect(await subloginOf(id)).toMatchObject({ status: "active" }),
    }),
    "POST /api/partner/sublogins/:id/password-reset/": row({
      prepare: sublogin,
      send: (id) => ({ url: `/api/partner/sublogins/${id}/password-reset/` }),
    }),
    // Click & Resolve
    "POST /api/partner/tickets/": row({
      send: () => ({
        url: "/api/partner/tickets/",
        body: { subject: "Portal question", description: "How do we add a second intake?", category: "other" },
      }),
      shows: async (_, res) =>
        expect(await data(`/api/partner/tickets/${res.json().data.id}/`)).toMatchObject({ status: "open" }),
    }),
    "POST /api/partner/tickets/:id/messages/": row({
      prepare: ticket,
      send: (id) => ({ url: `/api/partner/tickets/${id}/messages/`, body: { body: "Any news?" } }),
      shows: async (id) => expect((await data(`/api/partner/tickets/${id}/`)).messages.at(-1).body).toBe("Any news?"),
    }),
    "POST /api/partner/tickets/:id/attachments/": row({
      prepare: ticket,
      send: (id) => ({
        url: `/api/partner/tickets/${id}/attachments/`,
        form: { fields: {}, file: { name: "screen.png", data: PNG } },
      }),
      shows: async (id) => expect((await data(`/api/partner/tickets/${id}/`)).attachments).toHaveLength(1),
    }),
    "POST /api/partner/tickets/:id/resolve/": row({
      prepare: ticket,
      send: (id) => ({ url: `/api/partner/tickets/${id}/resolve/`, body: { resolution_note: "Found it." } }),
      shows: async (id) => expect((await data(`/api/partner/tickets/${id}/`)).status).toBe("resolved"),
    }),
    "POST /api/partner/tickets/:id/reopen/": row({
      prepare: resolved,
      send: (id) => ({ url: `/api/partner/tickets/${id}/reopen/` }),
      shows: async (id) => expect((await data(`/api/partner/tickets/${id}/`)).status).not.toBe("resolved"),
    }),
    "POST /api/partner/tickets/:id/rating/": row({
      prepare: resolved,
      send: (id) => ({ url: `/api/partner/tickets/${id}/rating/`, body: { rating: 4 } }),
      shows: async (id) => expect((await data(`/api/partner/tickets/${id}/`)).rating).toBe(4),
    }),
    // Important updates, University Expert, payments, exports
    "POST /api/partner/updates/:id/read/": row({
      prepare: async () => {
        const body = { title: `Update ${Date.now()}`, body_html: "<p>Hello</p>", category: "visa" };
        return (await ok(call("POST", "/api/admin/updates/", body, h.admin))).id as number;
      },
      send: (id) => ({ url: `/api/partner/updates/${id}/read/` }),
      shows: async (id) =>
        expect((await results("/api/partner/updates/?page_size=100")).find((u) => u.id === id)).toMatchObject({
          read: true,
        }),
    }),
    "POST /api/partner/experts/:id/meetings/": row({
      prepare: meeting,
      send: ({ expertId }) => ({
        url: `/api/partner/experts/${expertId}/meetings/`,
        body: { topic: "Deadlines", slots: slots(), duration_minutes: 30 },
      }),
      shows: async (_, res) =>
        expect((await data(`/api/partner/meetings/${res.json().data.id}/`)).status).toBe("requested"),
    }),
    "POST /api/partner/meetings/:id/cancel/": row({
      prepare: requested,
      send: (id) => ({ url: `/api/partner/meetings/${id}/cancel/` }),
      shows: async (id) => expect((await data(`/api/partner/meetings/${id}/`)).status).toBe("cancelled"),
    }),
    "POST /api/partner/payments/:id/claim/": row({
      prepare: () => commission("eligible"),
      send: (id) => ({
        url: `/api/partner/payments/${id}/claim/`,
        form: { fields: { invoice_number: "INV-WR-2" }, file: { name: "inv.pdf", data: PDF } },
      }),
      shows: async (id) => expect((await data(`/api/partner/payments/${id}/`)).status).toBe("claimed"),
    }),
    "POST /api/partner/payments/:id/dispute/": row({
      prepare: () => commission("approved"),
      send: (id) => ({ url: `/api/partner/payments/${id}/dispute/`, body: { reason: "Less than agreed." } }),
      shows: async (id) => expect((await data(`/api/partner/payments/${id}/`)).status).toBe("disputed"),
    }),
    "POST /api/partner/reports/jobs/:id/cancel/": row({
      // A queued export as the route writes it, with no queue job (one would run on its own and could finish first).
      prepare: async () => {
        const values = { partner_id: h.partnerId, user_id: h.userId, kind: "students", format: "csv", total_rows: 1 };
        return (
          await h.app.db
            .insert(reportJobs)
            .values({ ...values, filters: {} })
            .returning()
        )[0]!.id;
      },
      send: (id) => ({ url: `/api/partner/reports/jobs/${id}/cancel/` }),
      shows: async (id) => expect((await data(`/api/partner/reports/jobs/${id}/`)).status).toBe("cancelled"),
    }),
    "PATCH /api/partner/settings/": row({
      send: () => ({ url: "/api/partner/settings/", body: { require_two_factor: true } }),
      shows: async () => expect((await data("/api/partner/company/")).require_two_factor).toBe(true),
      after: () => ok(call("PATCH", "/api/partner/settings/", { require_two_factor: false })),
    }),
    // API keys (issue 19)
    "POST /api/partner/api-keys/": row({
      send: () => ({ url: "/api/partner/api-keys/", body: { name: "Version check", scopes: ["students:read"] } }),
      shows: async (_, res) =>
        expect((await results("/api/partner/api-keys/")).map((k) => k.id)).toContain(res.json().data.id),
    }),
    "DELETE /api/partner/api-keys/:id/": row({
      prepare: async () =>
        (await ok(call("POST", "/api/partner/api-keys/", { name: "To revoke", scopes: ["students:read"] })))
          .id as number,
      send: (id) => ({ url: `/api/partner/api-keys/${id}/` }),
      shows: async (id) =>
        expect((await results("/api/partner/api-keys/")).find((k) => k.id === id)?.revoked_at).not.toBeNull(),
    }),
    // Tasks (issue 36, decision 052).
    "POST /api/partner/tasks/": row({
      send: () => ({ url: "/api/partner/tasks/", body: { title: "Version check", due_at: TASK_DUE } }),
      shows: async (_, res) =>
        expect((await results("/api/partner/tasks/?page_size=100")).map((t) => t.id)).toContain(res.json().data.id),
    }),
    "PATCH /api/partner/tasks/:id/": row({
      prepare: task,
      send: (id) => ({ url: `/api/partner/tasks/${id}/`, body: { title: "Renamed" } }),
      shows: async (id) => expect((await data(`/api/partner/tasks/${id}/`)).title).toBe("Renamed"),
    }),
    "POST /api/partner/tasks/:id/complete/": row({
      prepare: task,
      send: (id) => ({ url: `/api/partner/tasks/${id}/complete/` }),
      shows: async (id) => expect((await data(`/api/partner/tasks/${id}/`)).completed_at).not.toBeNull(),
    }),
    "POST /api/partner/tasks/:id/reopen/": row({
      prepare: async () => {
        const id = await task();
        await ok(call("POST", `/api/partner/tasks/${id}/complete/`));
        return id;
      },
      send: (id) => ({ url: `/api/partner/tasks/${id}/reopen/` }),
      shows: async (id) => expect((await data(`/api/partner/tasks/${id}/`)).completed_at).toBeNull(),
    }),
    "DELETE /api/partner/tasks/:id/": row({
      prepare: task,
      send: (id) => ({ url: `/api/partner/tasks/${id}/` }),
      shows: async (id) => expect((await call("GET", `/api/partner/tasks/${id}/`)).statusCode).toBe(404),
    }),
    // Webhooks (issue 19): an endpoint no event of this table goes to, on a name nothing resolves here.
    "POST /api/partner/webhooks/": row({
      send: () => ({ url: "/api/partner/webhooks/", body: { url: HOOK, events: ["commission.status_changed"] } }),
      shows: async (_, res) =>
        expect((await data("/api/partner/webhooks/")).map((w: { id: number }) => w.id)).toContain(res.json().data.id),
    }),
    "PATCH /api/partner/webhooks/:id/": row({
      prepare: endpoint,
      send: (id) => ({ url: `/api/partner/webhooks/${id}/`, body: { description: "Zoho" } }),
      shows: async (id) =>
        expect((await data("/api/partner/webhooks/")).find((w: { id: number }) => w.id === id).description).toBe(
          "Zoho",
        ),
    }),
    "DELETE /api/partner/webhooks/:id/": row({
      prepare: endpoint,
      send: (id) => ({ url: `/api/partner/webhooks/${id}/` }),
      shows: async (id) =>
        expect((await data("/api/partner/webhooks/")).map((w: { id: number }) => w.id)).not.toContain(id),
    }),
    "POST /api/partner/webhooks/:id/rotate-secret/": row({
      prepare: endpoint,
      send: (id) => ({ url: `/api/partner/webhooks/${id}/rotate-secret/` }),
      shows: async (id) =>
        expect(
          (await data("/api/partner/webhooks/")).find((w: { id: number }) => w.id === id).previous_secret_until,
        ).not.toBeNull(),
    }),
    "POST /api/partner/webhooks/:id/test/": row({
      prepare: endpoint,
      send: (id) => ({ url: `/api/partner/webhooks/${id}/test/` }),
      shows: async (id) => expect(await results(`/api/partner/webhooks/${id}/deliveries/`)).toHaveLength(1),
    }),
    "POST /api/partner/webhooks/:id/deliveries/:deliveryId/redeliver/": row({
      prepare: async () => {
        const id = await endpoint();
        const sent = await ok(call("POST", `/api/partner/webhooks/${id}/test/`));
        // Redeliver takes a delivery that is over: this one is marked failed here rather than waited for.
        await h.app.db
          .update(webhookDeliveries)
          .set({ status: "failed" })
          .where(eq(webhookDeliveries.id, sent.delivery_id));
        return { id, delivery: sent.delivery_id as number };
      },
      send: ({ id, delivery }) => ({ url: `/api/partner/webhooks/${id}/deliveries/${delivery}/redeliver/` }),
      shows: async ({ id }) => expect(await results(`/api/partner/webhooks/${id}/deliveries/`)).toHaveLength(2),
    }),
    // Every signed-in user's own: profile, notifications, session
    "PATCH /api/me/": row({
      send: () => ({ url: "/api/me/", body: { name: "Priya R. Sharma" } }),
      shows: async () => expect((await data("/api/me/")).user.name).toBe("Priya R. Sharma"),
    }),
    "POST /api/notifications/:id/read/": row({
      prepare: notification,
      send: ({ id }) => ({ url: `/api/notifications/${id}/read/` }),
      shows: async ({ unread }) => expect((await inbox()).results.unread_count).toBe(unread - 1),
    }),
    "DELETE /api/notifications/:id/": row({
      prepare: notification,
      send: ({ id }) => ({ url: `/api/notifications/${id}/` }),
      shows: async ({ id }) => expect((await inbox()).results.data.map((x: { id: number }) => x.id)).not.toContain(id),
    }),
    "POST /api/notifications/read-all/": row({
      prepare: notification,
      send: () => ({ url: "/api/notifications/read-all/" }),
      shows: async () => expect((await inbox()).results.unread_count).toBe(0),
    }),
    // Last: they end sessions (a second sign-in's; the owner's own password is put back).
    "POST /api/logout/": row({
      prepare: async () => (await login(h.app, "partner")).refresh,
      send: (refresh) => ({ url: "/api/logout/", body: { refresh } }),
      shows: async (refresh) => expect((await call("POST", "/api/token/refresh/", { refresh })).statusCode).toBe(401),
    }),
    "POST /api/me/password/": row({
      send: () => ({
        url: "/api/me/password/",
        body: {
          current_password: DEMO_ACCOUNTS.partner.password,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        },
      }),
      shows: () => login(h.app, { email: DEMO_ACCOUNTS.partner.email, password: NEW_PASSWORD }),
      after: async (_, res) => {
        if (res?.statusCode !== 200) return;
        const back = { current_password: NEW_PASSWORD, password: DEMO_ACCOUNTS.partner.password };
        await ok(call("POST", "/api/me/password/", { ...back, confirm_password: back.password }));
      },
    }),
  };
}
