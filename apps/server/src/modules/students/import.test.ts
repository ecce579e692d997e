import { STUDENT_IMPORT_COLUMNS, type StudentImportJob } from "@pp/shared";
import { parse } from "csv-parse/sync";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, studentImportJobs, students, users, webhookDeliveries } from "../../db/schema/index";
import { bearer, buildTestApp, login, postMultipart, type TestApp, waitUntil, withoutPermission } from "../../test/app";
import { addStudent, countryId, levelId } from "../../test/factories";
import { IMPORT_PROGRESS_EVENT } from "./import-jobs";
import { runImportJob } from "./import-worker";

/** Issue 36: importing students from CSV or XLSX (docs/decisions/050). */
let app: TestApp;
let owner: string;
let ownerId: number;
let sub: string;
let other: string;
let otherOwner: number;
let partnerId: number;
const RUN = Date.now();
let seq = 0;
/** An e-mail no student has yet, and tagged so the test's students can be found. */
const next = () => {
  seq += 1;
  return seq;
};
const email = (name = "s") => `${name}.${RUN}.${next()}@import.example`;
const passport = () => `IM${RUN % 1_000_000}${next()}`;

beforeAll(async () => {
  app = await buildTestApp();
  const o = await login(app, "partner");
  owner = o.access;
  ownerId = o.user.id;
  partnerId = o.user.partner_id!;
  sub = (await login(app, "counsellor")).access;
  const p2 = await login(app, "partner2");
  other = p2.access;
  otherOwner = p2.user.id;
}, 120_000);
afterAll(async () => {
  await app.db.delete(students).where(like(students.email, `%.${RUN}.%@import.example`));
  await app.close();
});

type Row = Record<string, string>;
const BASE = ["first_name", "last_name", "email", "nationality", "study_country", "study_level"];
const row = (over: Row = {}): Row => ({
  first_name: "Kiran",
  last_name: `Rao${seq}`,
  email: email(),
  nationality: "IN",
  study_country: "GB",
  study_level: "Postgraduate (Master's)",
  ...over,
});
const csvCell = (v: string) => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** A CSV of `rows` under `header` (by default the six required columns plus any the rows use). */
function csv(rows: Row[], header?: string[]) {
  const cols = header ?? [...new Set([...BASE, ...rows.flatMap((r) => Object.keys(r))])];
  return Buffer.from([cols.join(","), ...rows.map((r) => cols.map((c) => csvCell(r[c] ?? "")).join(","))].join("\r\n"));
}
async function xlsx(rows: (string | number | Date | ExcelJS.CellFormulaValue)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Students");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const send = (data: Buffer, commit: boolean, token = owner, name = "students.csv") =>
  postMultipart(app, `/partner/students/import/?commit=${commit}`, token, {}, { name, data });
const withLanguage = (data: Buffer, language: string) => {
  const boundary = "----pp-import-lang";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: "POST",
    url: "/api/partner/students/import/?commit=false",
    headers: {
      ...bearer(owner),
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "accept-language": language,
    },
    payload,
  });
};
const count = async () =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(students).where(eq(students.partner_id, partnerId)))[0]!
    .n;
const importAudits = async () =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.partner_id, partnerId), eq(auditLog.action, "student.import")))
  )[0]!.n;
/** Runs `fn` and checks that it wrote no student and no import audit entry. */
async function nothingWritten(fn: () => Promise<void>) {
  const [before, audits] = [await count(), await importAudits()];
  await fn();
  expect(await count()).toBe(before);
  expect(await importAudits()).toBe(audits);
}
const byEmail = (e: string) => app.db.select().from(students).where(eq(students.email, e));

