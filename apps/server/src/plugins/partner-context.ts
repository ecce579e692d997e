import type { AnyPermission } from "@pp/shared";
import { messages } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { partners, users } from "../db/schema/index";
import { forbidden, unauthorized } from "../lib/errors";
import { effectivePermissions } from "../modules/auth/permissions";

export interface PartnerContext {
  userId: number;
  partnerId: number;
  isSubLogin: boolean;
  permissions: string[];
}

declare module "fastify" {
  interface FastifyRequest {
    partner: PartnerContext | null;
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

  const loadPartner = async (req: FastifyRequest) => {
    const caller = req.caller;
    if (!caller) throw unauthorized();
    if (caller.role !== "Partner" || caller.partnerId === null) {
      throw forbidden("This part of the portal is for partner accounts.");
    }
    const [row] = await app.db
      .select({
        role: users.role,
        is_sub_login: users.is_sub_login,
        permissions: users.permissions,
        status: users.status,
        partner_status: partners.status,
      })
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partner_id))
      .where(and(eq(users.id, caller.userId), eq(users.partner_id, caller.partnerId)));
    if (row?.status !== "active" || row.partner_status !== "active") throw unauthorized(messages.sessionExpired);
    req.partner = {
      userId: caller.userId,
      partnerId: caller.partnerId,
      isSubLogin: row.is_sub_login,
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
