import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, tickets, users } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp, withoutPermission } from "../../test/app";
import { studentPayload } from "../../test/factories";
import { dueTimes } from "./service";

let app: TestApp;
let admin: string;
let partner: string;
let counsellor: string;
let partner2: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
  counsellor = (await login(app, "counsellor")).access;
  partner2 = (await login(app, "partner2")).access;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, token: string | null, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function raise(token = partner, extra: object = {}) {
  const res = await call("POST", "/partner/tickets/", token, {
    subject: "Offer letter not received",
    description: "The offer for application 12 was due last week and has not arrived.",
    category: "application",
    priority: "high",
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: number;
    status: string;
    first_response_due_at: string;
    resolution_due_at: string;
    created_at: string;
  };
}

const latestNotification = async (email: string) => {
  const [u] = await app.db.select().from(users).where(eq(users.email, email));
  const [n] = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, u!.id))
    .orderBy(desc(notifications.id))
    .limit(1);
  return n;
};

describe("raising tickets", () => {
  it("opens a ticket with its SLA due times by priority; the support team is notified", async () => {
    const t = await raise();
    expect(t.status).toBe("open");
    const created = Date.parse(t.created_at);
    expect(Date.parse(t.first_response_due_at) - created).toBe(4 * 3_600_000);
    expect(Date.parse(t.resolution_due_at) - created).toBe(24 * 3_600_000);
    expect((await latestNotification("admin@example.com"))!.title).toBe(`New high ticket #${t.id}`);
  });

  it("each bad field gets its message; another partner's student is refused; nothing is created", async () => {
    const before = (await app.db.select().from(tickets)).length;
    const bad = await call("POST", "/partner/tickets/", partner, {
      subject: "",
      description: "short",
      category: "gossip",
      priority: "now",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["category", "description", "priority", "subject"]);
    const theirs = await call("POST", "/partner/add/student/", partner2, await studentPayload(app.db));
    const foreign = await call("POST", "/partner/tickets/", partner, {
      subject: "About a student",
      description: "Please look at this student's file.",
      category: "other",
      student_id: theirs.json().data.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.student_id).toEqual(["Choose one of your students."]);
    expect((await app.db.select().from(tickets)).length).toBe(before);
  });

  it("the SLA table gives urgent one hour to answer and eight to resolve", () => {
    const from = new Date("2026-01-01T00:00:00Z");
    expect(dueTimes("urgent", from)).toEqual({
      first_response_due_at: new Date("2026-01-01T01:00:00Z"),
      resolution_due_at: new Date("2026-01-01T08:00:00Z"),
    });
  });
});

describe("the thread, resolution and rating", () => {
  it("support answers (first-response clock stops, partner notified), the partner resolves, rates and may reopen", async () => {
    const t = await raise();
    const answer = await call("POST", `/admin/tickets/${t.id}/messages/`, admin, {
      body: "We chased the university; the offer comes tomorrow.",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ status: "awaiting_partner", first_responded_at: expect.any(String) });
    expect(answer.json().data.messages.at(-1)).toMatchObject({ author: "Support team", is_staff: true });
    expect((await latestNotification("partner@example.com"))!.title).toBe(`Support answered ticket #${t.id}`);
    const reply = await call("POST", `/partner/tickets/${t.id}/messages/`, partner, { body: "Thank you." });
    expect(reply.json().data.status).toBe("in_progress");
    expect((await call("POST", `/partner/tickets/${t.id}/messages/`, partner, { body: " " })).statusCode).toBe(400);

    expect((await call("POST", `/partner/tickets/${t.id}/rating/`, partner, { rating: 5 })).statusCode).toBe(409);
    const noNote = await call("POST", `/partner/tickets/${t.id}/resolve/`, partner, { resolution_note: "" });
    expect(noNote.json().errors.resolution_note).toBeTruthy();
    const resolved = await call("POST", `/partner/tickets/${t.id}/resolve/`, partner, {
      resolution_note: "Offer received.",
    });
    expect(resolved.json().data).toMatchObject({
      status: "resolved",
      resolution_note: "Offer received.",
      can_reopen: true,
    });
    expect(
      (await call("POST", `/partner/tickets/${t.id}/resolve/`, partner, { resolution_note: "Again" })).statusCode,
    ).toBe(409);
    const rated = await call("POST", `/partner/tickets/${t.id}/rating/`, partner, { rating: 5, comment: "Quick" });
    expect(rated.json().data).toMatchObject({ rating: 5, rating_comment: "Quick" });
    expect((await call("POST", `/partner/tickets/${t.id}/rating/`, partner, { rating: 6 })).statusCode).toBe(400);

    const reopened = await call("POST", `/partner/tickets/${t.id}/reopen/`, partner);
    expect(reopened.json().data).toMatchObject({ status: "open", resolved_at: null, rating: null });
    // Support hears of the partner's resolution and of the reopening (no one is assigned: every Superadmin).
    expect((await latestNotification("admin@example.com"))!.title).toBe(`Ticket #${t.id} was reopened`);
  });

  it("support opens a ticket, resolves it with a note and the partner is told; unknown ids are 404", async () => {
    const t = await raise(partner, { subject: "Invoice template" });
    const one = await call("GET", `/admin/tickets/${t.id}/`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: t.id, subject: "Invoice template", partner: { id: 1 } });
    const resolved = await call("POST", `/admin/tickets/${t.id}/resolve/`, admin, {
      resolution_note: "Template sent by e-mail.",
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: "resolved", resolution_note: "Template sent by e-mail." });
    expect(await latestNotification("partner@example.com")).toMatchObject({
      title: `Ticket #${t.id} is resolved`,
      body: "Template sent by e-mail.",
    });
    expect((await call("GET", "/admin/tickets/99999999/", admin)).statusCode).toBe(404);
    expect(
      (await call("POST", "/admin/tickets/99999999/resolve/", admin, { resolution_note: "Nothing" })).statusCode,
    ).toBe(404);
  });

  it("a ticket resolved more than 14 days ago cannot be reopened", async () => {
    const t = await raise();
    await call("POST", `/partner/tickets/${t.id}/resolve/`, partner, { resolution_note: "Done" });
    await app.db
      .update(tickets)
      .set({ resolved_at: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(tickets.id, t.id));
    const res = await call("POST", `/partner/tickets/${t.id}/reopen/`, partner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A ticket can be reopened within 14 days of its resolution; raise a new one.");
  });
});

describe("lists, SLA breach and the support queue", () => {
  it("counts per status, filters breached tickets, and the queue assigns", async () => {
    const late = await raise(partner, { priority: "urgent", subject: "Portal down for our team" });
    await app.db
      .update(tickets)
      .set({ first_response_due_at: new Date(Date.now() - 60_000) })
      .where(eq(tickets.id, late.id));
    const list = await call("GET", "/partner/tickets/?breached=true", partner);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results.data.map((t: { id: number }) => t.id)).toContain(late.id);
    expect(list.json().results.data.every((t: { breached: boolean }) => t.breached)).toBe(true);
    const all = await call("GET", "/partner/tickets/", partner);
    expect(all.json().results.counts.open).toBeGreaterThanOrEqual(1);
    const openOnly = await call("GET", "/partner/tickets/?status=open", partner);
    expect(openOnly.json().results.data.every((t: { status: string }) => t.status === "open")).toBe(true);
    expect(openOnly.json().results.counts).toEqual(all.json().results.counts);
    expect((await call("GET", "/partner/tickets/?status=lost", partner)).statusCode).toBe(400);

    const [me] = await app.db.select().from(users).where(eq(users.email, "admin@example.com"));
    const assigned = await call("PATCH", `/admin/tickets/${late.id}/`, admin, {
      assigned_to: me!.id,
      status: "in_progress",
    });
    expect(assigned.json().data).toMatchObject({ status: "in_progress", assigned_to: { id: me!.id } });
    const mine = await call("GET", "/admin/tickets/?assigned=me", admin);
    expect(mine.json().results.data.map((t: { id: number }) => t.id)).toContain(late.id);
    const [p1] = await app.db.select().from(users).where(eq(users.email, "partner@example.com"));
    const refused = await call("PATCH", `/admin/tickets/${late.id}/`, admin, { assigned_to: p1!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.assigned_to).toEqual(["Choose someone from the support team."]);
    // The queue offers the whole support team: active Superadmins only.
    const team = (await call("GET", "/admin/tickets/assignees/", admin)).json().data as { id: number; name: string }[];
    expect(team.map((u) => u.id)).toContain(me!.id);
    expect(team.map((u) => u.id)).not.toContain(p1!.id);
  });
});

describe("status changes", () => {
  it("support's status change notifies the partner's users; bad changes and unknown ids are refused", async () => {
    const t = await raise(partner, { subject: "Commission for March missing" });
    const moved = await call("PATCH", `/admin/tickets/${t.id}/`, admin, { status: "awaiting_partner" });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const email of ["partner@example.com", "counsellor@example.com"]) {
      const note = await latestNotification(email);
      expect(note).toMatchObject({
        title: `Ticket #${t.id} is now awaiting partner`,
        body: "Commission for March missing",
      });
    }
    const empty = await call("PATCH", `/admin/tickets/${t.id}/`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBeTruthy();
    expect((await call("PATCH", `/admin/tickets/${t.id}/`, admin, { status: "lost" })).statusCode).toBe(400);
    expect((await call("PATCH", "/admin/tickets/99999999/", admin, { status: "closed" })).statusCode).toBe(404);
    expect((await call("GET", `/partner/tickets/${t.id}/`, partner)).json().data.status).toBe("awaiting_partner");
  });
});

describe("who may see what", () => {
  it("another partner's ticket answers 404 on every partner route; partners get 403 on the queue", async () => {
    const t = await raise();
    for (const [method, url, body] of [
      ["GET", `/partner/tickets/${t.id}/`],
      ["POST", `/partner/tickets/${t.id}/messages/`, { body: "Hi" }],
      ["POST", `/partner/tickets/${t.id}/resolve/`, { resolution_note: "Mine now" }],
      ["POST", `/partner/tickets/${t.id}/reopen/`],
      ["POST", `/partner/tickets/${t.id}/rating/`, { rating: 1 }],
    ] as ["GET" | "POST", string, object?][]) {
      expect((await call(method, url, partner2, body)).statusCode, url).toBe(404);
    }
    const theirs = await call("GET", "/partner/tickets/?page_size=100", partner2);
    expect(theirs.json().results.data.map((x: { id: number }) => x.id)).not.toContain(t.id);
    for (const token of [partner, counsellor]) {
      expect((await call("GET", "/admin/tickets/", token)).statusCode).toBe(403);
      expect((await call("GET", "/admin/tickets/assignees/", token)).statusCode).toBe(403);
      expect((await call("PATCH", `/admin/tickets/${t.id}/`, token, { status: "closed" })).statusCode).toBe(403);
    }
    expect((await call("GET", "/partner/tickets/", null)).statusCode).toBe(401);
  });

  it("a sub-login without tickets.manage may neither list nor raise tickets", async () => {
    await withoutPermission(app, "tickets.manage", async () => {
      const list = await call("GET", "/partner/tickets/", counsellor);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBeTruthy();
      const before = (await app.db.select().from(tickets)).length;
      const raised = await call("POST", "/partner/tickets/", counsellor, {
        subject: "Not mine to raise",
        description: "A sub-login without the permission tries anyway.",
        category: "other",
        priority: "low",
      });
      expect(raised.statusCode).toBe(403);
      expect(await app.db.select().from(tickets)).toHaveLength(before);
    });
  });

  it("attachments: PDF/JPG/PNG only, downloadable by the ticket's partner and support, 404 for others", async () => {
    const t = await raise();
    const upload = (content: Buffer, token = partner, name = "screen.png") => {
      const boundary = "----pp-ticket";
      return app.inject({
        method: "POST",
        url: `/api/partner/tickets/${t.id}/attachments/`,
        headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    expect((await upload(Buffer.from("not an image"))).statusCode).toBe(415);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    const att = res.json().data.attachments[0];
    expect(att).toMatchObject({ file_name: "screen.png", content_type: "image/png", size_bytes: png.length });
    const got = await call("GET", `/admin/tickets/${t.id}/attachments/${att.id}/`, admin);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(png)).toBe(true);
    expect((await call("GET", `/partner/tickets/${t.id}/attachments/${att.id}/`, partner2)).statusCode).toBe(404);
    expect((await upload(png, partner2)).statusCode).toBe(404);

    // A name in another script downloads with its real name (RFC 6266), not a server error.
    const named = await upload(png, partner, "скриншот ошибки.png");
    expect(named.statusCode, named.body).toBe(201);
    const ru = named.json().data.attachments.find((a: { file_name: string }) => a.file_name.startsWith("скриншот"));
    const file = await call("GET", `/partner/tickets/${t.id}/attachments/${ru.id}/`, partner);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="________ ______.png"; filename*=UTF-8''${encodeURIComponent("скриншот ошибки.png")}`,
    );
  });
});
