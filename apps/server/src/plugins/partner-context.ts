import { messages } from "@pp/shared";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { partners, users } from "../db/schema/index";
import { forbidden, unauthorized } from "../lib/errors";
import { effectivePermissions } from "../modules/auth/permissions";
import { parseStamp, type Stamp } from "../modules/fast-path/data-versions";
import type { SessionRow } from "../modules/fast-path/fast-path";
import type { Guard, PartnerAccess } from "./access";

export interface PartnerContext {
  userId: number;
  partnerId: number;
  isSubLogin: boolean;
  permissions: string[];
  /** The partner user's name (what a record it creates shows as its creator); absent in the Superadmin's contexts. */
  name?: string;
}

declare module "fastify" {
  interface FastifyRequest {
    partner: PartnerContext | null;
    /** The partner's data version this request reads at (modules/fast-path), set with `partner`. */
    dataStamp: Stamp | null;
  }
}

/**
 * A kept session's effective permissions, worked out once: the row is the same object for as long as it is kept
 * (fast-path `session`). The list is shared by the requests that read it, which only ask what it includes.
 */
const permissionsKept = new WeakMap<SessionRow, string[]>();
function permissionsOf(row: SessionRow) {
  let found = permissionsKept.get(row);
  if (!found) {
    found = effectivePermissions(row);
    permissionsKept.set(row, found);
  }
  return found;
}

/** The partner context for every partner route: tenancy comes from here, never from the request. */
export const partnerContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("partner", null);
  app.decorateRequest("dataStamp", null);

  // A prepared statement (issue 16): planned once per connection, sent with its two numbers. It runs in onRequest,
  // outside any unit of work, so it is prepared on the pool's database itself.
  const sessionOf = app.database.db
    .select({
      role: users.role,
      name: users.name,
      is_sub_login: users.is_sub_login,
      permissions: users.permissions,
      status: users.status,
      partner_status: partners.status,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partner_id))
    .where(and(eq(users.id, sql.placeholder("user")), eq(users.partner_id, sql.placeholder("partner"))))
    .prepare("pp_session");

  /**
   * The partner context of a request whose token is checked. The stamp first, then the session read at it: a
   * session kept in memory is used while the partner's data version stands (a suspension, a permission change or a
   * deleted sub-login moves it on every instance). When both are in memory nothing waits and nothing is returned:
   * the hot path makes no promise (each costs Node 20's AsyncLocalStorage hooks; docs/decisions/033).
   */
  const loadSession = async (userId: number, partnerId: number) => {
    const [found] = await sessionOf.execute({ user: userId, partner: partnerId });
    return found;
  };
  // The steps below are built once, not per request: a closure per request is an allocation each time (and, under
  // tsx, a call naming it), about 5% of a 304's time (eighth session's profile).
  const admit = (req: FastifyRequest, row: SessionRow | undefined): undefined => {
    if (row?.status !== "active" || row.partner_status !== "active") throw unauthorized(messages.sessionExpired);
    const caller = req.caller!;
    req.partner = {
      userId: caller.userId,
      partnerId: caller.partnerId!,
      isSubLogin: row.is_sub_login,
      name: row.name,
      permissions: permissionsOf(row),
    };
    return undefined;
  };
  const atStamp = (req: FastifyRequest, userId: number, partnerId: number, stamp: Stamp) => {
    req.dataStamp = stamp;
    const row = app.fastPath.session(userId, partnerId, stamp, loadSession);
    return row instanceof Promise ? row.then((found) => admit(req, found)) : admit(req, row);
  };
  const loadPartner = (req: FastifyRequest): Promise<void> | undefined => {
    const caller = req.caller;
    if (!caller) throw unauthorized();
    if (caller.role !== "Partner" || caller.partnerId === null) {
      throw forbidden("This part of the portal is for partner accounts.");
    }
    const userId = caller.userId;
    const partnerId = caller.partnerId;
    const stamp = app.versions.current(partnerId, parseStamp(req.headers["pp-data-version"], partnerId));
    return stamp instanceof Promise
      ? stamp.then((s) => atStamp(req, userId, partnerId, s))
      : atStamp(req, userId, partnerId, stamp);
  };

  // A partner route's one guard (plugins/access.ts): a valid token of an active partner user, loaded fresh, then
  // what the route's declaration asks of them. One guard per declaration, made when its first route registers.
  const guards = new Map<string, Guard>();
  app.decorate("partnerGuard", (access: PartnerAccess) => {
    const key = `${access.partner} ${access.also ?? ""} ${access.refusal ?? ""}`;
    let guard = guards.get(key);
    if (!guard) {
      const check = partnerCheck(access);
      guard = check ? stepsHook(app.authenticateNow, loadPartner, check) : stepsHook(app.authenticateNow, loadPartner);
      guards.set(key, guard);
    }
    return guard;
  });
});

const NOT_ALLOWED = "Your account's permissions do not allow this. Ask your partner administrator.";

/**
 * The step that checks a partner user against a declaration, or none for "any". An API key acts as its partner's
 * own account (it passes here); its scope was checked against the same declaration when it authenticated.
 */
function partnerCheck(access: PartnerAccess): Step | undefined {
  const need = access.partner;
  if (need === "any") return undefined;
  if (need === "owner") {
    const sentence = access.refusal ?? NOT_ALLOWED;
    return (req) => {
      if (req.partner?.isSubLogin !== false) throw forbidden(sentence);
      return undefined;
    };
  }
  const also = access.also;
  const sentence = access.refusal ?? NOT_ALLOWED;
  return (req) => {
    const held = req.partner?.permissions;
    if (!held?.includes(need) || (also !== undefined && !held.includes(also))) throw forbidden(sentence);
    return undefined;
  };
}

type Step = (req: FastifyRequest, reply: FastifyReply) => Promise<void> | undefined;

/**
 * One callback-style hook that runs `steps` in order: each one either finishes at once (returns nothing) or returns
 * the promise of its work; the first error (thrown or rejected) ends the request, as an async hook's would.
 */
export function stepsHook(...steps: Step[]) {
  // No closure per request (each is an allocation, and under tsx a naming call): `runSteps` is called afresh.
  return (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) =>
    runSteps(steps, 0, req, reply, done);
}

function runSteps(
  steps: Step[],
  first: number,
  req: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  for (let i = first; i < steps.length; i += 1) {
    let pending: Promise<void> | undefined;
    try {
      pending = steps[i]!(req, reply);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (pending) {
      pending.then(() => runSteps(steps, i + 1, req, reply, done), done);
      return;
    }
  }
  done();
}
