import { readdirSync } from "node:fs";
import path from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationMessageAttachments,
  applicationMessages,
  auditLog,
  notifications,
  outbox,
  users,
} from "../../db/schema/index";
import { DEMO_ACCOUNTS } from "../../seed/demo-accounts";
import { bearer, buildTestApp, login, postMultipart, type TestApp, withoutPermission } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

/** Issue 35: the conversation between a partner's team and admissions on one application (decision 043). */
let app: TestApp;
let owner: string;
let other: string;
let counsellor: string;
let admin: string;
let ids: { owner: number; counsellor: number; admin: number; partner: number };
let appId: number;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  app = await buildTestApp();
  const o = await login(app, "partner");
  owner = o.access;
  other = (await login(app, "partner2")).access;
  const c = await login(app, "counsellor");
  counsellor = c.access;
  const a = await login(app, "admin");
  admin = a.access;
  ids = { owner: o.user.id, counsellor: c.user.id, admin: a.user.id, partner: o.user.partner_id! };
  const student = await app.inject({
    method: "POST",
    url: "/api/partner/add/student/",
    headers: bearer(owner),
    payload: await studentPayload(app.db),
  });
  const created = await app.inject({
    method: "POST",
    url: "/api/partner/application/",
    headers: bearer(owner),
    payload: { student_id: student.json().data.id, ...(await courseAndIntake(app.db)) },
  });
  expect(created.statusCode, created.body).toBe(201);
  appId = created.json().data.id;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const partnerUrl = () => `/partner/application/${appId}/`;
const adminUrl = () => `/admin/applications/${appId}/`;
type Message = {
  id: number;
  side: string;
  body: string;
  unread: boolean;
  read_at: string | null;
  attachments: { id: number; file_name: string; download_url: string }[];
};
const thread = async (url: string, token: string) => {
  const res = await call("GET", url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { unread_messages: number; messages: Message[] };
};
const noticesOf = (userId: number) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, "application.message")));
const mailsTo = (email: string) => app.db.select().from(outbox).where(eq(outbox.to_email, email));
const listItem = async (url: string, token: string) => {
  const res = await call("GET", url, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results.data as { id: number; unread_messages: number }[]).find((a) => a.id === appId);
};

/** Everything a message writes, counted: a refused one must leave each the same. */
async function footprint() {
  const n = async (t: typeof applicationMessages | typeof applicationMessageAttachments | typeof outbox) =>
    (await app.db.select({ n: count() }).from(t))[0]!.n;
  const files = (dir: string): string[] => {
    try {
      return readdirSync(dir, { recursive: true }).map(String);
    } catch {
      return [];
    }
  };
  return {
    messages: await n(applicationMessages),
    attachments: await n(applicationMessageAttachments),
    mails: await n(outbox),
    notices: (await app.db.select({ n: count() }).from(notifications))[0]!.n,
    audit: (await app.db.select({ n: count() }).from(auditLog))[0]!.n,
    files: files(path.join(app.config.dataDir, "files")).length,
  };
}

