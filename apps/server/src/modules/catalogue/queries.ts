import type { courseListQuery, providerListQuery } from "@pp/shared";
import { requirementSentences } from "@pp/shared/course-requirements";
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  countries,
  courseDeadlines,
  courseRequirements,
  courses,
  educationProviders,
  intakes,
  studyLevels,
  years,
} from "../../db/schema/index";
import { courseSearchText } from "../../db/search-text";
import type { CountCache } from "../../lib/count-cache";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import { namesFor } from "../masters/reference-names";
import { requirementsOf } from "../matching/requirements-of";

export const courseColumns = {
  c: courses,
  provider_name: educationProviders.name,
  city: educationProviders.city,
  country_id: countries.id,
  country_name: countries.name,
  level_name: studyLevels.name,
};
/** The course finder's page reads courses and providers only; country and level names come from memory. */
const coursePageColumns = {
  c: courses,
  provider_name: educationProviders.name,
  city: educationProviders.city,
  country_id: educationProviders.country_id,
};

export type CourseRow = {
  c: typeof courses.$inferSelect;
  provider_name: string;
  city: string | null;
  country_id: number;
  country_name: string;
  level_name: string;
};
export const toCourse = (r: CourseRow) => ({
  id: r.c.id,
  name: r.c.name,
  provider: { id: r.c.provider_id, name: r.provider_name },
  country: { id: r.country_id, name: r.country_name },
  study_level: { id: r.c.study_level_id, name: r.level_name },
  discipline: r.c.discipline,
  duration_months: r.c.duration_months,
  tuition_fee: r.c.tuition_fee,
  currency: r.c.currency,
  application_fee: r.c.application_fee,
  intake_months: r.c.intake_months,
  language: r.c.language,
});

const COURSE_ORDER: Record<string, SQL[]> = {
  name: [asc(courses.name), asc(courses.id)],
  "-name": [desc(courses.name), desc(courses.id)],
  tuition_fee: [asc(courses.tuition_fee), asc(courses.id)],
  "-tuition_fee": [desc(courses.tuition_fee), desc(courses.id)],
};

const coursesCount = sql<number>`(select count(*)::int from ${courses} where ${courses.provider_id} = ${educationProviders.id} and ${courses.is_active})`;
const providerColumns = { p: educationProviders, country_name: countries.name, courses_count: coursesCount };
type ProviderRow = { p: typeof educationProviders.$inferSelect; country_name: string; courses_count: number };
const toProvider = (r: ProviderRow) => ({
  id: r.p.id,
  name: r.p.name,
  country: { id: r.p.country_id, name: r.country_name },
  city: r.p.city,
  type: r.p.type,
  website: r.p.website,
  logo_url: r.p.logo_url,
  courses_count: r.courses_count,
});

type CourseQuery = z.infer<typeof courseListQuery>;

/**
 * A course search: the course's name or discipline (`courseSearchText`, through its trigram index) or its provider's
 * name (`providers_name_trgm_idx`). The three LIKEs over the joined rows counted 50,000 courses in 45-60 ms (issue 34).
 */
export function courseSearch(search: string): SQL {
  const like = containsPattern(search);
  return sql`(${courseSearchText} like ${like} or ${courses.provider_id} = any(array(select p.id from ${educationProviders} p where lower(p.name) like ${like})))`;
}

/** A course's discipline is one of these, whatever the case (the course finder's and the matches' filter). */
export const disciplineIn = (column: SQL, names: string[]): SQL =>
  sql`lower(${column}) in (${sql.join(
    names.map((n) => sql`${n.toLowerCase()}`),
    sql`, `,
  )})`;
type ProviderQuery = z.infer<typeof providerListQuery>;

