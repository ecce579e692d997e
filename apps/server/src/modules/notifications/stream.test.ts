import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { buildTestApp, login, type TestApp, waitUntil } from "../../test/app";

let app: TestApp;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: "127.0.0.1" });
  await app.live.ready();
});
afterAll(() => app.close());

/** Opens the stream as a browser page would (fetch with the bearer token) and collects its events. */
async function open(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream/`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  let text = "";
  const reader = res.body!.getReader();
  const pump = (async () => {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        let cut = text.indexOf("\n\n");
        while (cut >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          cut = text.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  const close = () => {
    controller.abort();
    return pump;
  };
  return { res, events, close };
}

describe("GET /api/notifications/stream/", () => {
  it("pushes a new notification to the user's open page, and only to that user's", async () => {
    const partner = await login(app, "partner");
    const other = await login(app, "partner2");
    const mine = await open(partner.access);
    const theirs = await open(other.access);
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get("content-type")).toContain("text/event-stream");
    await waitUntil(() => app.live.listeners(partner.user.id) > 0);
    const [u] = await app.db.select().from(users).where(eq(users.email, "partner@example.com"));
    await app.notifications.notify([u!.id], { kind: "ticket", title: "Support answered ticket #7", body: "Hello" });
    await waitUntil(() => mine.events.length > 0);
    expect(mine.events[0]).toMatchObject({
      event: "notification",
      data: { title: "Support answered ticket #7", read_at: null },
    });
    // A later notification of their own reaches them through the same bus; the first one never did.
    const [o] = await app.db.select().from(users).where(eq(users.email, "partner2@example.com"));
    await app.notifications.notify([o!.id], { kind: "ticket", title: "Theirs", body: "Hello" });
    await waitUntil(() => theirs.events.length > 0);
    expect(theirs.events.map((e) => (e.data as { title: string }).title)).toEqual(["Theirs"]);
    await mine.close();
    await theirs.close();
    await waitUntil(() => app.live.listeners(partner.user.id) === 0);
  });

  it("answers 401 without a token", async () => {
    const res = await fetch(`${base}/api/notifications/stream/`);
    expect(res.status).toBe(401);
  });
});
