import { API_KEY_SCOPES, OWNER_PERMISSIONS, PERMISSIONS } from "@pp/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "./db/schema/index";
import { ANY_SCOPE, KEY_REFUSED, keyNeed, scopeMissing } from "./modules/api-keys/scopes";
import { type Access, type PartnerAccess, type RouteAccess, routeAccessHook } from "./plugins/access";
import { ROLE_TEMPLATES } from "./seed/reference-data";
import { bearer, buildTestApp, login, type TestApp, waitUntil } from "./test/app";
import { watchChanges } from "./test/changes";
import { isolatedTestDatabase } from "./test/db";
import { addStudent, courseAndIntake } from "./test/factories";

/**
 * Every route the app registers, walked from its own declaration (plugins/access.ts, docs/decisions/037): a person
 * without the permission a route declares gets 403 and changes nothing, and so does an API key without the scope
 * the same declaration asks of keys. The refusal comes in onRequest, before the body is read, so an empty body
 * serves every write. HEAD routes share their GET's guard and are not sent again.
 */

const DEFAULT_REFUSAL = "Your account's permissions do not allow this. Ask your partner administrator.";

let app: TestApp;
let owner: string;
let counsellor: string;
let admin: string;
let counsellorId: number;
let partnerId: number;
let watch: Awaited<ReturnType<typeof watchChanges>>;
let routes: RouteAccess[];

beforeAll(async () => {
  // A database of its own: the triggers that count changes must not see other files' writes.
  app = await buildTestApp({ apiKeyRateLimit: 1_000_000 }, await isolatedTestDatabase("access"));
  owner = (await login(app, "partner")).access;
  const c = await login(app, "counsellor");
  counsellor = c.access;
  counsellorId = c.user.id;
  partnerId = c.user.partner_id!;
  admin = (await login(app, "admin")).access;
  routes = app.routeAccess.filter((r) => r.method !== "HEAD" && r.method !== "OPTIONS" && !("public" in r.access));
  watch = await watchChanges(app.db);
});
afterAll(async () => {
  await watch.stop();
  await app.close();
});

const label = (r: RouteAccess) => `${r.method} ${r.url}`;
/** The route's address with a plausible value for each parameter (`:id` -> 1). */
const address = (url: string) => url.replace(/:\w+/g, "1").replace(/\*$/, "x");
const send = (r: RouteAccess, token: string | undefined) =>
  app.inject({
    method: r.method as "GET",
    url: address(r.url),
    headers: token ? bearer(token) : {},
    ...(r.method === "GET" || r.method === "DELETE" ? {} : { payload: {} }),
  });

const partnerRoutes = () => routes.filter((r): r is RouteAccess & { access: PartnerAccess } => "partner" in r.access);
/** The permissions a partner route needs of a person ("owner": the partner's own account). */
const needs = (a: PartnerAccess): string[] => (a.partner === "any" ? [] : [a.partner, ...(a.also ? [a.also] : [])]);

/** The demo sub-login's permissions, set behind the API's back; the partner's cached sessions are told. */
async function grant(permissions: readonly string[]) {
  await app.db
    .update(users)
    .set({ permissions: [...permissions] })
    .where(eq(users.id, counsellorId));
  await app.versions.touch(partnerId);
}