/** Reads of the catalogue as partners (and the public course finder) see it: active providers and courses only. */
export function createCatalogueQueries(db: Db, courseCounts: CountCache) {
  const courseQuery = () =>
    db
      .select(courseColumns)
      .from(courses)
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .innerJoin(countries, eq(countries.id, educationProviders.country_id))
      .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id));

  return {
    /** The course finder's page and its total (the total from the shared count cache). */
    async courses(q: CourseQuery) {
      // Every filter reads the course's own row (the provider's standing and country asked of the providers by id),
      // so the page's ids walk one index however deep the page: an offset over courses joined to their providers
      // took 41 ms at page 1,500 (issue 34). Inactive providers are few (usually none).
      const f: SQL[] = [
        eq(courses.is_active, true),
        sql`${courses.provider_id} <> all(array(select p.id from ${educationProviders} p where not p.is_active))`,
      ];
      if (q.search) f.push(courseSearch(q.search));
      if (q.country)
        f.push(
          sql`${courses.provider_id} = any(array(select p.id from ${educationProviders} p where p.country_id = ${q.country}))`,
        );
      if (q.study_level) f.push(eq(courses.study_level_id, q.study_level));
      if (q.provider) f.push(eq(courses.provider_id, q.provider));
      if (q.intake_month) f.push(sql`${courses.intake_months} @> array[${q.intake_month}]::smallint[]`);
      if (q.discipline?.length) f.push(disciplineIn(sql`${courses.discipline}`, q.discipline));
      if (q.tuition_min !== undefined) f.push(gte(courses.tuition_fee, String(q.tuition_min)));
      if (q.tuition_max !== undefined) f.push(lte(courses.tuition_fee, String(q.tuition_max)));
      const where = and(...f);
      const order = COURSE_ORDER[q.ordering] ?? [];
      const { page: _page, page_size: _size, ordering: _order, ...filters } = q;
      const pageIds = db
        .select({ id: courses.id })
        .from(courses)
        .where(where)
        .orderBy(...order)
        .limit(q.page_size)
        .offset(offsetOf(q));
      const [rows, total] = await Promise.all([
        db
          .select(coursePageColumns)
          .from(courses)
          .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
          .where(inArray(courses.id, pageIds))
          .orderBy(...order),
        courseCounts.get(JSON.stringify(filters), async () => {
          const [r] = await db.select({ n: count() }).from(courses).where(where);
          return r?.n ?? 0;
        }),
      ]);
      const named = await namesFor(db, (n) => {
        const out: CourseRow[] = [];
        for (const r of rows) {
          const country_name = n.countries.get(r.country_id);
          const level_name = n.levels.get(r.c.study_level_id);
          if (country_name === undefined || level_name === undefined) return null;
          out.push({ ...r, country_name, level_name });
        }
        return out;
      });
      return { items: named.map(toCourse), count: total };
    },

    /** The disciplines of active courses at active providers, each once (spelt as most courses spell it). */
    async disciplines(): Promise<string[]> {
      const r = (await db.execute(sql`
        select min(${courses.discipline}) as name from ${courses}
        join ${educationProviders} on ${educationProviders.id} = ${courses.provider_id}
        where ${courses.is_active} and ${educationProviders.is_active} and trim(${courses.discipline}) <> ''
        group by lower(trim(${courses.discipline})) order by lower(trim(${courses.discipline}))`)) as unknown as {
        rows: { name: string }[];
      };
      return r.rows.map((x) => x.name.trim());
    },

    async course(id: number) {
      const [r] = await courseQuery().where(and(eq(courses.id, id), eq(courses.is_active, true)));
      if (!r) throw notFound("Course not found.");
      const [req] = await db
        .select({ r: courseRequirements, min_level_rank: studyLevels.sort_order, min_level_name: studyLevels.name })
        .from(courseRequirements)
        .leftJoin(studyLevels, eq(studyLevels.id, courseRequirements.min_prior_level_id))
        .where(eq(courseRequirements.course_id, id));
      // The intakes an application can choose: active ones in the course's start months, not yet started.
      const open = r.c.intake_months.length
        ? await db
            .select({
              id: intakes.id,
              name: intakes.name,
              month: intakes.month,
              year: years.year,
              closes_on: sql<string | null>`${courseDeadlines.closes_on}::text`,
            })
            .from(intakes)
            .innerJoin(years, eq(years.id, intakes.year_id))
            // Issue 36: the day each intake's applications close, when the catalogue states one.
            .leftJoin(
              courseDeadlines,
              and(eq(courseDeadlines.intake_id, intakes.id), eq(courseDeadlines.course_id, id)),
            )
            .where(
              and(
                inArray(intakes.month, r.c.intake_months),
                eq(intakes.is_active, true),
                eq(years.is_active, true),
                // Not started yet (the current month still counts), as application create requires.
                sql`${years.year} * 12 + ${intakes.month} >= ${new Date().getUTCFullYear() * 12 + new Date().getUTCMonth() + 1}`,
              ),
            )
            .orderBy(years.year, intakes.month)
        : [];
      const entry = req
        ? requirementSentences(
            requirementsOf({ ...req.r, min_level_rank: req.min_level_rank, min_level_name: req.min_level_name }),
          )
        : [];
      return {
        ...toCourse(r),
        requirements: r.c.requirements,
        entry_requirements: entry,
        city: r.city,
        intakes: open,
      };
    },

    async providers(q: ProviderQuery) {
      const f: SQL[] = [eq(educationProviders.is_active, true)];
      if (q.search) f.push(sql`lower(${educationProviders.name}) like ${containsPattern(q.search)}`);
      if (q.country) f.push(eq(educationProviders.country_id, q.country));
      if (q.type) f.push(eq(educationProviders.type, q.type));
      const where = and(...f);
      const [rows, [total]] = await Promise.all([
        db
          .select(providerColumns)
          .from(educationProviders)
          .innerJoin(countries, eq(countries.id, educationProviders.country_id))
          .where(where)
          .orderBy(
            q.ordering === "-name" ? desc(educationProviders.name) : asc(educationProviders.name),
            asc(educationProviders.id),
          )
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(educationProviders).where(where),
      ]);
      return { items: rows.map(toProvider), count: total?.n ?? 0 };
    },

    async provider(id: number) {
      const [r] = await db
        .select(providerColumns)
        .from(educationProviders)
        .innerJoin(countries, eq(countries.id, educationProviders.country_id))
        .where(and(eq(educationProviders.id, id), eq(educationProviders.is_active, true)));
      if (!r) throw notFound("Education provider not found.");
      return {
        ...toProvider(r),
        description: r.p.description,
        contact_name: r.p.contact_name,
        contact_email: r.p.contact_email,
        contact_phone: r.p.contact_phone,
      };
    },
  };
}
export type CatalogueQueries = ReturnType<typeof createCatalogueQueries>;
