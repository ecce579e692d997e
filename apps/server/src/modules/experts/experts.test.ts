import { and, count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expertMeetings, experts, notifications, regions, users } from "../../db/schema/index";
import { seedExperts } from "../../seed/experts";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { countryId, studentPayload } from "../../test/factories";

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

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const PDF = Buffer.from("%PDF-1.4\nnot a photo\n%%EOF\n");

function upload(url: string, file: { name: string; data: Buffer } | null, token = admin) {
  const boundary = "----pp-expert";
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  } else {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnothing\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: "POST",
    url: `/api${url}`,
    headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

let n = 0;
const unique = () => {
  n += 1;
  return `${Date.now().toString(36)}${n}`;
};
const regionId = async (name: string) => (await app.db.select().from(regions).where(eq(regions.name, name)))[0]!.id;

/** An expert made through the API; returns its item. */
async function makeExpert(extra: object = {}) {
  const u = unique();
  const res = await call("POST", "/admin/experts/", admin, {
    name: `Morgan Test${u}`,
    email: `morgan.${u}@uni.example`,
    languages: ["English"],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; email: string; photo_url: string | null };
}

/** Three preferred times, `days` ahead and one hour apart, whole minutes, in UTC. */
const slots = (days = 3) =>
  [0, 1, 2].map((h) => {
    const d = new Date(Date.now() + days * 86_400_000);
    d.setUTCHours(9 + h, 30, 0, 0);
    return d.toISOString();
  });

async function requestMeeting(expertId: number, token = partner, extra: object = {}) {
  const res = await call("POST", `/partner/experts/${expertId}/meetings/`, token, {
    topic: "Scholarships, deadlines; and CAS",
    slots: slots(),
    duration_minutes: 45,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; slots: string[]; status: string; ics_url: string | null };
}

const userId = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0]!.id;
async function notificationsOf(email: string) {
  return app.db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, await userId(email)))
    .orderBy(desc(notifications.id));
}

describe("the demo seed", () => {
  it("adds the demo experts and the main partner's four meetings (one in each state) once; a second run changes nothing", async () => {
    // Runs first in this file: the partner has no meetings yet (the account tables were just reset).
    const first = await seedExperts(app.db);
    expect(first.meetings).toBe(4);
    const pid = (await app.db.select().from(users).where(eq(users.email, "partner@example.com")))[0]!.partner_id!;
    const demo = sql`${experts.email} like '%.example' and ${experts.email} not like '%@uni.example'`;
    const expertsNow = (await app.db.select({ n: count() }).from(experts).where(demo))[0]!.n;
    expect(expertsNow).toBeGreaterThanOrEqual(12);
    const meetingsNow = (
      await app.db.select({ n: count() }).from(expertMeetings).where(eq(expertMeetings.partner_id, pid))
    )[0]!.n;
    expect(first.experts === 0 || first.experts === 12).toBe(true);

    const second = await seedExperts(app.db);
    expect(second).toEqual({ experts: 0, meetings: 0 });
    expect((await app.db.select({ n: count() }).from(experts).where(demo))[0]!.n).toBe(expertsNow);
    expect(
      (await app.db.select({ n: count() }).from(expertMeetings).where(eq(expertMeetings.partner_id, pid)))[0]!.n,
    ).toBe(meetingsNow);

    const [manchester] = await app.db
      .select()
      .from(experts)
      .where(and(eq(experts.email, "eleanor.whitfield@universityofmanchester.example")));
    expect(manchester).toMatchObject({ name: "Eleanor Whitfield", is_active: true });
    expect(manchester!.provider_id).not.toBeNull();
    expect(manchester!.country_ids.length).toBe(4);
  });
});

