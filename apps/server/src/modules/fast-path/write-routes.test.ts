import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, postMultipart } from "../../test/app";
import { studentPayload } from "../../test/factories";
import { parseStamp } from "./data-versions";
import { type Harness, LIST, type Req, writeCases } from "./write-routes.cases";

/**
 * Issue 16: every write a partner's user can make, when it succeeds, moves the partner's data version, so the
 * partner's next read is never a stale page from memory nor a 304. The routes come from the app itself: a new
 * partner write route without a row here fails the first test.
 */
const h = {} as Harness;
const cases = writeCases(h);
const collected = new Set<string>();

const SELF = new Set(["PATCH /api/me/", "POST /api/me/password/", "POST /api/logout/"]);
/** A write route a partner's user calls: the partner's own, its profile and session, its notifications. */
const partnerWrite = (method: string, url: string) =>
  ["POST", "PATCH", "PUT", "DELETE"].includes(method) &&
  (url.startsWith("/api/partner/") || url.startsWith("/api/notifications/") || SELF.has(`${method} ${url}`));

let other: string;
beforeAll(async () => {
  h.app = await buildTestApp({}, undefined, {
    onSerializer: (c) => {
      if (partnerWrite(c.method, c.url)) collected.add(`${c.method} ${c.url}`);
    },
  });
  const owner = await login(h.app, "partner");
  h.owner = owner.access;
  h.partnerId = owner.user.partner_id!;
  h.userId = owner.user.id;
  h.admin = (await login(h.app, "admin")).access;
  other = (await login(h.app, "partner2")).access;
});
afterAll(() => h.app.close());

const read = (headers: Record<string, string> = {}) =>
  h.app.inject({ url: LIST, headers: { ...bearer(h.owner), ...headers } });
/** The sum of the partner's part of the version an answer carries. */
function partnerTotal(res: LightMyRequestResponse) {
  const stamp = parseStamp(res.headers["pp-data-version"], h.partnerId);
  expect(stamp, `PP-Data-Version ${res.headers["pp-data-version"]}`).not.toBeNull();
  return stamp!.partner.reduce((a, b) => a + b, 0);
}

/** Sends a row's request with its key's method, after checking that its URL is the key's route. */
function send(key: string, req: Req) {
  const [method, pattern] = key.split(" ") as [string, string];
  const route = new RegExp(`^${pattern.replace(/:\w+/g, "[^/?]+")}(\\?.*)?$`);
  expect(req.url, `${key} must send to its own route`).toMatch(route);
  if (req.form) {
    expect(method, `${key}: multipart is a POST`).toBe("POST");
    return postMultipart(h.app, req.url.replace(/^\/api/, ""), h.owner, req.form.fields, req.form.file);
  }
  return h.app.inject({
    method: method as "POST" | "PATCH" | "PUT" | "DELETE",
    url: req.url,
    headers: bearer(h.owner),
    ...(req.body ? { payload: req.body } : {}),
  });
}

describe("every partner write route moves what the partner's next read returns", () => {
  it("the table has a row for exactly the partner write routes the app registers", () => {
    expect(collected.size).toBeGreaterThan(30);
    const rows = new Set(Object.keys(cases));
    const missing = [...collected].filter((k) => !rows.has(k)).sort();
    const extra = [...rows].filter((k) => !collected.has(k)).sort();
    expect({ missing, extra }, "missing: routes without a row; extra: rows for routes that are gone").toEqual({
      missing: [],
      extra: [],
    });
  });

  for (const [key, row] of Object.entries(cases)) {
    it(key, async () => {
      const ctx = row.prepare ? await row.prepare() : undefined;
      const before = await read();
      expect(before.statusCode).toBe(200);
      const tag = String(before.headers.etag);
      const total = partnerTotal(before);
      expect((await read({ "if-none-match": tag })).statusCode, "the page stands before the write").toBe(304);

      let res: LightMyRequestResponse | null = null;
      try {
        res = await send(key, row.send(ctx));
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, res.body).toBeLessThan(300);

        const after = await read({ "if-none-match": tag });
        expect(after.statusCode, `${key} answered ${res.statusCode} but the old ETag still answers 304`).toBe(200);
        expect(after.headers.etag).not.toBe(tag);
        expect(partnerTotal(after), `${key}: the partner's data version did not grow`).toBeGreaterThan(total);
        if (row.shows) await row.shows(ctx, res);
      } finally {
        if (row.after) await row.after(ctx, res);
      }
    });
  }

  it("a refused write (400, or 404 on another partner's student) leaves the page not modified", async () => {
    const theirs = await h.app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(other),
      payload: await studentPayload(h.app.db),
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const before = await read();
    const tag = String(before.headers.etag);

    const invalid = await send("POST /api/partner/add/student/", {
      url: "/api/partner/add/student/",
      body: { first_name: "" },
    });
    expect(invalid.statusCode).toBe(400);
    const foreign = await send("PATCH /api/partner/students/:id/", {
      url: `/api/partner/students/${theirs.json().data.id}/`,
      body: { last_name: "Taken" },
    });
    expect(foreign.statusCode).toBe(404);

    const after = await read({ "if-none-match": tag });
    expect(after.statusCode).toBe(304);
    expect(after.headers.etag).toBe(tag);
    expect(partnerTotal(await read())).toBe(partnerTotal(before));
  });
});