describe("the template", () => {
  it("offers every column of the add-student form as CSV and XLSX, and its example row checks clean", async () => {
    for (const format of ["csv", "xlsx"] as const) {
      const res = await app.inject({
        url: `/api/partner/students/import/template/?format=${format}`,
        headers: bearer(owner),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-disposition"]).toContain(`students-import-template.${format}`);
      const checked = await send(res.rawPayload, false, owner, `template.${format}`);
      expect(checked.statusCode, checked.body).toBe(200);
      const data = checked.json().data;
      expect(Object.keys(data.rows[0].values)).toEqual([...STUDENT_IMPORT_COLUMNS]);
      expect(data.rows[0].errors).toEqual({});
      expect(data).toMatchObject({ total: 1, valid: 1, invalid: 0, committed: false, created: 0 });
    }
  });
});

describe("checking a file", () => {
  it("checks every row and writes nothing: errors per cell, valid rows ready", async () => {
    const file = csv([
      row(),
      row({ email: "not-an-email", study_level: "Astronaut school" }),
      row({ nationality: "Narnia", passport_number: "x" }),
    ]);
    await nothingWritten(async () => {
      const res = await send(file, false);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ total: 3, valid: 1, invalid: 2, committed: false, created: 0 });
      expect(data.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4]);
      expect(data.rows[0].errors).toEqual({});
      expect(data.rows[1].errors).toEqual({
        email: ["Enter a valid email address."],
        study_level: [`No study level is called "Astronaut school"; write it as the list of study levels names it.`],
      });
      expect(data.rows[2].errors.nationality).toEqual([
        `No country is called "Narnia"; write its name or its ISO code (such as IN or IND).`,
      ]);
      expect(data.rows[2].errors.passport_number).toEqual(["Passport numbers are 5 to 20 letters and digits."]);
    });
  });

  it("writes each error in the reader's language", async () => {
    const res = await withLanguage(csv([row({ email: "nope", nationality: "Narnia" })]), "es");
    expect(res.statusCode, res.body).toBe(200);
    const errors = res.json().data.rows[0].errors;
    expect(errors.nationality[0]).toBe(
      "Ningún país se llama «Narnia»; escriba su nombre o su código ISO (como IN o IND).",
    );
    expect(errors.email[0]).not.toBe("Enter a valid email address.");
  });

  it("reads references by name or code in any of the five languages, and the matching profile", async () => {
    const e = email("lang");
    const file = csv([
      row({
        email: e,
        nationality: "印度",
        study_country: "Reino Unido",
        study_level: "postgraduate (master's)",
        gender: "Mujer",
        country: "IND",
        state: "KA",
        english_test: "ielts",
        english_overall: "7",
        english_listening: "7.5",
        grading_scale: "GPA (sobre 4.0)",
        grade: "3.4",
        // A level by the name Masters keeps for it in another language (decision 048).
        completed_level: "本科",
        preferred_intakes: "septiembre; 1; Feb",
        preferred_countries: "المملكة المتحدة; Ireland; CA",
        budget_amount: "25000",
        budget_currency: "gbp",
        subjects: "Economics; Accounting",
        tags: "Fair 2026; VIP",
        date_of_birth: "2004-03-14",
      }),
    ]);
    const res = await send(file, true);
    expect(res.statusCode, res.body).toBe(201);
    const [s] = await byEmail(e);
    expect(s).toMatchObject({
      nationality_id: await countryId(app.db, "IN"),
      study_country_id: await countryId(app.db, "GB"),
      study_level_id: await levelId(app.db, "Postgraduate (Master's)"),
      country_id: await countryId(app.db, "IN"),
      gender: "female",
      english_test: "IELTS",
      grading_scale: "gpa4",
      completed_level_id: await levelId(app.db, "Undergraduate"),
      preferred_intakes: [1, 2, 9],
      budget_currency: "GBP",
      subjects: ["Economics", "Accounting"],
      tags: ["Fair 2026", "VIP"],
      date_of_birth: "2004-03-14",
      created_by: ownerId,
    });
    expect(s!.state_id).not.toBeNull();
    // Spaces, accents and punctuation aside: "Viet Nam" is Vietnam, "cote divoire" is Côte d'Ivoire.
    const loose = await send(csv([row({ nationality: "Viet Nam" }), row({ nationality: "cote divoire" })]), false);
    expect(loose.json().data.invalid, loose.body).toBe(0);
    expect(s!.preferred_country_ids).toEqual(await Promise.all(["GB", "IE", "CA"].map((c) => countryId(app.db, c))));
  });

  it("names the counsellor by e-mail or id of the partner's people; another partner's names are refused", async () => {
    const [arjun] = await app.db.select().from(users).where(eq(users.email, "counsellor@example.com"));
    const ok = await send(
      csv([row({ counsellor: "COUNSELLOR@example.com" }), row({ counsellor: String(arjun!.id) })]),
      false,
    );
    expect(ok.json().data.invalid, ok.body).toBe(0);
    await nothingWritten(async () => {
      const file = csv([row(), row({ counsellor: "partner2@example.com" }), row({ counsellor: String(otherOwner) })]);
      for (const commit of [false, true]) {
        const res = await send(file, commit);
        if (!commit) {
          const rows = res.json().data.rows;
          expect(rows[1].errors.counsellor).toEqual([
            "partner2@example.com is not one of your team; write your own e-mail or one of your sub-logins'.",
          ]);
          expect(rows[2].errors.counsellor).toEqual([
            `${otherOwner} is not one of your team; write your own e-mail or one of your sub-logins'.`,
          ]);
        } else {
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json().message).toBe("Nothing was imported: 2 rows have errors.");
        }
      }
    });
  });

  it("marks duplicates within the file and against the partner's students, naming the existing one", async () => {
    const existingEmail = email("dup");
    const existingId = await addStudent(app, owner, { email: existingEmail, first_name: "Meera", last_name: "Joshi" });
    const [existing] = await app.db.select().from(students).where(eq(students.id, existingId));
    const shared = email("twice");
    const pass = passport();
    const file = csv([
      row({ email: shared, passport_number: pass }),
      row({ email: existingEmail.toUpperCase() }),
      row({ passport_number: existing!.passport_number! }),
      row({ email: shared }),
      row({ passport_number: pass.toLowerCase() }),
    ]);
    await nothingWritten(async () => {
      const res = await send(file, false);
      const rows = res.json().data.rows;
      expect(rows[0].errors).toEqual({
        email: ["Line 5 of the file has the same e-mail."],
        passport_number: ["Line 6 of the file has the same passport number."],
      });
      expect(rows[1].errors).toEqual({ email: ["Meera Joshi already has this e-mail."] });
      expect(rows[1].duplicate_of).toEqual({ id: existingId, name: "Meera Joshi" });
      expect(rows[2].errors).toEqual({ passport_number: ["Meera Joshi already has this passport number."] });
      expect(rows[3].errors).toEqual({ email: ["Line 2 of the file has the same e-mail."] });
      expect(rows[4].errors).toEqual({ passport_number: ["Line 2 of the file has the same passport number."] });
      expect((await send(file, true)).statusCode).toBe(422);
    });
  });

  it("refuses a cell that holds a formula, in CSV and in XLSX; plain phone numbers and numbers are not formulas", async () => {
    await nothingWritten(async () => {
      const res = await send(
        csv([
          row({ first_name: '=HYPERLINK("http://evil.example","x")', phone: "+91 98765 43210" }),
          row({ last_name: "@SUM(A1)" }),
          row({ city: "-2+3" }),
          row({ phone: "+44 20 7946 0000" }),
        ]),
        true,
      );
      expect(res.statusCode, res.body).toBe(422);
      const fields = res.json().errors;
      expect(fields["line 2"]).toEqual(["first_name: This cell holds a formula; write the value itself."]);
      expect(fields["line 3"]).toEqual(["last_name: This cell holds a formula; write the value itself."]);
      expect(fields["line 4"]).toEqual(["city: This cell holds a formula; write the value itself."]);
      expect(fields["line 5"]).toBeUndefined();
    });
    const sheet = await xlsx([
      BASE,
      ["Ada", "Lovelace", email(), "GB", "GB", "Undergraduate"],
      ["Alan", "Turing", { formula: 'LOWER("A@B.C")', result: "a@b.c" }, "GB", "GB", "Undergraduate"],
    ]);
    const res = await send(sheet, false, owner, "students.xlsx");
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows;
    expect(rows[0].errors).toEqual({});
    expect(rows[1].errors).toEqual({ email: ["This cell holds a formula; write the value itself."] });
  });

  it("reads XLSX dates and numbers as the sheet shows them", async () => {
    const e = email("xlsx");
    const sheet = await xlsx([
      [...BASE, "date_of_birth", "english_test", "english_overall"],
      ["Grace", "Hopper", e, "US", "US", "Undergraduate", new Date(Date.UTC(2003, 11, 9)), "TOEFL", 100],
    ]);
    const res = await send(sheet, true, owner, "students.xlsx");
    expect(res.statusCode, res.body).toBe(201);
    const [s] = await byEmail(e);
    expect(s).toMatchObject({ date_of_birth: "2003-12-09", english_test: "TOEFL", english_overall: "100.0" });
  });
});

