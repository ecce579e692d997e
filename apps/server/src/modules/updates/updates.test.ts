import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries, notifications, partners, updates, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, withoutPermission } from "../../test/app";
import { announceDue, cleanHtml } from "./routes";

let app: TestApp;
let admin: string;
let partner: string;
let partner2: string;
let counsellor: string;
let regionOf1: number;
let regionElsewhere: number;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
  partner2 = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
  // Partner 1 in India (South Asia); partner 2 moved to Nigeria for this file, so the regions differ.
  const [india] = await app.db.select().from(countries).where(eq(countries.iso2, "IN"));
  const [nigeria] = await app.db.select().from(countries).where(eq(countries.iso2, "NG"));
  const [p2] = await app.db.select().from(users).where(eq(users.email, "partner2@example.com"));
  await app.db.update(partners).set({ country_id: india!.id }).where(eq(partners.id, 1));
  await app.db.update(partners).set({ country_id: nigeria!.id }).where(eq(partners.id, p2!.partner_id!));
  regionOf1 = india!.region_id!;
  regionElsewhere = nigeria!.region_id!;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const publish = (body: object) =>
  call("POST", "/admin/updates/", admin, {
    title: `Update ${Date.now()}`,
    body_html: "<p>Hello</p>",
    category: "visa",
    ...body,
  });
const titles = async (token: string) =>
  ((await call("GET", "/partner/updates/?page_size=100", token)).json().results.data as { title: string }[]).map(
    (u) => u.title,
  );
const lastNotification = async (email: string) => {
  const [u] = await app.db.select().from(users).where(eq(users.email, email));
  const [n] = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, u!.id))
    .orderBy(desc(notifications.id))
    .limit(1);
  return n?.title;
};

