import type { AuditAction } from "@pp/shared";
import { SHORTLIST_MAX, type shortlistApplyBody } from "@pp/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { applications, courses, educationProviders, intakes, shortlists } from "../../db/schema/index";
import { conflict, invalid, notFound } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";
import { createApplicationService } from "../applications/service";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { createShortlistQueries, type ShortlistQueries } from "./queries";

/** The shortlist's writes: each one unit of work (the route runs it in one). */
export function createShortlistService(
  db: Db,
  notifications: NotificationService,
  queries: ShortlistQueries = createShortlistQueries(db),
) {
  /** Shortlist changes go to the audit log like every other change (issue 5). */
  const audit = (ctx: PartnerContext, action: AuditAction, courseId: number, ip: string) =>
    recordAudit(db, {
      actor_user_id: ctx.userId,
      partner_id: ctx.partnerId,
      action,
      entity: "course",
      entity_id: String(courseId),
      details: { after: { shortlisted: action === "shortlist.add" } },
      ip,
    });

  return {
    /** Adds an active course to the caller's shortlist; answers the whole shortlist. */
    async add(ctx: PartnerContext, courseId: number, ip: string) {
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.is_active, true)));
      if (!course) throw invalid({ course_id: ["Choose a course from the catalogue."] });
      const [n] = await db.select({ n: count() }).from(shortlists).where(eq(shortlists.user_id, ctx.userId));
      const [already] = await db
        .select({ id: shortlists.id })
        .from(shortlists)
        .where(and(eq(shortlists.user_id, ctx.userId), eq(shortlists.course_id, course.id)));
      if (already) throw conflict("This course is already on your shortlist.");
      if ((n?.n ?? 0) >= SHORTLIST_MAX)
        throw conflict(`Your shortlist holds at most ${SHORTLIST_MAX} courses; remove one first.`);
      await db.insert(shortlists).values({ partner_id: ctx.partnerId, user_id: ctx.userId, course_id: course.id });
      await audit(ctx, "shortlist.add", course.id, ip);
      return queries.list(ctx);
    },

    async remove(ctx: PartnerContext, courseId: number, ip: string) {
      const gone = await db
        .delete(shortlists)
        .where(and(eq(shortlists.user_id, ctx.userId), eq(shortlists.course_id, courseId)))
        .returning({ id: shortlists.id });
      if (gone.length === 0) throw notFound("That course is not on your shortlist.");
      await audit(ctx, "shortlist.remove", courseId, ip);
    },

    /** Draft applications for a student from shortlisted courses; each leaves the shortlist. */
    async apply(ctx: PartnerContext, body: z.infer<typeof shortlistApplyBody>, ip: string) {
      await refuseDuplicates(db, ctx, body);
      // All or nothing: one bad item leaves no application behind.
      return db.transaction(async (tx) => {
        const service = createApplicationService(tx as unknown as Db, notifications);
        const out = [];
        for (const item of body.items) {
          out.push(await service.create(ctx, { student_id: body.student_id, ...item }, ip));
          await tx
            .delete(shortlists)
            .where(and(eq(shortlists.user_id, ctx.userId), eq(shortlists.course_id, item.course_id)));
        }
        return out;
      });
    },
  };
}

/**
 * The items the student already has an application for (the same course and intake), all named at once with their
 * course, provider and intake, each on its own item so the form marks its row (issue 35: one sentence named none).
 */
async function refuseDuplicates(db: Db, ctx: PartnerContext, body: z.infer<typeof shortlistApplyBody>) {
  const existing = await db
    .select({
      course_id: applications.course_id,
      intake_id: applications.intake_id,
      course: courses.name,
      provider: educationProviders.name,
      intake: intakes.name,
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
    .innerJoin(intakes, eq(intakes.id, applications.intake_id))
    .where(
      and(
        eq(applications.partner_id, ctx.partnerId),
        eq(applications.student_id, body.student_id),
        inArray(
          applications.course_id,
          body.items.map((i) => i.course_id),
        ),
      ),
    );
  const errors: Record<string, string[]> = {};
  body.items.forEach((item, i) => {
    const dup = existing.find((e) => e.course_id === item.course_id && e.intake_id === item.intake_id);
    if (dup) errors[`items.${i}.intake_id`] = [`Already applied: ${dup.course}, ${dup.provider}, ${dup.intake}.`];
  });
  const n = Object.keys(errors).length;
  if (n === 0) return;
  throw conflict(
    n === 1
      ? "This student already has an application for one of these courses and intakes: choose another intake or leave it out."
      : `This student already has applications for ${n} of these courses and intakes: choose other intakes or leave them out.`,
    errors,
  );
}
