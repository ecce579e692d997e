// `npm run dev`: the API server in watch mode and Vite with hot reload (which proxies /api to it).
import { spawn } from "node:child_process";

const procs = [
  // Run from the root so DATA_DIR (./data) is the repository's data folder, as with `npm start`.
  ["server", ["exec", "--", "tsx", "watch", "--clear-screen=false", "apps/server/src/main.ts"]],
  ["web", ["run", "-w", "@pp/web", "dev"]],
].map(([name, args]) => {
  const child = spawn("npm", args, { stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join("\n");
  child.stdout.on("data", (c) => console.log(prefix(c)));
  child.stderr.on("data", (c) => console.error(prefix(c)));
  child.on("exit", (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 0);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const p of procs) p.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));
console.log("Dev: web at http://localhost:5173 (hot reload), API at http://localhost:3000");
