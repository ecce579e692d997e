import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reportJobs } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import type { PartnerContext } from "../../plugins/partner-context";

/** Reads of background exports: each caller sees only its own jobs, within its partner. */
export function createReportQueries(db: Db) {
  const mine = (ctx: PartnerContext) =>
    and(eq(reportJobs.partner_id, ctx.partnerId), eq(reportJobs.user_id, ctx.userId));

  return {
    /** One of the caller's jobs, or 404 (another user's job looks exactly like a missing one). */
    async ownJob(ctx: PartnerContext, id: number) {
      const [j] = await db
        .select()
        .from(reportJobs)
        .where(and(eq(reportJobs.id, id), mine(ctx)));
      if (!j) throw notFound("Export not found.");
      return j;
    },

    /** The caller's jobs, newest first, a page at a time. */
    async jobs(ctx: PartnerContext, q: { page: number; page_size: number }) {
      const where = mine(ctx);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reportJobs)
          .where(where)
          .orderBy(desc(reportJobs.created_at), desc(reportJobs.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(reportJobs).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
export type ReportQueries = ReturnType<typeof createReportQueries>;
