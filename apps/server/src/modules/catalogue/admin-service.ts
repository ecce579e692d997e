import type { AuditAction, AuditEntity, courseBody, providerBody } from "@pp/shared";
import { and, eq, sql } from "drizzle-orm";
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
} from "../../db/schema/index";
import type { CountCache } from "../../lib/count-cache";
import { AppError, conflict, invalid } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/sql";
import { recordAudit } from "../audit/service";
import { checkDeadlines, saveDeadlines } from "../deadlines/rules";
import { type AdminCatalogueQueries, createAdminCatalogueQueries } from "./admin-queries";
import { checkRows } from "./course-import";
import { checkRequirements, requirementRow, saveRequirements } from "./requirements";

type ProviderValues = z.infer<typeof providerBody>;
type CourseValues = z.infer<typeof courseBody>;
/** Who made a change, for its audit entry. */
export type Actor = { userId: number | null; ip: string };

const PROVIDER_DUP = "A provider with this name already exists in this country.";
const COURSE_DUP = "This provider already has a course with this name and level.";
const money = (v: number | undefined) => (v === undefined ? undefined : v.toFixed(2));

/** The unique indexes decide duplicates; a clash answers 409 on the field it names. */
const unique = async <T>(message: string, field: string, run: () => Promise<T>) => {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message, { [field]: [message] });
    throw err;
  }
};

/**
 * The Superadmin's catalogue writes: each one unit of work (the route runs it in one). Every write clears the
 * course finder's cached totals.
 */
