import type { TaskCreateBody, TaskUpdateBody } from "@pp/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, students, tasks, users } from "../../db/schema/index";
import { AppError, conflict, forbidden, invalid } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { createTaskQueries, managesLink, rightsOf, type TaskQueries } from "./queries";

/** 422 on the assignee: someone who is not an active person of the partner. */
const notTeam = () =>
  new AppError(422, "Choose the owner or an active sub-login as the task's assignee.", {
    assignee_id: ["Choose the owner or an active sub-login as the task's assignee."],
  });

/** The rules and writes of tasks made by people; each runs in the route's unit of work (decision 052). */
export function createTaskService(
  db: Db,
  queries: TaskQueries = createTaskQueries(db),
  notifications?: Pick<NotificationService, "notify">,
) {
  /**
   * The assignee hears in the bell (and live) of a task someone else gave them, made or reassigned, in the same unit
   * of work: a rolled-back change tells no one. Giving oneself a task tells no one.
   */
  async function tellAssignee(ctx: PartnerContext, task: typeof tasks.$inferSelect) {
    if (!notifications || task.assignee_id === ctx.userId) return;
    let name = ctx.name;
    if (!name) {
      const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, ctx.userId));
      name = me?.name ?? "";
    }
    await notifications.notify(
      [task.assignee_id],
      { kind: "task.assigned", title: `New task from ${name}: ${task.title}`, body: "", link: "/partner/tasks" },
      ctx.userId,
    );
  }

  async function checkAssignee(partnerId: number, id: number) {
    const [u] = await db
      .select({ id: users.id, status: users.status, role: users.role })
      .from(users)
      .where(and(eq(users.id, id), eq(users.partner_id, partnerId)));
    if (u?.role !== "Partner" || u.status !== "active") throw notTeam();
  }

  /** The task's links, checked against the partner: an application brings its student. */
  async function linksOf(ctx: PartnerContext, body: TaskCreateBody) {
    const errors: Record<string, string[]> = {};
    let studentId = body.student_id ?? null;
    const applicationId = body.application_id ?? null;
    if (applicationId !== null) {
      const [a] = await db
        .select({ student_id: applications.student_id })
        .from(applications)
        .where(and(eq(applications.id, Number(applicationId)), eq(applications.partner_id, ctx.partnerId)));
      if (!a) errors.application_id = ["Choose one of your applications."];
      else if (studentId !== null && Number(studentId) !== a.student_id)
        errors.student_id = ["The application belongs to another student; choose its own student or none."];
      else studentId = a.student_id;
    } else if (studentId !== null) {
      const [s] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, Number(studentId)), eq(students.partner_id, ctx.partnerId)));
      if (!s) errors.student_id = ["Choose one of your students."];
    }
    if (Object.keys(errors).length) throw invalid(errors);
    return {
      student_id: studentId === null ? null : Number(studentId),
      application_id: applicationId === null ? null : Number(applicationId),
    };
  }

  const audit = (
    ctx: PartnerContext,
    action: "task.create" | "task.update" | "task.complete" | "task.reopen" | "task.delete",
    id: number,
    details: Record<string, unknown>,
    ip: string,
  ) =>
    recordAudit(db, {
      actor_user_id: ctx.userId,
      partner_id: ctx.partnerId,
      action,
      entity: "task",
      entity_id: String(id),
      details,
      ip,
    });

  const snapshot = (t: typeof tasks.$inferSelect) => ({
    title: t.title,
    notes: t.notes,
    due_at: t.due_at.toISOString(),
    assignee_id: t.assignee_id,
  });

  return {
    async create(ctx: PartnerContext, body: TaskCreateBody, ip: string) {
      const links = await linksOf(ctx, body);
      if (!managesLink(ctx, links)) {
        throw forbidden(
          links.application_id !== null
            ? "You may not edit applications, so you cannot add a task to one."
            : links.student_id !== null
              ? "You may not edit students, so you cannot add a task to one."
              : "You may not edit students or applications, so you cannot add tasks.",
        );
      }
      const assigneeId = body.assignee_id == null ? ctx.userId : Number(body.assignee_id);
      if (assigneeId !== ctx.userId) await checkAssignee(ctx.partnerId, assigneeId);
      const [t] = await db
        .insert(tasks)
        .values({
          partner_id: ctx.partnerId,
          title: body.title,
          notes: body.notes ?? null,
          due_at: new Date(body.due_at),
          assignee_id: assigneeId,
          ...links,
          created_by: ctx.userId,
          source: "manual",
        })
        .returning();
      await audit(ctx, "task.create", t!.id, { after: { ...snapshot(t!), ...links } }, ip);
      await tellAssignee(ctx, t!);
      return queries.item(ctx, t!.id);
    },

    async update(ctx: PartnerContext, id: number, body: TaskUpdateBody, ip: string) {
      const t = await queries.own(ctx, id);
      if (!rightsOf(ctx, t).can_edit) throw forbidden("You may not change this task.");
      if (body.assignee_id != null && Number(body.assignee_id) !== t.assignee_id)
        await checkAssignee(ctx.partnerId, Number(body.assignee_id));
      if (body.assignee_id === null) throw invalid({ assignee_id: ["Choose who does the task."] });
      const patch: Partial<typeof tasks.$inferInsert> = { updated_at: new Date() };
      if (body.title !== undefined) patch.title = body.title;
      if (body.notes !== undefined) patch.notes = body.notes;
      if (body.due_at !== undefined) patch.due_at = new Date(body.due_at);
      if (body.assignee_id != null) patch.assignee_id = Number(body.assignee_id);
      const [after] = await db
        .update(tasks)
        .set(patch)
        .where(and(eq(tasks.id, id), eq(tasks.partner_id, ctx.partnerId)))
        .returning();
      await audit(ctx, "task.update", id, { before: snapshot(t), after: snapshot(after!) }, ip);
      if (after!.assignee_id !== t.assignee_id) await tellAssignee(ctx, after!);
      return queries.item(ctx, id);
    },

    /** Completes (`done`) or reopens a task; completing a completed one (or reopening an open one) is a 409. */
    async setDone(ctx: PartnerContext, id: number, done: boolean, ip: string) {
      const t = await queries.own(ctx, id);
      if (!rightsOf(ctx, t).can_complete)
        throw forbidden(done ? "You may not complete this task." : "You may not reopen this task.");
      if (done === (t.completed_at !== null))
        throw conflict(done ? "This task is already completed." : "This task is already open.");
      // Reopening an automatic task whose cause made a new one meanwhile would give the cause two open tasks.
      if (!done && t.source !== "manual" && t.source_key) {
        const [twin] = await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(
            and(eq(tasks.partner_id, ctx.partnerId), eq(tasks.source_key, t.source_key), isNull(tasks.completed_at)),
          );
        if (twin) throw conflict("The portal has made this task again; complete or change that one instead.");
      }
      const now = new Date();
      const changed = await db
        .update(tasks)
        .set(
          done
            ? { completed_at: now, completed_by: ctx.userId, updated_at: now }
            : { completed_at: null, completed_by: null, updated_at: now },
        )
        .where(and(eq(tasks.id, id), eq(tasks.partner_id, ctx.partnerId)))
        .returning({ id: tasks.id });
      if (changed.length === 0) throw conflict("This task changed meanwhile; reload it and try again.");
      await audit(ctx, done ? "task.complete" : "task.reopen", id, { title: t.title }, ip);
      return queries.item(ctx, id);
    },

    async remove(ctx: PartnerContext, id: number, ip: string) {
      const t = await queries.own(ctx, id);
      if (t.source !== "manual")
        throw conflict("Only a task made by a person can be deleted; complete this one instead.");
      if (!rightsOf(ctx, t).can_delete) throw forbidden("You may not delete this task.");
      await db.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.partner_id, ctx.partnerId)));
      await audit(ctx, "task.delete", id, { before: { ...snapshot(t) } }, ip);
    },
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
