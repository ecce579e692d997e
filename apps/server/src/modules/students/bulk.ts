import type { studentFiltersQuery } from "@pp/shared";
import { and, asc, count } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { students } from "../../db/schema/index";
import { createBulk } from "../counselling/bulk";
import type { NotificationService } from "../notifications/service";
import { type StudentQueries, studentFilters } from "./queries";

type Filters = z.output<typeof studentFiltersQuery>;

/**
 * Bulk actions on the students list (issue 20): each changed student sends `student.updated`, as one student's
 * edit does (the details are read in one query, and only when an endpoint listens).
 */
export function createStudentBulk(db: Db, queries: StudentQueries, notifications: NotificationService) {
  return createBulk<Filters>(db, {
    table: students,
    entity: "student",
    sentences: {
      notFound: (missing, selected) =>
        `Some of the selected students were not found (${missing} of ${selected}); nothing was changed.`,
      tooMany: (count, max) =>
        `The filter matches ${count} students; a bulk action takes at most ${max}. Narrow the filter and try again.`,
      tagsFull: (full, selected) =>
        `Some of the selected students already have 20 tags, the most a record holds (${full} of ${selected}); remove a tag from them first. Nothing was changed.`,
    },
    async matching(partnerId, filters, limit) {
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(and(...studentFilters(partnerId, filters)))
        .orderBy(asc(students.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async count(partnerId, filters) {
      const [r] = await db
        .select({ n: count() })
        .from(students)
        .where(and(...studentFilters(partnerId, filters)));
      return r?.n ?? 0;
    },
    async changed(ctx, ids) {
      await notifications.eventEach(ctx.partnerId, "student.updated", async () =>
        (await queries.details(ctx, ids)).map((student) => ({ student })),
      );
    },
  });
}
