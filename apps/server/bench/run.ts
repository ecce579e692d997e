// API benchmark (ARCHITECTURE.md section 8, issue 4): the real app on PostgreSQL with the large data, loaded over
// loopback with autocannon. Usage: npm run bench [-- --duration 10 --connections 16]
// DATABASE_URL picks the database (default postgres://postgres@127.0.0.1:5432/pp_bench, created when missing).
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { startBenchApp } from "./setup";

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "16" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const { database, address, signIn, close } = await startBenchApp();
// Students the "add student" case made in earlier runs would pile up at the top of the partner's list.
const dropAdded = async () => {
  await database.db.execute(sql`delete from students where email like 'bench-add-%'`);
  await database.db.execute(sql`vacuum analyze students`);
};
await dropAdded();
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

const runId = Date.now();
interface Case {
  name: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A body whose every `__N__` becomes a fresh number per request (numbered-body.cjs). */
  body?: string;
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
    body: JSON.stringify({
      first_name: "Bench",
      last_name: "Student __N__",
      email: `bench-add-${runId}-__N__@students.example`,
      nationality_id: india,
      study_country_id: gb,
      study_level_id: levels.data[0]!.levels[0]!.id,
      passport_number: `P${runId % 1000}__N__`,
    }),
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
    // The load comes from a worker thread, so it does not share the server's event loop.
    workers: 1,
    requests: [
      {
        method: c.method ?? "GET",
        headers: c.headers,
        ...(c.body
          ? { body: c.body, setupRequest: fileURLToPath(new URL("./numbered-body.cjs", import.meta.url)) }
          : {}),
      },
    ],
  });
  console.log(`| ${c.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`);
}
await dropAdded();
await close();
