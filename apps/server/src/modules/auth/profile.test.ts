import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("PATCH /api/me/", () => {
  it("updates my name and phone", async () => {
    const s = await login(app, "partner");
    const res = await app.inject({
      method: "PATCH",
      url: "/api/me/",
      headers: bearer(s.access),
      payload: { name: "Priya S. Sharma", phone: "+91 98200 12345" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: "Priya S. Sharma", phone: "+91 98200 12345" });
    const [u] = await app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(u?.name).toBe("Priya S. Sharma");
  });

  it("rejects a blank name or a bad phone and changes nothing", async () => {
    const s = await login(app, "partner2");
    const res = await app.inject({
      method: "PATCH",
      url: "/api/me/",
      headers: bearer(s.access),
      payload: { name: "  ", phone: "call me maybe" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["name", "phone"]);
    const [u] = await app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(u?.name).toBe("Chinedu Okafor");
  });

  it("keeps the interface language on the account: alone, checked, and answered by GET me/", async () => {
    const s = await login(app, "counsellor");
    const before = (await app.inject({ url: "/api/me/", headers: bearer(s.access) })).json().data.user;
    expect(before.language).toBeNull();
    const bad = await app.inject({
      method: "PATCH",
      url: "/api/me/",
      headers: bearer(s.access),
      payload: { language: "fr" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.language).toEqual(["Choose English, Arabic, Chinese, Spanish or Vietnamese."]);
    const res = await app.inject({
      method: "PATCH",
      url: "/api/me/",
      headers: bearer(s.access),
      payload: { language: "vi" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ language: "vi", name: before.name, phone: before.phone });
    const me = await app.inject({ url: "/api/me/", headers: bearer(s.access) });
    expect(me.json().data.user.language).toBe("vi");
    // It follows the person to their next sign-in.
    expect((await login(app, "counsellor")).user.language).toBe("vi");
    // null hands the choice back to the browser.
    const cleared = await app.inject({
      method: "PATCH",
      url: "/api/me/",
      headers: bearer(s.access),
      payload: { language: null },
    });
    expect(cleared.json().data.user.language).toBeNull();
  });

  it("needs a token", async () => {
    expect((await app.inject({ method: "PATCH", url: "/api/me/", payload: { name: "X" } })).statusCode).toBe(401);
  });
});

describe("POST /api/me/password/", () => {
  const change = (access: string, payload: object) =>
    app.inject({ method: "POST", url: "/api/me/password/", headers: bearer(access), payload });

  it("needs the right current password", async () => {
    const s = await login(app, "counsellor");
    const res = await change(s.access, {
      current_password: "wrong",
      password: "New@Pass123",
      confirm_password: "New@Pass123",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.current_password).toEqual(["The current password is not correct."]);
    await login(app, "counsellor");
  });

  it("validates the new password", async () => {
    const s = await login(app, "counsellor");
    const weak = await change(s.access, {
      current_password: "Counsellor@12345",
      password: "weak",
      confirm_password: "weak",
    });
    expect(weak.json().errors.password).toBeDefined();
    const mismatch = await change(s.access, {
      current_password: "Counsellor@12345",
      password: "New@Pass123",
      confirm_password: "New@Pass124",
    });
    expect(mismatch.json().errors.confirm_password).toEqual(["Passwords do not match."]);
  });

  it("changes it, ends other sessions and returns a working pair", async () => {
    const elsewhere = await login(app, "counsellor");
    const here = await login(app, "counsellor");
    const res = await change(here.access, {
      current_password: "Counsellor@12345",
      password: "New@Pass123",
      confirm_password: "New@Pass123",
    });
    expect(res.statusCode).toBe(200);
    const pair = res.json().data;
    const refreshOld = await app.inject({
      method: "POST",
      url: "/api/token/refresh/",
      payload: { refresh: elsewhere.refresh },
    });
    expect(refreshOld.statusCode).toBe(401);
    const refreshNew = await app.inject({
      method: "POST",
      url: "/api/token/refresh/",
      payload: { refresh: pair.refresh },
    });
    expect(refreshNew.statusCode).toBe(200);
    await login(app, { email: "counsellor@example.com", password: "New@Pass123" });
  });
});
