// Ad-hoc: sequential latency per scenario (no concurrency), to split server cost from queueing.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { benchDataKey } from "./setup";

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/pp_bench";
const config = {
  ...loadConfig({
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "pp-prof-")),
    DATA_KEY: benchDataKey(),
    LOG_LEVEL: "silent",
  }),
  loginRateLimit: { perIpPerMinute: 1_000_000, failuresPerAccount: 1_000_000, lockMinutes: 1 },
};
const database = await openDatabase({ url });
const app = await buildApp(config, { database, logger: false });
await app.ready();
const login = await app.inject({
  method: "POST",
  url: "/api/login/",
  payload: { email: "partner@example.com", password: "Partner@12345" },
});
const token = (login.json() as { data: { access: string } }).data.access;
const auth = { authorization: `Bearer ${token}` };
const cases = (
  process.argv[2] ??
  "/api/partner/students/,/api/partner/students/?page=200,/api/partner/students/?search=okafor,/api/partner/application/,/api/partner/courses/list/,/api/me/,/api/health"
).split(",");
for (const c of cases) {
  for (let i = 0; i < 5; i++) await app.inject({ url: c, headers: auth });
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    const r = await app.inject({ url: c, headers: auth });
    times.push(performance.now() - t);
    if (r.statusCode !== 200) throw new Error(`${c}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  console.log(`${c}: median ${times[15]!.toFixed(1)} ms, p90 ${times[27]!.toFixed(1)} ms`);
}
await app.close();
await database.close();
