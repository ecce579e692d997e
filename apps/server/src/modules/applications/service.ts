// Longer than 300 lines: every write of an application (create, submit, withdraw, the Superadmin's move, the offer letter) shares one move with its checks, timeline, audit, notice and events.
import { isOfferAwaiting } from "@pp/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  applicationEvents,
  applicationStatuses,
  applications,
  courses,
  educationProviders,
  intakes,
  studentDocuments,
  students,
  years,
} from "../../db/schema/index";
import { AppError, conflict, invalid } from "../../lib/errors";
import type { StoredUpload } from "../../lib/uploads";
import type { PartnerContext } from "../../plugins/partner-context";
import { sameVersion, stale } from "../../plugins/versions";
import { recordAudit } from "../audit/service";
import { checkCounsellor } from "../counselling/counsellors";
import { createMatchingService } from "../matching/service";
import type { NotificationService } from "../notifications/service";
import { openCommission } from "../payments/service";
import { syncApplicationTasks } from "../tasks/auto";
import { statusChanged } from "./events";
import { type ApplicationQueries, createApplicationQueries, type Row } from "./queries";

// The export and the reports read the list's filters from here.

/** The rules and writes of applications: each one unit of work (the route runs it in one). */
export function createApplicationService(
  db: Db,
  notifications: NotificationService,
  queries: ApplicationQueries = createApplicationQueries(db),
) {
  const { statusByName, own, checklist, detail, team } = queries;
  const matching = createMatchingService(db);

  /** Moves an application, writes the timeline and tells the partner's users. */
  async function move(
    ctx: PartnerContext,
    r: Row,
    toName: string,
    note: string | null,
    patch: Partial<typeof applications.$inferInsert> = {},
    ip: string | null = null,
    expected: Date | null = null,
  ) {
    if (!sameVersion(r.a.updated_at, expected)) throw stale("application");
    const to = await statusByName(toName);
    const now = new Date();
    // Compare-and-set: the row moves only from the status (and, with If-Match, the version) this request saw, so
    // of two people moving it at once exactly one succeeds.
    const changed = await db
      .update(applications)
      .set({ status_id: to.id, updated_at: now, ...patch })
      .where(
        and(
          eq(applications.id, r.a.id),
          eq(applications.status_id, r.a.status_id),
          expected
            ? sql`date_trunc('milliseconds', ${applications.updated_at}) = ${expected.toISOString()}`
            : undefined,
        ),
      )
      .returning({ id: applications.id });
    if (changed.length === 0) {
      if (expected) throw stale("application");
      throw conflict("The application changed meanwhile; reload it and try again.");
    }
    await db.insert(applicationEvents).values({
      application_id: r.a.id,
      from_status_id: r.a.status_id,
      to_status_id: to.id,
      by_user_id: ctx.userId,
      note,
      created_at: now,
    });
    await recordAudit(db, {
      actor_user_id: ctx.userId,
      partner_id: ctx.partnerId,
      action: "application.status",
      entity: "application",
      entity_id: String(r.a.id),
      details: { before: r.status_name, after: toName, note },
      ip,
    });
    await notifications.event(
      ctx.partnerId,
      "application.status_changed",
      statusChanged(r, { id: to.id, name: toName }, note, now),
    );
    // The partner's people, but not the one who moved it (the Superadmin is not one of them, so all are told).
    const users = await team(ctx.partnerId);
    await notifications.notify(
      users.map((u) => u.id),
      {
        kind: "application.status",
        title: `Application #${r.a.id} is now ${toName}`,
        body: `${r.student_first} ${r.student_last}: ${r.course_name}, ${r.provider_name} (${r.intake_name}).`,
        link: `/partner/application/${r.a.id}`,
      },
      ctx.userId,
    );
    // Reaching a status that triggers commission opens the application's commission record (once).
    if (to.triggers_commission) await openCommission(db, r.a.id, ctx.userId);
    // Documents asked for, an offer to answer: the automatic tasks follow the new status (decision 052).
    await syncApplicationTasks(db, [r.a.id], ctx.userId, ip);
  }

  return {
    async create(ctx: PartnerContext, body: { student_id: number; course_id: number; intake_id: number }, ip: string) {
      const errors: Record<string, string[]> = {};
      const [student] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, body.student_id), eq(students.partner_id, ctx.partnerId)));
      if (!student) errors.student_id = ["Choose one of your students."];
      const [course] = await db
        .select({ id: courses.id, months: courses.intake_months })
        .from(courses)
        .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
        .where(
          and(eq(courses.id, body.course_id), eq(courses.is_active, true), eq(educationProviders.is_active, true)),
        );
      if (!course) errors.course_id = ["Choose a course from the catalogue."];
      const [intake] = await db
        .select({ id: intakes.id, month: intakes.month, year: years.year, active: intakes.is_active })
        .from(intakes)
        .innerJoin(years, eq(years.id, intakes.year_id))
        .where(eq(intakes.id, body.intake_id));
      if (!intake?.active) errors.intake_id = ["Choose an intake from the list."];
      else {
        const now = new Date();
        if (intake.year * 12 + intake.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
          errors.intake_id = ["This intake has already started; choose a later one."];
        } else if (course && !course.months.includes(intake.month)) {
          errors.intake_id = ["The course does not start in this intake's month."];
        }
      }
      if (Object.keys(errors).length) throw invalid(errors);

      const [dup] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.student_id, body.student_id),
            eq(applications.course_id, body.course_id),
            eq(applications.intake_id, body.intake_id),
          ),
        );
      if (dup) {
        throw conflict("This student already has an application for this course and intake.", undefined, {
          existing_id: dup.id,
        });
      }
      // Made for a course the student does not qualify for (the web app asked for confirmation first): the
      // timeline's first entry says so, with what was not met (issue 18).
      const verdict = await matching.verdict(ctx.partnerId, body.student_id, body.course_id);
      const shortfalls = verdict.reasons.filter((r) => r.status === "not_met").map((r) => r.message);
      const note =
        verdict.eligibility === "not_eligible"
          ? `Applied although the student does not meet this course's requirements: ${shortfalls.join(" ")}`
          : verdict.eligibility === "other_level"
            ? `Applied for a course at another level than the student wants: ${shortfalls.join(" ")}`
            : null;
      const draft = await statusByName("Draft");
      const [app] = await db
        .insert(applications)
        .values({ ...body, partner_id: ctx.partnerId, status_id: draft.id, created_by: ctx.userId })
        .returning({ id: applications.id });
      await db
        .insert(applicationEvents)
        .values({ application_id: app!.id, to_status_id: draft.id, by_user_id: ctx.userId, note });
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "application.create",
        entity: "application",
        entity_id: String(app!.id),
        details: { after: body },
        ip,
      });
      await syncApplicationTasks(db, [app!.id], ctx.userId, ip);
      const created = await detail(ctx, app!.id);
      await notifications.event(ctx.partnerId, "application.created", { application: created });
      return created;
    },

    /**
     * A change to the application's counsellor or tags (issue 20); with If-Match only the version the caller saw.
     * There is no `application.updated` webhook event: the partner's labels are not the application's progress.
     */
    async update(
      ctx: PartnerContext,
      id: number,
      v: { counsellor_id?: number | null; tags?: string[]; offer_respond_by?: string | null },
      ip: string,
      expected: Date | null = null,
    ) {
      const r = await own(ctx, id);
      if (!sameVersion(r.a.updated_at, expected)) throw stale("application");
      if (v.offer_respond_by !== undefined && !isOfferAwaiting(r.status_name)) {
        throw conflict(
          `The offer's answer date applies while an offer awaits the student's answer; this application is ${r.status_name}.`,
        );
      }
      if (v.counsellor_id && v.counsellor_id !== r.a.counsellor_id)
        await checkCounsellor(db, ctx.partnerId, v.counsellor_id);
      const changed = await db
        .update(applications)
        .set({ ...v, updated_at: new Date() })
        .where(
          and(
            eq(applications.id, id),
            eq(applications.partner_id, ctx.partnerId),
            expected
              ? sql`date_trunc('milliseconds', ${applications.updated_at}) = ${expected.toISOString()}`
              : undefined,
          ),
        )
        .returning({ id: applications.id });
      if (changed.length === 0) throw stale("application");
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "application.update",
        entity: "application",
        entity_id: String(id),
        details: {
          before: { counsellor_id: r.a.counsellor_id, tags: r.a.tags, offer_respond_by: r.a.offer_respond_by },
          after: v,
        },
        ip,
      });
      if (v.offer_respond_by !== undefined) await syncApplicationTasks(db, [id], ctx.userId, ip);
      return detail(ctx, id);
    },

    async submit(ctx: PartnerContext, id: number, note: string | null, expected: Date | null = null) {
      const r = await own(ctx, id);
      if (!sameVersion(r.a.updated_at, expected)) throw stale("application");
      if (r.status_name !== "Draft")
        throw conflict(`Only a Draft can be submitted; this application is ${r.status_name}.`);
      const list = await checklist(r.a.student_id, r.level_name);
      const missing = list.filter((c) => !c.uploaded).map((c) => c.label);
      if (missing.length) {
        throw new AppError(400, `Upload the missing documents first: ${missing.join(", ")}.`, { checklist: missing });
      }
      await move(ctx, r, "Submitted", note, { submitted_at: new Date() }, null, expected);
      return detail(ctx, id);
    },

    async withdraw(ctx: PartnerContext, id: number, note: string | null, expected: Date | null = null) {
      const r = await own(ctx, id);
      if (!sameVersion(r.a.updated_at, expected)) throw stale("application");
      if (r.status_terminal) throw conflict(`This application is ${r.status_name} and can no longer change.`);
      await move(ctx, r, "Withdrawn", note, {}, null, expected);
      return detail(ctx, id);
    },

    /**
     * The Superadmin's move along the pipeline (issue 5): any active status but the current one, with a
     * note; terminal statuses lock the application. `ctx` carries the application's own partner.
     */
    async moveTo(
      ctx: PartnerContext,
      id: number,
      statusId: number,
      note: string | null,
      ip: string | null = null,
      expected: Date | null = null,
      offerRespondBy?: string | null,
    ) {
      const r = await own(ctx, id);
      if (!sameVersion(r.a.updated_at, expected)) throw stale("application");
      if (r.status_terminal) {
        throw conflict(`This application is ${r.status_name}, a final status; it can no longer move.`);
      }
      const [to] = await db
        .select()
        .from(applicationStatuses)
        .where(and(eq(applicationStatuses.id, statusId), eq(applicationStatuses.is_active, true)));
      if (!to) throw invalid({ status_id: ["Choose a status from the list."] });
      if (to.id === r.a.status_id) throw invalid({ status_id: [`The application is already ${r.status_name}.`] });
      if (offerRespondBy && !isOfferAwaiting(to.name)) {
        throw invalid({ offer_respond_by: ["An answer date goes with a move to an offer status."] });
      }
      await move(
        ctx,
        r,
        to.name,
        note,
        {
          ...(to.name === "Submitted" && !r.a.submitted_at ? { submitted_at: new Date() } : {}),
          ...(offerRespondBy !== undefined && isOfferAwaiting(to.name) ? { offer_respond_by: offerRespondBy } : {}),
        },
        ip,
        expected,
      );
      return detail(ctx, id);
    },

    /**
     * The Superadmin's offer letter (already stored) joins the student's documents; the partner's users are told.
     * `ctx` carries the application's own partner and student.
     */
    async addOfferLetter(ctx: PartnerContext & { studentId: number }, id: number, file: StoredUpload, ip: string) {
      const [doc] = await db
        .insert(studentDocuments)
        .values({
          student_id: ctx.studentId,
          partner_id: ctx.partnerId,
          kind: "offer_letter",
          file_name: file.name,
          content_type: file.type,
          size_bytes: file.size,
          storage_key: file.key,
          uploaded_by: ctx.userId,
        })
        .returning({ id: studentDocuments.id });
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "application.offer_letter",
        entity: "application",
        entity_id: String(id),
        details: { document_id: doc!.id, file_name: file.name },
        ip,
      });
      const users = await team(ctx.partnerId);
      await notifications.notify(
        users.map((u) => u.id),
        {
          kind: "application.offer_letter",
          title: `Offer letter for application #${id}`,
          body: `${file.name} is now in the student's documents.`,
          link: `/partner/application/${id}`,
        },
        ctx.userId,
      );
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
