// API benchmark (docs/architecture.md "Non-functional targets", issues 4 and 16): the real app on PostgreSQL with
// the large data, loaded over loopback with autocannon, next to two ceilings measured in the same run (see "The
// ceilings" below).
// Usage: npm run bench [-- --duration 10 --connections 16 --warmup 1 --write] (run.ts, options.ts)
// DATABASE_URL picks the database (default postgres://postgres@127.0.0.1:5432/pp_bench, created when missing).
// --write replaces the block between the bench:api markers in BENCHMARKS.md with this run's table.

import os from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { measureMatching } from "./matching";
import { commandLine, options, utcNow, writeBenchmarksBlock } from "./options";
import { mb, newStudentIds, startServerProcess } from "./server-process";
import { dropAddedStudents, prepareBenchDatabase } from "./setup";
import { type Case, header, type Measured, ms, type Target, tableRows } from "./table";

const values = options;
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 16);
const warmup = Number(values.warmup);
const loadAtStart = os.loadavg()[0]!;
const database = await prepareBenchDatabase();
// Students the "add student" case made in earlier runs would pile up at the top of the partner's list.
const dropAdded = () => dropAddedStudents(database.db);
await dropAdded();

// --- The server, in its own process (server.ts): the app and the ceilings (ceilings.ts) ----------------------
const server = await startServerProcess();
const { address, token, bareAddress, page1Rows, page1Bytes, etag } = server;
const serverRss = server.rss;
const auth = { authorization: `Bearer ${token}` };
const { gb, india, level: firstLevel } = await newStudentIds(address, auth);

const rssBefore = mb(await serverRss());

// --- Scenarios ------------------------------------------------------------------------------------------------
const runId = Date.now();
const numberedBody = fileURLToPath(new URL("./numbered-body.cjs", import.meta.url));
const read = (minPercent: number): Target => ({ of: "ceiling", minPercent, maxP99: 25 });
const cases: Case[] = [
  {
    name: `ceiling route (bare Fastify: token + the ${page1Rows}-row page 1 from memory)`,
    url: `${bareAddress}/ceiling/students/`,
    headers: auth,
    ceiling: "ceiling",
  },
  { name: "students page 1", url: `${address}/api/partner/students/`, headers: auth, target: read(50) },
  {
    name: "students page 200 (10,000-student partner)",
    url: `${address}/api/partner/students/?page=200`,
    headers: auth,
    target: read(50),
  },
  { name: "students search", url: `${address}/api/partner/students/?search=okafor`, headers: auth, target: read(50) },
  { name: "applications page 1", url: `${address}/api/partner/application/`, headers: auth, target: read(50) },
  { name: "courses page 1 (public)", url: `${address}/api/partner/courses/list/`, target: read(70) },
  {
    name: "repeat-read (students page 1, If-None-Match)",
    url: `${address}/api/partner/students/`,
    headers: etag ? { ...auth, "if-none-match": etag } : auth,
    target: { ...read(80), all304: true },
    ...(etag ? {} : { skip: "n/a (no ETag)" }),
  },
  {
    name: "ceiling route, again after the reads",
    url: `${bareAddress}/ceiling/students/`,
    headers: auth,
    ceiling: "ceiling",
  },
  {
    name: "insert ceiling (bare Fastify: token + one INSERT)",
    url: `${bareAddress}/ceiling/insert/`,
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ tag: "bench-__N__" }),
    ceiling: "insert",
  },
  {
    name: "add student",
    url: `${address}/api/partner/add/student/`,
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({
      first_name: "Bench",
      last_name: "Student __N__",
      email: `bench-add-${runId}-__N__@students.example`,
      nationality_id: india,
      study_country_id: gb,
      study_level_id: firstLevel,
      passport_number: `P${runId % 1000}__N__`,
    }),
    target: { of: "insert", minPercent: 60, maxP99: 40 },
  },
  {
    name: "insert ceiling, again after add student",
    url: `${bareAddress}/ceiling/insert/`,
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ tag: "bench-__N__" }),
    ceiling: "insert",
  },
];

