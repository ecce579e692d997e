import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, courses, educationProviders, shortlists, studyLevels } from "../../db/schema/index";
import type { PartnerContext } from "../../plugins/partner-context";
import { courseColumns, toCourse } from "../catalogue/queries";

/** Reads of the course shortlist: each user's own, within the caller's partner. */
export function createShortlistQueries(db: Db) {
  return {
    async list(ctx: PartnerContext) {
      const rows = await db
        .select({ ...courseColumns, added_at: shortlists.created_at })
        .from(shortlists)
        .innerJoin(courses, eq(courses.id, shortlists.course_id))
        .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
        .innerJoin(countries, eq(countries.id, educationProviders.country_id))
        .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
        .where(and(eq(shortlists.user_id, ctx.userId), eq(shortlists.partner_id, ctx.partnerId)))
        .orderBy(desc(shortlists.created_at), desc(shortlists.id));
      return rows.map((r) => ({ ...toCourse(r), added_at: r.added_at.toISOString() }));
    },
  };
}
export type ShortlistQueries = ReturnType<typeof createShortlistQueries>;
