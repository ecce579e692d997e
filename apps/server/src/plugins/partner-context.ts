import type { AnyPermission } from "@pp/shared";
import { messages } from "@pp/shared";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { partners, users } from "../db/schema/index";
import { forbidden, unauthorized } from "../lib/errors";
import { effectivePermissions } from "../modules/auth/permissions";
import { parseStamp, type Stamp } from "../modules/fast-path/data-versions";

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
  interface FastifyInstance {
    /** onRequest hooks for partner routes: a valid token of an active partner user, loaded fresh. */
    partnerOnly: ((req: FastifyRequest) => Promise<void>)[];
    /** preHandler: the partner user holds this permission (the partner's own account holds all). */
    requirePermission: (p: AnyPermission, sentence?: string) => (req: FastifyRequest) => Promise<void>;
  }
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

  const loadPartner = async (req: FastifyRequest) => {
    const caller = req.caller;
    if (!caller) throw unauthorized();
    if (caller.role !== "Partner" || caller.partnerId === null) {
      throw forbidden("This part of the portal is for partner accounts.");
    }
    // The stamp first, then the session read at it: a session kept in memory is used while the partner's data
    // version stands (a suspension, a permission change or a deleted sub-login moves it on every instance).
    const { userId, partnerId } = { userId: caller.userId, partnerId: caller.partnerId };
    const stamp = await app.versions.current(partnerId, parseStamp(req.headers["pp-data-version"], partnerId));
    req.dataStamp = stamp;
    const row = await app.fastPath.session(userId, stamp, async () => {
      const [found] = await sessionOf.execute({ user: userId, partner: partnerId });
      return found;
    });
    if (row?.status !== "active" || row.partner_status !== "active") throw unauthorized(messages.sessionExpired);
    req.partner = {
      userId: caller.userId,
      partnerId: caller.partnerId,
      isSubLogin: row.is_sub_login,
      name: row.name,
      permissions: effectivePermissions(row),
    };
  };

  app.decorate("partnerOnly", [app.authenticate as (req: FastifyRequest) => Promise<void>, loadPartner]);
  app.decorate("requirePermission", (p: AnyPermission, sentence?: string) => async (req: FastifyRequest) => {
    if (!req.partner?.permissions.includes(p)) {
      throw forbidden(sentence ?? "Your account's permissions do not allow this. Ask your partner administrator.");
    }
  });
});
