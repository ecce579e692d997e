// API benchmark: the real app on a fresh embedded (or DATABASE_URL) database, loaded over loopback with autocannon.
// Usage: npm run bench [-- --duration 10 --connections 20]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { seed } from "../src/db/seed/index";

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "20" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const dataDir = mkdtempSync(path.join(tmpdir(), "pp-bench-"));
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  loginRateLimit: { perIpPerMinute: 1_000_000, failuresPerAccount: 1_000_000, lockMinutes: 1 },
};
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: path.join(dataDir, "pglite") });
await database.migrate();
await seed(database.db, "large");
const app = await buildApp(config, { database, logger: false });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

const login = await fetch(`${address}/api/login/`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "partner@example.com", password: "Partner@12345" }),
});
const { data } = (await login.json()) as { data: { access: string } };

interface Case {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
}
const cases: Case[] = [
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /api/me/ (bearer)", path: "/api/me/", headers: { authorization: `Bearer ${data.access}` } },
  { name: "GET /api/signup/countries/ (250 rows)", path: "/api/signup/countries/" },
  {
    name: "POST /api/login/ (argon2id)",
    path: "/api/login/",
    method: "POST",
    body: JSON.stringify({ email: "partner@example.com", password: "Partner@12345" }),
    headers: { "content-type": "application/json" },
    connections: 4,
  },
];

console.log(`database: ${database.kind}; ${duration} s per case; node ${process.version}\n`);
console.log("| endpoint | connections | req/s (mean) | latency p50 ms | latency p99 ms | non-2xx |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const c of cases) {
  const r = await autocannon({
    url: `${address}${c.path}`,
    method: c.method ?? "GET",
    body: c.body,
    headers: c.headers,
    connections: c.connections ?? connections,
    duration,
  });
  console.log(
    `| ${c.name} | ${c.connections ?? connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
  );
}
await app.close();
await database.close();
