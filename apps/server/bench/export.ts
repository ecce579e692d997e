// Export benchmark (issue 6): streams each report of the large demo partner as CSV and XLSX straight from the
// real app on PostgreSQL and reports rows, bytes, time and how much the process's memory grew while streaming.
// Constant memory shows as about the same heap growth for a few hundred rows as for every row.
// Usage: npm run bench:export (runs node with --expose-gc so each case starts from a collected heap)
import { startBenchApp } from "./setup";

const { address, signIn, close } = await startBenchApp({ reportSyncLimit: 10_000_000 });
const auth = { authorization: `Bearer ${await signIn("partner@example.com", "Partner@12345")}` };

/** Streams one export; with `watchMemory`, collects and reads the live heap every 50 ms (slow, so a second pass). */
async function measure(path: string, watchMemory: boolean) {
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const timer = watchMemory
    ? setInterval(() => {
        global.gc?.();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 50)
    : undefined;
  const started = performance.now();
  const res = await fetch(`${address}${path}`, { headers: auth });
  if (!res.ok || !res.body) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - started;
  clearInterval(timer);
  return { rows: Number(res.headers.get("x-total-rows")), bytes, ms, growthMb: (peak - base) / 1048576 };
}

console.log(`\nnode ${process.version}; one request at a time\n`);
console.log("| export | rows | size | time | rows/s | peak live heap growth (second pass) |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
const cases: [string, string][] = [
  ["students CSV, a search (okafor)", "/api/partner/reports/students/?format=csv&search=okafor"],
  ["students XLSX, a search (okafor)", "/api/partner/reports/students/?format=xlsx&search=okafor"],
  ["students CSV, all", "/api/partner/reports/students/?format=csv"],
  ["students XLSX, all", "/api/partner/reports/students/?format=xlsx"],
  ["applications CSV, all", "/api/partner/reports/applications/?format=csv"],
  ["applications XLSX, all", "/api/partner/reports/applications/?format=xlsx"],
  ["payments CSV, all", "/api/partner/reports/payments/?format=csv"],
];
for (const [name, path] of cases) {
  const r = await measure(path, false);
  const m = await measure(path, true);
  console.log(
    `| ${name} | ${r.rows.toLocaleString("en")} | ${(r.bytes / 1048576).toFixed(1)} MB | ${(r.ms / 1000).toFixed(2)} s | ${Math.round(
      (r.rows / r.ms) * 1000,
    ).toLocaleString("en")} | ${m.growthMb.toFixed(1)} MB |`,
  );
}
await close();
