import { and, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reportJobs } from "../../db/schema/index";
import type { FileStorage } from "../../lib/storage";

export const EXPORT_KEEP_DAYS = 7;
/** Longer than every attempt of an export together (three attempts of at most JOB_EXPIRE_SECONDS, with backoff). */
export const EXPORT_GIVE_UP_HOURS = 3;

/**
 * Part of the `sweeps` job: an export still queued or running hours after it was asked for has no attempt left
 * (its instances died, or each attempt passed the queue's expiry), so it is marked failed with a sentence instead
 * of showing progress forever. Safe to run twice: the statement only touches rows still unfinished.
 */
export async function failAbandonedExports(db: Db) {
  const rows = await db
    .update(reportJobs)
    .set({
      status: "failed",
      error: "The export stopped before it finished. Please run it again.",
      finished_at: new Date(),
    })
    .where(
      and(
        inArray(reportJobs.status, ["queued", "running"]),
        lt(reportJobs.created_at, sql`clock_timestamp() - make_interval(hours => ${EXPORT_GIVE_UP_HOURS})`),
      ),
    )
    .returning({ id: reportJobs.id });
  return rows.length;
}

/**
 * Part of the `sweeps` job: export files finished more than 7 days ago are removed and their rows' storage cleared
 * (the row stays in "Your exports" as history). Inside a unit of work each file goes once the unit commits; rows
 * another run holds are skipped, and removing a removed file is harmless.
 */
export async function sweepOldExports(db: Db, storage: FileStorage) {
  const old = await db
    .select({ id: reportJobs.id, key: reportJobs.storage_key })
    .from(reportJobs)
    .where(
      and(
        isNotNull(reportJobs.storage_key),
        lt(reportJobs.finished_at, sql`clock_timestamp() - make_interval(days => ${EXPORT_KEEP_DAYS})`),
      ),
    )
    .for("update", { skipLocked: true });
  if (old.length === 0) return 0;
  await db
    .update(reportJobs)
    .set({ storage_key: null, size_bytes: null })
    .where(
      inArray(
        reportJobs.id,
        old.map((r) => r.id),
      ),
    );
  for (const r of old) if (r.key) await storage.remove(r.key);
  return old.length;
}
