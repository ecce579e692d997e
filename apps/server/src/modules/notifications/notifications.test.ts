import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";

let app: TestApp;
let partner: Awaited<ReturnType<typeof login>>;
let other: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  app = await buildTestApp();
  partner = await login(app, "partner");
  other = await login(app, "partner2");
});
afterAll(() => app.close());

const get = (url: string, access = partner.access) => app.inject({ url, headers: bearer(access) });
const post = (url: string, access = partner.access) => app.inject({ method: "POST", url, headers: bearer(access) });

async function seedNotifications(userId: number, n: number) {
  await app.notifications.notify(
    Array.from({ length: n }, () => userId),
    { kind: "security", title: "Status changed", body: "Application moved", link: "/partner/application" },
  );
}

describe("welcome notification", () => {
  it("is written at a user's first sign-in only", async () => {
    const mine = await app.db.select().from(notifications).where(eq(notifications.user_id, partner.user.id));
    expect(mine.map((n) => n.kind)).toEqual(["welcome"]);
    await login(app, "partner");
    const again = await app.db.select().from(notifications).where(eq(notifications.user_id, partner.user.id));
    expect(again).toHaveLength(1);
  });
});

describe("/api/notifications/", () => {
  it("lists mine newest first with paging and the unread count", async () => {
    await seedNotifications(partner.user.id, 30);
    const res = await get("/api/notifications/?page_size=10&page=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(31);
    expect(body.results.data).toHaveLength(10);
    expect(body.results.unread_count).toBe(31);
    expect(body.next).toBe("http://portal.test/api/notifications/?page_size=10&page=3");
    expect(body.previous).toBe("http://portal.test/api/notifications/?page_size=10&page=1");
    const last = (await get("/api/notifications/?page_size=10&page=4")).json();
    expect(last.results.data.map((n: { kind: string }) => n.kind)).toEqual(["welcome"]);
    expect(last.next).toBeNull();
    const past = (await get("/api/notifications/?page=99")).json();
    expect(past).toMatchObject({ count: 31, next: null, results: { data: [] } });
  });

  it("marks one read, lowering the unread count, and filters unread", async () => {
    const first = (await get("/api/notifications/?page_size=1")).json().results.data[0];
    const res = await post(`/api/notifications/${first.id}/read/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.read_at).not.toBeNull();
    const after = (await get("/api/notifications/?unread=true&page_size=100")).json();
    expect(after.results.unread_count).toBe(30);
    expect(after.count).toBe(30);
    expect(after.results.data.some((n: { id: number }) => n.id === first.id)).toBe(false);
  });

  it("dismisses one", async () => {
    const first = (await get("/api/notifications/?page_size=1")).json().results.data[0];
    const res = await app.inject({
      method: "DELETE",
      url: `/api/notifications/${first.id}/`,
      headers: bearer(partner.access),
    });
    expect(res.statusCode).toBe(204);
    expect((await get("/api/notifications/")).json().count).toBe(30);
  });

  it("marks all read", async () => {
    const res = await post("/api/notifications/read-all/");
    expect(res.json().data.updated).toBe(30);
    expect((await get("/api/notifications/")).json().results.unread_count).toBe(0);
  });

  it("never shows, reads or deletes another user's notifications", async () => {
    const theirs = (await get("/api/notifications/", other.access)).json();
    expect(theirs.count).toBe(1);
    const mineId = (await get("/api/notifications/?page_size=1")).json().results.data[0].id;
    expect((await post(`/api/notifications/${mineId}/read/`, other.access)).statusCode).toBe(404);
    const del = await app.inject({
      method: "DELETE",
      url: `/api/notifications/${mineId}/`,
      headers: bearer(other.access),
    });
    expect(del.statusCode).toBe(404);
    const [still] = await app.db.select().from(notifications).where(eq(notifications.id, mineId));
    expect(still).toBeDefined();
  });

  it("rejects bad input and missing tokens", async () => {
    expect((await get("/api/notifications/?page=0")).statusCode).toBe(400);
    expect((await get("/api/notifications/?page=abc")).json().errors.page).toBeDefined();
    expect((await get("/api/notifications/?page_size=101")).statusCode).toBe(400);
    expect((await get("/api/notifications/?unread=maybe")).statusCode).toBe(400);
    expect((await post("/api/notifications/abc/read/")).statusCode).toBe(400);
    expect((await app.inject({ url: "/api/notifications/" })).statusCode).toBe(401);
  });

  it("keeps a user's notifications to that user when several share a partner", async () => {
    const counsellor = await login(app, "counsellor");
    const [u] = await app.db.select().from(users).where(eq(users.email, "counsellor@example.com"));
    const list = (await get("/api/notifications/", counsellor.access)).json();
    expect(list.results.data.every((n: { kind: string }) => n.kind === "welcome")).toBe(true);
    expect(u?.id).toBe(counsellor.user.id);
  });
});