describe("the partner asks, admissions answers with a file", () => {
  it("the partner's message is told to admissions (bell and mail), not to the writer, and is audited", async () => {
    const res = await call("POST", `${partnerUrl()}messages/`, owner, { body: "Is the offer on its way?" });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data as Message[];
    expect(sent.at(-1)).toMatchObject({ side: "partner", body: "Is the offer on its way?", unread: false });

    const [notice] = await noticesOf(ids.admin);
    expect(notice).toMatchObject({
      title: `Global Pathways Education wrote about application #${appId}`,
      body: "Is the offer on its way?",
      link: `/admin/applications/${appId}`,
    });
    expect(await noticesOf(ids.owner)).toEqual([]);
    const [mail] = await mailsTo(DEMO_ACCOUNTS.admin.email);
    expect(mail!.subject).toBe(`New message about application #${appId}`);
    expect(mail!.text_body).toContain("Is the offer on its way?");
    expect(mail!.text_body).toContain(`http://portal.test/admin/applications/${appId}`);

    const [entry] = (await call("GET", "/admin/audit/?action=application.message", admin)).json().results.data;
    expect(entry).toMatchObject({ entity_id: String(appId) });
    expect(entry.summary).toBe(`Priya Sharma wrote a message on application #${appId}.`);
  });

  it("admissions see it unread, on the application and in their queue", async () => {
    const d = await thread(adminUrl(), admin);
    expect(d.unread_messages).toBe(1);
    expect(d.messages.at(-1)).toMatchObject({ side: "partner", unread: true, read_at: null });
    expect((await listItem(`/admin/applications/?partner=${ids.partner}&page_size=100`, admin))?.unread_messages).toBe(
      1,
    );
    // The writer's side has nothing unread.
    expect((await thread(partnerUrl(), owner)).unread_messages).toBe(0);
  });

  it("admissions answer with a PDF: the partner's people holding applications.view hear of it in their language", async () => {
    await app.db.update(users).set({ language: "es" }).where(eq(users.id, ids.counsellor));
    await app.versions.touch(ids.partner);
    const res = await postMultipart(
      app,
      `${adminUrl()}messages/file/`,
      admin,
      { body: "Here it is." },
      {
        name: "offer-letter.pdf",
        data: PDF,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const mine = (res.json().data as Message[]).at(-1)!;
    expect(mine).toMatchObject({ side: "admin", body: "Here it is.", unread: false });
    expect(mine.attachments).toMatchObject([{ file_name: "offer-letter.pdf" }]);
    expect(mine.attachments[0]!.download_url).toMatch(/^\/api\/admin\/applications\/\d+\/attachments\/\d+\/$/);

    const [toOwner] = await noticesOf(ids.owner);
    expect(toOwner).toMatchObject({
      title: `Admissions wrote about application #${appId}`,
      body: "Here it is.\nAttached file: offer-letter.pdf",
      link: `/partner/application/${appId}`,
    });
    const [toCounsellor] = await noticesOf(ids.counsellor);
    expect(toCounsellor!.title).toBe(`Admisiones escribió sobre la solicitud n.º ${appId}`);
    expect(toCounsellor!.body).toBe("Here it is.\nArchivo adjunto: offer-letter.pdf");
    const [mail] = await mailsTo(DEMO_ACCOUNTS.counsellor.email);
    expect(mail!.subject).toBe(`Nuevo mensaje sobre la solicitud n.º ${appId}`);
    expect((await mailsTo(DEMO_ACCOUNTS.partner.email)).map((m) => m.subject)).toEqual([
      `New message about application #${appId}`,
    ]);
    // The partner's two people, and nobody else (not the Superadmin who wrote it, not another partner).
    const told = await app.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(eq(notifications.link, `/partner/application/${appId}`));
    expect(told.map((n) => n.user_id).sort()).toEqual([ids.owner, ids.counsellor].sort());

    const [entry] = (await call("GET", "/admin/audit/?action=application.message_file", admin)).json().results.data;
    expect(entry.summary).toBe(`Alex Morgan sent offer-letter.pdf in a message on application #${appId}.`);
    await app.db.update(users).set({ language: null }).where(eq(users.id, ids.counsellor));
    await app.versions.touch(ids.partner);
  });

  it("the partner sees the answer unread, downloads the file, and marks the thread read", async () => {
    const d = await thread(partnerUrl(), owner);
    expect(d.unread_messages).toBe(1);
    const answer = d.messages.at(-1)!;
    expect(answer).toMatchObject({ side: "admin", unread: true });
    expect((await listItem("/partner/application/?page_size=100", owner))?.unread_messages).toBe(1);

    const url = answer.attachments[0]!.download_url.replace(/^\/api/, "");
    expect(url).toBe(`/partner/application/${appId}/attachments/${answer.attachments[0]!.id}/`);
    const file = await call("GET", url, owner);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain("offer-letter.pdf");

    const read = await call("POST", `${partnerUrl()}messages/read/`, owner, { up_to: answer.id });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ marked: 1, unread_messages: 0 });
    const after = await thread(partnerUrl(), owner);
    expect(after.unread_messages).toBe(0);
    expect(after.messages.at(-1)!.unread).toBe(false);
    expect((await listItem("/partner/application/?page_size=100", owner))?.unread_messages).toBe(0);
    // Admissions see that their answer was read; their own unread count is theirs to clear.
    const adminView = await thread(adminUrl(), admin);
    expect(adminView.messages.at(-1)!.read_at).not.toBeNull();
    expect(adminView.unread_messages).toBe(1);
    const cleared = await call("POST", `${adminUrl()}messages/read/`, admin, { up_to: answer.id });
    expect(cleared.json().data).toEqual({ marked: 1, unread_messages: 0 });
    expect((await listItem(`/admin/applications/?partner=${ids.partner}&page_size=100`, admin))?.unread_messages).toBe(
      0,
    );
  });

  it("a message newer than the one shown stays unread", async () => {
    const first = await call("POST", `${adminUrl()}messages/`, admin, { body: "One more thing." });
    const shown = (first.json().data as Message[]).at(-1)!.id;
    await call("POST", `${adminUrl()}messages/`, admin, { body: "And another." });
    const read = await call("POST", `${partnerUrl()}messages/read/`, owner, { up_to: shown });
    expect(read.json().data).toEqual({ marked: 1, unread_messages: 1 });
  });
});

