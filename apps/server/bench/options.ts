// The options of `npm run bench` (run.ts), parsed once for whichever benchmark runs.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const { values: options } = parseArgs({
  options: {
    // Seconds per case and connections (the API benchmark: 10 s and 16; --mixed: 20 s and 32).
    duration: { type: "string" },
    connections: { type: "string" },
    // Seconds of unmeasured load before each scenario, so the first one (a ceiling) does not pay for a cold JIT.
    warmup: { type: "string", default: "1" },
    // Replace this benchmark's block in BENCHMARKS.md with the run's table.
    write: { type: "boolean", default: false },
    // Every GET route of the OpenAPI document, one request at a time (routes.ts).
    routes: { type: "boolean", default: false },
    // Timed requests per variant of a route (--routes).
    samples: { type: "string", default: "20" },
    // Only routes whose path contains this text (--routes).
    only: { type: "string" },
    // Mixed partner traffic (mixed.ts).
    mixed: { type: "boolean", default: false },
    partners: { type: "string", default: "100" },
    // Only the first 10 s and the mix, not each kind alone (--mixed; for a profile of the mix).
    "mix-only": { type: "boolean", default: false },
  },
});

/** The command line that produced a run, as BENCHMARKS.md quotes it. */
export const commandLine = () => ["npm run bench --", ...process.argv.slice(2)].join(" ");

/** Replaces the block between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` in BENCHMARKS.md. */
export function writeBenchmarksBlock(name: string, block: string) {
  const file = fileURLToPath(new URL("../../../BENCHMARKS.md", import.meta.url));
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = readFileSync(file, "utf8");
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`BENCHMARKS.md has no ${start} ... ${end} block to replace`);
  writeFileSync(file, `${text.slice(0, i + start.length)}\n${block}\n${text.slice(j)}`);
  console.log(`BENCHMARKS.md: the bench:${name} block now holds this run.`);
}

export const utcNow = () => `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
