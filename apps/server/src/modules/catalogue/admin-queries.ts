import type { adminCatalogueQuery } from "@pp/shared";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countries, courseRequirements, courses, educationProviders, studyLevels } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import { courseDeadlineRows } from "../deadlines/rules";
import { courseSearch } from "./queries";
import { requirementsAnswer } from "./requirements";

type AdminQuery = z.infer<typeof adminCatalogueQuery>;

/** A row as the admin screens show it: every column, dates as ISO text. */
const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** The Superadmin's reads of the catalogue: providers and courses, active or not. */
export function createAdminCatalogueQueries(db: Db) {
  return {
    async provider(id: number) {
      const [r] = await db
        .select({ p: educationProviders, country_name: countries.name })
        .from(educationProviders)
        .innerJoin(countries, eq(countries.id, educationProviders.country_id))
        .where(eq(educationProviders.id, id));
      if (!r) throw notFound("Provider not found.");
      return { ...plain(r.p), country: { id: r.p.country_id, name: r.country_name } };
    },

    async course(id: number) {
      const [r] = await db
        .select({
          c: courses,
          provider_name: educationProviders.name,
          level_name: studyLevels.name,
          r: courseRequirements,
        })
        .from(courses)
        .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
        .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
        .leftJoin(courseRequirements, eq(courseRequirements.course_id, courses.id))
        .where(eq(courses.id, id));
      if (!r) throw notFound("Course not found.");
      return {
        ...plain(r.c),
        provider: { id: r.c.provider_id, name: r.provider_name },
        study_level: { id: r.c.study_level_id, name: r.level_name },
        entry_requirements: requirementsAnswer(r.r),
        // Issue 36: a row per upcoming intake of the course's months and per intake with a deadline.
        application_deadlines: await courseDeadlineRows(db, id, r.c.intake_months),
      };
    },

    async providers(q: AdminQuery) {
      const f: SQL[] = [];
      if (q.search) f.push(sql`lower(${educationProviders.name}) like ${containsPattern(q.search)}`);
      if (q.country) f.push(eq(educationProviders.country_id, q.country));
      if (q.type) f.push(eq(educationProviders.type, q.type));
      if (q.is_active) f.push(eq(educationProviders.is_active, q.is_active === "true"));
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            p: educationProviders,
            country_name: countries.name,
            courses_count: sql<number>`(select count(*)::int from ${courses} where ${courses.provider_id} = ${educationProviders.id})`,
          })
          .from(educationProviders)
          .innerJoin(countries, eq(countries.id, educationProviders.country_id))
          .where(where)
          .orderBy(educationProviders.name, educationProviders.id)
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(educationProviders).where(where),
      ]);
      const items = rows.map((r) => ({
        ...plain(r.p),
        country: { id: r.p.country_id, name: r.country_name },
        courses_count: r.courses_count,
      }));
      return { items, count: total?.n ?? 0 };
    },

    async courses(q: AdminQuery) {
      const f: SQL[] = [];
      if (q.search) f.push(courseSearch(q.search));
      if (q.provider) f.push(eq(courses.provider_id, q.provider));
      if (q.study_level) f.push(eq(courses.study_level_id, q.study_level));
      if (q.country)
        f.push(
          sql`${courses.provider_id} = any(array(select p.id from ${educationProviders} p where p.country_id = ${q.country}))`,
        );
      if (q.is_active) f.push(eq(courses.is_active, q.is_active === "true"));
      const where = f.length ? and(...f) : undefined;
      // The page's ids walk the (updated_at, id) index; only they are joined to their names and requirements: a
      // sort of 50,000 joined courses took the first page 80-160 ms (issue 34).
      const pageIds = db
        .select({ id: courses.id })
        .from(courses)
        .where(where)
        .orderBy(desc(courses.updated_at), desc(courses.id))
        .limit(q.page_size)
        .offset(offsetOf(q));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            c: courses,
            provider_name: educationProviders.name,
            level_name: studyLevels.name,
            r: courseRequirements,
          })
          .from(courses)
          .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
          .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
          .leftJoin(courseRequirements, eq(courseRequirements.course_id, courses.id))
          .where(inArray(courses.id, pageIds))
          .orderBy(desc(courses.updated_at), desc(courses.id)),
        db.select({ n: count() }).from(courses).where(where),
      ]);
      const items = rows.map((r) => ({
        ...plain(r.c),
        provider: { id: r.c.provider_id, name: r.provider_name },
        study_level: { id: r.c.study_level_id, name: r.level_name },
        entry_requirements: requirementsAnswer(r.r),
      }));
      return { items, count: total?.n ?? 0 };
    },
  };
}
export type AdminCatalogueQueries = ReturnType<typeof createAdminCatalogueQueries>;
