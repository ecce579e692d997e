import type { LookupAddress } from "node:dns";
import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer, isIP, type Server, type Socket } from "node:net";
import { networkInterfaces } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { URL_NOT_PUBLIC, URL_PORT } from "./address-guard";
import { ATTEMPT_ERRORS } from "./attempt-errors";
import { createWebhookDelivery, type WebhookSettings } from "./delivery";
import { createWebhookService } from "./service";

/**
 * Issue 33 at delivery: the socket's lookup refuses a name that points inside now, and the delivery log tells the
 * partner one of a few fixed sentences, never the system's error with its address and port (that goes to the
 * server log). Deliveries here run by hand (`deliver`), from rows written directly, so no queue worker races them.
 */

let app: TestApp;
let owner: string;
let partnerId: number;
let userId: number;
const servers: Server[] = [];
const sockets = new Set<Socket>();
const logged: { level: string; obj: Record<string, unknown>; msg: string }[] = [];

const log = {
  level: "info",
  child: () => log,
  silent: () => undefined,
  ...Object.fromEntries(
    ["info", "warn", "error", "debug", "trace", "fatal"].map((level) => [
      level,
      (obj: Record<string, unknown>, msg: string) => logged.push({ level, obj, msg }),
    ]),
  ),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  app = await buildTestApp();
  const session = await login(app, "partner");
  owner = session.access;
  partnerId = session.user.partner_id!;
  userId = session.user.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await app.close();
});

/** A resolver for test names whose answers a test can change (no network). */
function resolver(names: Record<string, string[]>) {
  return async (hostname: string): Promise<LookupAddress[]> => {
    const list = names[hostname];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: isIP(address) }));
  };
}

const deliveryRunner = (settings: Partial<WebhookSettings>) =>
  createWebhookDelivery({
    db: app.db,
    uow: app.uow,
    jobs: { send: async () => undefined },
    mailer: app.mailer,
    log,
    settings: { allowPrivate: false, retrySeconds: [60], timeoutMs: 1500, ...settings },
  });

async function endpointRow(url: string) {
  const [e] = await app.db
    .insert(webhookEndpoints)
    .values({ partner_id: partnerId, url, events: ["student.created"], secret: `whsec_${"A".repeat(43)}=` })
    .returning({ id: webhookEndpoints.id });
  return e!.id;
}

async function deliveryRow(endpointId: number, extra: Partial<typeof webhookDeliveries.$inferInsert> = {}) {
  const [d] = await app.db
    .insert(webhookDeliveries)
    .values({
      endpoint_id: endpointId,
      partner_id: partnerId,
      event_id: `msg_${Math.random().toString(36).slice(2)}`,
      type: "webhook.test",
      payload: { type: "webhook.test", timestamp: new Date().toISOString(), data: { message: "hi" } },
      next_attempt_at: new Date(),
      ...extra,
    })
    .returning({ id: webhookDeliveries.id });
  return d!.id;
}

/** The endpoint's newest delivery as the partner's API shows it. */
async function shown(endpointId: number, language?: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/partner/webhooks/${endpointId}/deliveries/`,
    headers: { ...bearer(owner), ...(language ? { "accept-language": language } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.data[0] as { status: string; attempts: number; last_error: string | null };
}

async function listening(server: Server) {
  servers.push(server);
  server.on("connection", (socket: Socket) => sockets.add(socket));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}

/** Nothing in a sentence the partner sees says where: no address, host name, port or system error code. */
const SAYS_WHERE = /127\.0\.0\.1|::1|localhost|\.test|\d{4,}|:\d|ssl|socket/i;
const ERROR_CODE = /\bE[A-Z]{4,}\b|ERR_/;
const FIXED = new Set<string>(Object.values(ATTEMPT_ERRORS));

describe("registering through the API without WEBHOOK_ALLOW_PRIVATE", () => {
  it("refuses the tester's own-interface address on another port, and on 443", async () => {
    const post = (url: string) =>
      app.inject({
        method: "POST",
        url: "/api/partner/webhooks/",
        headers: bearer(owner),
        payload: { url, events: ["student.created"] },
      });
    const ported = await post("https://192.0.2.2:4100/hook");
    expect(ported.statusCode).toBe(400);
    expect(ported.json().errors.url).toEqual([URL_PORT]);
    for (const a of Object.values(networkInterfaces()).flatMap((l) => (l ?? []).map((i) => i.address))) {
      const res = await post(`https://${isIP(a) === 6 ? `[${a}]` : a}/hook`);
      expect(res.statusCode, a).toBe(400);
      expect(res.json().errors.url, a).toEqual([URL_NOT_PUBLIC]);
    }
  });
});

