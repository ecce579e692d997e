// Compiles the server for `npm start`: one ES module per entry point in apps/server/dist, with the workspace
// package @pp/shared (TypeScript source) bundled in and every npm dependency left external, so native and large
// packages (PGlite, argon2, pg, exceljs...) load from node_modules as they do in development. The SQL migrations
// are copied beside the bundle, where db/client.ts looks for them (decision 018).
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "apps/server");
const out = path.join(server, "dist");
const pkg = JSON.parse(readFileSync(path.join(server, "package.json"), "utf8"));
const rootPkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
  ...Object.keys(rootPkg.devDependencies ?? {}),
].filter((name) => !name.startsWith("@pp/"));

const started = Date.now();
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(server, "src/main.ts") },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  external,
  logLevel: "warning",
});
cpSync(path.join(server, "src/db/migrations"), path.join(out, "migrations"), { recursive: true });
console.log(`server built in ${Date.now() - started} ms: ${path.relative(root, out)}/main.js`);
