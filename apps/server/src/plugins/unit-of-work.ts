import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { idempotencyKeys } from "../db/schema/index";
import { NeedsTransaction, type UnitOfWork } from "../db/unit-of-work";
import { AppError } from "../lib/errors";
import { type DataVersions, formatStamp, GLOBAL, type Move } from "../modules/fast-path/data-versions";
import { AUDIT_ACTIONS, auditMatches } from "./audit-actions";
import { lockExpectedVersion } from "./versions";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * false: this write route manages its own transactions. Only for routes whose failures must leave a record
     * (a failed sign-in counts toward the lockout; a reused refresh token revokes its family), each with a reason.
     * "one statement": the route writes in one statement, which moves the version itself (`movedInStatement`), and
     * runs without BEGIN and COMMIT unless the request carries an Idempotency-Key (db/unit-of-work.ts
     * `runOneStatement`; docs/decisions/034).
     */
    unitOfWork?: false | "one statement";
    /**
     * true: this route's writes change no session (no user, partner, role or permission), so the sessions kept in
     * memory stay good across its version move (data-versions `sessionsKept`). Declared only where a test shows it.
     */
    keepsSessions?: true;
    /** false: a successful write of this route records no audit entry, by design (the route says why). */
    audit?: false;
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEY_TTL = sql`interval '24 hours'`;
export const KEY_REUSED =
  "This Idempotency-Key was already used for a different request. Send a new key with a new request.";
const KEY_TOO_LONG = "An Idempotency-Key is at most 255 characters.";

type Claim = { id: number } | { replay: { status: number; body: unknown } };

/**
 * Takes the caller's key for this unit of work. A key seen within 24 hours answers what it answered then (or 422
 * when the request differs); otherwise a row is claimed, which commits with the change. Two retries racing each
 * other meet on the unique index: the second waits for the first to commit and then replays its answer.
 */
async function claimKey(uow: UnitOfWork, req: FastifyRequest, userId: number, key: string): Promise<Claim> {
  if (key.length > 255) throw new AppError(400, KEY_TOO_LONG, { "Idempotency-Key": [KEY_TOO_LONG] });
  const db = uow.db;
  const hash = createHash("sha256")
    .update(
      `${req.method} ${req.routeOptions.url}\n${JSON.stringify(req.params ?? {})}\n${JSON.stringify(req.body ?? null)}`,
    )
    .digest("hex");
  const mine = and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));
  await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.created_at, sql`now() - ${KEY_TTL}`)));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ user_id: userId, key, method: req.method, path: req.url.slice(0, 2000), request_hash: hash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (claimed) return { id: claimed.id };
  const [first] = await db.select().from(idempotencyKeys).where(mine);
  if (!first || first.request_hash !== hash || first.status_code === null) {
    throw new AppError(422, KEY_REUSED, { "Idempotency-Key": [KEY_REUSED] });
  }
  return { replay: { status: first.status_code, body: first.response_body ? JSON.parse(first.response_body) : null } };
}

/**
 * Tests only (config.requireAudit): a unit that wrote anything (its transaction has an id) must have written the
 * audit action AUDIT_ACTIONS names for its route (rows this transaction wrote carry its start time, now()).
 */
async function assertAudited(uow: UnitOfWork, route: string, afterId: number | null) {
  // A one-statement unit has no transaction to ask: it wrote (it answered 2xx and moved the version in its
  // statement), and its entries are those added since it began (a test's concurrent writes may add theirs).
  const found = (await uow.db.execute(
    afterId === null
      ? sql`select pg_current_xact_id_if_assigned() is not null as wrote,
               coalesce((select array_agg(distinct action) from audit_log where created_at >= now()), '{}') as actions`
      : sql`select true as wrote,
               coalesce((select array_agg(distinct action) from audit_log where id > ${afterId}), '{}') as actions`,
  )) as unknown as { rows: { wrote: boolean; actions: string[] | string }[] };
  const row = found.rows[0];
  if (!row?.wrote) return;
  const actions =
    typeof row.actions === "string"
      ? row.actions
          .replace(/^\{|\}$/g, "")
          .split(",")
          .filter(Boolean)
      : row.actions;
  const expected = AUDIT_ACTIONS[route];
  if (expected === undefined) throw new Error(`${route} is not in AUDIT_ACTIONS (plugins/audit-actions.ts)`);
  if (expected === null) throw new Error(`${route} is listed without an audit entry but runs the audit check`);
  if (!auditMatches(expected, actions)) {
    throw new Error(`${route} recorded [${actions.join(", ")}], not the audit action ${expected}`);
  }
}

/** Tests only: the newest audit entry's id, before a one-statement unit (see assertAudited). */
async function lastAuditId(uow: UnitOfWork) {
  const found = (await uow.db.execute(
    sql`select coalesce(max(id), 0)::int8::text as id from audit_log`,
  )) as unknown as {
    rows: { id: string }[];
  };
  return Number(found.rows[0]?.id ?? 0);
}

/**
 * A successful write moves what its partner sees (a partner's user) or what every partner sees (the Superadmin),
 * last in its unit so the version's row lock is held briefly; the answer says the new version (`PP-Data-Version`),
 * which the client sends back so that its next read, on any instance, is at least that new (issue 16).
 */
