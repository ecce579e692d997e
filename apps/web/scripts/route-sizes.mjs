// Reports the JavaScript each page needs on first load (entry + the page's chunk, with every static import),
// gzip-compressed, from the build's manifest. Usage: node scripts/route-sizes.mjs [budget-kB-for-login]
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;

function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entryKey);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);

console.log(`entry (${entryKey}): ${kb(sum(initial))} gzip`);
// A first load of /login renders features/auth/login-standalone.tsx before the router loads (docs/decisions/011).
const LOGIN = "features/auth/login-standalone.tsx";
const pages = Object.keys(manifest).filter(
  (k) => k.endsWith(LOGIN) || /\/pages\/[^/]+\.tsx$|layout\/(shell\/)?[^/]+\.tsx$/.test(k),
);
const rows = pages.map((k) => {
  const files = closure(k, new Set(initial));
  return {
    page: k.replace(/^src\//, ""),
    own: kb(sum(new Set([...files].filter((f) => !initial.has(f))))),
    first: sum(files),
  };
});
for (const r of rows.sort((a, b) => b.first - a.first))
  console.log(`${r.page.padEnd(52)} first load ${kb(r.first).padStart(9)}  (beyond entry ${r.own})`);

const budget = Number(process.argv[2]);
const login = rows.find((r) => r.page.endsWith(LOGIN));
if (budget && !login) {
  console.error(`${LOGIN} is not in the build's manifest: the /login budget cannot be checked`);
  process.exit(1);
}
if (budget && login.first > budget * 1024) {
  console.error(`/login loads ${kb(login.first)} of JavaScript, over the ${budget} kB budget`);
  process.exit(1);
}
if (budget) console.log(`/login loads ${kb(login.first)} of JavaScript, within the ${budget} kB budget`);