const ceilings: Partial<Record<"ceiling" | "insert", number>> = {};
const rows: string[] = [];
let failed = 0;
console.log(
  `\ndatabase: ${database.kind}; ${connections} connections; ${duration} s per case after ${warmup} s of warm-up; ` +
    `node ${process.version}; ceiling body ${page1Rows} rows, ${page1Bytes} bytes; ` +
    `ETag on the first page 1: ${etag ?? "none"}\n`,
);
// Each ceiling is measured before and after the cases compared with it, and they are compared with the mean of the
// two: a machine whose speed drifts during the run (a neighbour, a CPU's clock) moves both alike.
const measured: Measured[] = [];
for (const c of cases) {
  if (c.skip) continue;
  const r = await autocannon({
    url: c.url,
    connections,
    duration,
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
    // The load comes from a worker thread, so it does not share the server's event loop.
    workers: 1,
    requests: [
      {
        method: c.method ?? "GET",
        headers: c.headers,
        ...(c.body ? { body: c.body, setupRequest: numberedBody } : {}),
      },
    ],
  });
  // autocannon counts a 304 as non-2xx; here it is the answer the repeat-read case hopes for, not an error.
  const byStatus = Object.values(r.statusCodeStats ?? {}) as { count?: number }[];
  const n304 = r.statusCodeStats?.["304"]?.count ?? 0;
  measured.push({
    c,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    n304,
    bad: r.non2xx - n304,
    broken: r.errors + r.timeouts,
    answers: byStatus.reduce((sum, s) => sum + (s.count ?? 0), 0),
  });
  console.log(`  ${c.name}: ${Math.round(r.requests.average)} req/s, p99 ${ms(r.latency.p99)} ms`);
}
for (const kind of ["ceiling", "insert"] as const) {
  const runs = measured.filter((m) => m.c.ceiling === kind).map((m) => m.rps);
  if (runs.length) ceilings[kind] = runs.reduce((a, b) => a + b, 0) / runs.length;
}
console.log("");
const table = tableRows(cases, measured, ceilings);
rows.push(...table.rows);
failed += table.failed;

// Issue 18: one student against the whole catalogue, one request at a time (bench/matching.ts).
const matching = await measureMatching(address, auth);
if (!matching.met) failed += 1;
const matchingLine =
  `Course matching (GET partner/students/{id}/matches/, ${matching.courses.toLocaleString("en")} courses ranked, ` +
  `${matching.requests} requests one at a time): p50 ${matching.p50} ms, p95 ${matching.p95} ms, p99 ${matching.p99} ms ` +
  `(target p95 under 150 ms: ${matching.met ? "pass" : "fail"}).`;
console.log(`\n${matchingLine}`);

// The server's own process (server.ts: the app under tsx, and the bare instance of the ceilings), run with the
// heap limit `npm start` uses; the load generator runs in this one. The figure before the load shows how much of it
// the load added.
const rss = mb(await serverRss());
const rssOk = rss <= 300;
if (!rssOk) failed += 1;
const rssLine =
  `Server RSS after the run: ${rss} MB, ${rssBefore} MB before the load (process.memoryUsage().rss of the server's ` +
  `own process, the app under tsx with the ceilings' bare instance; target at most 300 MB after the run: ` +
  `${rssOk ? "pass" : "fail"}).`;
console.log(`\n${rssLine}`);
console.log(`${failed === 0 ? "All targets met." : `${failed} target(s) not met.`}`);

await server.close();
await dropAdded();
await database.close();

if (values.write) {
  const when = utcNow();
  const command = commandLine();
  const block = [
    `Written by \`${command}\` on ${when}: database ${database.kind} (${database.location}), node ` +
      `${process.version}, ${connections} connections, ${duration} s per scenario after ${warmup} s of warm-up, ` +
      `${os.cpus().length} cores, load average ${loadAtStart.toFixed(2)} at the start.`,
    "",
    ...header,
    ...rows,
    "",
    matchingLine,
    "",
    rssLine,
  ].join("\n");
  writeBenchmarksBlock("api", block);
}
