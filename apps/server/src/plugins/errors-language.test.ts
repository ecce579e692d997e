import { messages } from "@pp/shared";
import { messageCatalogs } from "@pp/shared/i18n/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp } from "../test/app";

/** Issue 17: the same error codes and shape in every language, the sentences in the caller's. */
let app: TestApp;
let es: Record<string, string>;
let ar: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  es = await messageCatalogs.es();
  ar = await messageCatalogs.ar();
});
afterAll(() => app.close());

const emptyLogin = (language?: string) =>
  app.inject({
    method: "POST",
    url: "/api/login/",
    payload: {},
    headers: language ? { "accept-language": language } : {},
  });

describe("error messages in the caller's language", () => {
  it("answers in the Accept-Language's language, with the same status, fields and request id", async () => {
    const english = await emptyLogin();
    const spanish = await emptyLogin("es-CO,es;q=0.9,en;q=0.5");
    expect(english.statusCode).toBe(400);
    expect(spanish.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      status_code: 400,
      message: "2 fields need attention.",
      errors: { email: ["Email is required."], password: ["Password is required."] },
    });
    const body = spanish.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(english.json()).sort());
    expect(body.status_code).toBe(400);
    expect(body.message).toBe(es["{n} fields need attention."]!.replace("{n}", "2"));
    expect(body.errors).toEqual({ email: [es["Email is required."]], password: [es["Password is required."]] });
    expect(body.message).not.toBe("2 fields need attention.");
  });

  it("keeps SPEC.md's English texts exactly for English and for languages we do not have", async () => {
    for (const header of ["en", "en-GB,en;q=0.9", "fr-FR,de;q=0.8", ""]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/login/",
        payload: { email: "partner@example.com", password: "wrong-password-1" },
        headers: header ? { "accept-language": header } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.invalidCredentials);
    }
  });

  it("signed in, the person's own setting wins over the header", async () => {
    const s = await login(app, "partner2");
    const set = await app.inject({
      method: "PATCH",
      url: "/api/me/",
      headers: bearer(s.access),
      payload: { language: "ar" },
    });
    expect(set.statusCode).toBe(200);
    const res = await app.inject({
      url: "/api/partner/students/99999999/",
      headers: { ...bearer(s.access), "accept-language": "en" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status_code: 404, message: ar["Student not found."] });
    await app.inject({ method: "PATCH", url: "/api/me/", headers: bearer(s.access), payload: { language: "en" } });
    const back = await app.inject({ url: "/api/partner/students/99999999/", headers: bearer(s.access) });
    expect(back.json().message).toBe("Student not found.");
  });
});
