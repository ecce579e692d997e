import type { AuditActionIn, partnerCommissionBody } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { partners } from "../../db/schema/index";
import { conflict } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import { endSessionsOf } from "../auth/sessions";
import { mailText } from "../outbox/mail-text";
import type { Mailer } from "../outbox/mailer";
import { createPartnerQueries, type PartnerQueries } from "./queries";

/** Who acts: the Superadmin's user id (null if none) and where from. */
export interface Actor {
  userId: number | null;
  ip: string;
}

type CommissionBody = z.output<typeof partnerCommissionBody>;

/** The Superadmin's writes on partner agencies: approval, rejection, suspension, commission. Each one unit of work. */
export function createPartnerService(
  db: Db,
  deps: { mailer: Mailer; publicUrl: string },
  queries: PartnerQueries = createPartnerQueries(db),
) {
  const { one, detail, owners } = queries;

  const audit = (actor: Actor, partnerId: number, action: AuditActionIn<"partner">, details: object) =>
    recordAudit(db, {
      actor_user_id: actor.userId,
      partner_id: partnerId,
      action: `partner.${action}`,
      entity: "partner",
      entity_id: String(partnerId),
      details,
      ip: actor.ip,
    });

  /** Moves a partner from one of `from` to `to`, or 409 naming why not. */
  async function transition(id: number, from: string[], to: string, refusal: (status: string) => string) {
    const before = await one(id);
    if (!from.includes(before.status)) throw conflict(refusal(before.status));
    const changed = await db
      .update(partners)
      .set({
        status: to,
        updated_at: new Date(),
        ...(to === "active" && !before.approved_at ? { approved_at: new Date() } : {}),
      })
      .where(and(eq(partners.id, id), eq(partners.status, before.status)))
      .returning({ id: partners.id });
    if (!changed.length) throw conflict("The partner changed meanwhile; reload and try again.");
    return before;
  }

  return {
    async approve(actor: Actor, id: number) {
      const before = await transition(id, ["pending", "rejected"], "active", (s) =>
        s === "active"
          ? "This partner is already active."
          : `Only a pending sign-up can be approved; this partner is ${s}.`,
      );
      for (const o of await owners(id)) {
        await deps.mailer.send({
          to: o.email,
          subject: "Your Partner Portal account is approved",
          text: mailText([
            `Hello ${o.name},`,
            "",
            `${before.company_name} is approved. Sign in with the e-mail and password you registered:`,
            `${deps.publicUrl}/login`,
          ]),
        });
      }
      await audit(actor, id, "approve", { before: before.status, after: "active" });
      return detail(id);
    },

    async reject(actor: Actor, id: number, reason: string) {
      const before = await transition(
        id,
        ["pending"],
        "rejected",
        (s) => `Only a pending sign-up can be rejected; this partner is ${s}.`,
      );
      for (const o of await owners(id)) {
        await deps.mailer.send({
          to: o.email,
          subject: "Your Partner Portal sign-up",
          text: mailText([`Hello ${o.name},`, "", `We could not approve ${before.company_name}:`, reason]),
        });
      }
      await audit(actor, id, "reject", { before: before.status, after: "rejected", reason });
      return detail(id);
    },

    /** Its refresh tokens are revoked, so its users are out within one access-token lifetime. */
    async suspend(actor: Actor, id: number, reason: string) {
      const before = await transition(
        id,
        ["active"],
        "suspended",
        (s) => `Only an active partner can be suspended; this partner is ${s}.`,
      );
      await endSessionsOf(db, { partnerId: id });
      await audit(actor, id, "suspend", { before: before.status, after: "suspended", reason });
      return detail(id);
    },

    async reactivate(actor: Actor, id: number) {
      const before = await transition(
        id,
        ["suspended"],
        "active",
        (s) => `Only a suspended partner can be reactivated; this partner is ${s}.`,
      );
      await audit(actor, id, "reactivate", { before: before.status, after: "active" });
      return detail(id);
    },

    async setCommission(actor: Actor, id: number, body: CommissionBody) {
      const before = await one(id);
      const rate = body.commission_rate.toFixed(2);
      await db
        .update(partners)
        .set({
          commission_rate: rate,
          ...(body.commission_currency !== undefined ? { commission_currency: body.commission_currency } : {}),
          updated_at: new Date(),
        })
        .where(eq(partners.id, id));
      await audit(actor, id, "commission", {
        before: { commission_rate: before.commission_rate, commission_currency: before.commission_currency },
        after: { commission_rate: rate, commission_currency: body.commission_currency ?? before.commission_currency },
      });
      return detail(id);
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;
