import { messages } from "@pp/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, countries, partners, users } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/app";

let app: TestApp;
let indiaId: number;
beforeAll(async () => {
  app = await buildTestApp();
  const [row] = await app.db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, "IN"));
  indiaId = row!.id;
});
afterAll(() => app.close());

const valid = () => ({
  full_name: "Meera Nair",
  company_name: "Kerala Study Abroad",
  email: "meera@keralastudy.example",
  password: "Strong@Pass1",
  confirm_password: "Strong@Pass1",
  country_id: indiaId,
  terms_accepted: true,
});
const signup = (payload: unknown) => app.inject({ method: "POST", url: "/api/signup/", payload: payload as object });
const countRows = async () => {
  const [p] = await app.db.select({ n: sql<number>`count(*)::int` }).from(partners);
  const [u] = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return { partners: p!.n, users: u!.n };
};

describe("POST /api/signup/", () => {
  it("creates a pending partner and its user, who is told approval is awaited", async () => {
    const res = await signup(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: "pending", message: messages.awaitingApproval });
    const [p] = await app.db.select().from(partners).where(eq(partners.id, res.json().data.partner_id));
    expect(p).toMatchObject({ company_name: "Kerala Study Abroad", status: "pending", country_id: indiaId });
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, "partner.signup"));
    expect(audit?.entity_id).toBe(String(p!.id));

    const login = await app.inject({
      method: "POST",
      url: "/api/login/",
      payload: { email: "meera@keralastudy.example", password: "Strong@Pass1" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(messages.awaitingApproval);

    await app.db.update(partners).set({ status: "active" }).where(eq(partners.id, p!.id));
    const approved = await app.inject({
      method: "POST",
      url: "/api/login/",
      payload: { email: "MEERA@keralastudy.example", password: "Strong@Pass1" },
    });
    expect(approved.statusCode).toBe(200);
  });

  it("answers 409 for an e-mail that exists, in any case, and creates nothing", async () => {
    const before = await countRows();
    const res = await signup({ ...valid(), email: "Partner@Example.com" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toEqual([messages.emailTaken]);
    expect(await countRows()).toEqual(before);
  });

  it("names every bad field and creates nothing", async () => {
    const before = await countRows();
    const res = await signup({
      full_name: " ",
      company_name: "",
      email: "nope",
      password: "short",
      confirm_password: "different",
      country_id: "abc",
      terms_accepted: false,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      "company_name",
      "country_id",
      "email",
      "full_name",
      "password",
      "terms_accepted",
    ]);
    expect(await countRows()).toEqual(before);
  });

  it("refuses a common password and creates nothing", async () => {
    const before = await countRows();
    const res = await signup({
      ...valid(),
      email: "common@keralastudy.example",
      password: "Qwerty123",
      confirm_password: "Qwerty123",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(["This password is too common. Choose one that is harder to guess."]);
    expect(await countRows()).toEqual(before);
  });

  it("checks that the passwords match", async () => {
    const res = await signup({ ...valid(), email: "x1@example.com", confirm_password: "Strong@Pass2" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.confirm_password).toEqual(["Passwords do not match."]);
  });

  it("refuses a country that does not exist", async () => {
    const res = await signup({ ...valid(), email: "x2@example.com", country_id: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.country_id).toBeDefined();
  });

  it("lists countries for the form without a token", async () => {
    const res = await app.inject({ url: "/api/signup/countries/" });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(240);
    expect(names).toContain("Nepal");
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
  });
});
