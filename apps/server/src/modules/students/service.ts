import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, students } from "../../db/schema/index";
import { conflict, invalid } from "../../lib/errors";
import { UNIQUE_CLASH, unlessUnique } from "../../lib/sql";
import type { PartnerContext } from "../../plugins/partner-context";
import { sameVersion, stale } from "../../plugins/versions";
import { recordAudit } from "../audit/service";
import { checkCounsellor } from "../counselling/counsellors";
import type { DataVersions } from "../fast-path/data-versions";
import { type ReferenceNames, referenceNames } from "../masters/reference-names";
import { insertedDetail } from "./answers";
import { insertStudent } from "./create";
import { createStudentQueries, type Input, type StudentQueries } from "./queries";
import {
  catalogueDisciplines,
  referenceProblems,
  referencesKnown,
  studentRowValues,
  unknownDisciplines,
} from "./rules";

/** The rules and writes of a partner's students: each one unit of work (the route runs it in one). */
export function createStudentService(
  db: Db,
  versions: DataVersions,
  queries: StudentQueries = createStudentQueries(db),
) {
  const { ownRow, detail } = queries;

  /**
   * References must exist and fit together (referenceProblems), checked against the reference data in memory
   * (modules/masters/reference-names), read again once when an id is unknown (a row added since); the foreign keys
   * stay the last word.
   */
  async function checkReferences(v: Input): Promise<ReferenceNames> {
    const first = await referenceNames(db);
    const n = referencesKnown(v, first) ? first : await referenceNames(db, true);
    const errors = referenceProblems(v, n);
    if (v.preferred_disciplines?.length) {
      const { known, unknown } = await catalogueDisciplines(db, v.preferred_disciplines);
      if (unknown.length) errors.preferred_disciplines = [unknownDisciplines(unknown)];
      else v.preferred_disciplines = known;
    }
    if (Object.keys(errors).length) throw invalid(errors);
    return n;
  }

  /** Same e-mail or passport twice within a partner is a conflict that names the existing student. */
  async function checkDuplicates(ctx: PartnerContext, v: Input, exceptId?: number) {
    const checks: [string, SQL][] = [];
    if (v.email) checks.push(["email", sql`lower(${students.email}) = ${v.email.toLowerCase()}`]);
    if (v.passport_number)
      checks.push(["passport_number", sql`upper(${students.passport_number}) = ${v.passport_number.toUpperCase()}`]);
    for (const [field, cond] of checks) {
      const [dup] = await db
        .select({ id: students.id, first_name: students.first_name, last_name: students.last_name })
        .from(students)
        .where(
          and(eq(students.partner_id, ctx.partnerId), cond, exceptId ? sql`${students.id} <> ${exceptId}` : undefined),
        );
      if (dup) {
        const what = field === "email" ? "e-mail" : "passport number";
        const message = `${dup.first_name} ${dup.last_name} already has this ${what}.`;
        throw conflict(message, { [field]: [message] }, { existing_id: dup.id });
      }
    }
  }

  const values = studentRowValues;

  return {
    /**
     * The unique indexes decide duplicates (one e-mail, one passport per partner), so two submits racing each
     * other cannot both pass: the insert skips a clashing row, and only then is the existing student looked up
     * to name it in the 409.
     */
    /** `oneStatement`: the route runs as a one-statement unit (db/unit-of-work.ts), so the add is its one write. */
    async create(ctx: PartnerContext, v: Input, ip: string, oneStatement = false) {
      const names = await checkReferences(v);
      const counsellor = v.counsellor_id ? await checkCounsellor(db, ctx.partnerId, v.counsellor_id) : null;
      // One statement: the student, its audit entry, the partner's version move and the listening endpoints.
      const added = await insertStudent(db, versions, {
        partnerId: ctx.partnerId,
        userId: ctx.userId,
        values: { ...(values(v) as typeof students.$inferInsert), partner_id: ctx.partnerId, created_by: ctx.userId },
        details: { after: v },
        ip,
        event: "student.created",
        oneStatement,
      });
      if (!added) {
        await checkDuplicates(ctx, v);
        throw conflict("This student already exists.");
      }
      const { row, move, hookIds } = added;
      return { detail: insertedDetail(row, names, ctx.name ?? null, counsellor?.name ?? null), move, hookIds };
    },

    async update(ctx: PartnerContext, id: number, v: Input, ip: string, expected: Date | null = null) {
      const before = await ownRow(ctx, id);
      if (before.erased_at) throw conflict("This student's personal data was erased; add a new student instead.");
      if (!sameVersion(before.updated_at, expected)) throw stale("student");
      const merged = {
        country_id: v.country_id === undefined ? before.country_id : v.country_id,
        study_country_id: v.study_country_id === undefined ? before.study_country_id : v.study_country_id,
      };
      await checkReferences({
        ...v,
        country_id: merged.country_id,
        study_country_id: merged.study_country_id ?? undefined,
        study_level_id:
          v.study_level_id ?? (v.study_country_id !== undefined ? (before.study_level_id ?? undefined) : undefined),
      });
      // A counsellor is checked only when it changes: one who was disabled since stays until someone changes it.
      if (v.counsellor_id && v.counsellor_id !== before.counsellor_id)
        await checkCounsellor(db, ctx.partnerId, v.counsellor_id);
      // In a savepoint: a clash with another student's e-mail or passport undoes only this statement, and the
      // unit can still look up whom it clashed with.
      // With If-Match, only the version the caller saw is changed: of two edits racing, the later one gets 412.
      const clashed = await unlessUnique<Db, { id: number }[]>(db, (tx) =>
        tx
          .update(students)
          .set({ ...(values(v) as Partial<typeof students.$inferInsert>), updated_at: new Date() })
          .where(
            and(
              eq(students.id, id),
              eq(students.partner_id, ctx.partnerId),
              expected
                ? sql`date_trunc('milliseconds', ${students.updated_at}) = ${expected.toISOString()}`
                : undefined,
            ),
          )
          .returning({ id: students.id }),
      );
      if (clashed === UNIQUE_CLASH) {
        await checkDuplicates(ctx, v, id);
        throw conflict("Another student already has these details.");
      }
      if (clashed.length === 0) throw stale("student");
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "student.update",
        entity: "student",
        entity_id: String(id),
        details: { before, after: v },
        ip,
      });
      return detail(ctx, id);
    },

    async remove(ctx: PartnerContext, id: number, ip: string) {
      const s = await ownRow(ctx, id);
      const [apps] = await db.select({ n: count() }).from(applications).where(eq(applications.student_id, id));
      if (apps && apps.n > 0) {
        throw conflict(
          `${s.first_name} ${s.last_name} has ${apps.n} application${apps.n === 1 ? "" : "s"}; withdraw or archive the student instead of deleting.`,
        );
      }
      await db.delete(students).where(and(eq(students.id, id), eq(students.partner_id, ctx.partnerId)));
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "student.delete",
        entity: "student",
        entity_id: String(id),
        details: { before: s },
        ip,
      });
    },
  };
}