/** Sends every route in `batch` as `token`; each must answer `status` (and `message`), and nothing may change. */
async function refusedAll<R extends RouteAccess>(
  batch: R[],
  token: string | undefined,
  status: number,
  message: (r: R) => string | undefined,
) {
  const mark = await watch.mark();
  const wrong: string[] = [];
  for (const r of batch) {
    const res = await send(r, token);
    const expected = message(r);
    const said = res.statusCode === status ? (res.json() as { message: string }).message : undefined;
    if (res.statusCode !== status || (expected !== undefined && said !== expected)) {
      wrong.push(`${label(r)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(await watch.since(mark), "a refused request changed rows").toEqual([]);
}

describe("every route declares who may call it", () => {
  it("has a declaration for each route of the API document, and the Superadmin's routes are the Superadmin's", () => {
    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const declared = new Map(app.routeAccess.map((r) => [`${r.method} ${r.url.replace(/\/$/, "")}`, r.access]));
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ":$1").replace(/\/$/, "")}`),
    );
    expect(documented.length).toBeGreaterThan(200);
    expect(documented.filter((d) => !declared.has(d))).toEqual([]);
    const admin = app.routeAccess.filter((r) => r.url.startsWith("/api/admin/") && !("superadmin" in r.access));
    expect(admin.map(label)).toEqual([]);
    // Every permission a declaration names is one the portal has.
    const known = new Set<string>([...PERMISSIONS, ...OWNER_PERMISSIONS]);
    expect(partnerRoutes().flatMap((r) => needs(r.access).filter((p) => p !== "owner" && !known.has(p)))).toEqual([]);
  });

  it("refuses to start with a route that declares nothing", () => {
    const table: unknown[] = [];
    const fake = { decorate: (_: string, v: unknown[]) => table.push(v) } as unknown as FastifyInstance;
    const hook = routeAccessHook(fake);
    const route = { method: "GET", url: "/api/partner/new-thing/", handler: () => undefined } as RouteOptions;
    expect(() => hook(route)).toThrow("GET /api/partner/new-thing/ declares no access");
    expect(() => hook({ ...route, config: { access: { public: true } } })).not.toThrow();
  });
});

/**
 * Writes that a .view permission opens, each reviewed: a person's own list or read receipt, a meeting request, a
 * commission claim (there is no payments.manage). Any other write needs a .manage (or an owner's) permission, so a
 * read-only sub-login changes nothing: a new write route declared with a .view permission fails here.
 */
const WRITES_OF_VIEWERS = new Set([
  "POST /api/partner/shortlist/",
  "DELETE /api/partner/shortlist/:courseId/",
  "POST /api/partner/updates/:id/read/",
  "POST /api/partner/application/:id/messages/read/",
  "POST /api/partner/experts/:id/meetings/",
  "POST /api/partner/meetings/:id/cancel/",
  "POST /api/partner/payments/:id/claim/",
  "POST /api/partner/payments/:id/dispute/",
]);