describe("the directory (Superadmin)", () => {
  it("adds an expert with provider, countries, regions and languages; reads and edits it", async () => {
    const [provider] = (await call("GET", "/admin/experts/options/", admin)).json().data.providers;
    const india = await countryId(app.db, "IN");
    const asia = await regionId("Asia");
    const e = await makeExpert({
      title: "Regional Manager, South Asia",
      provider_id: provider.id,
      phone: "+44 161 306 6000",
      languages: ["English", "Hindi", "english"],
      country_ids: [india, india],
      region_ids: [asia],
      bio: "Visits Delhi every term.",
    });
    const one = await call("GET", `/admin/experts/${e.id}/`, admin);
    expect(one.json().data).toMatchObject({
      title: "Regional Manager, South Asia",
      provider: { id: provider.id, name: provider.name },
      languages: ["English", "Hindi"],
      countries: [{ id: india, name: "India" }],
      regions: [{ id: asia, name: "Asia" }],
      photo_url: null,
      is_active: true,
      meetings_count: 0,
    });
    const patched = await call("PATCH", `/admin/experts/${e.id}/`, admin, { title: "Director", phone: "" });
    expect(patched.statusCode, patched.body).toBe(200);
    // Only the named fields change.
    expect(patched.json().data).toMatchObject({ title: "Director", phone: null, languages: ["English", "Hindi"] });
    expect(patched.json().data.countries).toEqual([{ id: india, name: "India" }]);
  });

  it("bad input names each field and changes nothing; unknown references are refused", async () => {
    const before = (await app.db.select({ n: count() }).from(experts))[0]!.n;
    const bad = await call("POST", "/admin/experts/", admin, {
      name: "",
      email: "not-an-email",
      phone: "call me",
      languages: ["x"],
      country_ids: ["abc"],
      is_active: "yes",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ["country_ids.0", "email", "is_active", "languages.0", "name", "phone"].sort(),
    );
    const refs = await call("POST", "/admin/experts/", admin, {
      name: "Nobody",
      email: "nobody@uni.example",
      provider_id: 999_999,
      country_ids: [999_999],
      region_ids: [999_999],
    });
    expect(refs.statusCode).toBe(400);
    expect(refs.json().errors).toEqual({
      provider_id: ["Choose a provider from the list."],
      country_ids: ["Choose countries from the list."],
      region_ids: ["Choose regions from the list."],
    });
    expect((await app.db.select({ n: count() }).from(experts))[0]!.n).toBe(before);

    const e = await makeExpert();
    const badPatch = await call("PATCH", `/admin/experts/${e.id}/`, admin, { email: "nope", name: " " });
    expect(badPatch.statusCode).toBe(400);
    expect(Object.keys(badPatch.json().errors).sort()).toEqual(["email", "name"]);
    expect((await call("GET", `/admin/experts/${e.id}/`, admin)).json().data.email).toBe(e.email);
    expect((await call("PATCH", "/admin/experts/999999/", admin, { title: "X" })).statusCode).toBe(404);
    expect((await call("GET", "/admin/experts/999999/", admin)).statusCode).toBe(404);
    expect((await call("DELETE", "/admin/experts/999999/", admin)).statusCode).toBe(404);
    expect((await call("GET", "/admin/experts/?status=maybe", admin)).statusCode).toBe(400);
  });

  it("a deactivated expert leaves the partners' directory; the Superadmin still sees it", async () => {
    const e = await makeExpert();
    const off = await call("PATCH", `/admin/experts/${e.id}/`, admin, { is_active: false });
    expect(off.json().data.is_active).toBe(false);
    const search = encodeURIComponent(e.name);
    expect((await call("GET", `/partner/experts/?search=${search}`, partner)).json().count).toBe(0);
    expect((await call("GET", `/partner/experts/${e.id}/`, partner)).statusCode).toBe(404);
    expect(
      (await call("POST", `/partner/experts/${e.id}/meetings/`, partner, { topic: "Hello", slots: slots() }))
        .statusCode,
    ).toBe(404);
    expect((await call("GET", `/admin/experts/?search=${search}&status=inactive`, admin)).json().count).toBe(1);
    expect((await call("GET", `/admin/experts/?search=${search}&status=active`, admin)).json().count).toBe(0);
    expect((await call("GET", `/admin/experts/?search=${search}`, admin)).json().count).toBe(1);
  });

  it("deletes an expert without meetings; one with meetings answers 409 and suggests deactivating", async () => {
    const free = await makeExpert();
    const del = await call("DELETE", `/admin/experts/${free.id}/`, admin);
    expect(del.statusCode, del.body).toBe(200);
    expect((await call("GET", `/admin/experts/${free.id}/`, admin)).statusCode).toBe(404);

    const busy = await makeExpert();
    await requestMeeting(busy.id);
    const refused = await call("DELETE", `/admin/experts/${busy.id}/`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/deactivate/);
    expect((await call("GET", `/admin/experts/${busy.id}/`, admin)).json().data.meetings_count).toBe(1);
  });

  it("photos: JPG or PNG up to 2 MB, told from their bytes; any signed-in user can see them", async () => {
    const e = await makeExpert();
    expect((await call("GET", `/partner/experts/${e.id}/photo/`, partner)).statusCode).toBe(404);
    const up = await upload(`/admin/experts/${e.id}/photo/`, { name: "face.png", data: PNG });
    expect(up.statusCode, up.body).toBe(201);
    const url = up.json().data.photo_url as string;
    expect(url).toMatch(new RegExp(`^/partner/experts/${e.id}/photo/`));
    for (const token of [partner2, counsellor, admin]) {
      const img = await app.inject({ url: `/api${url}`, headers: bearer(token) });
      expect(img.statusCode).toBe(200);
      expect(img.headers["content-type"]).toBe("image/png");
      expect(img.rawPayload.equals(PNG)).toBe(true);
    }
    expect((await app.inject({ url: `/api${url}` })).statusCode).toBe(401);

    const pdf = await upload(`/admin/experts/${e.id}/photo/`, { name: "face.jpg", data: PDF });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errors.file).toEqual(["Upload a JPG or PNG image."]);
    const big = await upload(`/admin/experts/${e.id}/photo/`, {
      name: "big.jpg",
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The photo is too large (at most 2 MB).");
    const none = await upload(`/admin/experts/${e.id}/photo/`, null);
    expect(none.statusCode).toBe(400);
    expect((await upload("/admin/experts/999999/photo/", { name: "a.png", data: PNG })).statusCode).toBe(404);
    // The first photo is still the one shown.
    expect((await call("GET", `/admin/experts/${e.id}/`, admin)).json().data.photo_url).toBe(url);

    const removed = await call("DELETE", `/admin/experts/${e.id}/photo/`, admin);
    expect(removed.json().data.photo_url).toBeNull();
    expect((await call("GET", `/partner/experts/${e.id}/photo/`, partner)).statusCode).toBe(404);
  });
});

describe("the partners' directory", () => {
  it("searches and filters by provider, country, region and language (regions cover their countries)", async () => {
    const tag = `Zyx${unique()}`;
    const options = (await call("GET", "/admin/experts/options/", admin)).json().data;
    const [p1, p2] = options.providers;
    const india = await countryId(app.db, "IN");
    const nigeria = await countryId(app.db, "NG");
    const africa = await regionId("Africa");
    const a = await makeExpert({
      name: `Asha ${tag}`,
      provider_id: p1.id,
      country_ids: [india],
      languages: ["English", "Hindi"],
    });
    const b = await makeExpert({
      name: `Bola ${tag}`,
      provider_id: p2.id,
      region_ids: [africa],
      languages: ["English", "Yoruba"],
    });
    const ids = async (q: string) => {
      const res = await call("GET", `/partner/experts/?search=${tag}&${q}`, counsellor);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.data.map((e: { id: number }) => e.id);
    };
    expect(await ids("")).toEqual([a.id, b.id]);
    expect(await ids(`provider=${p2.id}`)).toEqual([b.id]);
    expect(await ids(`country=${india}`)).toEqual([a.id]);
    // Bola covers Africa, so Nigeria too; and the Africa filter finds her.
    expect(await ids(`country=${nigeria}`)).toEqual([b.id]);
    expect(await ids(`region=${africa}`)).toEqual([b.id]);
    expect(await ids(`region=${await regionId("Asia")}`)).toEqual([a.id]);
    expect(await ids("language=yoruba")).toEqual([b.id]);
    expect(await ids("language=english")).toEqual([a.id, b.id]);
    // Search looks at the provider's name and the e-mail too.
    const byMail = await call("GET", `/partner/experts/?search=${encodeURIComponent(b.email)}`, partner);
    expect(byMail.json().results.data.map((e: { id: number }) => e.id)).toEqual([b.id]);

    const paged = await call("GET", `/partner/experts/?search=${tag}&page_size=1&page=2`, partner);
    expect(paged.json()).toMatchObject({ count: 2, next: null, previous: expect.stringContaining("page=1") });
    expect(paged.json().results.data[0].id).toBe(b.id);
    expect(paged.json().results.data[0]).not.toHaveProperty("meetings_count");

    const one = await call("GET", `/partner/experts/${a.id}/`, partner2);
    expect(one.json().data).toMatchObject({ name: `Asha ${tag}`, countries: [{ id: india, name: "India" }] });

    const filters = (await call("GET", "/partner/experts/filters/", partner)).json().data;
    expect(filters.languages).toEqual(expect.arrayContaining(["English", "Hindi", "Yoruba"]));
    expect(filters.regions).toEqual(expect.arrayContaining([{ id: africa, name: "Africa" }]));
    expect(filters.providers.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([p1.id, p2.id]));
  });

  it("bad list queries are refused with the parameter named", async () => {
    const res = await call("GET", "/partner/experts/?page_size=1000&country=abc&provider=-1", partner);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["country", "page_size", "provider"]);
    expect((await call("GET", "/partner/experts/abc/", partner)).statusCode).toBe(400);
    expect((await call("GET", "/partner/meetings/?status=done", partner)).statusCode).toBe(400);
  });
});

describe("meeting requests", () => {
  it("bad input names each field and creates nothing; another partner's student is refused", async () => {
    const e = await makeExpert();
    const before = (await app.db.select({ n: count() }).from(expertMeetings))[0]!.n;
    const empty = await call("POST", `/partner/experts/${e.id}/meetings/`, partner, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["slots", "topic"]);

    const past = new Date(Date.now() - 3_600_000).toISOString();
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const bad = await call("POST", `/partner/experts/${e.id}/meetings/`, partner, {
      topic: "Hi",
      duration_minutes: 20,
      slots: [past, far, "tomorrow"],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      topic: [expect.any(String)],
      duration_minutes: ["A meeting lasts 15, 30, 45 or 60 minutes."],
      "slots.2": ["Each slot is a date and time."],
    });
    const [s] = slots();
    const times = await call("POST", `/partner/experts/${e.id}/meetings/`, partner, {
      topic: "About scholarships",
      slots: [past, s, s],
    });
    expect(times.json().errors).toEqual({
      "slots.0": ["Choose a time in the future."],
      slots: ["Offer three different times."],
    });
    const two = await call("POST", `/partner/experts/${e.id}/meetings/`, partner, {
      topic: "About scholarships",
      slots: slots().slice(0, 2),
    });
    expect(two.json().errors).toEqual({ slots: ["Offer 3 preferred times."] });

    const theirs = await call("POST", "/partner/add/student/", partner2, await studentPayload(app.db));
    expect(theirs.statusCode, theirs.body).toBe(201);
    for (const student_id of [theirs.json().data.id, 999_999]) {
      const foreign = await call("POST", `/partner/experts/${e.id}/meetings/`, partner, {
        topic: "About this student",
        slots: slots(),
        student_id,
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual({ student_id: ["Choose one of your students."] });
    }
    expect(
      (await call("POST", "/partner/experts/999999/meetings/", partner, { topic: "Hello", slots: slots() })).statusCode,
    ).toBe(404);
    expect((await app.db.select({ n: count() }).from(expertMeetings))[0]!.n).toBe(before);
  });

  it("a request with the partner's own student reaches every Superadmin; only the partner's users see it", async () => {
    const e = await makeExpert();
    const mine = await call("POST", "/partner/add/student/", partner, await studentPayload(app.db));
    const student = mine.json().data as { id: number; full_name: string };
    const m = await requestMeeting(e.id, counsellor, { student_id: student.id, message: "Two applicants, 65%." });
    expect(m).toMatchObject({
      status: "requested",
      ics_url: null,
      student: { id: student.id },
      requested_by: { name: "Arjun Mehta" },
      expert: { id: e.id, name: e.name },
      partner: { name: "Global Pathways Education" },
      duration_minutes: 45,
      can_cancel: true,
    });
    const [note] = await notificationsOf("admin@example.com");
    expect(note).toMatchObject({
      kind: "meeting",
      title: `Meeting request: Global Pathways Education would like to meet ${e.name}`,
      link: `/admin/experts?tab=meetings&meeting=${m.id}`,
    });

    const listed = await call("GET", "/partner/meetings/?status=requested", partner);
    expect(listed.json().results.data.map((x: { id: number }) => x.id)).toContain(m.id);
    expect(listed.json().results.counts.requested).toBeGreaterThanOrEqual(1);
    expect((await call("GET", `/partner/meetings/${m.id}/`, partner)).json().data.id).toBe(m.id);

    // Another partner neither sees nor touches it.
    const theirs = await call("GET", "/partner/meetings/?page_size=100", partner2);
    expect(theirs.json().results.data.map((x: { id: number }) => x.id)).not.toContain(m.id);
    expect((await call("GET", `/partner/meetings/${m.id}/`, partner2)).statusCode).toBe(404);
    expect((await call("POST", `/partner/meetings/${m.id}/cancel/`, partner2)).statusCode).toBe(404);
    expect((await call("GET", `/partner/meetings/${m.id}/ics/`, partner2)).statusCode).toBe(404);

    // The Superadmin's queue filters by status, expert and partner.
    const pid = (await app.db.select().from(users).where(eq(users.email, "partner@example.com")))[0]!.partner_id!;
    const queue = await call("GET", `/admin/meetings/?status=requested&expert=${e.id}&partner=${pid}`, admin);
    expect(queue.json().results.data.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect(queue.json().results.data[0].ics_url).toBeNull();
    expect((await call("GET", `/admin/meetings/?expert=${e.id}&partner=${pid + 1000}`, admin)).json().count).toBe(0);
    expect((await call("GET", "/admin/meetings/?partner=abc", admin)).statusCode).toBe(400);
  });

  it("the Superadmin confirms the second time: both partner users hear, the .ics holds that time", async () => {
    const e = await makeExpert({ name: `Chen, Li; Expert ${unique()}` });
    const m = await requestMeeting(e.id, counsellor);
    expect((await call("POST", `/admin/meetings/${m.id}/confirm/`, admin, { slot_index: 3 })).statusCode).toBe(400);
    expect((await call("POST", `/admin/meetings/${m.id}/confirm/`, admin, {})).json().errors).toHaveProperty(
      "slot_index",
    );
    expect((await call("GET", `/partner/meetings/${m.id}/ics/`, partner)).statusCode).toBe(409);

    const ok = await call("POST", `/admin/meetings/${m.id}/confirm/`, admin, {
      slot_index: 1,
      note: "Teams link to follow.",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: "confirmed",
      confirmed_slot: m.slots[1],
      decided_at: expect.any(String),
      decision_note: "Teams link to follow.",
      ics_url: `/admin/meetings/${m.id}/ics/`,
      can_cancel: true,
    });
    for (const email of ["counsellor@example.com", "partner@example.com"]) {
      const [note] = await notificationsOf(email);
      expect(note!.title).toMatch(/^Meeting with .* confirmed for/);
      expect(note!.body).toContain("Teams link to follow.");
      expect(note!.link).toBe(`/partner/experts?tab=meetings&meeting=${m.id}`);
    }
    expect((await notificationsOf("partner2@example.com")).some((x) => x.link?.includes(`meeting=${m.id}`))).toBe(
      false,
    );
    expect((await call("POST", `/admin/meetings/${m.id}/confirm/`, admin, { slot_index: 0 })).statusCode).toBe(409);
    expect((await call("POST", `/admin/meetings/${m.id}/decline/`, admin, { reason: "Too late" })).statusCode).toBe(
      409,
    );

    const file = await call("GET", `/partner/meetings/${m.id}/ics/`, partner);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="meeting-${m.id}.ics"`);
    const ics = file.body;
    const start = new Date(m.slots[1]!);
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(ics).toContain("\r\nBEGIN:VEVENT\r\n");
    expect(ics).toContain(`\r\nUID:meeting-${m.id}@portal.test\r\n`);
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain(`\r\nDTSTART:${stamp(start)}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${stamp(new Date(start.getTime() + 45 * 60_000))}\r\n`);
    // Commas and semicolons escaped, as RFC 5545 wants.
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Scholarships\\, deadlines\\; and CAS with Chen\\, Li\\; Expert");
    expect(unfolded).toMatch(/\r\nDESCRIPTION:Topic: Scholarships\\, deadlines\\; and CAS\\nExpert: /);
    expect(unfolded).toContain("Note from the team: Teams link to follow.");
    expect(unfolded).toContain(`ORGANIZER;CN="${e.name}":mailto:${e.email}`);
    expect(unfolded).toContain(
      'ATTENDEE;CN="Arjun Mehta";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:counsellor@example.com',
    );
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");

    const theirs = await call("GET", `/admin/meetings/${m.id}/ics/`, admin);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain(`DTSTART:${stamp(start)}`);
  });

  it("the partner cancels a request or a confirmed meeting ahead, not one that has passed; admins hear", async () => {
    const e = await makeExpert();
    const waiting = await requestMeeting(e.id);
    const cancelled = await call("POST", `/partner/meetings/${waiting.id}/cancel/`, counsellor);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: "cancelled", can_cancel: false });
    expect((await notificationsOf("admin@example.com"))[0]!.title).toBe(
      `Global Pathways Education cancelled the request with ${e.name}`,
    );
    expect((await call("POST", `/partner/meetings/${waiting.id}/cancel/`, partner)).statusCode).toBe(409);
    expect((await call("POST", `/admin/meetings/${waiting.id}/confirm/`, admin, { slot_index: 0 })).statusCode).toBe(
      409,
    );

    const ahead = await requestMeeting(e.id);
    await call("POST", `/admin/meetings/${ahead.id}/confirm/`, admin, { slot_index: 0 });
    expect((await call("POST", `/partner/meetings/${ahead.id}/cancel/`, partner)).json().data.status).toBe("cancelled");

    const held = await requestMeeting(e.id);
    await call("POST", `/admin/meetings/${held.id}/confirm/`, admin, { slot_index: 2 });
    await app.db
      .update(expertMeetings)
      .set({ confirmed_slot: new Date(Date.now() - 86_400_000) })
      .where(eq(expertMeetings.id, held.id));
    const late = await call("POST", `/partner/meetings/${held.id}/cancel/`, partner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This meeting has already taken place; it can no longer be cancelled.");
    expect((await call("POST", "/partner/meetings/999999/cancel/", partner)).statusCode).toBe(404);
  });

  it("declining needs a reason; the partner hears it and sees Declined with the reason", async () => {
    const e = await makeExpert();
    const m = await requestMeeting(e.id);
    const bad = await call("POST", `/admin/meetings/${m.id}/decline/`, admin, { reason: " " });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["reason"]);
    expect((await call("GET", `/partner/meetings/${m.id}/`, partner)).json().data.status).toBe("requested");

    const res = await call("POST", `/admin/meetings/${m.id}/decline/`, admin, {
      reason: "The expert is travelling that week.",
    });
    expect(res.json().data).toMatchObject({
      status: "declined",
      decline_reason: "The expert is travelling that week.",
    });
    const [note] = await notificationsOf("partner@example.com");
    expect(note).toMatchObject({
      title: `Meeting request with ${e.name} declined`,
      link: `/partner/experts?tab=meetings&meeting=${m.id}`,
    });
    expect(note!.body).toContain("The expert is travelling that week.");
    const mine = await call("GET", `/partner/meetings/${m.id}/`, partner);
    expect(mine.json().data).toMatchObject({
      status: "declined",
      decline_reason: "The expert is travelling that week.",
    });
    expect((await call("POST", "/admin/meetings/999999/decline/", admin, { reason: "Nope nope" })).statusCode).toBe(
      404,
    );
  });

  it("a time that has passed cannot be confirmed", async () => {
    const e = await makeExpert();
    const m = await requestMeeting(e.id);
    const passed = [new Date(Date.now() - 60_000).toISOString(), ...m.slots.slice(1)];
    await app.db.update(expertMeetings).set({ slots: passed }).where(eq(expertMeetings.id, m.id));
    const res = await call("POST", `/admin/meetings/${m.id}/confirm/`, admin, { slot_index: 0 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["slot_index"]);
    expect((await call("POST", `/admin/meetings/${m.id}/confirm/`, admin, { slot_index: 1 })).statusCode).toBe(200);
  });
});

describe("who may call what", () => {
  it("every Superadmin route answers 403 to partner and sub-login tokens and 401 without one", async () => {
    const e = await makeExpert();
    const m = await requestMeeting(e.id);
    const routes: [Method, string, object?][] = [
      ["GET", "/admin/experts/"],
      ["POST", "/admin/experts/", { name: "X", email: "x@uni.example" }],
      ["GET", "/admin/experts/options/"],
      ["GET", `/admin/experts/${e.id}/`],
      ["PATCH", `/admin/experts/${e.id}/`, { title: "Hacked" }],
      ["DELETE", `/admin/experts/${e.id}/`],
      ["POST", `/admin/experts/${e.id}/photo/`, {}],
      ["DELETE", `/admin/experts/${e.id}/photo/`],
      ["GET", "/admin/meetings/"],
      ["GET", `/admin/meetings/${m.id}/`],
      ["POST", `/admin/meetings/${m.id}/confirm/`, { slot_index: 0 }],
      ["POST", `/admin/meetings/${m.id}/decline/`, { reason: "Not allowed" }],
      ["GET", `/admin/meetings/${m.id}/ics/`],
    ];
    for (const [method, url, body] of routes) {
      for (const token of [partner, counsellor, partner2]) {
        expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed.
    expect((await call("GET", `/admin/meetings/${m.id}/`, admin)).json().data.status).toBe("requested");
    expect((await call("GET", `/admin/experts/${e.id}/`, admin)).json().data.title).toBeNull();
  });

  it("partner routes are for partner users holding experts.view", async () => {
    const e = await makeExpert();
    const m = await requestMeeting(e.id);
    const routes: [Method, string, object?][] = [
      ["GET", "/partner/experts/"],
      ["GET", "/partner/experts/filters/"],
      ["GET", `/partner/experts/${e.id}/`],
      ["POST", `/partner/experts/${e.id}/meetings/`, { topic: "Hello there", slots: slots() }],
      ["GET", "/partner/meetings/"],
      ["GET", `/partner/meetings/${m.id}/`],
      ["POST", `/partner/meetings/${m.id}/cancel/`],
      ["GET", `/partner/meetings/${m.id}/ics/`],
    ];
    const counsellorId = await userId("counsellor@example.com");
    const [row] = await app.db.select({ permissions: users.permissions }).from(users).where(eq(users.id, counsellorId));
    const permissions = row!.permissions;
    await app.db
      .update(users)
      .set({ permissions: permissions.filter((p) => p !== "experts.view") })
      .where(eq(users.id, counsellorId));
    await app.versions.touch(1);
    try {
      for (const [method, url, body] of routes) {
        expect((await call(method, url, counsellor, body)).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(method, url, admin, body)).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      }
    } finally {
      await app.db.update(users).set({ permissions }).where(eq(users.id, counsellorId));
      await app.versions.touch(1);
    }
    expect((await call("GET", "/partner/experts/", counsellor)).statusCode).toBe(200);
    expect((await call("GET", `/partner/meetings/${m.id}/`, partner)).json().data.status).toBe("requested");
  });
});
