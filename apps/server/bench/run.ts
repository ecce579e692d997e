// API benchmark (ARCHITECTURE.md section 8, issue 4): the real app on PostgreSQL with the large data, loaded over
// loopback with autocannon. Usage: npm run bench [-- --duration 10 --connections 16]
// DATABASE_URL picks the database (default postgres://postgres@127.0.0.1:5432/pp_bench, created when missing).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { seed } from "../src/db/seed/index";

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "16" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pp_bench";

const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
await admin.connect();
const dbName = new URL(url).pathname.slice(1);
const exists = await admin.query("select 1 from pg_database where datname = $1", [dbName]);
if (exists.rowCount === 0) await admin.query(`create database "${dbName}"`);
await admin.end();

const dataDir = mkdtempSync(path.join(tmpdir(), "pp-bench-"));
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  loginRateLimit: { perIpPerMinute: 1_000_000, failuresPerAccount: 1_000_000, lockMinutes: 1 },
};
const database = await openDatabase({ url });
await database.migrate();
console.log("seeding (large; skipped when present)...");
await seed(database.db, "large", (line) => console.log(line));
const app = await buildApp(config, { database, logger: false });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

async function signIn(email: string, password: string) {
  const res = await fetch(`${address}/api/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { access: string } }).data.access;
}
const token = await signIn("partner@example.com", "Partner@12345");
const auth = { authorization: `Bearer ${token}` };
const ids = (await (await fetch(`${address}/api/partner/country-study-list/`, { headers: auth })).json()) as {
  data: { id: number; iso2: string }[];
};
const gb = ids.data.find((c) => c.iso2 === "GB")!.id;
const levels = (await (await fetch(`${address}/api/partner/study-level/${gb}`, { headers: auth })).json()) as {
  data: { levels: { id: number }[] }[];
};
const india = (
  (await (await fetch(`${address}/api/partner/country/`, { headers: auth })).json()) as {
    data: { id: number; iso2: string }[];
  }
).data.find((c) => c.iso2 === "IN")!.id;

let n = 0;
const runId = Date.now();
interface Case {
  name: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: () => string;
}
const cases: Case[] = [
  { name: "students page 1", path: "/api/partner/students/", headers: auth },
  { name: "students page 200 (10,000-student partner)", path: "/api/partner/students/?page=200", headers: auth },
  { name: "students search", path: "/api/partner/students/?search=okafor", headers: auth },
  { name: "applications page 1", path: "/api/partner/application/", headers: auth },
  { name: "courses page 1 (public)", path: "/api/partner/courses/list/" },
  {
    name: "add student",
    path: "/api/partner/add/student/",
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: () => {
      n += 1;
      return JSON.stringify({
        first_name: "Bench",
        last_name: `Student ${n}`,
        email: `bench-add-${runId}-${n}@students.example`,
        nationality_id: india,
        study_country_id: gb,
        study_level_id: levels.data[0]!.levels[0]!.id,
        passport_number: `P${runId % 100000}${n}`,
      });
    },
  },
];

console.log(
  `\ndatabase: ${database.kind}; ${connections} connections; ${duration} s per case; node ${process.version}\n`,
);
console.log("| scenario | req/s (mean) | p50 ms | p99 ms | non-2xx |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const c of cases) {
  const r = await autocannon({
    url: `${address}${c.path}`,
    connections,
    duration,
    requests: [
      {
        method: c.method ?? "GET",
        headers: c.headers,
        ...(c.body ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: c.body!() }) } : {}),
      },
    ],
  });
  console.log(`| ${c.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`);
}
await app.close();
await database.close();
