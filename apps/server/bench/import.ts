// Students import benchmark (issue 36): checks a 10,000-row file and imports it through the real app and its job
// queue, and prints how long each took (targets: check within 10 s, import within 30 s).
// Usage: npm run bench:import                  PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/pp_bench_import
//        npm run bench:import -- --pglite      a fresh embedded database in memory
//        npm run bench:import -- --webhook     with a webhook endpoint listening for student.created (one event each)
// The database is created, migrated and seeded with the demo data when missing; the students the run adds are
// removed at its end.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { STUDENT_IMPORT_COLUMNS, type StudentImportColumn, type StudentImportJob } from "@pp/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { IMPORT_PROGRESS_EVENT } from "../src/modules/students/import-jobs";
import { seed } from "../src/seed/index";
import { benchDataKey } from "./setup";

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
const pglite = process.argv.includes("--pglite");
const webhook = process.argv.includes("--webhook");
const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pp_bench_import";

async function open(): Promise<Database> {
  if (pglite) {
    const database = await openDatabase({});
    await database.migrate();
    await seed(database.db, "demo");
    return database;
  }
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const database = await openDatabase({ url });
  await database.migrate();
  const seeded = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
    rows: { n: number }[];
  };
  if (!seeded.rows[0]?.n) await seed(database.db, "demo");
  return database;
}

