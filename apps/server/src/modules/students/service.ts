import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, students } from "../../db/schema/index";
import { conflict, type FieldErrors, invalid } from "../../lib/errors";
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

/** The rules and writes of a partner's students: each one unit of work (the route runs it in one). */
export function createStudentService(
  db: Db,
  versions: DataVersions,
  queries: StudentQueries = createStudentQueries(db),
) {
  const { ownRow, detail } = queries;

  /**
   * References must exist and fit together: state in its country, level offered at the destination. Checked
   * against the reference data in memory (modules/masters/reference-names), read again once when an id is unknown
   * (a row added since); the foreign keys stay the last word.
   */
  async function checkReferences(v: Input): Promise<ReferenceNames> {
    const ids = [v.nationality_id, v.country_id, v.study_country_id, ...(v.preferred_country_ids ?? [])].filter(
      (x): x is number => typeof x === "number",
    );
    const known = (n: ReferenceNames) =>
      ids.every((id) => n.countries.has(id)) &&
      (typeof v.state_id !== "number" || n.states.has(v.state_id)) &&
      (typeof v.completed_level_id !== "number" || n.levels.has(v.completed_level_id));
    const first = await referenceNames(db);
    const n = known(first) ? first : await referenceNames(db, true);
    const errors: FieldErrors = {};
    if (v.nationality_id && !n.countries.has(v.nationality_id))
      errors.nationality_id = ["Choose a nationality from the list."];
    if (v.country_id && !n.countries.has(v.country_id)) errors.country_id = ["Choose a country from the list."];
    if (v.study_country_id) {
      if (!n.countries.has(v.study_country_id)) errors.study_country_id = ["Choose a study destination from the list."];
      else if (!n.destinations.has(v.study_country_id))
        errors.study_country_id = ["This country is not one of our study destinations."];
    }
    if (v.state_id) {
      const st = n.states.get(v.state_id);
      if (!st) errors.state_id = ["Choose a state from the list."];
      else if (v.country_id && st.country_id !== v.country_id)
        errors.state_id = ["This state is not in the chosen country."];
    }
    if (v.study_level_id && v.study_country_id && !errors.study_country_id) {
      if (!n.levelsAt.has(`${v.study_country_id}:${v.study_level_id}`))
        errors.study_level_id = ["This study level is not offered at the chosen destination."];
    }
    if (v.completed_level_id && !n.levels.has(v.completed_level_id))
      errors.completed_level_id = ["Choose a study level from the list."];
    if (v.preferred_country_ids?.some((id) => !n.destinations.has(id)))
      errors.preferred_country_ids = ["Choose destinations from the list of study destinations."];
    if (v.preferred_disciplines?.length) {
      const { known, unknown } = await catalogueDisciplines(v.preferred_disciplines);
      if (unknown.length)
        errors.preferred_disciplines = [
          `Choose disciplines from the course catalogue's list; no course is in ${unknown.join(", ")}.`,
        ];
      else v.preferred_disciplines = known;
    }
    if (Object.keys(errors).length) throw invalid(errors);
    return n;
  }

  /**
   * Preferred disciplines are the catalogue's (issue 35: a free-text "Account" matched no course, and every course then
   * scored alike): each one, in any case, is a discipline some course has; kept in the catalogue's spelling.
   */
  async function catalogueDisciplines(wanted: string[]) {
    const r = (await db.execute(sql`
      select w.name as wanted, (select min(trim(c.discipline)) from courses c
                                where lower(trim(c.discipline)) = lower(trim(w.name))) as known
      from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as w(name)`)) as unknown as {
      rows: { wanted: string; known: string | null }[];
    };
    return {
      known: [...new Set(r.rows.map((x) => x.known).filter((x): x is string => x !== null))],
      unknown: r.rows.filter((x) => x.known === null).map((x) => x.wanted),
    };
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

  const values = (v: Input) => ({
    ...v,
    english_overall:
      v.english_overall === undefined ? undefined : v.english_overall === null ? null : String(v.english_overall),
    english_bands:
      v.english_bands === undefined ? undefined : (v.english_bands as typeof students.$inferInsert.english_bands),
    budget_amount:
      v.budget_amount === undefined ? undefined : v.budget_amount === null ? null : String(v.budget_amount),
  });

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
