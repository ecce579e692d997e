import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, roles, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { studentPayload } from "../../test/factories";

let app: TestApp;
let owner: string;
let other: string;
let counsellor: string;
let financeId: number;
let readOnlyId: number;
beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  other = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
  const all = await app.db.select().from(roles);
  financeId = all.find((r) => r.name === "Finance")!.id;
  readOnlyId = all.find((r) => r.name === "Read only")!.id;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token = owner, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function linkFor(email: string, invitation = true) {
  const [mail] = await app.db.select().from(outbox).where(eq(outbox.to_email, email)).orderBy(desc(outbox.id)).limit(1);
  // An invitation opens the page of a first password ("Choose your password").
  const welcome = /reset-password\/confirm\?token=[\w-]+&welcome=1/;
  if (invitation) expect(mail!.text_body).toMatch(welcome);
  else expect(mail!.text_body).not.toMatch(welcome);
  return mail!.text_body.match(/token=([\w-]+)/)![1]!;
}

describe("sub-logins", () => {
  let id: number;
  it("lists with the contract's envelope, message and status_code, and performance", async () => {
    const res = await call("GET", "/api/partner/sublogin/list/");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      count: 1,
      next: null,
      previous: null,
      results: { message: "1 sub-login.", status_code: 200 },
    });
    expect(body.results.data[0]).toMatchObject({
      email: "counsellor@example.com",
      role: { name: "Counsellor" },
      performance: { students: 0, applications: 0 },
    });
  });

  it("creates one from a role template plus extras; the invitation link sets its password", async () => {
    const res = await call("POST", "/api/partner/sublogins/", owner, {
      name: "Fatima Noor",
      email: "Fatima.Noor@GlobalPathways.example",
      role_id: financeId,
      extra_permissions: ["students.view"],
    });
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    id = s.id;
    expect(s).toMatchObject({
      email: "fatima.noor@globalpathways.example",
      role: { name: "Finance" },
      status: "active",
    });
    expect(s.permissions).toEqual([
      "applications.view",
      "payments.view",
      "reports.export",
      "students.view",
      "updates.view",
    ]);
    const token = await linkFor("fatima.noor@globalpathways.example");
    const set = await app.inject({
      method: "POST",
      url: "/api/password-reset/confirm/",
      payload: { token, password: "Fatima@2026x", confirm_password: "Fatima@2026x" },
    });
    expect(set.statusCode).toBe(200);
    const session = await login(app, { email: "fatima.noor@globalpathways.example", password: "Fatima@2026x" });
    // Finance cannot add students, and the API says so.
    const denied = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(session.access),
      payload: await studentPayload(app.db),
    });
    expect(denied.statusCode).toBe(403);
  });

  it("validates input: unknown role, unknown permission, taken e-mail", async () => {
    const bad = await call("POST", "/api/partner/sublogins/", owner, {
      name: "",
      email: "x",
      role_id: 999999,
      extra_permissions: ["sublogins.manage"],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "extra_permissions.0", "name"]);
    const noRole = await call("POST", "/api/partner/sublogins/", owner, {
      name: "A",
      email: "a@x.example",
      role_id: 999999,
    });
    expect(noRole.json().errors.role_id).toEqual(["Choose a role template from the list."]);
    const taken = await call("POST", "/api/partner/sublogins/", owner, {
      name: "A",
      email: "partner2@example.com",
      role_id: financeId,
    });
    expect(taken.statusCode).toBe(409);
  });

  it("changing only the role keeps the extras granted beyond the old template", async () => {
    const extra = await call("PATCH", `/api/partner/sublogins/${id}/`, owner, {
      extra_permissions: ["tickets.manage"],
    });
    expect(extra.json().data.permissions).toContain("tickets.manage");
    expect(extra.json().data.permissions).toContain("payments.view");
    const res = await call("PATCH", `/api/partner/sublogins/${id}/`, owner, { role_id: readOnlyId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role.name).toBe("Read only");
    // Finance's own permission goes with Finance; the extra stays.
    expect(res.json().data.permissions).toContain("tickets.manage");
    expect(res.json().data.permissions).not.toContain("payments.view");
    await call("PATCH", `/api/partner/sublogins/${id}/`, owner, {
      role_id: financeId,
      extra_permissions: ["students.view"],
    });
  });

  it("edits the role and permissions", async () => {
    const res = await call("PATCH", `/api/partner/sublogins/${id}/`, owner, {
      role_id: readOnlyId,
      extra_permissions: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role.name).toBe("Read only");
    expect(res.json().data.permissions).not.toContain("payments.view");
  });

  it("disables (sessions end, sign-in refused) and enables again", async () => {
    const session = await login(app, { email: "fatima.noor@globalpathways.example", password: "Fatima@2026x" });
    const res = await call("POST", `/api/partner/sublogins/${id}/disable/`);
    expect(res.json().data.status).toBe("disabled");
    expect(
      (await app.inject({ method: "POST", url: "/api/token/refresh/", payload: { refresh: session.refresh } }))
        .statusCode,
    ).toBe(401);
    expect((await app.inject({ url: "/api/partner/students/", headers: bearer(session.access) })).statusCode).toBe(401);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/login/",
      payload: { email: "fatima.noor@globalpathways.example", password: "Fatima@2026x" },
    });
    expect(signIn.statusCode).toBe(403);
    expect((await call("POST", `/api/partner/sublogins/${id}/enable/`)).json().data.status).toBe("active");
  });

  it("sends a password-reset link", async () => {
    const res = await call("POST", `/api/partner/sublogins/${id}/password-reset/`);
    expect(res.statusCode).toBe(202);
    expect(await linkFor("fatima.noor@globalpathways.example", false)).toBeTruthy();
  });

  it("deletes only without activity", async () => {
    expect((await call("DELETE", `/api/partner/sublogins/${id}/`)).statusCode).toBe(409);
    const fresh = (
      await call("POST", "/api/partner/sublogins/", owner, {
        name: "Temp",
        email: "temp@gp.example",
        role_id: readOnlyId,
      })
    ).json().data;
    expect((await call("DELETE", `/api/partner/sublogins/${fresh.id}/`)).statusCode).toBe(204);
    expect((await app.db.select().from(users).where(eq(users.id, fresh.id))).length).toBe(0);
  });

  it("is the partner owner's alone: sub-logins get 403 with a sentence, other partners 404", async () => {
    const res = await call("GET", "/api/partner/sublogin/list/", counsellor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only the partner's own account manages sub-logins.");
    expect(
      (
        await call("POST", "/api/partner/sublogins/", counsellor, {
          name: "X",
          email: "x@y.example",
          role_id: financeId,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call("PATCH", `/api/partner/sublogins/${id}/`, other, { name: "Hacked" })).statusCode).toBe(404);
    expect((await call("POST", `/api/partner/sublogins/${id}/disable/`, other)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/partner/sublogins/${id}/`, other)).statusCode).toBe(404);
    expect((await call("GET", "/api/partner/sublogin/list/", other)).json().count).toBe(0);
    const [u] = await app.db.select().from(users).where(eq(users.id, id));
    expect(u?.name).toBe("Fatima Noor");
  });
});