const started = performance.now();
const database = await open();
const config = {
  ...loadConfig({
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "pp-bench-import-")),
    DATA_KEY: benchDataKey(),
    LOG_LEVEL: "silent",
  }),
  jobSchedules: false,
};
const app = await buildApp(config, { database, logger: false, processMetrics: false });
await app.ready();
console.log(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`);

const login = await app.inject({
  method: "POST",
  url: "/api/login/",
  payload: { email: "partner@example.com", password: "Partner@12345" },
});
const { access, user } = login.json().data as { access: string; user: { id: number; partner_id: number } };
// An endpoint written directly (registering one resolves its address): its deliveries fail, which is not measured.
const endpoint = webhook
  ? (
      (await app.db.execute(sql`insert into webhook_endpoints (partner_id, url, events, secret)
      values (${user.partner_id}, 'https://hooks.invalid/bench', array['student.created'], 'whsec_bench') returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id
  : null;

// A full row per student: every column, references written as people write them (names, codes, other languages).
const TAG = `bench-import-${Date.now()}`;
const nationalities = ["India", "IN", "Nigeria", "NGA", "Viet Nam", "越南", "Nepal", "Pakistán"];
const destinations = [
  ["United Kingdom", "Postgraduate (Master's)"],
  ["GB", "Undergraduate"],
  ["Canada", "Diploma"],
  ["AU", "Postgraduate (Master's)"],
  ["Estados Unidos", "MBA"],
];
/** One student as a file's row, by the template's column names. */
const student = (i: number): Partial<Record<StudentImportColumn, string>> => {
  const [dest, level] = destinations[i % destinations.length]!;
  return {
    first_name: `Student${i}`,
    last_name: `Bench${i % 97}`,
    email: `${TAG}-${i}@import.example`,
    phone: `+91 98${String(100000 + i).padStart(8, "0")}`,
    date_of_birth: `200${i % 8}-0${(i % 9) + 1}-1${i % 9}`,
    gender: ["female", "male", "Mujer", "女"][i % 4]!,
    nationality: nationalities[i % nationalities.length]!,
    passport_number: `B${String(Date.now() % 100000)}${String(i).padStart(6, "0")}`,
    passport_expiry: "2032-05-31",
    country: "IN",
    city: "Pune",
    study_country: dest,
    study_level: level,
    highest_qualification: "Bachelor of Science",
    grade: "72",
    english_test: "IELTS",
    english_overall: "7",
    english_listening: "7.5",
    english_reading: "7",
    english_writing: "6.5",
    english_speaking: "7",
    grading_scale: "percentage",
    completed_level: "Undergraduate",
    completion_year: "2024",
    subjects: "Mathematics; Physics",
    preferred_intakes: "September; 1",
    budget_amount: "20000",
    budget_currency: "GBP",
    preferred_countries: "GB; IE",
    tags: "Bench; 2026",
    notes: "Met at the autumn fair.",
  };
};
// The template's columns, in its order, that the rows fill (the rest are left out, as a file may).
const header = STUDENT_IMPORT_COLUMNS.filter((c) => student(0)[c] !== undefined);
const rows = Array.from({ length: ROWS }, (_, i) => {
  const r = student(i);
  return header.map((c) => r[c] ?? "");
});
const cell = (v = "") => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = Buffer.from([header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n"));
const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet("Students");
sheet.addRow(header);
for (const r of rows) sheet.addRow(r);
const xlsx = Buffer.from(await book.xlsx.writeBuffer());

function post(data: Buffer, name: string, commit: boolean) {
  const boundary = "----pp-bench-import";
  return app.inject({
    method: "POST",
    url: `/api/partner/students/import/?commit=${commit}`,
    headers: { authorization: `Bearer ${access}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** Sends a file and follows its job to the end; the times of the answer, the end of the check and the end. */
async function run(data: Buffer, name: string, commit: boolean) {
  const t0 = performance.now();
  let checkedAt = 0;
  let done: StudentImportJob | null = null;
  const ended = new Promise<void>((resolve) => {
    const stop = app.live.subscribe(user.id, (event, payload) => {
      if (event !== IMPORT_PROGRESS_EVENT) return;
      const job = payload as StudentImportJob;
      if (job.status === "importing" && !checkedAt) checkedAt = performance.now();
      if (job.status === "done" || job.status === "failed") {
        done = job;
        stop();
        resolve();
      }
    });
  });
  const res = await post(data, name, commit);
  const answered = performance.now();
  if (res.statusCode !== 202) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  await ended;
  const end = performance.now();
  const job = done as unknown as StudentImportJob;
  if (job.status !== "done") throw new Error(`${name}: ${job.status} ${job.error}`);
  return {
    job,
    answer: answered - t0,
    check: (checkedAt || end) - t0,
    total: end - t0,
    importOnly: checkedAt ? end - checkedAt : 0,
  };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nnode ${process.version}; ${webhook ? "one webhook endpoint listening; " : ""}${ROWS.toLocaleString("en")} rows, ${(csv.length / 1048576).toFixed(1)} MB CSV, ${(xlsx.length / 1048576).toFixed(1)} MB XLSX\n`,
);
console.log("| case | answer (202) | check done | import done | of which writing | rows valid | target |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
const checkCsv = await run(csv, "bench.csv", false);
console.log(
  `| check CSV (commit=false) | ${s(checkCsv.answer)} | ${s(checkCsv.total)} | | | ${checkCsv.job.valid.toLocaleString("en")} | check <= 10 s: ${checkCsv.total <= 10_000 ? "met" : "NOT met"} |`,
);
const checkXlsx = await run(xlsx, "bench.xlsx", false);
console.log(
  `| check XLSX (commit=false) | ${s(checkXlsx.answer)} | ${s(checkXlsx.total)} | | | ${checkXlsx.job.valid.toLocaleString("en")} | check <= 10 s: ${checkXlsx.total <= 10_000 ? "met" : "NOT met"} |`,
);
const imported = await run(csv, "bench.csv", true);
console.log(
  `| import CSV (commit=true) | ${s(imported.answer)} | ${s(imported.check)} | ${s(imported.total)} | ${s(imported.importOnly)} | ${imported.job.created.toLocaleString("en")} created | import <= 30 s: ${imported.total <= 30_000 ? "met" : "NOT met"} |`,
);

// Leave the database as it was.
await app.db.execute(sql`with gone as (delete from students where email like ${`${TAG}-%`} returning id::text as id)
  delete from audit_log where entity = 'student' and entity_id in (select id from gone)`);
await app.db.execute(sql`delete from student_import_jobs where file_name like 'bench.%'`);
if (endpoint !== null) await app.db.execute(sql`delete from webhook_endpoints where id = ${endpoint}`);
await app.close();
await database.close().catch(() => undefined);