export function createAdminCatalogueService(
  db: Db,
  courseCounts: CountCache,
  queries: AdminCatalogueQueries = createAdminCatalogueQueries(db),
) {
  const changed = () => courseCounts.clear();
  const audit = (who: Actor, action: AuditAction, entity: AuditEntity, id: number, details: object) =>
    recordAudit(db, { actor_user_id: who.userId, action, entity, entity_id: String(id), details, ip: who.ip });

  const providerCheck = async (v: { country_id?: number }) => {
    if (v.country_id === undefined) return;
    const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, v.country_id));
    if (!c) throw invalid({ country_id: ["Choose a country from the list."] });
  };
  const courseCheck = async (v: { provider_id?: number; study_level_id?: number }) => {
    const e: Record<string, string[]> = {};
    if (v.provider_id !== undefined) {
      const [p] = await db
        .select({ id: educationProviders.id })
        .from(educationProviders)
        .where(eq(educationProviders.id, v.provider_id));
      if (!p) e.provider_id = ["Choose a provider from the list."];
    }
    if (v.study_level_id !== undefined) {
      const [l] = await db.select({ id: studyLevels.id }).from(studyLevels).where(eq(studyLevels.id, v.study_level_id));
      if (!l) e.study_level_id = ["Choose a study level from the list."];
    }
    if (Object.keys(e).length) throw invalid(e);
  };

  return {
    async createProvider(v: ProviderValues, who: Actor) {
      await providerCheck(v);
      const [row] = await unique(PROVIDER_DUP, "name", () =>
        db.insert(educationProviders).values(v).returning({ id: educationProviders.id }),
      );
      await changed();
      const after = await queries.provider(row!.id);
      await audit(who, "catalogue.provider.create", "provider", row!.id, { after });
      return after;
    },

    async updateProvider(id: number, v: Partial<ProviderValues>, who: Actor) {
      const before = await queries.provider(id);
      await providerCheck(v);
      await unique(PROVIDER_DUP, "name", () =>
        db
          .update(educationProviders)
          .set({ ...v, updated_at: new Date() })
          .where(eq(educationProviders.id, id)),
      );
      await changed();
      const after = await queries.provider(id);
      await audit(who, "catalogue.provider.update", "provider", id, { before, after });
      return after;
    },

    async createCourse(input: CourseValues, who: Actor) {
      const { entry_requirements, application_deadlines, ...v } = input;
      await courseCheck(v);
      await checkRequirements(db, entry_requirements);
      const late = await checkDeadlines(db, v.intake_months, application_deadlines);
      if (Object.keys(late).length) throw invalid(late);
      const values = { ...v, tuition_fee: money(v.tuition_fee)!, application_fee: money(v.application_fee) };
      const [row] = await unique(COURSE_DUP, "name", () =>
        db.insert(courses).values(values).returning({ id: courses.id }),
      );
      await saveRequirements(db, row!.id, entry_requirements);
      await saveDeadlines(db, row!.id, application_deadlines);
      await changed();
      const after = await queries.course(row!.id);
      await audit(who, "catalogue.course.create", "course", row!.id, { after });
      return after;
    },

    async updateCourse(id: number, v: Partial<CourseValues>, who: Actor) {
      const before = await queries.course(id);
      await courseCheck(v);
      const { tuition_fee, application_fee, entry_requirements, application_deadlines, ...rest } = v;
      await checkRequirements(db, entry_requirements);
      // Deadlines are checked against the months the course will have after this change.
      const months = rest.intake_months ?? ((before as Record<string, unknown>).intake_months as number[]);
      const late = await checkDeadlines(db, months, application_deadlines);
      if (Object.keys(late).length) throw invalid(late);
      await unique(COURSE_DUP, "name", () =>
        db
          .update(courses)
          .set({
            ...rest,
            tuition_fee: money(tuition_fee),
            application_fee: money(application_fee),
            updated_at: new Date(),
          })
          .where(eq(courses.id, id)),
      );
      await saveRequirements(db, id, entry_requirements);
      // A month the course no longer starts in takes its intakes' deadlines with it.
      if (rest.intake_months)
        await db
          .delete(courseDeadlines)
          .where(
            and(
              eq(courseDeadlines.course_id, id),
              sql`${courseDeadlines.intake_id} in (select i.id from ${intakes} i where not (i.month = any(${`{${rest.intake_months.join(",")}}`}::smallint[])))`,
            ),
          );
      await saveDeadlines(db, id, application_deadlines);
      await changed();
      const after = await queries.course(id);
      await audit(who, "catalogue.course.update", "course", id, { before, after });
      return after;
    },

    /** Previews the file's rows; with `commit`, imports all of them or none (any row with errors refuses all). */
    async importCourses(records: Record<string, string>[], commit: boolean, fileName: string, who: Actor) {
      const { rows, valid } = await checkRows(db, records);
      const invalidCount = rows.length - valid.length;
      const preview = { rows, valid: valid.length, invalid: invalidCount, committed: false, created: 0 };
      if (!commit) return preview;
      if (invalidCount > 0) {
        const bad = rows.filter((r) => Object.keys(r.errors).length);
        throw new AppError(
          400,
          `Nothing was imported: ${invalidCount === 1 ? "1 row has errors" : `${invalidCount} rows have errors`}.`,
          Object.fromEntries(
            bad.map((r) => [`line ${r.line}`, Object.entries(r.errors).map(([f, m]) => `${f}: ${m.join(" ")}`)]),
          ),
        );
      }
      const created = await unique(COURSE_DUP, "file", () =>
        db.transaction(async (tx) => {
          let n = 0;
          for (let i = 0; i < valid.length; i += 500) {
            const batch = valid.slice(i, i + 500);
            const ids = await tx
              .insert(courses)
              .values(batch.map(({ entry_requirements: _r, deadlines: _d, ...course }) => course))
              .returning({
                id: courses.id,
                provider_id: courses.provider_id,
                name: courses.name,
                level: courses.study_level_id,
              });
            // Each course gets its own requirements, matched by its unique provider, name and level.
            const key = (p: number, name: string, level: number) => `${p}|${name}|${level}`;
            const wanted = new Map(
              batch.map((c) => [key(c.provider_id, c.name, c.study_level_id), c.entry_requirements]),
            );
            const stated = ids.flatMap((row) => {
              const r = wanted.get(key(row.provider_id, row.name, row.level));
              return r ? [{ course_id: row.id, ...requirementRow(r) }] : [];
            });
            if (stated.length) await tx.insert(courseRequirements).values(stated);
            // And its application deadlines (issue 36), matched the same way.
            const dated = new Map(batch.map((c) => [key(c.provider_id, c.name, c.study_level_id), c.deadlines]));
            const closing = ids.flatMap((row) =>
              (dated.get(key(row.provider_id, row.name, row.level)) ?? []).map((d) => ({ course_id: row.id, ...d })),
            );
            if (closing.length) await tx.insert(courseDeadlines).values(closing);
            n += ids.length;
          }
          return n;
        }),
      );
      await changed();
      // An import is about many courses, none in particular: no record number (it read "course #0", issue 35).
      await recordAudit(db, {
        actor_user_id: who.userId,
        action: "catalogue.course.import",
        entity: "course",
        entity_id: null,
        details: { file: fileName, created },
        ip: who.ip,
      });
      return { ...preview, committed: true, created };
    },
  };
}
