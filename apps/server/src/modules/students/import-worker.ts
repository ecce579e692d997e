import { STUDENT_IMPORT_PROBLEMS_KEPT, type StudentImportJob, type StudentImportRow } from "@pp/shared";
import { isLanguageCode, type LanguageCode } from "@pp/shared/languages";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { studentImportJobs, users } from "../../db/schema/index";
import type { UnitOfWork } from "../../db/unit-of-work";
import { AppError } from "../../lib/errors";
import type { LiveBus } from "../../lib/live-bus";
import { phrase, translateMessage } from "../../lib/messages";
import type { DataVersions } from "../fast-path/data-versions";
import type { NotificationService } from "../notifications/service";
import type { WebhookEmitter } from "../webhooks/emitter";
import { type Checked, checkRows } from "./import-check";
import { FileRefused, type ImportFile, readImportFile } from "./import-file";
import { IMPORT_FAILED, IMPORT_PROGRESS_EVENT, importJobView, type ViewRow, viewColumns } from "./import-jobs";
import { IMPORT_CLASHED, presentRows, resultFile, writeStudents } from "./import-service";

/** Thrown when a later run of the same job has taken it over: this one stops and leaves the row alone. */
class Superseded extends Error {}

export interface ImportWorkerDeps {
  db: Db;
  uow: UnitOfWork;
  live: LiveBus;
  versions: DataVersions;
  webhooks: WebhookEmitter;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}

const IMPORT_LINK = "/partner/student/import";

/**
 * Runs one import (the `students.import` job): reads the file kept in its row, checks every row (saving and telling
 * the owner's pages the count every 500 rows), then, if asked to and every row is good, writes all the students in
 * one unit of work, which also marks the row done and stores the result file: a crash before its commit leaves
 * nothing written and the queue runs the job again from the start; after it, the job is done and a second run
 * finds nothing to do. A file that cannot be read fails at once, without a retry.
 */
export async function runImportJob(
  deps: ImportWorkerDeps,
  id: number,
  opts: { afterCheck?: () => Promise<void> } = {},
) {
  const { db, uow, live, log } = deps;
  const startedAt = new Date();
  const [job] = await db
    .update(studentImportJobs)
    .set({ status: "checking", started_at: startedAt, rows_checked: 0, rows_imported: 0, error: null })
    .where(
      and(
        eq(studentImportJobs.id, id),
        inArray(studentImportJobs.status, ["queued", "checking", "importing", "failed"]),
        isNotNull(studentImportJobs.upload),
      ),
    )
    .returning();
  if (!job?.upload) return; // done, or failed for good
  const held = and(eq(studentImportJobs.id, id), eq(studentImportJobs.started_at, startedAt));
  const language: LanguageCode = isLanguageCode(job.language) ? job.language : "en";
  const t = (s: string) => translateMessage(s, language);
  const tell = (row: ViewRow, progress: Partial<StudentImportJob> = {}) =>
    row.user_id
      ? live
          .publish([row.user_id], IMPORT_PROGRESS_EVENT, { ...importJobView(row, false), ...progress })
          .catch(() => undefined)
      : undefined;
  const save = async (values: Partial<typeof studentImportJobs.$inferInsert>) => {
    const [row] = await db.update(studentImportJobs).set(values).where(held).returning(viewColumns);
    if (!row) throw new Superseded();
    await tell(row);
    return row;
  };
  /**
   * The person who sent the file hears how it ended in the bell (and live), as for an export: a long file's owner
   * has usually left the page. An import's notice is written in the unit that imports, so it exists only if the
   * students do.
   */
  const announce = async (title: string, body: string) => {
    if (job.user_id) {
      await deps.notifications.notify([job.user_id], { kind: "student.import", title, body, link: IMPORT_LINK });
    }
  };
  /** Fails for good (no retry): `error` is already in the reader's language. */
  const fail = async (error: string) => {
    const failed = await save({ status: "failed", error, upload: null, finished_at: new Date() }).catch(() => null);
    if (failed) await announce(phrase(`Your students file ${job.file_name} could not be imported`), error);
  };

  try {
    let file: ImportFile;
    try {
      file = await readImportFile(job.upload);
    } catch (err) {
      if (!(err instanceof FileRefused)) throw err;
      await fail(err.say(t));
      return;
    }
    await save({ total_rows: file.rows.length });
    const checked = await checkRows(db, job.partner_id, file, async (n) => {
      await save({ rows_checked: n });
    });
    await opts.afterCheck?.();
    const counts = { valid_rows: checked.valid, invalid_rows: checked.invalid, rows_checked: file.rows.length };
    const problems = problemsOf(checked, language);

    if (!job.commit || checked.invalid > 0) {
      const result = await resultFile(file, checked, job.commit ? "refused" : "checked", [], language);
      await save({ ...counts, status: "done", problems, result, upload: null, finished_at: new Date() });
      await announce(
        phrase(`Your students file ${job.file_name} is checked`),
        checked.invalid > 0
          ? `${checked.invalid} of ${file.rows.length} rows have errors; nothing was imported.`
          : `All ${checked.valid} rows are ready to import.`,
      );
      return;
    }

    const importing = await save({ ...counts, status: "importing", problems: [] });
    const [person] = job.user_id
      ? await db.select({ name: users.name }).from(users).where(eq(users.id, job.user_id))
      : [];
    try {
      const done = await uow.run(async () => {
        const ids = await writeStudents(
          deps,
          { partnerId: job.partner_id, userId: job.user_id, name: person?.name ?? null },
          checked,
          {
            fileName: job.file_name,
            ip: job.ip,
            // The unit's own writes are seen only at its commit: its progress goes to the pages at once, outside it.
            onProgress: async (n) => {
              await uow.detached(() => tell(importing, { rows_imported: n }));
            },
          },
        );
        await deps.versions.bump(job.partner_id, true);
        const result = await resultFile(file, checked, "imported", ids, language);
        const [row] = await db
          .update(studentImportJobs)
          .set({
            status: "done",
            committed: true,
            created: ids.length,
            rows_imported: ids.length,
            result,
            upload: null,
            finished_at: new Date(),
          })
          .where(held)
          .returning(viewColumns);
        if (!row) throw new Superseded();
        await announce(phrase(`Your students file ${job.file_name} is imported`), `${ids.length} students were added.`);
        return row;
      });
      await tell(done);
    } catch (err) {
      if (err instanceof AppError && err.message === IMPORT_CLASHED) {
        await fail(t(IMPORT_CLASHED));
        return;
      }
      throw err;
    }
  } catch (err) {
    if (err instanceof Superseded) {
      log.warn({ job: id }, "student import taken over by a later run; this one stops");
      return;
    }
    log.error({ err, job: id }, "student import failed");
    // The file stays for the queue's retry; the row says what happened meanwhile.
    await db
      .update(studentImportJobs)
      .set({ status: "failed", error: t(IMPORT_FAILED), finished_at: new Date() })
      .where(held)
      .returning(viewColumns)
      .then(([row]) => (row ? tell(row) : undefined))
      .catch(() => undefined);
    throw err;
  }
}

/** The first rows with errors, for the screen (the result file has every row). */
function problemsOf(checked: Checked, language: LanguageCode): Omit<StudentImportRow, "values">[] {
  return presentRows(checked, language)
    .filter((r) => Object.keys(r.errors).length)
    .slice(0, STUDENT_IMPORT_PROBLEMS_KEPT)
    .map(({ values: _v, ...r }) => r);
}