describe("Important Updates", () => {
  it("an update to one region reaches only the partners there, with a notification", async () => {
    expect(regionOf1).not.toBe(regionElsewhere);
    const res = await publish({ title: "UK visa fees rise in April", audience: "regions", audience_ids: [regionOf1] });
    expect(res.statusCode, res.body).toBe(201);
    expect(await titles(partner)).toContain("UK visa fees rise in April");
    expect(await titles(counsellor)).toContain("UK visa fees rise in April");
    expect(await titles(partner2)).not.toContain("UK visa fees rise in April");
    expect(await lastNotification("partner@example.com")).toBe("Update: UK visa fees rise in April");
    expect(await lastNotification("partner2@example.com")).not.toBe("Update: UK visa fees rise in April");
    const id = res.json().data.id;
    expect((await call("POST", `/partner/updates/${id}/read/`, partner2)).statusCode).toBe(404);
  });

  it("pinned first, then newest; unread marked and counted; reading marks it for that user only", async () => {
    const a = (
      await publish({
        title: "Older pinned",
        pinned: true,
        publish_at: new Date(Date.now() - 86_400_000).toISOString(),
      })
    ).json().data;
    await publish({ title: "Newest plain" });
    const list = await call("GET", "/partner/updates/?page_size=100", partner);
    const data = list.json().results.data as { title: string; read: boolean; pinned: boolean }[];
    expect(data[0]!.title).toBe("Older pinned");
    const unreadBefore = list.json().results.unread;
    expect(unreadBefore).toBeGreaterThanOrEqual(2);
    const read = await call("POST", `/partner/updates/${a.id}/read/`, partner);
    expect(read.json().data.read).toBe(true);
    const after = await call("GET", "/partner/updates/?page_size=100", partner);
    expect(after.json().results.unread).toBe(unreadBefore - 1);
    const counsellorView = (await call("GET", "/partner/updates/?unread=true&page_size=100", counsellor)).json().results
      .data;
    expect(counsellorView.map((u: { id: number }) => u.id)).toContain(a.id);
  });

  it("a scheduled update stays hidden until its time, then is announced", async () => {
    const res = await publish({
      title: "Scheduled webinar",
      category: "event",
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(res.json().data.published).toBe(false);
    expect(await titles(partner)).not.toContain("Scheduled webinar");
    await app.db
      .update(updates)
      .set({ publish_at: new Date(Date.now() - 1000) })
      .where(eq(updates.id, res.json().data.id));
    expect(await announceDue(app.db, app.notifications)).toBe(1);
    expect(await titles(partner)).toContain("Scheduled webinar");
    expect(await lastNotification("partner@example.com")).toBe("Update: Scheduled webinar");
    expect(await announceDue(app.db, app.notifications)).toBe(0);
  });

  it("sanitises the HTML and checks every field; only the Superadmin publishes", async () => {
    expect(
      cleanHtml(
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:evil()">x</a> <a href="https://ok.example">ok</a></p>',
      ),
    ).toBe(
      '<p>Hi <a rel="noopener noreferrer" target="_blank">x</a> <a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a></p>',
    );
    const bad = await call("POST", "/admin/updates/", admin, {
      title: "",
      body_html: "",
      category: "gossip",
      audience: "countries",
      publish_at: "tomorrow",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["body_html", "category", "publish_at", "title"]);
    const noAudience = await call("POST", "/admin/updates/", admin, {
      title: "Hello all",
      body_html: "x",
      category: "general",
      audience: "countries",
    });
    expect(noAudience.json().errors.audience_ids).toEqual(["Choose at least one country or region."]);
    for (const token of [partner, counsellor]) {
      expect(
        (await call("POST", "/admin/updates/", token, { title: "Mine", body_html: "x", category: "general" }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call("GET", "/partner/updates/", admin)).statusCode).toBe(403);
  });

  it("an update to some countries reaches only the partners based there", async () => {
    const [india] = await app.db.select().from(countries).where(eq(countries.iso2, "IN"));
    const res = await publish({ title: "India desk opens", audience: "countries", audience_ids: [india!.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(await titles(partner)).toContain("India desk opens");
    expect(await titles(partner2)).not.toContain("India desk opens");
    expect(await lastNotification("partner@example.com")).toBe("Update: India desk opens");
  });

  it("an audience of countries or regions that do not exist is refused, and nothing is published", async () => {
    const before = (await app.db.select().from(updates)).length;
    for (const audience of ["countries", "regions"] as const) {
      const res = await publish({ title: `Nobody ${audience}`, audience, audience_ids: [99999999] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.audience_ids).toEqual([
        audience === "countries" ? "Choose countries from the list." : "Choose regions from the list.",
      ]);
    }
    expect(await app.db.select().from(updates)).toHaveLength(before);
  });

  it("the Superadmin lists, edits and deletes updates; bad input and unknown ids are refused", async () => {
    const created = await publish({ title: "Edit me please" });
    const id = created.json().data.id as number;
    const listed = await call("GET", "/admin/updates/?search=edit%20me", admin);
    expect(listed.json().results.data.map((u: { id: number }) => u.id)).toContain(id);
    expect((await call("GET", "/admin/updates/?category=gossip", admin)).statusCode).toBe(400);

    const body = { title: "Edited title", body_html: "<p>New text</p>", category: "general", pinned: true };
    const edited = await call("PATCH", `/admin/updates/${id}/`, admin, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: "Edited title", pinned: true });
    const bad = await call("PATCH", `/admin/updates/${id}/`, admin, { ...body, title: "", category: "gossip" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["category", "title"]);
    const [kept] = await app.db.select().from(updates).where(eq(updates.id, id));
    expect(kept!.title).toBe("Edited title");
    expect((await call("PATCH", "/admin/updates/99999999/", admin, body)).statusCode).toBe(404);

    expect((await call("DELETE", `/admin/updates/${id}/`, admin)).statusCode).toBeLessThan(300);
    expect(await app.db.select().from(updates).where(eq(updates.id, id))).toHaveLength(0);
    expect((await call("DELETE", `/admin/updates/${id}/`, admin)).statusCode).toBe(404);
  });

  it("a sub-login without updates.view is refused the feed and marking read", async () => {
    const created = await publish({ title: "For those who may read" });
    await withoutPermission(app, "updates.view", async () => {
      const list = await call("GET", "/partner/updates/", counsellor);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBeTruthy();
      const read = await call("POST", `/partner/updates/${created.json().data.id}/read/`, counsellor);
      expect(read.statusCode).toBe(403);
    });
    expect((await call("GET", "/partner/updates/", counsellor)).statusCode).toBe(200);
  });
});
