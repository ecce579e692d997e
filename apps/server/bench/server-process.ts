// The server of the benchmarks in a process of its own (server.ts), so that its memory is the server's alone and the
// load generator does not share its event loop. Shared by run.ts (`npm run bench`), routes.ts (`--routes`) and
// mixed.ts (`--mixed`).
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

export type Ready = {
  address: string;
  token: string;
  bareAddress: string;
  page1Rows: number;
  page1Bytes: number;
  etag: string | null;
  kind: string;
  location: string;
};

export async function startServerProcess(env: Record<string, string> = {}) {
  const server: ChildProcess = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), [], {
    // The heap limit `npm start` gives the server (package.json; README "Operations", Memory).
    // BENCH_CPU_PROF=<folder> writes the server's CPU profile there when it exits (open it in Chrome's DevTools).
    execArgv: [
      "--import",
      "tsx",
      "--max-old-space-size=256",
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    // The Superadmin signs in without a second factor here: the benchmark measures pages, not sign-in.
    env: { ...process.env, REQUIRE_ADMIN_2FA: "off", ...env },
  });
  const nextMessage = async <T>(type: string): Promise<T> => {
    for (;;) {
      const [m] = (await once(server, "message")) as [{ type: string }];
      if (m.type === type) return m as T;
    }
  };
  const ready = await nextMessage<Ready>("ready");
  const rss = async () => {
    server.send({ type: "rss" });
    return (await nextMessage<{ rss: number }>("rss")).rss;
  };
  const close = async () => {
    server.send({ type: "close" });
    await nextMessage("closed");
  };
  return { ...ready, rss, close, nextMessage };
}

export const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Signs in through the API and answers the access token. */
export async function signIn(address: string, email: string, password: string) {
  const res = await fetch(`${address}/api/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`signing in ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { access: string } }).data.access;
}

/** The value at rank `q` (0-1) of sorted numbers. */
export function quantile(sorted: number[], q: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** What a new student needs that the large data holds: India as nationality, the UK and one of its study levels. */
export async function newStudentIds(address: string, auth: Record<string, string>) {
  const read = async <T>(path: string) => (await (await fetch(`${address}${path}`, { headers: auth })).json()) as T;
  type Countries = { data: { id: number; iso2: string }[] };
  const gb = (await read<Countries>("/api/partner/country-study-list/")).data.find((c) => c.iso2 === "GB")!.id;
  const levels = await read<{ data: { levels: { id: number }[] }[] }>(`/api/partner/study-level/${gb}`);
  const india = (await read<Countries>("/api/partner/country/")).data.find((c) => c.iso2 === "IN")!.id;
  return { gb, india, level: levels.data[0]!.levels[0]!.id };
}
