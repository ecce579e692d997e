import type { ExpertFilterOptions, ExpertFormOptions, ExpertItem, expertListQuery } from "@pp/shared";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countries, educationProviders, expertMeetings, experts, regions } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";

/** Who is asking: a partner user (scoped to its partner) or the Superadmin (partnerId null). */
export type ExpertActor = { userId: number; partnerId: number | null; ip?: string };
export type PartnerActor = ExpertActor & { partnerId: number };

export type ExpertRow = typeof experts.$inferSelect;

/** Languages as entered, without case-insensitive repeats. */
export function uniqueLanguages(list: string[]) {
  const seen = new Set<string>();
  return list.filter((l) => {
    const k = l.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The experts directory as each side reads it: partners see active experts only. */
export function createExpertQueries(db: Db) {
  const expertBase = () =>
    db
      .select({ e: experts, provider_name: educationProviders.name })
      .from(experts)
      .leftJoin(educationProviders, eq(educationProviders.id, experts.provider_id));
  type ExpertJoined = { e: ExpertRow; provider_name: string | null };

  /** Expert rows as items: the names of their countries and regions looked up in one query each. */
  async function toExpertItems(rows: ExpertJoined[], admin: boolean): Promise<ExpertItem[]> {
    const countryIds = [...new Set(rows.flatMap((r) => r.e.country_ids))];
    const regionIds = [...new Set(rows.flatMap((r) => r.e.region_ids))];
    const expertIds = rows.map((r) => r.e.id);
    const [cs, rs, ms] = await Promise.all([
      countryIds.length
        ? db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.id, countryIds))
        : [],
      regionIds.length
        ? db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.id, regionIds))
        : [],
      admin && expertIds.length
        ? db
            .select({ id: expertMeetings.expert_id, n: count() })
            .from(expertMeetings)
            .where(inArray(expertMeetings.expert_id, expertIds))
            .groupBy(expertMeetings.expert_id)
        : [],
    ]);
    const countryName = new Map(cs.map((c) => [c.id, c.name]));
    const regionName = new Map(rs.map((r) => [r.id, r.name]));
    const meetings = new Map(ms.map((m) => [m.id, m.n]));
    const named = (ids: number[], names: Map<number, string>) =>
      ids
        .filter((id) => names.has(id))
        .map((id) => ({ id, name: names.get(id)! }))
        .sort((a, b) => a.name.localeCompare(b.name));
    return rows.map(({ e, provider_name }) => ({
      id: e.id,
      name: e.name,
      title: e.title,
      provider: e.provider_id && provider_name ? { id: e.provider_id, name: provider_name } : null,
      email: e.email,
      phone: e.phone,
      bio: e.bio,
      languages: e.languages,
      countries: named(e.country_ids, countryName),
      regions: named(e.region_ids, regionName),
      photo_url: e.photo_storage_key ? `/partner/experts/${e.id}/photo/?v=${e.updated_at.getTime()}` : null,
      is_active: e.is_active,
      ...(admin ? { meetings_count: meetings.get(e.id) ?? 0 } : {}),
    }));
  }

  async function expertRow(id: number, activeOnly: boolean) {
    const [r] = await expertBase().where(and(eq(experts.id, id), ...(activeOnly ? [eq(experts.is_active, true)] : [])));
    if (!r) throw notFound("Expert not found.");
    return r;
  }

  return {
    expertRow,
    toExpertItems,

    async listExperts(q: z.output<typeof expertListQuery>, admin: boolean) {
      const f: SQL[] = [];
      const status = admin ? (q.status ?? "all") : "active";
      if (status !== "all") f.push(eq(experts.is_active, status === "active"));
      if (q.provider) f.push(eq(experts.provider_id, q.provider));
      if (q.country) {
        // Covering the country itself, or the whole region it lies in.
        f.push(
          sql`(${q.country} = any(${experts.country_ids}) or exists (select 1 from ${countries} c where c.id = ${q.country} and c.region_id = any(${experts.region_ids})))`,
        );
      }
      if (q.region) {
        // Covering the region, or any country in it.
        f.push(
          sql`(${q.region} = any(${experts.region_ids}) or exists (select 1 from ${countries} c where c.id = any(${experts.country_ids}) and c.region_id = ${q.region}))`,
        );
      }
      if (q.language) {
        f.push(sql`exists (select 1 from unnest(${experts.languages}) l where lower(l) = ${q.language.toLowerCase()})`);
      }
      if (q.search) {
        const like = containsPattern(q.search);
        f.push(
          sql`(lower(${experts.name}) like ${like} or lower(${experts.email}) like ${like} or lower(coalesce(${educationProviders.name}, '')) like ${like})`,
        );
      }
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        expertBase().where(where).orderBy(asc(experts.name), asc(experts.id)).limit(q.page_size).offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(experts)
          .leftJoin(educationProviders, eq(educationProviders.id, experts.provider_id))
          .where(where),
      ]);
      return { items: await toExpertItems(rows, admin), count: total?.n ?? 0 };
    },

    async expertItem(id: number, admin: boolean) {
      const [item] = await toExpertItems([await expertRow(id, !admin)], admin);
      return item!;
    },

    /** The partner's filter choices: what the active experts cover. */
    async filterOptions(): Promise<ExpertFilterOptions> {
      const active = await expertBase().where(eq(experts.is_active, true));
      const items = await toExpertItems(active, false);
      const byId = (list: { id: number; name: string }[]) =>
        [...new Map(list.map((x) => [x.id, x])).values()].sort((a, b) => a.name.localeCompare(b.name));
      return {
        providers: byId(items.flatMap((i) => (i.provider ? [i.provider] : []))),
        countries: byId(items.flatMap((i) => i.countries)),
        regions: byId(items.flatMap((i) => i.regions)),
        languages: uniqueLanguages(items.flatMap((i) => i.languages)).sort((a, b) => a.localeCompare(b)),
      };
    },

    async formOptions(): Promise<ExpertFormOptions> {
      const [providers, cs, rs] = await Promise.all([
        db
          .select({ id: educationProviders.id, name: educationProviders.name })
          .from(educationProviders)
          .orderBy(asc(educationProviders.name)),
        db
          .select({ id: countries.id, name: countries.name })
          .from(countries)
          .where(eq(countries.is_active, true))
          .orderBy(asc(countries.name)),
        db
          .select({ id: regions.id, name: regions.name })
          .from(regions)
          .where(eq(regions.is_active, true))
          .orderBy(asc(regions.name)),
      ]);
      return { providers, countries: cs, regions: rs };
    },
  };
}
export type ExpertQueries = ReturnType<typeof createExpertQueries>;