describe("files that cannot be imported: one clear sentence, nothing written", () => {
  const cases: [string, Buffer, number, string][] = [
    [
      "a PDF",
      Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"),
      415,
      "Upload a CSV or XLSX file; this file is neither.",
    ],
    [
      "a PNG",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      415,
      "Upload a CSV or XLSX file; this file is neither.",
    ],
    [
      "an old .xls",
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      415,
      "This is an older Excel file (.xls); save it as .xlsx or .csv (UTF-8) and try again.",
    ],
    [
      "a CSV in Latin-1",
      Buffer.from("first_name,last_name\nJos\xe9,P\xe9rez\n", "latin1"),
      415,
      "This CSV is not in UTF-8; save it as CSV UTF-8 and try again.",
    ],
    ["an empty file", Buffer.alloc(0), 400, "The file is empty."],
    ["blank lines only", Buffer.from("\r\n\r\n,,,\r\n"), 400, "The file is empty."],
    [
      "a header without rows",
      Buffer.from(`${BASE.join(",")}\r\n`),
      400,
      "The file has a header but no students under it.",
    ],
    [
      "a header with an unknown column and without a required one",
      Buffer.from("first_name,last_name,e_mail,nationality,study_country,study_level\nA,B,a@b.c,IN,GB,MBA\n"),
      400,
      "The header row does not match the template. The import does not know these columns: e_mail. The header lacks these required columns: email. Start from the template's header.",
    ],
    [
      "a header naming a column twice",
      Buffer.from(`${BASE.join(",")},email\nA,B,a@b.c,IN,GB,MBA,a@b.c\n`),
      400,
      "The header row does not match the template. The header names email more than once. Start from the template's header.",
    ],
    [
      "a broken quote",
      Buffer.from(`${BASE.join(",")}\n"A,B,a@b.c,IN,GB,MBA\n`),
      400,
      "This CSV cannot be read near line 2: check its quotes, or save it again from the spreadsheet.",
    ],
  ];
  it.each(cases)("%s", async (_name, data, status, message) => {
    await nothingWritten(async () => {
      const res = await send(data, true);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toEqual({ file: [message] });
    });
  });

  it("a file over 10,000 rows, and one over 10 MB", async () => {
    await nothingWritten(async () => {
      const rows = Array.from({ length: 10_001 }, (_, i) => `A,B,x${i}@y.z,IN,GB,MBA`);
      const res = await send(Buffer.from([BASE.join(","), ...rows].join("\n")), false);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().message).toBe(
        "A file holds at most 10,000 students; this one has 10,001. Split it and import each part.",
      );
      const big = await send(Buffer.concat([csv([row()]), Buffer.alloc(10 * 1024 * 1024, 0x20)]), false);
      expect(big.statusCode, big.body).toBe(413);
      expect(big.json().message).toBe("The file is too large (at most 10 MB).");
    });
  });

  it("no file at all", async () => {
    const res = await postMultipart(app, "/partner/students/import/?commit=true", owner, { note: "x" });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("Choose a CSV or XLSX file.");
  });
});

