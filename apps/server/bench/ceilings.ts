// The ceilings of `npm run bench` (run.ts, issue 16).
// They run on a second, bare Fastify instance in this same process (no plugins, no hooks), not on the app: the
// app's global hooks (request context, security headers, metrics, cache headers, the unit of work every POST runs
// in) are part of what the real routes are measured with. Both check the token with the app's own app.jwt.verify,
// as plugins/auth.ts does, and answer 401 without a valid one.
// - The ceiling route answers the students list's page 1 exactly as the real route answered it once at start
//   (body and content type), held in memory: no database access per request.
// - The insert ceiling does one single-row INSERT (autocommit) into a scratch table per request through the app's
//   own pg pool (the pool under app.database.db), and answers 201 with the new id.
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import pg from "pg";
import type { startBenchApp } from "./setup";

type BenchApp = Awaited<ReturnType<typeof startBenchApp>>["app"];

/** Captures the students page 1 through the real route, then starts the bare instance with both ceiling routes. */
export async function startCeilings(app: BenchApp, address: string, auth: Record<string, string>) {
  const first = await fetch(`${address}/api/partner/students/`, { headers: auth });
  if (first.status !== 200) throw new Error(`GET /api/partner/students/ answered ${first.status} at start`);
  const page1Body = await first.text();
  const page1Type = first.headers.get("content-type") ?? "application/json; charset=utf-8";
  const page1Rows = (JSON.parse(page1Body) as { results?: { data?: unknown[] } }).results?.data?.length ?? 0;
  const etag = first.headers.get("etag");

  const pool = (app.database.db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error("the insert ceiling needs the app's PostgreSQL pool");
  const dropScratch = () => pool.query("drop table if exists bench_scratch");
  await dropScratch();
  await pool.query(
    "create table bench_scratch (id bigserial primary key, tag text not null, at timestamptz not null default now())",
  );

  const bare = Fastify({ logger: false });
  /** The auth plugin's check (Bearer header, app.jwt.verify); false after answering 401. */
  async function tokenOk(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const claims = match?.[1] ? await app.jwt.verify(match[1]) : "invalid";
    if (typeof claims === "string") {
      await reply.code(401).send({ detail: "The access token is not valid. Please log in again." });
      return false;
    }
    return true;
  }
  bare.get("/ceiling/students/", async (request, reply) => {
    if (!(await tokenOk(request, reply))) return reply;
    return reply.type(page1Type).send(page1Body);
  });
  bare.post("/ceiling/insert/", async (request, reply) => {
    if (!(await tokenOk(request, reply))) return reply;
    const tag = String((request.body as { tag?: unknown } | undefined)?.tag ?? "");
    const r = await pool.query<{ id: string }>("insert into bench_scratch (tag) values ($1) returning id", [tag]);
    return reply.code(201).send({ data: { id: Number(r.rows[0]!.id) } });
  });
  const bareAddress = await bare.listen({ port: 0, host: "127.0.0.1" });
  return {
    bareAddress,
    page1Body,
    page1Rows,
    etag,
    close: () => bare.close(),
    dropScratch,
  };
}
