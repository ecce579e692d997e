import type { PartnerSettings } from "@pp/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { partners } from "../../db/schema/index";
import { recordAudit } from "../audit/service";

/** The partner owner's company settings; one unit of work per change, audited with the value before and after. */
export function createPartnerSettingsService(db: Db) {
  return {
    async update(partnerId: number, userId: number, body: PartnerSettings, ip: string): Promise<PartnerSettings> {
      const [before] = await db
        .select({ require_two_factor: partners.require_two_factor })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for("update");
      await db
        .update(partners)
        .set({ require_two_factor: body.require_two_factor, updated_at: new Date() })
        .where(eq(partners.id, partnerId));
      await recordAudit(db, {
        actor_user_id: userId,
        partner_id: partnerId,
        action: "partner.settings",
        entity: "partner",
        entity_id: String(partnerId),
        details: { before: { require_two_factor: before?.require_two_factor ?? false }, after: body },
        ip,
      });
      return { require_two_factor: body.require_two_factor };
    },
  };
}
