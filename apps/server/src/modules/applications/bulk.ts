import type { applicationFiltersQuery } from "@pp/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { applications, courses, educationProviders, students } from "../../db/schema/index";
import { createBulk } from "../counselling/bulk";
import { applicationFilters } from "./filters";

type Filters = z.output<typeof applicationFiltersQuery>;

/**
 * Bulk actions on the applications list (issue 20). No webhook event: one application's counsellor or tags change
 * sends none either (the events are about an application's progress).
 */
export function createApplicationBulk(db: Db) {
  // The list's filters read the student, course and provider (search, provider, destination, level).
  const joined = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(applications)
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(courses, eq(courses.id, applications.course_id))
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id));
  return createBulk<Filters>(db, {
    // The same five columns on both tables (id, partner_id, counsellor_id, tags, updated_at).
    table: applications as unknown as Parameters<typeof createBulk>[1]["table"],
    entity: "application",
    sentences: {
      notFound: (missing, selected) =>
        `Some of the selected applications were not found (${missing} of ${selected}); nothing was changed.`,
      tooMany: (count, max) =>
        `The filter matches ${count} applications; a bulk action takes at most ${max}. Narrow the filter and try again.`,
      tagsFull: (full, selected) =>
        `Some of the selected applications already have 20 tags, the most a record holds (${full} of ${selected}); remove a tag from them first. Nothing was changed.`,
    },
    async matching(partnerId, filters, limit) {
      const rows = (await joined({ id: applications.id })
        .where(and(...applicationFilters(partnerId, filters)))
        .orderBy(asc(applications.id))
        .limit(limit)) as { id: number }[];
      return rows.map((r) => r.id);
    },
    async count(partnerId, filters) {
      const [r] = (await joined({ n: count() }).where(and(...applicationFilters(partnerId, filters)))) as {
        n: number;
      }[];
      return r?.n ?? 0;
    },
  });
}
