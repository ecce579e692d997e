import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type WEBHOOK_PAYLOADS, webhookBody } from "@pp/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, waitUntil } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";
import { URL_NOT_PUBLIC } from "./address-guard";
import { postOnce } from "./delivery";
import { createWebhookService } from "./service";

/** What a receiver on the loopback address was sent. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver the test controls: it answers `status()` to each POST and keeps what it got. */
async function receiver(status: () => number = () => 200) {
  const got: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => {
      got.push({ headers: req.headers, body });
      res.statusCode = status();
      res.end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { got, url, close: () => new Promise((r) => server.close(r)) };
}

/** The receiver's check, with node:crypto only: any `v1,` signature of `id.timestamp.body` under the secret. */
function verified(r: Received, secret: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${r.headers["webhook-id"]}.${r.headers["webhook-timestamp"]}.${r.body}`;
  const expected = createHmac("sha256", key).update(signed).digest("base64");
  return String(r.headers["webhook-signature"])
    .split(" ")
    .some((s) => s === `v1,${expected}`);
}

let app: TestApp;
let owner: string;
const receivers: { close: () => Promise<unknown> }[] = [];
beforeAll(async () => {
  // Loopback receivers need WEBHOOK_ALLOW_PRIVATE; retries come after 0.2 s instead of 5 s, 25 s, ...
  app = await buildTestApp({ webhooks: { allowPrivate: true, retrySeconds: [0.2, 0.2, 0.2], timeoutMs: 2000 } });
  owner = (await login(app, "partner")).access;
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await app.close();
});

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, token = owner) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function endpoint(events: string[], status?: () => number) {
  const r = await receiver(status);
  receivers.push(r);
  const res = await call("POST", "/partner/webhooks/", { url: r.url, events, description: "CRM" });
  expect(res.statusCode, res.body).toBe(201);
  return { ...r, id: res.json().data.id as number, secret: res.json().data.secret as string };
}

async function newApplication() {
  const student = await call("POST", "/partner/add/student/", await studentPayload(app.db));
  const target = await courseAndIntake(app.db);
  const created = await call("POST", "/partner/application/", { student_id: student.json().data.id, ...target });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

/** Each delivered body as the OpenAPI document describes its type (the shared schemas). */
const documented = (r: Received) => {
  const body = JSON.parse(r.body) as { type: keyof typeof WEBHOOK_PAYLOADS };
  return webhookBody(body.type).parse(body);
};

describe("webhook endpoints", () => {
  it("answers the signing secret once; the list shows only its first characters", async () => {
    const e = await endpoint(["student.created"]);
    expect(e.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = (await call("GET", "/partner/webhooks/")).json().data as { id: number; secret_hint: string }[];
    const mine = list.find((x) => x.id === e.id)!;
    expect(JSON.stringify(list)).not.toContain(e.secret);
    expect(e.secret.startsWith(mine.secret_hint.replace("…", ""))).toBe(true);
  });

  it("delivers one signed application.status_changed that the receiver verifies", async () => {
    const e = await endpoint(["application.status_changed"]);
    const id = await newApplication();
    const res = await call("POST", `/partner/application/${id}/withdraw/`, { note: "Changed plans" });
    expect(res.statusCode, res.body).toBe(200);
    await waitUntil(() => e.got.length >= 1);
    // Only the event it subscribes to: the student and application creations did not come.
    await new Promise((r) => setTimeout(r, 300));
    expect(e.got).toHaveLength(1);
    const [r] = e.got;
    expect(verified(r!, e.secret)).toBe(true);
    expect(verified(r!, "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=")).toBe(false);
    expect(r!.headers["webhook-id"]).toMatch(/^msg_/);
    expect(Math.abs(Number(r!.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    const body = documented(r!);
    expect(body).toMatchObject({
      type: "application.status_changed",
      data: { application_id: id, from: { name: "Draft" }, to: { name: "Withdrawn" }, note: "Changed plans" },
    });
    expect(new Date(body.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("sends each event a partner's work makes, each body as documented", async () => {
    const e = await endpoint([
      "student.created",
      "student.updated",
      "application.created",
      "application.message_created",
      "application.status_changed",
      "ticket.updated",
    ]);
    const id = await newApplication();
    const student = (await call("GET", `/partner/application/${id}/`)).json().data.student.id;
    await call("PATCH", `/partner/students/${student}/`, { city: "Mumbai" });
    await call("POST", `/partner/application/${id}/messages/`, { body: "Transcript sent by courier." });
    await call("POST", `/partner/application/${id}/withdraw/`, {});
    const ticket = await call("POST", "/partner/tickets/", {
      subject: "Offer letter missing",
      description: "The offer letter for the application has not arrived.",
      category: "application",
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    await waitUntil(() => e.got.length >= 6);
    const types = e.got.map((g) => documented(g).type).sort();
    expect(types).toEqual([
      "application.created",
      "application.message_created",
      "application.status_changed",
      "student.created",
      "student.updated",
      "ticket.updated",
    ]);
    expect(e.got.every((g) => verified(g, e.secret))).toBe(true);
  });

  it("retries a receiver that fails twice: the third attempt delivers, with the same webhook-id", async () => {
    let calls = 0;
    const e = await endpoint(["student.created"], () => (++calls <= 2 ? 500 : 200));
    await call("POST", "/partner/add/student/", await studentPayload(app.db));
    await waitUntil(() => e.got.length >= 3, 15_000);
    expect(new Set(e.got.map((g) => g.headers["webhook-id"])).size).toBe(1);
    expect(e.got.every((g) => verified(g, e.secret))).toBe(true);
    const log = (await call("GET", `/partner/webhooks/${e.id}/deliveries/`)).json();
    await waitUntil(async () => {
      const [d] = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, e.id));
      return d?.status === "succeeded";
    });
    const [d] = (await call("GET", `/partner/webhooks/${e.id}/deliveries/`)).json().results.data;
    expect(log.count).toBe(1);
    expect(d).toMatchObject({ status: "succeeded", attempts: 3, last_status_code: 200, type: "student.created" });
    expect(d.payload.data.student.email).toContain("@students.example");
  });

  it("Send test event, Redeliver, and a rotated secret signing beside the old one", async () => {
    const e = await endpoint(["ticket.updated"]);
    expect((await call("POST", `/partner/webhooks/${e.id}/test/`)).statusCode).toBe(202);
    await waitUntil(() => e.got.length === 1);
    expect(JSON.parse(e.got[0]!.body).type).toBe("webhook.test");
    await waitUntil(async () => {
      const [d] = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, e.id));
      return d?.status === "succeeded";
    });
    const rotated = (await call("POST", `/partner/webhooks/${e.id}/rotate-secret/`)).json().data;
    expect(rotated.secret).not.toBe(e.secret);
    expect(rotated.previous_secret_until).not.toBeNull();
    const [first] = (await call("GET", `/partner/webhooks/${e.id}/deliveries/`)).json().results.data;
    const again = await call("POST", `/partner/webhooks/${e.id}/deliveries/${first.id}/redeliver/`);
    expect(again.statusCode, again.body).toBe(202);
    await waitUntil(() => e.got.length === 2);
    const second = e.got[1]!;
    expect(second.headers["webhook-id"]).toBe(e.got[0]!.headers["webhook-id"]);
    // Both secrets sign during the overlap: a receiver on either one accepts it.
    expect(verified(second, rotated.secret)).toBe(true);
    expect(verified(second, e.secret)).toBe(true);
    expect(String(second.headers["webhook-signature"]).split(" ")).toHaveLength(2);
  });

  it("turns off an endpoint that has failed for 24 hours and tells its owner by mail", async () => {
    const e = await endpoint(["student.updated"], () => 503);
    await app.db
      .update(webhookEndpoints)
      .set({ failing_since: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(webhookEndpoints.id, e.id));
    const student = (await call("POST", "/partner/add/student/", await studentPayload(app.db))).json().data;
    await call("PATCH", `/partner/students/${student.id}/`, { city: "Pune" });
    await waitUntil(async () => {
      const [row] = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, e.id));
      return row?.is_active === false;
    });
    const [d] = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, e.id));
    expect(d).toMatchObject({ status: "failed", attempts: 1, last_status_code: 503 });
    const mails = await app.db.select().from(outbox).where(eq(outbox.subject, "A webhook endpoint was turned off"));
    expect(mails.some((m) => m.to_email === "partner@example.com" && m.text_body.includes(e.url))).toBe(true);
    const item = (await call("GET", "/partner/webhooks/")).json().data.find((x: { id: number }) => x.id === e.id);
    expect(item).toMatchObject({ is_active: false });
    expect(item.disabled_at).not.toBeNull();
  });

  it("is the partner owner's: a sub-login gets 403, another partner 404, and bad input changes nothing", async () => {
    const e = await endpoint(["student.created"]);
    const counsellor = (await login(app, "counsellor")).access;
    expect((await call("GET", "/partner/webhooks/", undefined, counsellor)).statusCode).toBe(403);
    const other = (await login(app, "partner2")).access;
    expect((await call("DELETE", `/partner/webhooks/${e.id}/`, undefined, other)).statusCode).toBe(404);
    expect((await call("GET", `/partner/webhooks/${e.id}/deliveries/`, undefined, other)).statusCode).toBe(404);
    const endpoints = async () =>
      (
        (await app.db.execute(sql`select count(*)::int as n from webhook_endpoints`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await endpoints();
    const bad = await call("POST", "/partner/webhooks/", { url: "not a url", events: ["student.deleted"] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["events.0", "url"]);
    expect(await endpoints()).toBe(before);
  });

  it("refuses http and private addresses without WEBHOOK_ALLOW_PRIVATE, and does not deliver to them", async () => {
    const strict = createWebhookService(app.db, app.webhooks, { allowPrivate: false });
    const refused = async (url: string) => {
      try {
        await strict.create(1, 1, { url, events: ["student.created"] });
        return null;
      } catch (err) {
        return (err as { errors?: Record<string, string[]> }).errors?.url?.[0] ?? "no sentence";
      }
    };
    expect(await refused("http://crm.example.com/hook")).toBe("URL must start with https://.");
    for (const url of [
      "https://127.0.0.1/hook",
      "https://localhost:8443/",
      "https://[::1]/",
      "https://169.254.169.254/",
    ]) {
      expect(await refused(url)).toBe(URL_NOT_PUBLIC);
    }
    // At delivery too: a loopback receiver gets nothing from a strict sender.
    const r = await receiver();
    receivers.push(r);
    const attempt = await postOnce(r.url, {}, "{}", {
      allowPrivate: false,
      retrySeconds: [],
      timeoutMs: 1000,
    });
    expect(attempt.error).toBe("URL must start with https://.");
    expect(r.got).toHaveLength(0);
  });
});