describe("who may write, read and download", () => {
  it("another partner's application answers 404 to every conversation route, and its file is not theirs", async () => {
    const d = await thread(partnerUrl(), owner);
    const file = d.messages.flatMap((m) => m.attachments)[0]!;
    const before = await footprint();
    expect((await call("POST", `${partnerUrl()}messages/`, other, { body: "Hello?" })).statusCode).toBe(404);
    expect(
      (await postMultipart(app, `${partnerUrl()}messages/file/`, other, {}, { name: "x.pdf", data: PDF })).statusCode,
    ).toBe(404);
    expect((await call("POST", `${partnerUrl()}messages/read/`, other, { up_to: 1 })).statusCode).toBe(404);
    expect((await call("GET", `${partnerUrl()}attachments/${file.id}/`, other)).statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it("an attachment of another application is not found through this one", async () => {
    const student = await call("POST", "/partner/add/student/", owner, await studentPayload(app.db));
    const second = await call("POST", "/partner/application/", owner, {
      student_id: student.json().data.id,
      ...(await courseAndIntake(app.db)),
    });
    const file = (await thread(partnerUrl(), owner)).messages.flatMap((m) => m.attachments)[0]!;
    const res = await call("GET", `/partner/application/${second.json().data.id}/attachments/${file.id}/`, owner);
    expect(res.statusCode).toBe(404);
  });

  it("a sub-login without applications.manage may not write, but may read, mark read and download", async () => {
    const file = (await thread(partnerUrl(), owner)).messages.flatMap((m) => m.attachments)[0]!;
    await withoutPermission(app, "applications.manage", async () => {
      const before = await footprint();
      const json = await call("POST", `${partnerUrl()}messages/`, counsellor, { body: "Sent." });
      expect(json.statusCode).toBe(403);
      const form = await postMultipart(
        app,
        `${partnerUrl()}messages/file/`,
        counsellor,
        {},
        { name: "x.pdf", data: PDF },
      );
      expect(form.statusCode).toBe(403);
      expect(await footprint()).toEqual(before);
      expect((await call("GET", `${partnerUrl()}attachments/${file.id}/`, counsellor)).statusCode).toBe(200);
      expect((await call("POST", `${partnerUrl()}messages/read/`, counsellor, { up_to: 1 })).statusCode).toBe(200);
    });
  });

  it("a sub-login without applications.view is not told of admissions' answers", async () => {
    await withoutPermission(app, "applications.view", async () => {
      const before = (await noticesOf(ids.counsellor)).length;
      const mailsBefore = (await mailsTo(DEMO_ACCOUNTS.counsellor.email)).length;
      const res = await call("POST", `${adminUrl()}messages/`, admin, { body: "For the owner only." });
      expect(res.statusCode).toBe(201);
      expect((await noticesOf(ids.counsellor)).length).toBe(before);
      expect((await mailsTo(DEMO_ACCOUNTS.counsellor.email)).length).toBe(mailsBefore);
      expect((await noticesOf(ids.owner)).at(-1)!.body).toBe("For the owner only.");
    });
  });

  it("partners may not use admissions' routes", async () => {
    expect((await call("POST", `${adminUrl()}messages/`, owner, { body: "As admin?" })).statusCode).toBe(403);
    expect((await call("GET", `${adminUrl()}attachments/1/`, owner)).statusCode).toBe(403);
  });
});

describe("bad input changes nothing", () => {
  const cases: [string, () => ReturnType<typeof call>, number, string][] = [
    [
      "an empty message",
      () => call("POST", `${partnerUrl()}messages/`, owner, { body: "   " }),
      400,
      "Write a message.",
    ],
    [
      "a message over 5000 characters",
      () => call("POST", `${adminUrl()}messages/`, admin, { body: "x".repeat(5001) }),
      400,
      "A message is at most 5000 characters.",
    ],
    [
      "a file that is not a PDF, JPG or PNG",
      () =>
        postMultipart(
          app,
          `${partnerUrl()}messages/file/`,
          owner,
          { body: "See attached." },
          {
            name: "notes.pdf",
            data: Buffer.from("just text, named like a PDF"),
          },
        ),
      415,
      "Only PDF, JPG and PNG files are accepted.",
    ],
    [
      "a form without its file",
      () => postMultipart(app, `${adminUrl()}messages/file/`, admin, { body: "Forgot it." }),
      400,
      "Choose a file to upload.",
    ],
    [
      "a text over 5000 characters beside a file",
      () =>
        postMultipart(
          app,
          `${partnerUrl()}messages/file/`,
          owner,
          { body: "y".repeat(5001) },
          {
            name: "a.png",
            data: PNG,
          },
        ),
      400,
      "is at most 5000 characters.",
    ],
    [
      "a read mark without a message id",
      () => call("POST", `${partnerUrl()}messages/read/`, owner, { up_to: "last" }),
      400,
      "Name the last message read.",
    ],
  ];
  for (const [what, send, status, sentence] of cases) {
    it(`refuses ${what} (${status}) with a sentence`, async () => {
      const before = await footprint();
      const res = await send();
      expect(res.statusCode, res.body).toBe(status);
      expect(JSON.stringify(res.json())).toContain(sentence);
      expect(await footprint()).toEqual(before);
    });
  }

  it("answers the refusal in the caller's language", async () => {
    const res = await app.inject({
      method: "POST",
      url: `/api${partnerUrl()}messages/`,
      headers: { ...bearer(owner), "accept-language": "es" },
      payload: { body: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.body[0]).not.toBe("Write a message.");
  });
});

describe("a file with no text", () => {
  it("is a message of its own, and the notice names the file", async () => {
    const res = await postMultipart(
      app,
      `${partnerUrl()}messages/file/`,
      owner,
      {},
      { name: "transcript.png", data: PNG },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().data as Message[]).at(-1)).toMatchObject({
      body: "",
      attachments: [{ file_name: "transcript.png" }],
    });
    const latest = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ids.admin), inArray(notifications.kind, ["application.message"])));
    expect(latest.at(-1)!.body).toBe("Attached file: transcript.png");
  });
});