describe("importing", () => {
  it("imports every row in one unit: one audit entry per student, student.created per student, the list moves", async () => {
    const hook = await app.inject({
      method: "POST",
      url: "/api/partner/webhooks/",
      headers: bearer(owner),
      payload: { url: "https://crm.example.com/hooks/import", events: ["student.created"], description: "Import" },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpointId = hook.json().data.id as number;
    try {
      const rows = [row(), row(), row({ counsellor: "counsellor@example.com" })];
      const before = await count();
      const res = await send(csv(rows), true, owner, "autumn fair.csv");
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({ total: 3, valid: 3, invalid: 0, committed: true, created: 3 });
      const ids = data.rows.map((r: { student_id: number }) => r.student_id);
      expect(await count()).toBe(before + 3);
      const made = await app.db.select().from(students).where(inArray(students.id, ids));
      expect(made.map((s) => s.email).sort()).toEqual(rows.map((r) => r.email).sort());
      const audits = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "student.import"), inArray(auditLog.entity_id, ids.map(String))));
      expect(audits).toHaveLength(3);
      expect(audits[0]!.details).toMatchObject({ file_name: "autumn fair.csv" });
      const events = await app.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpoint_id, endpointId), eq(webhookDeliveries.type, "student.created")));
      expect(events).toHaveLength(3);
      const sent = events.map((e) => (e.payload as { data: { student: { id: number; counsellor: unknown } } }).data);
      expect(sent.map((d) => d.student.id).sort()).toEqual([...ids].sort());
      expect(sent.find((d) => d.student.id === ids[2])!.student.counsellor).toMatchObject({ name: "Arjun Mehta" });
      // Each delivery has its job, sent with the students (the queue's sendMany), carrying the request's id.
      const jobs = (await app.db.execute(
        sql`select data from pgboss.job where name = 'webhooks.deliver'
            and (data->>'delivery_id')::int in (select jsonb_array_elements_text(${JSON.stringify(events.map((e) => e.id))}::jsonb)::int)`,
      )) as unknown as { rows: { data: { delivery_id: number; request_id: string | null } }[] };
      expect(jobs.rows.map((j) => j.data.delivery_id).sort()).toEqual(events.map((e) => e.id).sort());
      expect(jobs.rows.every((j) => typeof j.data.request_id === "string")).toBe(true);
      // The list reads the new students at once (the partner's data version moved).
      const list = await app.inject({ url: `/api/partner/students/?search=${rows[0]!.email}`, headers: bearer(owner) });
      expect(list.json().count).toBe(1);
    } finally {
      await app.inject({ method: "DELETE", url: `/api/partner/webhooks/${endpointId}/`, headers: bearer(owner) });
    }
  });

  it("is all or nothing: an error on the last row imports none of them", async () => {
    const rows = [...Array.from({ length: 9 }, () => row()), row({ study_country: "Atlantis" })];
    await nothingWritten(async () => {
      const res = await send(csv(rows), true);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({
        "line 11": [
          'study_country: No country is called "Atlantis"; write its name or its ISO code (such as IN or IND).',
        ],
      });
    });
    for (const r of rows) expect(await byEmail(r.email!)).toHaveLength(0);
  });

  it("works with an API key holding students:write; a key with students:read only is refused", async () => {
    const key = async (scopes: string[]) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/partner/api-keys/",
        headers: bearer(owner),
        payload: { name: `Import ${scopes.join(" ")} ${RUN}`, scopes },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.key as string;
    };
    const writer = await key(["students:write"]);
    const e = email("api");
    const res = await send(csv([row({ email: e })]), true, writer);
    expect(res.statusCode, res.body).toBe(201);
    const [s] = await byEmail(e);
    expect(s!.created_by).toBe(ownerId);
    const reader = await key(["students:read"]);
    await nothingWritten(async () => {
      const refused = await send(csv([row()]), true, reader);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("This API key does not have the students:write scope.");
      const template = await app.inject({ url: "/api/partner/students/import/template/", headers: bearer(reader) });
      expect(template.statusCode).toBe(403);
    });
  });

  it("a sub-login with students.manage may import; without it the routes are refused", async () => {
    const e = email("sub");
    expect((await send(csv([row({ email: e })]), true, sub)).statusCode).toBe(201);
    await withoutPermission(app, "students.manage", async () => {
      await nothingWritten(async () => {
        const res = await send(csv([row()]), true, sub);
        expect(res.statusCode).toBe(403);
        const template = await app.inject({ url: "/api/partner/students/import/template/", headers: bearer(sub) });
        expect(template.statusCode).toBe(403);
      });
    });
  });
});

