import { PERMISSIONS } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, waitUntil } from "../../test/app";
import { NOTIFICATION_KINDS, type NotificationKind } from "./kinds";
import { toItem } from "./queries";

/**
 * A notification reaches only people who may open what it is about (kinds.ts, docs/decisions/037): checked when it
 * is written, and again when it is read (the list, the unread count, the live stream), so a permission taken away
 * later hides what was written before.
 */

let app: TestApp;
let base: string;
let owner: Awaited<ReturnType<typeof login>>;
let counsellor: Awaited<ReturnType<typeof login>>;
let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: "127.0.0.1" });
  await app.live.ready();
  owner = await login(app, "partner");
  counsellor = await login(app, "counsellor");
  admin = await login(app, "admin");
});
afterAll(() => app.close());

const KINDS = Object.entries(NOTIFICATION_KINDS) as [NotificationKind, (typeof NOTIFICATION_KINDS)[NotificationKind]][];

async function grant(permissions: readonly string[]) {
  await app.db
    .update(users)
    .set({ permissions: [...permissions] })
    .where(eq(users.id, counsellor.user.id));
  await app.versions.touch(counsellor.user.partner_id!);
}

/** The inbox as the bell and the list read it: the titles and the unread count. */
async function inbox(token: string) {
  const res = await app.inject({ url: "/api/notifications/?page_size=100", headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { count: number; results: { data: { title: string }[]; unread_count: number } };
  return { titles: body.results.data.map((n) => n.title), unread: body.results.unread_count, count: body.count };
}

/** The live stream as the page opens it; `titles` collects what arrives. */
async function stream(token: string, userId: number) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream/`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const titles: string[] = [];
  const reader = res.body!.getReader();
  const pump = (async () => {
    const decoder = new TextDecoder();
    let text = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        for (const m of text.matchAll(/^event: notification\ndata: (.+)$/gm)) titles.push(JSON.parse(m[1]!).title);
        text = text.slice(text.lastIndexOf("\n\n") + 2);
      }
    } catch {
      // aborted
    }
  })();
  await waitUntil(() => app.live.listeners(userId) > 0);
  return {
    titles,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe("notifications and permissions", () => {
  it("gives every kind the permission of what it is about, or none for a person's own account", () => {
    expect(NOTIFICATION_KINDS).toMatchObject({
      ticket: "tickets.manage",
      "commission.status": "payments.view",
      "commission.unpaid": "payments.view",
      "application.status": "applications.view",
      update: "updates.view",
      meeting: "experts.view",
      "report.ready": "reports.export",
      "student.import": "students.manage",
      security: null,
      welcome: null,
    });
    for (const [, p] of KINDS) if (p) expect(PERMISSIONS).toContain(p);
  });

  it("tells a sub-login of no kind whose permission it lacks: not in the list, the count or the stream", async () => {
    const live = await stream(counsellor.access, counsellor.user.id);
    try {
      for (const [kind, permission] of KINDS) {
        await grant(PERMISSIONS.filter((p) => p !== permission));
        const title = unique(`Walk ${kind}`);
        const before = await inbox(counsellor.access);
        await app.notifications.notify([owner.user.id, counsellor.user.id, admin.user.id], { kind, title, body: "b" });
        // The owner and the Superadmin hold every permission; the sub-login only when the kind needs none.
        expect((await inbox(owner.access)).titles, kind).toContain(title);
        expect((await inbox(admin.access)).titles, kind).toContain(title);
        const after = await inbox(counsellor.access);
        if (permission) {
          expect(after.titles, kind).not.toContain(title);
          expect(after.unread, kind).toBe(before.unread);
        } else {
          expect(after.titles, kind).toContain(title);
          expect(after.unread, kind).toBe(before.unread + 1);
        }
      }
      // The last kind's notification (or a final one needing nothing) marks the end of what was sent.
      const end = unique("End of walk");
      await app.notifications.notify([counsellor.user.id], { kind: "security", title: end, body: "b" });
      await waitUntil(() => live.titles.includes(end));
      const streamed = live.titles.filter((t) => t.startsWith("Walk "));
      const open = KINDS.filter(([, p]) => p === null).map(([k]) => k);
      expect(streamed.map((t) => t.split(" ")[1])).toEqual(open);
    } finally {
      await live.close();
      await grant(PERMISSIONS);
    }
  });

  it("hides what was written once the permission is taken away, and shows it again when given back", async () => {
    await grant(PERMISSIONS);
    const title = unique("Support answered ticket #1");
    await app.notifications.notify([counsellor.user.id], { kind: "ticket", title, body: "Reply text" });
    const [row] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, counsellor.user.id), eq(notifications.title, title)));
    expect(row?.permission).toBe("tickets.manage");
    const seen = await inbox(counsellor.access);
    expect(seen.titles).toContain(title);

    await grant(PERMISSIONS.filter((p) => p !== "tickets.manage"));
    const hidden = await inbox(counsellor.access);
    expect(hidden.titles).not.toContain(title);
    expect(hidden.unread).toBe(seen.unread - 1);
    expect(hidden.count).toBe(seen.count - 1);
    const read = await app.inject({
      method: "POST",
      url: `/api/notifications/${row!.id}/read/`,
      headers: bearer(counsellor.access),
    });
    expect(read.statusCode).toBe(404);
    await app.inject({ method: "POST", url: "/api/notifications/read-all/", headers: bearer(counsellor.access) });

    // Delivered live after the permission went (written before it did): the stream does not send it.
    const live = await stream(counsellor.access, counsellor.user.id);
    try {
      await app.live.publish([counsellor.user.id], "notification", toItem(row!));
      const end = unique("After the hidden one");
      await app.notifications.notify([counsellor.user.id], { kind: "security", title: end, body: "b" });
      await waitUntil(() => live.titles.includes(end));
      expect(live.titles).not.toContain(title);
    } finally {
      await live.close();
    }

    await grant(PERMISSIONS);
    const back = await inbox(counsellor.access);
    expect(back.titles).toContain(title);
    // Mark-all-read while it was hidden left it alone: it comes back unread.
    const again = await app.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(again[0]?.read_at).toBeNull();
  });

  it("does not tell the Read only sub-login of a ticket support answered", async () => {
    await grant(["students.view", "applications.view", "courses.view", "updates.view", "documents.view"]);
    try {
      const subject = unique("Offer letter");
      const created = await app.inject({
        method: "POST",
        url: "/api/partner/tickets/",
        headers: bearer(owner.access),
        payload: { subject, description: "The offer letter has not arrived yet.", category: "application" },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const answered = await app.inject({
        method: "POST",
        url: `/api/admin/tickets/${id}/messages/`,
        headers: bearer(admin.access),
        payload: { body: "Reply text from support." },
      });
      expect(answered.statusCode, answered.body).toBe(201);
      const told = async (userId: number) =>
        (
          await app.db
            .select({ link: notifications.link })
            .from(notifications)
            .where(and(eq(notifications.user_id, userId), eq(notifications.kind, "ticket")))
        ).filter((n) => n.link?.endsWith(`ticket=${id}`)).length;
      expect(await told(owner.user.id)).toBeGreaterThan(0);
      expect(await told(counsellor.user.id)).toBe(0);
    } finally {
      await grant(PERMISSIONS);
    }
  });
});