async function moveVersion(versions: DataVersions, req: FastifyRequest, reply: FastifyReply) {
  const caller = req.caller;
  if (!caller) return;
  const partnerId = caller.role === "Superadmin" ? GLOBAL : caller.partnerId;
  if (partnerId === null) return;
  const inStatement = moves.get(req);
  // `bump` publishes its move once the unit commits; a move made in the handler's statement is published here.
  const keepsSessions = req.routeOptions.config.keepsSessions === true;
  const move = inStatement ?? (await versions.bump(partnerId, keepsSessions));
  if (inStatement) versions.published(partnerId, inStatement, keepsSessions);
  if (partnerId !== GLOBAL) {
    const stamp = versions.heardStamp(partnerId);
    stamp.partner[move.shard] = Math.max(stamp.partner[move.shard] ?? 0, move.version);
    reply.header("pp-data-version", formatStamp(partnerId, stamp));
  }
}

/** Moves a handler made in its own statement (data-versions `inStatement`), by request. */
const moves = new WeakMap<FastifyRequest, Move>();

/**
 * A write route whose statement moved its partner's version itself (data-versions `inStatement`) says so here,
 * so the unit does not move it a second time: it answers that move, and learns it on commit, as its own.
 */
export function movedInStatement(req: FastifyRequest, move: Move) {
  moves.set(req, move);
}

/** A payload that can be stored and sent again as it is (not a stream or a buffer). */
const storable = (payload: unknown) =>
  payload === null || (typeof payload === "object" && !Buffer.isBuffer(payload) && !("pipe" in (payload as object)));

/**
 * Wraps a write route's handler in one unit of work. The answer is held until the commit: a handler that calls
 * `reply.send` inside has its payload kept and sent once the transaction is committed, so no client ever sees
 * a 2xx for a change that a crash or a failing later statement could still undo. With an `Idempotency-Key`
 * header, the key and the answer commit in the same unit (claimKey).
 */
export function unitOfWorkRoute(
  uow: UnitOfWork,
  route: RouteOptions,
  opts: { requireAudit?: boolean; versions?: DataVersions } = {},
) {
  const methods = [route.method].flat();
  if (!methods.some((m) => WRITES.has(m))) return;
  if (route.config?.unitOfWork === false) return;
  const handler = route.handler;
  const oneStatement = route.config?.unitOfWork === "one statement";
  if (oneStatement && route.config?.version) throw new Error(`${route.url}: If-Match needs a transaction`);
  route.handler = async function (this: unknown, req, reply: FastifyReply) {
    let held: { payload: unknown } | null = null;
    const own = reply as unknown as { send: FastifyReply["send"]; then: unknown };
    own.send = (payload?: unknown) => {
      held = { payload };
      return reply;
    };
    // A reply is a thenable that settles once the response is written; a handler's `return reply` would wait
    // for a response that is only sent after this unit commits. Inside the unit it is a plain object.
    // biome-ignore lint/suspicious/noThenProperty: the point is to take the reply's `then` away for the unit.
    own.then = undefined;
    const header = req.headers["idempotency-key"];
    const key = typeof header === "string" && header.length > 0 ? header : null;
    const userId = req.caller?.userId;
    const unit = async (asStatement: boolean) => {
      const auditFrom = asStatement && opts.requireAudit ? await lastAuditId(uow) : null;
      const run = asStatement ? uow.runOneStatement : uow.run;
      return run(async () => {
        const claim = key && userId ? await claimKey(uow, req, userId, key) : null;
        if (claim && "replay" in claim) {
          reply.code(claim.replay.status).header("idempotent-replayed", "true");
          held = { payload: claim.replay.body };
          return reply;
        }
        await lockExpectedVersion(uow.db, req);
        const out = await handler.call(this as never, req, reply);
        if (opts.requireAudit && route.config?.audit !== false && reply.statusCode < 400) {
          await assertAudited(uow, `${req.method} ${route.url}`, auditFrom);
        }
        if (asStatement && reply.statusCode < 400 && !moves.has(req)) {
          throw new Error(`${req.method} ${route.url} runs as one statement but did not move the version in it`);
        }
        if (opts.versions && reply.statusCode < 400) await moveVersion(opts.versions, req, reply);
        if (claim) {
          const payload = held ? (held as { payload: unknown }).payload : out;
          if (storable(payload) && payload !== reply) {
            await uow.db
              .update(idempotencyKeys)
              .set({ status_code: reply.statusCode, response_body: JSON.stringify(payload ?? null) })
              .where(eq(idempotencyKeys.id, claim.id));
          } else {
            // A file or a stream is not kept: the key is released rather than left unanswerable.
            await uow.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claim.id));
          }
        }
        return out;
      });
    };
    let result: unknown;
    try {
      try {
        result = await unit(oneStatement && !key);
      } catch (err) {
        if (!(err instanceof NeedsTransaction)) throw err;
        held = null;
        result = await unit(false);
      }
    } finally {
      delete (own as Partial<typeof own>).send;
      delete (own as Partial<typeof own>).then;
    }
    if (held) return reply.send((held as { payload: unknown }).payload);
    return result;
  };
}
