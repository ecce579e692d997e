// `npm run bench -- --routes` (issue 34): every GET route of the OpenAPI document, one request at a time, on the
// large data, as three people: the partner with 10,000 students, a small partner (about 400) and the Superadmin.
// Each route is asked as it is first opened, and each list also at a deep page, with a 3-letter search and with each
// of its filters (a value taken from the list's own first row). Every timed request of a variant asks something new
// where it can (another deep page, another search), as people do: a repeated URL would only measure the page cache.
// Prints p50 and p95 per variant and the targets: partner routes p95 <= 20 ms, the Superadmin's <= 50 ms, none over
// 100 ms. File answers (downloads, exports, invoices, calendar files) are timed and listed apart: they are not screens.
// Usage: npm run bench -- --routes [--samples 20] [--only students] [--write]

import os from "node:os";
import { commandLine, options, utcNow, writeBenchmarksBlock } from "./options";
import { fill, filterValue, json, type Param, ROWS_FOR, rowsOf, SEARCHES, searchVariants } from "./route-values";
import { mb, quantile, signIn, startServerProcess } from "./server-process";
import { prepareBenchDatabase } from "./setup";

type Who = "partner (10k students)" | "small partner" | "Superadmin" | "anyone";
type Operation = { parameters?: Param[]; security?: unknown[]; tags?: string[] };

const samples = Number(options.samples);
const loadAtStart = os.loadavg()[0]!;
const database = await prepareBenchDatabase();
await database.close();
const server = await startServerProcess();
const { address } = server;
const tokens: Record<Who, string | undefined> = {
  "partner (10k students)": server.token,
  "small partner": await signIn(address, "bench-partner-0001@example.com", "Bench@12345"),
  Superadmin: await signIn(address, "admin@example.com", "Admin@12345"),
  anyone: undefined,
};
const rssBefore = mb(await server.rss());

const spec = (await (await fetch(`${address}/api/docs/json`)).json()) as {
  paths: Record<string, { get?: Operation }>;
};

/** Who asks a route: the Superadmin's trees, partners' trees (both partners), or anyone when it has no security. */
function askers(path: string, op: Operation): Who[] {
  if (!op.security?.length) return ["anyone"];
  if (path.startsWith("/api/admin/") || path.startsWith("/api/masters/")) return ["Superadmin"];
  if (path.startsWith("/api/me/") || path.startsWith("/api/notifications/") || path === "/api/search/")
    return ["partner (10k students)", "small partner", "Superadmin"];
  return ["partner (10k students)", "small partner"];
}

const get = async (url: string, who: Who) => {
  const token = tokens[who];
  const started = performance.now();
  const res = await fetch(`${address}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  return { res, body, ms };
};
type Variant = { label: string; urls: () => string };
type Result = {
  who: Who;
  route: string;
  variant: string;
  p50: number;
  p95: number;
  max: number;
  statuses: string;
  file: boolean;
  note?: string;
};
const results: Result[] = [];
const exports: { who: Who; path: string }[] = [];
const notes: string[] = [];

async function measure(who: Who, route: string, v: Variant, isFile = false) {
  // Two unmeasured requests first: the route's code and plan are warm, as on a server that has run a while.
  for (let i = 0; i < 2; i++) await get(v.urls(), who);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let file = isFile;
  for (let i = 0; i < samples; i++) {
    const { res, ms } = await get(v.urls(), who);
    times.push(ms);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const type = res.headers.get("content-type") ?? "";
    if (res.status === 200 && !type.includes("application/json")) file = true;
  }
  times.sort((a, b) => a - b);
  const r: Result = {
    who,
    route,
    variant: v.label,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times.at(-1)!,
    statuses: [...statuses].map(([s, n]) => (statuses.size === 1 ? String(s) : `${s}x${n}`)).join(" "),
    file,
  };
  results.push(r);
  console.log(`  ${who} | ${route} ${v.label} | p50 ${r.p50.toFixed(1)} | p95 ${r.p95.toFixed(1)} | ${r.statuses}`);
}

console.log(`\n${samples} timed requests per variant, one at a time, after 2 untimed.\n`);
for (const [path, item] of Object.entries(spec.paths)) {
  const op = item.get;
  if (!op) continue;
  if (options.only && !path.includes(options.only)) continue;
  if (path === "/api/notifications/stream/") {
    notes.push(
      "`GET /api/notifications/stream/` is the live event stream (open for as long as the page is): not timed.",
    );
    continue;
  }
  for (const who of askers(path, op)) {
    const filled = await fill(path, async (url) => {
      const { res, body } = await get(url, who);
      return { status: res.status, body };
    });
    if (typeof filled !== "string") {
      notes.push(`\`GET ${path}\` as ${who}: not timed, ${filled.missing}.`);
      continue;
    }
    const query = (op.parameters ?? []).filter((p) => p.in === "query");
    const has = (name: string) => query.some((p) => p.name === name);
    // An export (it has a format) is a file, and each request of one may start a background job: timed once as it
    // is first asked, after every screen, so that its jobs do not run beside the screens' timings.
    if (query.some((p) => p.name === "format")) {
      exports.push({ who, path: filled });
      continue;
    }
    const first = await get(filled, who);
    const firstJson = json(first.body) as { count?: number } | undefined;
    const rows = ROWS_FOR[path] ? rowsOf(json((await get(ROWS_FOR[path]!, who)).body)) : rowsOf(firstJson);
    // The header's search takes its query as `q` and answers nothing without one: it is timed with queries only.
    const variants: Variant[] = has("q")
      ? searchVariants(filled)
      : [{ label: has("page") ? "page 1" : "", urls: () => filled }];
    const join = (q: string) => `${filled}${filled.includes("?") ? "&" : "?"}${q}`;
    if (has("page") && typeof firstJson?.count === "number" && rows.length) {
      const pages = Math.ceil(firstJson.count / rows.length);
      if (pages > 2) {
        let k = 0;
        // Deep pages spread over the second half of the list, a different one each time.
        variants.push({
          label: `deep pages (${Math.ceil(pages / 2)}-${pages} of ${pages})`,
          urls: () => join(`page=${Math.ceil(pages / 2) + (k++ % Math.max(1, Math.floor(pages / 2)))}`),
        });
      }
    }
    if (has("search")) {
      let k = 0;
      variants.push({ label: "3-letter searches", urls: () => join(`search=${SEARCHES[k++ % SEARCHES.length]}`) });
    }
    for (const p of query) {
      if (["page", "page_size", "search", "q", "ids", "format", "background"].includes(p.name)) continue;
      const value = filterValue(p, rows);
      if (value === undefined) {
        notes.push(`\`GET ${path}\` as ${who}: filter \`${p.name}\` not timed (no value in the first page's rows).`);
        continue;
      }
      const q = `${p.name}=${encodeURIComponent(value)}`;
      variants.push({ label: q, urls: () => join(q) });
    }
    for (const v of variants) await measure(who, path, v);
  }
}

