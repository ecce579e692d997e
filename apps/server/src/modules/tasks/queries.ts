// Reads of a partner's tasks: the list with its due filters (shared with the "My day" counts), one task, and who
// may see or change it (decision 052).
import type { TaskDueFilter, TaskItem, TaskListQuery, TaskSource } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { students, tasks, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { translateMessage } from "../../lib/messages";
import { offsetOf } from "../../lib/paging";
import type { PartnerContext } from "../../plugins/partner-context";

/** The start of today and of tomorrow, as UTC days (decision 052: the portal keeps no time zone per person). */
const todayStart = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
const tomorrowStart = sql`(date_trunc('day', now() at time zone 'UTC') + interval '1 day') at time zone 'UTC'`;

/**
 * The SQL of one due filter (the list's and the "My day" counts'): `overdue` is open and due before today,
 * `today` open and due today (earlier hours included), `upcoming` open and due from tomorrow, `done` completed.
 */
export function taskDueCondition(due: TaskDueFilter): SQL {
  switch (due) {
    case "overdue":
      return sql`(${tasks.completed_at} is null and ${tasks.due_at} < ${todayStart})`;
    case "today":
      return sql`(${tasks.completed_at} is null and ${tasks.due_at} >= ${todayStart} and ${tasks.due_at} < ${tomorrowStart})`;
    case "upcoming":
      return sql`(${tasks.completed_at} is null and ${tasks.due_at} >= ${tomorrowStart})`;
    case "done":
      return sql`(${tasks.completed_at} is not null)`;
  }
}

const has = (ctx: PartnerContext, permission: string) => ctx.permissions.includes(permission);

/**
 * The tasks `ctx` may see: the partner's own tasks, of those the ones assigned to or made by the caller, linked to
 * an application while they may see applications, or linked only to a student while they may see students. The
 * owner holds every permission, so sees them all.
 */
export function visibleTasks(ctx: PartnerContext): SQL {
  const seen: (SQL | undefined)[] = [eq(tasks.assignee_id, ctx.userId), eq(tasks.created_by, ctx.userId)];
  if (has(ctx, "applications.view")) seen.push(isNotNull(tasks.application_id));
  if (has(ctx, "students.view")) seen.push(and(isNull(tasks.application_id), isNotNull(tasks.student_id)));
  return and(eq(tasks.partner_id, ctx.partnerId), or(...seen))!;
}

/** The permission that manages a task's linked record; unlinked tasks: either manage permission (decision 052). */
export function managesLink(ctx: PartnerContext, t: { application_id: number | null; student_id: number | null }) {
  if (t.application_id !== null) return has(ctx, "applications.manage");
  if (t.student_id !== null) return has(ctx, "students.manage");
  return has(ctx, "applications.manage") || has(ctx, "students.manage");
}

type Row = typeof tasks.$inferSelect & {
  assignee_name: string;
  creator_name: string | null;
  completer_name: string | null;
  student_first: string | null;
  student_last: string | null;
};

const assignee = alias(users, "assignee");
const creator = alias(users, "creator");
const completer = alias(users, "completer");

/** What the caller may do with a task: edit (its link's manager or its maker), complete (also its assignee). */
export function rightsOf(ctx: PartnerContext, t: typeof tasks.$inferSelect) {
  const manages = managesLink(ctx, t);
  const mine = t.created_by === ctx.userId;
  return {
    can_edit: manages || mine,
    can_complete: manages || mine || t.assignee_id === ctx.userId,
    can_delete: t.source === "manual" && (manages || mine),
  };
}

function toItem(ctx: PartnerContext, r: Row): TaskItem {
  return {
    id: r.id,
    title: r.title,
    notes: r.notes,
    due_at: r.due_at.toISOString(),
    assignee: { id: r.assignee_id, name: r.assignee_name },
    student:
      r.student_id !== null && r.student_first !== null
        ? { id: r.student_id, name: `${r.student_first} ${r.student_last ?? ""}`.trim() }
        : null,
    application: r.application_id !== null ? { id: r.application_id } : null,
    source: r.source as TaskSource,
    created_by: r.created_by !== null && r.creator_name !== null ? { id: r.created_by, name: r.creator_name } : null,
    completed_at: r.completed_at?.toISOString() ?? null,
    completed_by:
      r.completed_by !== null && r.completer_name !== null ? { id: r.completed_by, name: r.completer_name } : null,
    overdue: r.completed_at === null && r.due_at.getTime() < Date.now(),
    ...rightsOf(ctx, r),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/**
 * A task the portal made is titled in English in the database (a sentence of the API's catalogs, tasks/auto.ts) and
 * read in the reader's language; a person's own title stays as they wrote it.
 */
export function localTaskTitle<T extends Pick<TaskItem, "title" | "source">>(task: T, language: LanguageCode): T {
  return task.source === "manual" || language === "en"
    ? task
    : { ...task, title: translateMessage(task.title, language) };
}

/** Reads of tasks, each filtered by the caller's partner and what the caller may see. */
export function createTaskQueries(db: Db) {
  const withNames = (ids: number[]) =>
    db
      .select({
        t: tasks,
        assignee_name: assignee.name,
        creator_name: creator.name,
        completer_name: completer.name,
        student_first: students.first_name,
        student_last: students.last_name,
      })
      .from(tasks)
      .innerJoin(assignee, eq(assignee.id, tasks.assignee_id))
      .leftJoin(creator, eq(creator.id, tasks.created_by))
      .leftJoin(completer, eq(completer.id, tasks.completed_by))
      .leftJoin(students, eq(students.id, tasks.student_id))
      .where(inArray(tasks.id, ids));
  const flat = (r: Awaited<ReturnType<typeof withNames>>[number]): Row => ({
    ...r.t,
    assignee_name: r.assignee_name,
    creator_name: r.creator_name,
    completer_name: r.completer_name,
    student_first: r.student_first,
    student_last: r.student_last,
  });

  /** One task the caller may see (its row), or 404: another partner's, or one hidden from the caller, is missing. */
  async function own(ctx: PartnerContext, id: number) {
    const [t] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), visibleTasks(ctx)));
    if (!t) throw notFound("Task not found.");
    return t;
  }

  return {
    own,

    async item(ctx: PartnerContext, id: number) {
      const [r] = await withNames([id]);
      if (!r) throw notFound("Task not found.");
      return toItem(ctx, flat(r));
    },

    /** The list: open tasks by due time (soonest first), `due=done` by completion (latest first). */
    async list(ctx: PartnerContext, q: TaskListQuery & { page: number; page_size: number }) {
      const f: SQL[] = [visibleTasks(ctx)];
      if (q.due) f.push(taskDueCondition(q.due));
      else if (q.open === "true") f.push(isNull(tasks.completed_at));
      else if (q.open === "false") f.push(isNotNull(tasks.completed_at));
      if (q.assignee === "me") f.push(eq(tasks.assignee_id, ctx.userId));
      else if (q.assignee) f.push(eq(tasks.assignee_id, Number(q.assignee)));
      if (q.student) f.push(eq(tasks.student_id, Number(q.student)));
      if (q.application) f.push(eq(tasks.application_id, Number(q.application)));
      const where = and(...f);
      const order =
        q.due === "done"
          ? [desc(tasks.completed_at), desc(tasks.id)]
          : [sql`${tasks.completed_at} is not null`, asc(tasks.due_at), asc(tasks.id)];
      const ids = (
        await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(where)
          .orderBy(...order)
          .limit(q.page_size)
          .offset(offsetOf(q))
      ).map((r) => r.id);
      const [total] = await db.select({ n: count() }).from(tasks).where(where);
      const rows = ids.length ? await withNames(ids) : [];
      const byId = new Map(rows.map((r) => [r.t.id, r]));
      const items = ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [toItem(ctx, flat(r))] : [];
      });
      return { items, count: total?.n ?? 0 };
    },
  };
}
export type TaskQueries = ReturnType<typeof createTaskQueries>;
