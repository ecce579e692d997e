import type { TaskSource } from "@pp/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { NotificationService } from "../notifications/service";
import { languagesOf, mailText } from "../outbox/mail-text";
import type { Mailer } from "../outbox/mailer";
import { makeUnansweredMessageTasks } from "./auto";
import { localTaskTitle } from "./queries";

/** The recurring job that reminds people of their tasks and makes the unanswered-message tasks (decision 052). */
export const TASK_REMINDERS_KIND = "tasks.reminders";

/** How many tasks one digest lists; the rest are on the Tasks screen. */
const DIGEST_MAX = 30;

const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** "2026-12-07 09:00 UTC": the days are UTC days (decision 052). */
const whenText = (d: Date | string) => `${new Date(d).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * The `tasks.reminders` job, every 15 minutes, in one unit of work: (1) the unanswered-message tasks; (2) a bell
 * notification to each open task's assignee the day before it is due and on the day (UTC), each once: the insert
 * into `task_reminders` that finds them is their marker; (3) at most one digest mail a day per person listing their
 * open tasks due by the end of tomorrow, marked in `task_digests` by the statement that finds them. A second run
 * (or another instance) finds everything told.
 */
export async function remindTasks(deps: {
  db: Db;
  notifications: NotificationService;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db, notifications, mailer, publicUrl } = deps;
  const made = await makeUnansweredMessageTasks(db);

  const told = await rowsOf<{ task_id: number | string; kind: string; assignee_id: number; title: string }>(
    db,
    sql`
    with today as (select (now() at time zone 'UTC')::date as d),
    due as (
      select t.id, t.assignee_id, t.title, (t.due_at at time zone 'UTC')::date as due_on,
        case when (t.due_at at time zone 'UTC')::date = (select d from today) then 'due_day' else 'day_before' end as kind
      from tasks t
      join users u on u.id = t.assignee_id and u.status = 'active'
      where t.completed_at is null
        and t.due_at >= (select d from today)::timestamp at time zone 'UTC'
        and t.due_at < ((select d from today) + 2)::timestamp at time zone 'UTC'
    ), marked as (
      insert into task_reminders (task_id, kind, due_on)
      select id, kind, due_on from due
      on conflict do nothing
      returning task_id, kind
    )
    select m.task_id, m.kind, d.assignee_id, d.title from marked m join due d on d.id = m.task_id and d.kind = m.kind`,
  );
  for (const r of told) {
    await notifications.notify([r.assignee_id], {
      kind: "task.due",
      title: r.kind === "due_day" ? `Task due today: ${r.title}` : `Task due tomorrow: ${r.title}`,
      body: "",
      link: "/partner/tasks",
    });
  }

  const people = await rowsOf<{ user_id: number; email: string; name: string }>(
    db,
    sql`
    with today as (select (now() at time zone 'UTC')::date as d),
    waiting as (
      select distinct t.assignee_id as user_id
      from tasks t
      join users u on u.id = t.assignee_id and u.status = 'active'
      where t.completed_at is null and t.due_at < ((select d from today) + 2)::timestamp at time zone 'UTC'
    ), marked as (
      insert into task_digests (user_id, day)
      select user_id, (select d from today) from waiting
      on conflict do nothing
      returning user_id
    )
    select m.user_id, u.email, u.name from marked m join users u on u.id = m.user_id`,
  );
  // The portal's own tasks are titled in English: each digest names them in its reader's language.
  const languages = await languagesOf(
    db,
    people.map((p) => p.user_id),
  );
  for (const p of people) {
    const language = languages.get(p.user_id) ?? "en";
    const list = await rowsOf<{ title: string; source: string; due_at: string | Date }>(
      db,
      sql`select title, source, due_at from tasks
          where assignee_id = ${p.user_id} and completed_at is null
            and due_at < ((now() at time zone 'UTC')::date + 2)::timestamp at time zone 'UTC'
          order by due_at, id limit ${DIGEST_MAX}`,
    );
    await mailer.send({
      to: p.email,
      subject: "Your tasks for today and tomorrow",
      text: mailText([
        `Hello ${p.name},`,
        "",
        "These tasks are open and due by the end of tomorrow (times in UTC):",
        "",
        ...list.map(
          (t) => `${whenText(t.due_at)}: ${localTaskTitle({ ...t, source: t.source as TaskSource }, language).title}`,
        ),
        "",
        `Open your tasks: ${publicUrl}/partner/tasks`,
      ]),
    });
  }
  return { message_tasks: made, reminders: told.length, digests: people.length };
}