describe("a delivery whose host name now resolves to a refused address (DNS rebinding)", () => {
  it("is refused as the socket connects, and its log says so in a fixed sentence", async () => {
    const own = Object.values(networkInterfaces()).flatMap((l) => (l ?? []).map((i) => i.address));
    for (const inside of ["127.0.0.1", "::ffff:10.0.0.1", "169.254.169.254", "64:ff9b::a9fe:a9fe", ...own]) {
      const names: Record<string, string[]> = { "crm.rebind.test": ["93.184.215.14"] };
      const lookup = resolver(names);
      const strict = createWebhookService(app.db, app.webhooks, { allowPrivate: false, lookup });
      // Registered while the name pointed to a public address.
      const created = await strict.create(partnerId, userId, {
        url: "https://crm.rebind.test/hooks",
        events: ["student.created"],
      });
      names["crm.rebind.test"] = ["93.184.215.14", inside];
      const id = await deliveryRow(created.id);
      logged.length = 0;
      expect(await deliveryRunner({ lookup }).deliver(id)).toBe("retrying");
      const d = await shown(created.id);
      expect(d, inside).toMatchObject({ status: "pending", attempts: 1, last_error: ATTEMPT_ERRORS.refused });
      // The server log has what happened, address included.
      const entry = logged.find((l) => l.obj.delivery_id === id);
      expect(entry?.level).toBe("warn");
      expect(String(entry?.obj.err)).toContain(inside);
      // Changing the URL to the same name now is refused at registration too.
      await expect(strict.update(partnerId, created.id, { url: "https://crm.rebind.test/v2" })).rejects.toMatchObject({
        errors: { url: [URL_NOT_PUBLIC] },
      });
    }
  });

  it("refuses a stored literal address or port the guard does not allow, before connecting", async () => {
    for (const [url, sentence] of [
      ["https://192.0.2.2:4100/hook", URL_PORT],
      ["https://192.0.2.2/hook", ATTEMPT_ERRORS.refused],
      ["https://[::ffff:7f00:1]/hook", ATTEMPT_ERRORS.refused],
      ["https://2130706433/hook", ATTEMPT_ERRORS.refused],
      ["https://localhost/hook", ATTEMPT_ERRORS.refused],
    ] as const) {
      const endpoint = await endpointRow(url);
      await deliveryRunner({}).deliver(await deliveryRow(endpoint));
      expect((await shown(endpoint)).last_error, url).toBe(sentence);
    }
  });
});

describe("the delivery log's sentence for a failed attempt", () => {
  it("is fixed for a closed port, a port that is not TLS, garbage, silence and an error status", async () => {
    const closed = createServer();
    const closedPort = await listening(closed);
    await new Promise((r) => closed.close(r));
    servers.splice(servers.indexOf(closed), 1);
    const garbage = await listening(createServer((s) => s.end("SSH-2.0-OpenSSH_9.6\r\n")));
    const silent = await listening(createServer(() => undefined));
    const plain = await listening(
      createHttpServer((req, res) => {
        req.resume();
        res.statusCode = 404;
        res.end("no such hook");
      }),
    );
    const cases: [string, string][] = [
      [`http://127.0.0.1:${closedPort}/hook`, ATTEMPT_ERRORS.connect],
      [`https://127.0.0.1:${closedPort}/hook`, ATTEMPT_ERRORS.connect],
      [`http://localhost:${closedPort}/hook`, ATTEMPT_ERRORS.connect],
      [`https://127.0.0.1:${garbage}/hook`, ATTEMPT_ERRORS.tls],
      [`https://127.0.0.1:${plain}/hook`, ATTEMPT_ERRORS.tls],
      [`http://127.0.0.1:${garbage}/hook`, ATTEMPT_ERRORS.invalid],
      [`http://127.0.0.1:${silent}/hook`, ATTEMPT_ERRORS.timeout],
      [`https://127.0.0.1:${silent}/hook`, ATTEMPT_ERRORS.timeout],
      [`http://127.0.0.1:${plain}/hook`, "The endpoint answered 404."],
    ];
    // Loopback receivers need private addresses allowed; the point here is the sentence.
    const runner = deliveryRunner({ allowPrivate: true, timeoutMs: 800 });
    for (const [url, sentence] of cases) {
      const endpoint = await endpointRow(url);
      const id = await deliveryRow(endpoint);
      logged.length = 0;
      await runner.deliver(id);
      const d = await shown(endpoint);
      expect(d.last_error, url).toBe(sentence);
      expect(d.last_error, url).not.toMatch(SAYS_WHERE);
      expect(d.last_error, url).not.toMatch(ERROR_CODE);
      // The system's own error (or the status) is in the server log.
      const entry = logged.find((l) => l.obj.delivery_id === id);
      expect(entry?.msg, url).toBe("webhook attempt failed");
      if (entry?.obj.status === null) expect(String(entry.obj.err), url).not.toBe(sentence);
      else expect(entry?.obj.status, url).toBe(404);
    }
    expect(cases.every(([, s]) => FIXED.has(s) || /^The endpoint answered \d{3}\.$/.test(s))).toBe(true);
  });

  it("shows an earlier row's raw system error as a fixed sentence, and each sentence in the caller's language", async () => {
    const endpoint = await endpointRow("https://crm.example.com/hooks");
    await deliveryRow(endpoint, {
      status: "failed",
      attempts: 3,
      last_error: "connect ECONNREFUSED 192.0.2.2:4100",
      next_attempt_at: null,
    });
    expect((await shown(endpoint)).last_error).toBe(ATTEMPT_ERRORS.earlier);
    const other = await endpointRow("https://crm.example.com/other");
    await deliveryRow(other, { status: "failed", attempts: 1, last_error: ATTEMPT_ERRORS.connect });
    expect((await shown(other, "es")).last_error).toBe("No se pudo conectar.");
    await deliveryRow(other, { status: "failed", attempts: 1, last_error: ATTEMPT_ERRORS.refused });
    expect((await shown(other, "es")).last_error).toBe("Dirección no permitida.");
  });
});
