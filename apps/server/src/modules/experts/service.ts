import type { AuditAction, expertBody, expertPatchBody } from "@pp/shared";
import { count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countries, educationProviders, expertMeetings, experts, regions } from "../../db/schema/index";
import { conflict, invalid } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import { createExpertQueries, type ExpertActor, type ExpertQueries, type ExpertRow, uniqueLanguages } from "./queries";

/** The Superadmin's writes to the experts directory: each one unit of work (the route runs it in one). */
export function createExpertService(db: Db, queries: ExpertQueries = createExpertQueries(db)) {
  const { expertRow } = queries;

  /** The provider, countries and regions named in a body exist; else 400 on the field. */
  async function checkExpertRefs(b: { provider_id?: number | null; country_ids?: number[]; region_ids?: number[] }) {
    const e: Record<string, string[]> = {};
    if (b.provider_id) {
      const [p] = await db
        .select({ id: educationProviders.id })
        .from(educationProviders)
        .where(eq(educationProviders.id, b.provider_id));
      if (!p) e.provider_id = ["Choose a provider from the list."];
    }
    const country_ids = b.country_ids ? [...new Set(b.country_ids)] : undefined;
    if (country_ids?.length) {
      const found = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, country_ids));
      if (found.length !== country_ids.length) e.country_ids = ["Choose countries from the list."];
    }
    const region_ids = b.region_ids ? [...new Set(b.region_ids)] : undefined;
    if (region_ids?.length) {
      const found = await db.select({ id: regions.id }).from(regions).where(inArray(regions.id, region_ids));
      if (found.length !== region_ids.length) e.region_ids = ["Choose regions from the list."];
    }
    if (Object.keys(e).length) throw invalid(e);
    return { country_ids, region_ids };
  }

  /** The directory is the Superadmin's: its entries carry no partner. */
  const audit = (actor: ExpertActor, action: AuditAction, id: number, details: object) =>
    recordAudit(db, {
      actor_user_id: actor.userId,
      partner_id: null,
      action,
      entity: "expert",
      entity_id: String(id),
      details,
      ip: actor.ip ?? null,
    });

  return {
    async createExpert(actor: ExpertActor, b: z.output<typeof expertBody>) {
      const refs = await checkExpertRefs(b);
      const [e] = await db
        .insert(experts)
        .values({
          name: b.name,
          title: b.title ?? null,
          provider_id: b.provider_id ?? null,
          email: b.email,
          phone: b.phone ?? null,
          bio: b.bio ?? null,
          languages: uniqueLanguages(b.languages),
          country_ids: refs.country_ids ?? [],
          region_ids: refs.region_ids ?? [],
          is_active: b.is_active,
        })
        .returning({ id: experts.id });
      await audit(actor, "expert.create", e!.id, { name: b.name, email: b.email });
      return e!.id;
    },

    async updateExpert(actor: ExpertActor, id: number, b: z.output<typeof expertPatchBody>) {
      const before = (await expertRow(id, false)).e;
      const refs = await checkExpertRefs(b);
      const set: Partial<typeof experts.$inferInsert> = { updated_at: new Date() };
      if (b.name !== undefined) set.name = b.name;
      if (b.title !== undefined) set.title = b.title;
      if (b.provider_id !== undefined) set.provider_id = b.provider_id;
      if (b.email !== undefined) set.email = b.email;
      if (b.phone !== undefined) set.phone = b.phone;
      if (b.bio !== undefined) set.bio = b.bio;
      if (b.languages !== undefined) set.languages = uniqueLanguages(b.languages);
      if (refs.country_ids !== undefined) set.country_ids = refs.country_ids;
      if (refs.region_ids !== undefined) set.region_ids = refs.region_ids;
      if (b.is_active !== undefined) set.is_active = b.is_active;
      await db.update(experts).set(set).where(eq(experts.id, id));
      const changed = Object.keys(b).filter(
        (k) => JSON.stringify(b[k as keyof typeof b]) !== JSON.stringify(before[k as keyof ExpertRow]),
      );
      await audit(actor, "expert.update", id, { name: before.name, changed });
    },

    /** Deletes an expert nobody asked to meet; one with meetings is kept (deactivate it instead). */
    async deleteExpert(actor: ExpertActor, id: number) {
      const { e } = await expertRow(id, false);
      const [m] = await db.select({ n: count() }).from(expertMeetings).where(eq(expertMeetings.expert_id, id));
      if ((m?.n ?? 0) > 0) {
        throw conflict(
          `${e.name} has ${m!.n === 1 ? "a meeting request" : `${m!.n} meeting requests`}; deactivate the expert instead, so partners no longer see them.`,
        );
      }
      await db.delete(experts).where(eq(experts.id, id));
      await audit(actor, "expert.delete", id, { name: e.name, email: e.email });
      return e.photo_storage_key;
    },

    async setPhoto(actor: ExpertActor, id: number, photo: { key: string; type: string } | null) {
      const { e } = await expertRow(id, false);
      await db
        .update(experts)
        .set({ photo_storage_key: photo?.key ?? null, photo_content_type: photo?.type ?? null, updated_at: new Date() })
        .where(eq(experts.id, id));
      await audit(actor, photo ? "expert.photo" : "expert.photo_remove", id, { name: e.name });
      return e.photo_storage_key;
    },
  };
}
export type ExpertService = ReturnType<typeof createExpertService>;
