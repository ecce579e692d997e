import type { AuditAction } from "@pp/shared";
import { isGrantable, type subLoginCreateBody, type subLoginUpdateBody } from "@pp/shared";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import { hashPassword, randomToken } from "../../lib/crypto";
import { conflict, invalid } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudit } from "../audit/service";
import { endSessionsOf } from "../auth/sessions";
import { createSubLoginQueries, mine, type SubLoginQueries } from "./queries";

/** What the service needs of the auth service: the e-mailed link to choose a password. */
export interface PasswordLinks {
  sendPasswordLink(
    u: { id: number; email: string; name: string },
    kind: "reset" | "invite",
    inviter?: string,
  ): Promise<unknown>;
}

type CreateBody = z.output<typeof subLoginCreateBody>;
type UpdateBody = z.output<typeof subLoginUpdateBody>;

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].filter(isGrantable).sort();

/** The rules and writes of a partner's sub-logins: each one unit of work (the route runs it in one). */
export function createSubLoginService(
  db: Db,
  auth: PasswordLinks,
  queries: SubLoginQueries = createSubLoginQueries(db),
) {
  const { one } = queries;

  async function template(roleId: number) {
    const t = await queries.activeTemplate(roleId);
    if (!t) throw invalid({ role_id: ["Choose a role template from the list."] });
    return t;
  }

  const audit = (ctx: PartnerContext, action: AuditAction, id: number, details: object, ip: string) =>
    recordAudit(db, {
      actor_user_id: ctx.userId,
      partner_id: ctx.partnerId,
      action,
      entity: "user",
      entity_id: String(id),
      details,
      ip,
    });

  return {
    async create(ctx: PartnerContext, body: CreateBody, ip: string) {
      const t = await template(body.role_id);
      if (await queries.emailTaken(body.email))
        throw conflict("An account with this email already exists.", {
          email: ["An account with this email already exists."],
        });
      const [created] = await db
        .insert(users)
        .values({
          email: body.email,
          // Unusable until the invitation link sets a real password.
          password_hash: await hashPassword(randomToken()),
          name: body.name,
          phone: body.phone ?? null,
          role: "Partner",
          partner_id: ctx.partnerId,
          is_sub_login: true,
          role_id: t.id,
          permissions: union(t.permissions, body.extra_permissions),
        })
        .returning();
      await auth.sendPasswordLink(created!, "invite", await queries.companyName(ctx));
      await audit(ctx, "sublogin.create", created!.id, { after: { ...body } }, ip);
      return one(ctx, created!.id);
    },

    async update(ctx: PartnerContext, id: number, body: UpdateBody, ip: string) {
      const before = await one(ctx, id);
      const patch: Partial<typeof users.$inferInsert> = { updated_at: new Date() };
      if (body.name !== undefined) patch.name = body.name;
      if (body.phone !== undefined) patch.phone = body.phone;
      if (body.role_id !== undefined || body.extra_permissions !== undefined) {
        const t = await template(body.role_id ?? before.role?.id ?? 0);
        patch.role_id = t.id;
        // Without a new list, the extras granted beyond the old template stay.
        let extras: string[] | undefined = body.extra_permissions;
        if (extras === undefined) {
          const old = before.role ? await queries.rolePermissions(before.role.id) : undefined;
          extras = before.permissions.filter((p) => !(old ?? []).includes(p));
        }
        patch.permissions = union(t.permissions, extras);
      }
      await db.update(users).set(patch).where(mine(ctx, id));
      await audit(ctx, "sublogin.update", id, { before, after: body }, ip);
      return one(ctx, id);
    },

    /** Disabling also ends the sub-login's sessions (its refresh tokens are revoked). */
    async setStatus(ctx: PartnerContext, id: number, action: "disable" | "enable", ip: string) {
      await one(ctx, id);
      await db
        .update(users)
        .set({ status: action === "disable" ? "disabled" : "active", updated_at: new Date() })
        .where(mine(ctx, id));
      if (action === "disable") {
        await endSessionsOf(db, { userId: id });
      }
      await audit(ctx, `sublogin.${action}`, id, {}, ip);
      return one(ctx, id);
    },

    /** Sends the link and answers the address it went to. */
    async sendPasswordLink(ctx: PartnerContext, id: number, ip: string) {
      const s = await one(ctx, id);
      await auth.sendPasswordLink({ id: s.id, email: s.email, name: s.name }, "reset");
      await audit(ctx, "sublogin.password_link", s.id, { email: s.email }, ip);
      return s.email;
    },

    /** Only a sub-login that never signed in nor created anything can go; others are disabled instead. */
    async remove(ctx: PartnerContext, id: number, ip: string) {
      const s = await one(ctx, id);
      const signedIn = await queries.successfulSignIns(s.id);
      if (s.performance.students + s.performance.applications + signedIn > 0) {
        throw conflict(`${s.name} has already used the portal; disable the account instead of deleting it.`);
      }
      await db.delete(users).where(mine(ctx, s.id));
      await audit(ctx, "sublogin.delete", s.id, { before: s }, ip);
    },
  };
}
export type SubLoginService = ReturnType<typeof createSubLoginService>;