describe("people: the permission each route declares", () => {
  it("opens no write to a .view permission alone, except the reviewed ones; keys never write with a read scope", () => {
    const writes = partnerRoutes().filter((r) => r.method !== "GET");
    const viewers = writes.filter((r) => needs(r.access).every((p) => p.endsWith(".view")) && needs(r.access).length);
    expect(viewers.map(label).filter((l) => !WRITES_OF_VIEWERS.has(l))).toEqual([]);
    const readScoped = writes.filter((r) => keyNeed(r.access)?.endsWith(":read") || keyNeed(r.access) === ANY_SCOPE);
    expect(readScoped.map(label)).toEqual([]);
  });

  it("refuses the Read only sub-login a message on an application (403, nothing stored); the owner adds it", async () => {
    const readOnly = ROLE_TEMPLATES.find((t) => t.name === "Read only")!.permissions;
    expect(readOnly).not.toContain("applications.manage");
    const student = await addStudent(app, owner);
    const created = await app.inject({
      method: "POST",
      url: "/api/partner/application/",
      headers: bearer(owner),
      payload: { student_id: student, ...(await courseAndIntake(app.db)) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/partner/application/${created.json().data.id}/messages/`;
    await grant(readOnly);
    const mark = await watch.mark();
    const refused = await app.inject({ method: "POST", url, headers: bearer(counsellor), payload: { body: "Sent." } });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await watch.since(mark)).toEqual([]);
    const told = await app.inject({ method: "POST", url, headers: bearer(owner), payload: { body: "Sent." } });
    expect(told.statusCode, told.body).toBe(201);
    // The message mails admissions (decision 043): its delivery, a job on its own time, must not land in a later
    // test's watch for changes.
    await waitUntil(async () => (await app.db.select().from(outbox).where(eq(outbox.status, "pending"))).length === 0);
  });

  it("refuses the sub-login each route's permission, one permission at a time, and nothing changes", async () => {
    const tried = new Set<string>();
    for (const p of PERMISSIONS) {
      const batch = partnerRoutes().filter((r) => needs(r.access).includes(p));
      if (batch.length === 0) continue;
      await grant(PERMISSIONS.filter((q) => q !== p));
      await refusedAll(batch, counsellor, 403, (r) => r.access.refusal ?? DEFAULT_REFUSAL);
      for (const r of batch) tried.add(label(r));
    }
    expect(tried.size).toBeGreaterThan(60);
  });

  it("lets the sub-login through with every permission, on each read that needs no owner's", async () => {
    await grant(PERMISSIONS);
    const reads = partnerRoutes().filter(
      (r) => r.method === "GET" && needs(r.access).every((p) => (PERMISSIONS as readonly string[]).includes(p)),
    );
    const refused: string[] = [];
    for (const r of reads) if ((await send(r, counsellor)).statusCode === 403) refused.push(label(r));
    expect(refused).toEqual([]);
  });

  it("refuses a sub-login, whatever it holds, the partner owner's routes", async () => {
    await grant(PERMISSIONS);
    const batch = partnerRoutes().filter((r) =>
      needs(r.access).some((p) => p === "owner" || (OWNER_PERMISSIONS as readonly string[]).includes(p)),
    );
    expect(batch.length).toBeGreaterThan(15);
    await refusedAll(batch, counsellor, 403, (r) => r.access.refusal ?? DEFAULT_REFUSAL);
  });

  it("refuses the Superadmin's routes to the partner owner, partner routes to the Superadmin, and all to nobody", async () => {
    const of = (kind: "superadmin" | "partner" | "signedIn") => routes.filter((r) => kind in r.access);
    await refusedAll(of("superadmin"), owner, 403, () => undefined);
    await refusedAll(of("partner"), admin, 403, () => "This part of the portal is for partner accounts.");
    await refusedAll([...of("signedIn"), ...of("superadmin"), ...of("partner")], undefined, 401, () => undefined);
  });
});

describe("API keys: the scope the same declaration asks of a key", () => {
  async function newKey(scopes: readonly string[]) {
    const res = await app.inject({
      method: "POST",
      url: "/api/partner/api-keys/",
      headers: bearer(owner),
      payload: { name: `Walk ${scopes.join(" ")}`.slice(0, 80), scopes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.key as string;
  }
  const needOf = (a: Access) => keyNeed(a);

  it("refuses every key on the routes keys may not use, even one holding every scope, and nothing changes", async () => {
    const everything = await newKey(API_KEY_SCOPES);
    const batch = routes.filter((r) => needOf(r.access) === null);
    expect(batch.length).toBeGreaterThan(150);
    await refusedAll(batch, everything, 403, () => KEY_REFUSED);
  });

  it("refuses a key without the route's scope, scope by scope, and nothing changes", async () => {
    for (const scope of API_KEY_SCOPES) {
      const batch = routes.filter((r) => needOf(r.access) === scope);
      expect(batch.length, scope).toBeGreaterThan(0);
      const lacking = await newKey(API_KEY_SCOPES.filter((s) => s !== scope));
      await refusedAll(batch, lacking, 403, () => scopeMissing(scope));
    }
  });

  it("lets a key with only the route's scope through (any key for the lookups)", async () => {
    const only = new Map<string, string>();
    for (const scope of API_KEY_SCOPES) only.set(scope, await newKey([scope]));
    const refused: string[] = [];
    for (const r of routes.filter((x) => x.method === "GET" && needOf(x.access) !== null)) {
      const need = needOf(r.access)!;
      const key = need === ANY_SCOPE ? only.get("payments:read")! : only.get(need)!;
      if ((await send(r, key)).statusCode === 403) refused.push(label(r));
    }
    expect(refused).toEqual([]);
  });
});
