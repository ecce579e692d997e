import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { studentPayload } from "../../test/factories";

// Adding a student writes in one statement (create.ts): the student, its audit entry, the partner's version move and
// the listening webhook endpoints. These check what that statement must do, on PGlite and on PostgreSQL.
let app: TestApp;
let partner: string;
let partnerId: number;
beforeAll(async () => {
  app = await buildTestApp();
  const signedIn = await login(app, "partner");
  partner = signedIn.access;
  partnerId = Number(JSON.parse(Buffer.from(partner.split(".")[1]!, "base64url").toString()).pid);
});
afterAll(() => app.close());

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) => ((await app.db.execute(q)) as unknown as { rows: Row[] }).rows;
const versionSum = async () =>
  Number(
    (await rows(sql`select coalesce(sum(version), 0) as v from data_versions where partner_id = ${partnerId}`))[0]!.v,
  );
const add = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/partner/add/student/",
    headers: { ...bearer(partner), ...headers },
    payload,
  });

describe("adding a student in one statement", () => {
  it("writes the student, one audit entry naming it and one version move, and answers that move", async () => {
    const body = await studentPayload(app.db);
    const before = await versionSum();
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect(res.json().data).toMatchObject({ email: body.email, status: "active", applications_count: 0 });
    const audit = await rows(
      sql`select action, actor_user_id, partner_id, details from audit_log where entity = 'student' and entity_id = ${String(id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "student.create", partner_id: partnerId });
    const details = typeof audit[0]!.details === "string" ? JSON.parse(audit[0]!.details) : audit[0]!.details;
    expect(details.after.email).toBe(body.email);
    expect(await versionSum()).toBe(before + 1);
    // The answer's PP-Data-Version names the moved shard at its new count.
    const [, counts] = String(res.headers["pp-data-version"]).split(".");
    const moved = await rows(sql`select shard, version from data_versions where partner_id = ${partnerId}`);
    for (const r of moved) expect(Number(counts!.split("-")[Number(r.shard)])).toBeLessThanOrEqual(Number(r.version));
    expect(moved.some((r) => Number(counts!.split("-")[Number(r.shard)]) === Number(r.version))).toBe(true);
  });

  it("a clash adds nothing: no student, no audit entry, no version move", async () => {
    const body = await studentPayload(app.db);
    expect((await add(body)).statusCode).toBe(201);
    const before = await versionSum();
    const audits = async () =>
      Number((await rows(sql`select count(*) as n from audit_log where action = 'student.create'`))[0]!.n);
    const auditsBefore = await audits();
    const again = await add({ ...body, first_name: "Other" });
    expect(again.statusCode).toBe(409);
    expect(await versionSum()).toBe(before);
    expect(await audits()).toBe(auditsBefore);
    const named = await rows(sql`select count(*) as n from students where lower(email) = ${body.email.toLowerCase()}`);
    expect(Number(named[0]!.n)).toBe(1);
  });

  it("without an Idempotency-Key it is that one statement, with no transaction around it", async () => {
    // Each statement the add sends, and whether it ran inside a unit's transaction (the watcher is called in the
    // request's own context). PGlite opens its transactions without a statement through drizzle; PostgreSQL's
    // BEGIN and COMMIT are seen.
    const sent = async (headers: Record<string, string> = {}) => {
      const payload = await studentPayload(app.db);
      const seen: { text: string; inTransaction: boolean }[] = [];
      const stop = app.database.watch((t) =>
        seen.push({ text: t.trim().toLowerCase(), inTransaction: app.uow.active() }),
      );
      try {
        expect((await add(payload, headers)).statusCode).toBe(201);
      } finally {
        stop();
      }
      return {
        transaction: seen.filter((s) => s.text === "begin" || s.text === "commit").map((s) => s.text),
        writes: seen.filter((s) => /^(with|insert|update|delete)\b/.test(s.text)),
      };
    };
    const plain = await sent();
    expect(plain.transaction).toEqual([]);
    expect(plain.writes).toHaveLength(1);
    expect(plain.writes[0]!.text).toMatch(/^with "new_id" as .* insert into "students"/s);
    expect(plain.writes[0]!.inTransaction).toBe(false);
    // With a key, the key commits with the student in a transaction.
    const keyed = await sent({ "idempotency-key": `one-statement-${Date.now()}` });
    const student = keyed.writes.find((w) => w.text.includes('insert into "students"'));
    expect(student?.inTransaction).toBe(true);
    expect(keyed.writes.find((w) => w.text.includes('insert into "idempotency_keys"'))?.inTransaction).toBe(true);
    expect(keyed.transaction).toEqual(app.database.kind === "postgres" ? ["begin", "commit"] : []);
  });

  it("with a webhook endpoint listening, it runs again in a transaction and writes the event with the student", async () => {
    const hook = await app.inject({
      method: "POST",
      url: "/api/partner/webhooks/",
      headers: bearer(partner),
      payload: {
        url: "https://crm.example.com/hooks/portal",
        events: ["student.created"],
        description: "One statement",
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpointId = hook.json().data.id as number;
    try {
      const before = await versionSum();
      const body = await studentPayload(app.db);
      const res = await add(body);
      expect(res.statusCode, res.body).toBe(201);
      const id = String(res.json().data.id);
      expect(await rows(sql`select id from audit_log where entity = 'student' and entity_id = ${id}`)).toHaveLength(1);
      expect(await versionSum()).toBe(before + 1);
      const events = await rows(
        sql`select payload from webhook_deliveries where endpoint_id = ${endpointId} and type = 'student.created'`,
      );
      expect(events).toHaveLength(1);
      const payload = typeof events[0]!.payload === "string" ? JSON.parse(events[0]!.payload) : events[0]!.payload;
      expect(String(payload.data.student.id)).toBe(id);
      // The refused first try wrote nothing: the student is there once.
      const named = await rows(sql`select id from students where lower(email) = ${body.email.toLowerCase()}`);
      expect(named).toHaveLength(1);
    } finally {
      await app.inject({ method: "DELETE", url: `/api/partner/webhooks/${endpointId}/`, headers: bearer(partner) });
    }
  });

  it("changes no session (no user, partner or role row), as its route declares (keepsSessions)", async () => {
    const sessionRows = async () =>
      rows(sql`select (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from users u) as users,
                      (select md5(coalesce(string_agg(p::text, ',' order by p.id), '')) from partners p) as partners,
                      (select md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from roles r) as roles`);
    const before = await sessionRows();
    expect((await add(await studentPayload(app.db))).statusCode).toBe(201);
    expect(await sessionRows()).toEqual(before);
  });

  it("an API key's add is recorded as the key, as recordAudit records it", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/partner/api-keys/",
      headers: bearer(partner),
      payload: { name: "One statement", scopes: ["students:write"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().data.key as string;
    const res = await add(await studentPayload(app.db), { authorization: `Bearer ${key}` });
    expect(res.statusCode, res.body).toBe(201);
    const [entry] = await rows(
      sql`select details from audit_log where entity = 'student' and entity_id = ${String(res.json().data.id)}`,
    );
    const details = typeof entry!.details === "string" ? JSON.parse(entry!.details) : entry!.details;
    expect(details.api_key).toBe("One statement");
  });
});
