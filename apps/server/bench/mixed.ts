// `npm run bench -- --mixed` (issue 34): many partners at once, as on a working day. 100 partners signed in (the
// one with 10,000 students and 99 of about 400), 32 connections, each request a random partner's: a page of their
// students (25%) or applications (20%), a 3-letter student search (15%), their dashboard (15%), the public course
// finder (20%: a page or a 3-letter search) or a new student (5%). mixed-request.cjs makes each request.
// Prints req/s, p50, p99 and errors for: the first 10 s after the server starts (nothing cached yet), the mix, and
// each kind alone. Usage: npm run bench -- --mixed [--duration 20 --connections 32 --partners 100 --write]

import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { commandLine, options, utcNow, writeBenchmarksBlock } from "./options";
import { mb, newStudentIds, quantile, signIn, startServerProcess } from "./server-process";
import { dropAddedStudents, prepareBenchDatabase } from "./setup";

const duration = Number(options.duration ?? 20);
const connections = Number(options.connections ?? 32);
const partnerCount = Number(options.partners);
const loadAtStart = os.loadavg()[0]!;
const database = await prepareBenchDatabase();
const dropAdded = () => dropAddedStudents(database.db);
await dropAdded();

const server = await startServerProcess();
const { address } = server;
const startedAt = Date.now();

const WEIGHTS = { students: 25, applications: 20, search: 15, dashboard: 15, courses: 20, add: 5 };
type Kind = keyof typeof WEIGHTS;
const COURSE_SEARCHES = ["eng", "com", "bus", "fin", "sci", "man", "art", "med", "law", "dat", "psy", "edu"];

// The partners sign in and read their first pages (as each does on arriving): the page counts come from those.
const emails = [
  "partner@example.com",
  ...Array.from({ length: partnerCount - 1 }, (_, i) => `bench-partner-${String(i + 1).padStart(4, "0")}@example.com`),
];
const pagesOf = async (url: string, token?: string) => {
  const res = await fetch(`${address}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { count: number; results: { data: unknown[] } };
  return Math.max(1, Math.ceil(body.count / Math.max(1, body.results.data.length)));
};
const partners = [];
for (const email of emails) {
  const token = email === "partner@example.com" ? server.token : await signIn(address, email, "Bench@12345");
  partners.push({
    token,
    studentPages: await pagesOf("/api/partner/students/", token),
    applicationPages: await pagesOf("/api/partner/application/", token),
  });
}
const auth = { authorization: `Bearer ${server.token}` };
const { gb, india, level: firstLevel } = await newStudentIds(address, auth);
const plan = {
  runId: Date.now(),
  partners,
  coursePages: await pagesOf("/api/partner/courses/list/"),
  courseSearches: COURSE_SEARCHES,
  nationality: india,
  studyCountry: gb,
  studyLevel: firstLevel,
  weights: WEIGHTS as Record<Kind, number>,
};
const planFile = path.join(os.tmpdir(), `pp-mixed-${process.pid}.json`);
const setupRequest = fileURLToPath(new URL("./mixed-request.cjs", import.meta.url));
const rssBefore = mb(await server.rss());

type Row = { traffic: string; rps: number; p50: number; p99: number; errors: number; requests: number };
async function run(traffic: string, weights: Partial<Record<Kind, number>>, seconds: number, warmup: number) {
  writeFileSync(planFile, JSON.stringify({ ...plan, weights }));
  process.env.PP_MIXED_PLAN = planFile;
  const r = await autocannon({
    url: address,
    connections,
    duration: seconds,
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
    workers: 1,
    requests: [{ setupRequest }],
  });
  const row: Row = {
    traffic,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
    requests: r.requests.total,
  };
  console.log(`  ${traffic}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors`);
  return row;
}

// A stampede: 16 people ask at once for a page nobody has asked for yet (five such pages, one after the other).
const stampede: number[] = [];
for (let k = 0; k < 5; k++) {
  const url = `${address}/api/partner/application/?page=${3 + k * 7}&ordering=updated_at`;
  const times = await Promise.all(
    Array.from({ length: 16 }, async () => {
      const t = performance.now();
      const res = await fetch(url, { headers: auth });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      return performance.now() - t;
    }),
  );
  stampede.push(...times);
}
stampede.sort((a, b) => a - b);
const stampedeLine =
  `Sixteen at once for a page not made yet (the 10,000-student partner's applications, five pages): p50 ` +
  `${quantile(stampede, 0.5).toFixed(1)} ms, p99 ${quantile(stampede, 0.99).toFixed(1)} ms.`;
console.log(`\n${stampedeLine}`);

console.log(
  `\n${partners.length} partners signed in; ${connections} connections; ${duration} s per run (10 s for each kind ` +
    `alone) after 2 s of warm-up; node ${process.version}\n`,
);
const rows: Row[] = [];
// The first seconds after a start: what the signing in above did not warm (most pages, every search) is cold.
rows.push(
  await run(
    `the mix, first 10 s after the start (started ${Math.round((Date.now() - startedAt) / 1000)} s before)`,
    WEIGHTS,
    10,
    0,
  ),
);
rows.push(await run("the mix", WEIGHTS, duration, 2));
if (!options["mix-only"]) {
  rows.push(await run("the mix without adds", { ...WEIGHTS, add: 0 }, 10, 2));
  for (const kind of Object.keys(WEIGHTS) as Kind[]) rows.push(await run(`${kind} only`, { [kind]: 1 }, 10, 2));
}
const rss = mb(await server.rss());
await server.close();
await dropAdded();
await database.close();

const head = [
  "| traffic | req/s | p50 ms | p99 ms | errors | requests |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
];
const table = rows.map(
  (r) => `| ${r.traffic} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.requests} |`,
);
const mix = rows[1]!;
const targets =
  `Targets (issue 34): the mix >= 2,000 req/s (${mix.rps >= 2000 ? "met" : "missed"}), p99 <= 100 ms ` +
  `(${mix.p99 <= 100 ? "met" : "missed"}), no errors (${mix.errors === 0 ? "met" : "missed"}); the first 10 s p99 ` +
  `<= 50 ms (${rows[0]!.p99 <= 50 ? "met" : "missed"}); server RSS after the run ${rss} MB, ${rssBefore} MB before ` +
  `(<= 300 MB: ${rss <= 300 ? "met" : "missed"}).`;
console.log(`\n${head.join("\n")}\n${table.join("\n")}\n\n${stampedeLine}\n\n${targets}`);
if (options.write) {
  writeBenchmarksBlock(
    "mixed",
    [
      `Written by \`${commandLine()}\` on ${utcNow()}: database ${server.kind} (${server.location}), node ` +
        `${process.version}, ${partners.length} partners, ${connections} connections, ${os.cpus().length} cores, ` +
        `load average ${loadAtStart.toFixed(2)} at the start. Weights: ${JSON.stringify(WEIGHTS)}.`,
      "",
      ...head,
      ...table,
      "",
      stampedeLine,
      "",
      targets,
    ].join("\n"),
  );
}
