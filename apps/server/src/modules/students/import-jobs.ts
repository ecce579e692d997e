import type { StudentImportJob } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import { and, desc, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { studentImportJobs } from "../../db/schema/index";
import { AppError, notFound } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudit } from "../audit/service";
import type { ImportFormat } from "./import-file";

/** The queue's kind for a student import; its data is `{ id }`, the student_import_jobs row. */
export const IMPORT_JOB = "students.import";
/** The live event each step of an import sends to its owner (data: the job without its problems). */
export const IMPORT_PROGRESS_EVENT = "student-import.progress";
/** How long a finished import's row (and its result file) is kept. */
export const IMPORT_KEEP_DAYS = 7;
/** A job still unfinished this long after it was queued died with nobody to retry it. */
export const IMPORT_GIVE_UP_HOURS = 6;
export const IMPORT_FAILED = "The import stopped before it finished; nothing was imported. Please try again.";

type JobRow = typeof studentImportJobs.$inferSelect;
/** What the queue gives a job back: every column but the two files. */
export const viewColumns = (() => {
  const { upload: _u, result: _r, ...rest } = getTableColumns(studentImportJobs);
  return { ...rest, has_result: sql<boolean>`${studentImportJobs.result} is not null`.mapWith(Boolean) };
})();
export type ViewRow = Omit<JobRow, "upload" | "result"> & { has_result: boolean };

export const importJobView = (j: ViewRow, withProblems = true): StudentImportJob => ({
  id: j.id,
  status: j.status as StudentImportJob["status"],
  commit: j.commit,
  file_name: j.file_name,
  total_rows: j.total_rows,
  rows_checked: j.rows_checked,
  rows_imported: j.rows_imported,
  valid: j.valid_rows,
  invalid: j.invalid_rows,
  committed: j.committed,
  created: j.created,
  problems: withProblems ? (j.problems as StudentImportJob["problems"]) : [],
  error: j.error,
  result_url: j.status === "done" && j.has_result ? `/api/partner/students/import/jobs/${j.id}/result/` : null,
  created_at: j.created_at.toISOString(),
  finished_at: j.finished_at ? j.finished_at.toISOString() : null,
});

const mine = (ctx: PartnerContext) =>
  and(eq(studentImportJobs.partner_id, ctx.partnerId), eq(studentImportJobs.user_id, ctx.userId));

export interface ImportQueue {
  send(kind: string, data: Record<string, unknown>, options?: { retryLimit?: number }): Promise<unknown>;
}

/** Background imports (the service): a row holding the file and its `students.import` job, written together. */
export function createImportJobs(deps: { db: Db; queue: ImportQueue }) {
  const { db, queue } = deps;
  return {
    /** Queues a file, in the caller's unit of work: its row (with the file) and its job commit together. */
    async enqueue(
      ctx: PartnerContext,
      v: {
        commit: boolean;
        format: ImportFormat;
        fileName: string;
        data: Buffer;
        total: number;
        language: LanguageCode;
        ip: string | null;
      },
    ) {
      const [job] = await db
        .insert(studentImportJobs)
        .values({
          partner_id: ctx.partnerId,
          user_id: ctx.userId,
          commit: v.commit,
          format: v.format,
          file_name: v.fileName,
          language: v.language,
          ip: v.ip,
          total_rows: v.total,
          upload: v.data,
        })
        .returning(viewColumns);
      await queue.send(IMPORT_JOB, { id: job!.id });
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "student.import_file",
        entity: "student_import",
        entity_id: String(job!.id),
        details: { file_name: v.fileName, rows: v.total, commit: v.commit },
        ip: v.ip,
      });
      return importJobView(job!);
    },

    /** One of the caller's imports (another person's answers 404, as one that does not exist). */
    async ownJob(ctx: PartnerContext, id: number) {
      const [j] = await db
        .select(viewColumns)
        .from(studentImportJobs)
        .where(and(eq(studentImportJobs.id, id), mine(ctx)));
      if (!j) throw notFound("Import not found.");
      return j;
    },

    /** The caller's latest imports, newest first. */
    async latest(ctx: PartnerContext, limit = 10) {
      const rows = await db
        .select(viewColumns)
        .from(studentImportJobs)
        .where(mine(ctx))
        .orderBy(desc(studentImportJobs.created_at), desc(studentImportJobs.id))
        .limit(limit);
      return rows.map((r) => importJobView(r, false));
    },

    /** A finished import's result file. */
    async result(ctx: PartnerContext, id: number) {
      const own = await this.ownJob(ctx, id);
      if (own.status !== "done" || !own.has_result) throw new AppError(409, "This import has no result file yet.");
      const [row] = await db
        .select({ result: studentImportJobs.result, format: studentImportJobs.format })
        .from(studentImportJobs)
        .where(eq(studentImportJobs.id, id));
      if (!row?.result) throw new AppError(410, "This import's result file was removed; import the file again.");
      return {
        data: row.result,
        format: row.format as ImportFormat,
        fileName: resultName(own.file_name, row.format as ImportFormat),
      };
    },
  };
}
export type ImportJobs = ReturnType<typeof createImportJobs>;

/** `students.xlsx` -> `students-result.xlsx`: the extension is the file's real format, whatever the name said. */
export const resultName = (name: string, format: ImportFormat) => `${name.replace(/\.[^.]*$/, "")}-result.${format}`;

/**
 * Part of the `sweeps` job: imports finished more than IMPORT_KEEP_DAYS ago go, with their files, and one that has
 * not finished within IMPORT_GIVE_UP_HOURS is marked failed (its file dropped).
 */
export async function sweepStudentImports(db: Db) {
  const removed = await db
    .delete(studentImportJobs)
    .where(lt(studentImportJobs.created_at, sql`clock_timestamp() - make_interval(days => ${IMPORT_KEEP_DAYS})`))
    .returning({ id: studentImportJobs.id });
  const abandoned = await db
    .update(studentImportJobs)
    .set({ status: "failed", error: IMPORT_FAILED, upload: null, finished_at: new Date() })
    .where(
      and(
        inArray(studentImportJobs.status, ["queued", "checking", "importing"]),
        lt(studentImportJobs.created_at, sql`clock_timestamp() - make_interval(hours => ${IMPORT_GIVE_UP_HOURS})`),
      ),
    )
    .returning({ id: studentImportJobs.id });
  return { removed: removed.length, abandoned: abandoned.length };
}