describe("over 500 rows: a background job", () => {
  const many = (n: number, over: (i: number) => Row = () => ({})) => Array.from({ length: n }, (_, i) => row(over(i)));
  const job = async (id: number, token = owner) =>
    (await app.inject({ url: `/api/partner/students/import/jobs/${id}/`, headers: bearer(token) })).json()
      .data as StudentImportJob;
  const ended = async (id: number) => {
    let j = await job(id);
    await waitUntil(async () => {
      j = await job(id);
      return j.status === "done" || j.status === "failed";
    }, 60_000);
    return j;
  };

  const noticesAbout = (file: string) =>
    app.db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, ownerId),
          eq(notifications.kind, "student.import"),
          like(notifications.title, `% ${file} %`),
        ),
      );

  it("checks and imports with live progress, then offers the file back with what happened to each row", async () => {
    const rows = many(1_050);
    const heard: StudentImportJob[] = [];
    const stop = app.live.subscribe(ownerId, (event, data) => {
      if (event === IMPORT_PROGRESS_EVENT) heard.push(data as StudentImportJob);
    });
    try {
      const before = await count();
      const res = await send(csv(rows), true, owner, "big.csv");
      expect(res.statusCode, res.body).toBe(202);
      const queued = res.json().data as StudentImportJob;
      expect(queued).toMatchObject({ status: "queued", total_rows: 1_050, commit: true, file_name: "big.csv" });
      const done = await ended(queued.id);
      expect(done).toMatchObject({ status: "done", committed: true, created: 1_050, valid: 1_050, invalid: 0 });
      expect(await count()).toBe(before + 1_050);
      await waitUntil(() => heard.at(-1)?.status === "done");
      const steps = heard.filter((h) => h.id === queued.id);
      expect(steps.filter((s) => s.status === "checking").map((s) => s.rows_checked)).toEqual(
        expect.arrayContaining([500, 1_000, 1_050]),
      );
      expect(steps.filter((s) => s.status === "importing").map((s) => s.rows_imported)).toEqual(
        expect.arrayContaining([500, 1_000, 1_050]),
      );
      expect(done.result_url).toBe(`/api/partner/students/import/jobs/${queued.id}/result/`);
      const file = await app.inject({ url: done.result_url!, headers: bearer(owner) });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toContain("big-result.csv");
      const table = parse(file.body, { bom: true }) as string[][];
      expect(table[0]).toEqual([...BASE, "Import result"]);
      expect(table).toHaveLength(1_051);
      const [first] = await byEmail(rows[0]!.email!);
      expect(table[1]!.at(-1)).toBe(`Imported as student ${first!.id}.`);
      // One audit entry per student, and the upload's own.
      const audits = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.action, "student.import"), sql`${auditLog.details}->>'file_name' = 'big.csv'`));
      expect(audits[0]!.n).toBe(1_050);
      // The file itself is not kept once the job is done.
      const [kept] = await app.db.select().from(studentImportJobs).where(eq(studentImportJobs.id, queued.id));
      expect(kept!.upload).toBeNull();
      // The owner is told in the bell (and live), once, with a way back to the page.
      expect(await noticesAbout("big.csv")).toEqual([
        {
          title: "Your students file big.csv is imported",
          body: "1050 students were added.",
          link: "/partner/student/import",
        },
      ]);
      // Another partner, and another person of the same partner, cannot see it.
      expect(
        (await app.inject({ url: `/api/partner/students/import/jobs/${queued.id}/`, headers: bearer(other) }))
          .statusCode,
      ).toBe(404);
      expect((await app.inject({ url: done.result_url!, headers: bearer(sub) })).statusCode).toBe(404);
    } finally {
      stop();
    }
  });

  it("a check of a long file with errors writes nothing; its rows' errors and the result file say why", async () => {
    const rows = many(620, (i): Row => (i === 619 ? { email: "broken" } : {}));
    await nothingWritten(async () => {
      const res = await send(csv(rows), true, owner, "long.csv");
      expect(res.statusCode, res.body).toBe(202);
      const done = await ended(res.json().data.id);
      expect(done).toMatchObject({ status: "done", committed: false, created: 0, valid: 619, invalid: 1 });
      expect(done.problems).toEqual([
        { line: 621, errors: { email: ["Enter a valid email address."] }, duplicate_of: null, student_id: null },
      ]);
      const table = parse((await app.inject({ url: done.result_url!, headers: bearer(owner) })).body, {
        bom: true,
      }) as string[][];
      expect(table[1]!.at(-1)).toBe("Not imported: other rows of the file have errors.");
      expect(table[620]!.at(-1)).toBe("Not imported: email: Enter a valid email address.");
    });
    // A check's notice follows the job's last save (nothing is imported, so there is no unit to hold it): wait for it.
    await waitUntil(async () => (await noticesAbout("long.csv")).length > 0, 10_000);
    expect(await noticesAbout("long.csv")).toMatchObject([
      { title: "Your students file long.csv is checked", body: "1 of 620 rows have errors; nothing was imported." },
    ]);
    // The upload is the one write: its own audit entry, no student.
    const [sent] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "student.import_file"), sql`${auditLog.details}->>'file_name' = 'long.csv'`));
    expect(sent).toBeDefined();
  });

  it("is all or nothing when the last batch fails at the database: the first batches are undone too", async () => {
    const rows = many(700);
    // A job row as the route writes it, run here so that a student can be added between the check and the import.
    const [queued] = await app.db
      .insert(studentImportJobs)
      .values({
        partner_id: partnerId,
        user_id: ownerId,
        commit: true,
        format: "csv",
        file_name: "race.csv",
        total_rows: rows.length,
        upload: csv(rows),
      })
      .returning();
    const before = await count();
    await runImportJob(
      {
        db: app.db,
        uow: app.uow,
        live: app.live,
        versions: app.versions,
        webhooks: app.webhooks,
        notifications: app.notifications,
        log: app.log,
      },
      queued!.id,
      { afterCheck: async () => void (await addStudent(app, owner, { email: rows.at(-1)!.email })) },
    );
    expect(await count()).toBe(before + 1); // only the student added meanwhile
    expect(await byEmail(rows[0]!.email!)).toHaveLength(0);
    const j = await job(queued!.id);
    expect(j).toMatchObject({ status: "failed", committed: false, created: 0 });
    expect(j.error).toBe(
      "Another student with one of these e-mails or passport numbers was added while the file was imported; nothing was imported. Check the file again.",
    );
    expect(await noticesAbout("race.csv")).toEqual([
      { title: "Your students file race.csv could not be imported", body: j.error, link: "/partner/student/import" },
    ]);
    // Run again (a retry): nothing to do, still nothing imported.
    await runImportJob(
      {
        db: app.db,
        uow: app.uow,
        live: app.live,
        versions: app.versions,
        webhooks: app.webhooks,
        notifications: app.notifications,
        log: app.log,
      },
      queued!.id,
    );
    expect(await count()).toBe(before + 1);
  });

  it("lists the caller's latest imports", async () => {
    const res = await app.inject({ url: "/api/partner/students/import/jobs/", headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as StudentImportJob[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((j) => j.problems.length === 0)).toBe(true);
    const others = await app.inject({ url: "/api/partner/students/import/jobs/", headers: bearer(other) });
    expect(others.json().data).toEqual([]);
  });
});
