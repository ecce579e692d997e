import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { applicationStatuses, applications, students, tasks, users } from "../db/schema/index";
import { syncApplicationTasks } from "../modules/tasks/auto";
import { DEMO_ACCOUNTS } from "./demo-accounts";

const HOUR = 3_600_000;

/** Today at `hour`:00 UTC plus `days`. */
const at = (days: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  return new Date(d.getTime() + days * 24 * HOUR);
};

/**
 * The demo partner's tasks (issue 36, decision 052): a few made by the owner and the counsellor (some overdue, some
 * today, some later), and the automatic ones its open applications call for, made in one pass. Once per partner:
 * a second run finds the manual ones and changes nothing.
 */
export async function seedTasks(db: Db, partnerId: number) {
  const [made] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.partner_id, partnerId), eq(tasks.source, "manual")));
  if ((made?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.partner_id, partnerId));
  const idOf = (email: string) => people.find((p) => p.email.toLowerCase() === email)?.id;
  const owner = idOf(DEMO_ACCOUNTS.partner.email);
  const counsellor = idOf(DEMO_ACCOUNTS.counsellor.email) ?? owner;
  if (owner === undefined || counsellor === undefined) return;
  const some = await db
    .select({ id: students.id, first: students.first_name })
    .from(students)
    .where(eq(students.partner_id, partnerId))
    .orderBy(asc(students.id))
    .limit(4);
  const student = (i: number) => some[i]?.id ?? null;
  const name = (i: number) => some[i]?.first ?? "the student";
  await db.insert(tasks).values(
    [
      {
        title: `Call ${name(0)} about the proof of funds`,
        due_at: at(-2, 10),
        assignee_id: owner,
        student_id: student(0),
      },
      { title: "Review this month's intake deadlines", due_at: at(0, 15), assignee_id: owner, student_id: null },
      { title: "Check visa appointment slots", due_at: at(3, 9), assignee_id: owner, student_id: student(1) },
      {
        title: `Chase ${name(2)}'s school for transcripts`,
        due_at: at(-1, 9),
        assignee_id: counsellor,
        student_id: student(2),
      },
      { title: `Book ${name(3)}'s IELTS test`, due_at: at(0, 11), assignee_id: counsellor, student_id: student(3) },
      {
        title: "Send the accommodation guide to new students",
        due_at: at(2, 14),
        assignee_id: counsellor,
        student_id: null,
      },
    ].map((t) => ({ ...t, partner_id: partnerId, created_by: owner, source: "manual" })),
  );
  const open = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.status_id))
    .where(and(eq(applications.partner_id, partnerId), eq(applicationStatuses.is_terminal, false)));
  await syncApplicationTasks(
    db,
    open.map((a) => a.id),
    null,
  );
}