for (const e of exports) await measure(e.who, e.path, { label: "export", urls: () => e.path }, true);
// The exports started background jobs: the walk ends when they have (at most 5 minutes), so that they do not run
// beside the next benchmark's measurements.
for (const who of ["partner (10k students)", "small partner"] as const) {
  for (let waited = 0; waited < 300_000; waited += 1000) {
    const { body } = await get("/api/partner/reports/jobs/?page_size=100", who);
    const jobs = rowsOf(json(body)) as { status?: string }[];
    if (!jobs.some((j) => j.status === "queued" || j.status === "running")) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// --- The table and the targets ---------------------------------------------------------------------------------
const limitOf = (r: Result) => (r.who === "Superadmin" ? 50 : 20);
const screens = results.filter((r) => !r.file);
const files = results.filter((r) => r.file);
const missed = screens.filter((r) => r.p95 > limitOf(r) || r.max > 100);
const bad = results.filter((r) => /(^| )5\d\d/.test(r.statuses));
const f = (v: number) => v.toFixed(1);
const row = (r: Result) =>
  `| ${r.who} | \`${r.route}\` | ${r.variant || "-"} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.max)} | ${r.statuses} | ` +
  `${r.file ? "file" : r.p95 <= limitOf(r) && r.max <= 100 ? "met" : "**missed**"} |`;
const head = [
  "| who | route | variant | p50 ms | p95 ms | max ms | status | target |",
  "| --- | --- | --- | ---: | ---: | ---: | --- | --- |",
];
const rss = mb(await server.rss());
await server.close();

const sorted = [...screens].sort((a, b) => b.p95 - a.p95);
const summary = [
  `${screens.length} screen variants over ${new Set(screens.map((r) => r.route)).size} routes: ` +
    `${screens.length - missed.length} met, ${missed.length} missed (partner p95 <= 20 ms, Superadmin p95 <= 50 ms, ` +
    `none over 100 ms); ${files.length} file answers timed apart; ${bad.length} variants answered a 5xx.`,
  `Server RSS after the walk: ${rss} MB (${rssBefore} MB before).`,
];
console.log(`\n${head.join("\n")}\n${sorted.map(row).join("\n")}`);
if (files.length) console.log(`\nFiles:\n${head.join("\n")}\n${files.map(row).join("\n")}`);
console.log(`\n${notes.join("\n")}\n\n${summary.join("\n")}`);

if (options.write) {
  writeBenchmarksBlock(
    "routes",
    [
      `Written by \`${commandLine()}\` on ${utcNow()}: database ${server.kind} (${server.location}), node ` +
        `${process.version}, ${samples} timed requests per variant one at a time, ${os.cpus().length} cores, ` +
        `load average ${loadAtStart.toFixed(2)} at the start. Slowest first.`,
      "",
      ...summary,
      "",
      ...head,
      ...sorted.map(row),
      "",
      "File answers (downloads, exports, invoices, calendar files; not screens):",
      "",
      ...head,
      ...files.map(row),
      "",
      ...notes.map((n) => `- ${n}`),
    ].join("\n"),
  );
}
