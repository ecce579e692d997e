// Longer than 300 lines: the three kinds of automatic task (documents, offers, messages) share their keys, assignee rule and audit.
// The tasks the portal makes and closes by itself (decision 052), each in the unit of work of its cause: a document
// a checklist asks for, an offer awaiting the student's answer, a message from admissions left unanswered.
import { checklistFor, DOCUMENT_REQUEST_STATUSES, type DocumentKind, isOfferAwaiting } from "@pp/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  applicationStatuses,
  applications,
  courses,
  educationProviders,
  studentDocuments,
  students,
  studyLevels,
  tasks,
  users,
} from "../../db/schema/index";
import { phrase } from "../../lib/messages";
import { type AuditEntry, recordAudits } from "../audit/service";

/** Days an automatic task gets when its cause names no date. */
const DOCUMENT_DAYS = 3;
const OFFER_DAYS = 7;
const DAY_MS = 86_400_000;

interface Wanted {
  partner_id: number;
  application_id: number;
  student_id: number;
  assignee_id: number;
  source: "document" | "offer";
  source_key: string;
  title: string;
  due_at: Date;
}

const documentKey = (applicationId: number, kind: DocumentKind) => `document:${applicationId}:${kind}`;
const offerKey = (applicationId: number) => `offer:${applicationId}`;
export const messageKey = (applicationId: number) => `message:${applicationId}`;

/**
 * Automatic tasks' titles are stored in English, each a sentence of the API's catalogs, and read in the reader's
 * language (`localTaskTitle` in queries.ts): these templates and the documents' words are what the catalogs hold.
 */
const DOCUMENT_WORDS: Record<DocumentKind, string> = {
  passport: phrase("the passport"),
  transcript: phrase("the academic transcripts"),
  english_test: phrase("the English test result"),
  sop: phrase("the statement of purpose"),
  cv: phrase("the CV / résumé"),
  reference: phrase("the references"),
};
const documentTitle = (what: string, name: string) => phrase(`Upload ${what} for ${name}`);
const offerTitle = (name: string, provider: string) => phrase(`Get ${name}'s answer to the offer from ${provider}`);
/** The title the message tasks' SQL writes (tasks.test.ts checks the two agree). */
export const messageTaskTitle = (id: number, name: string) =>
  phrase(`Answer admissions about application #${id} (${name})`);

/** An offer's answer date as the due time: 09:00 UTC that day. */
const offerDue = (day: string | null) =>
  day ? new Date(`${day}T09:00:00Z`) : new Date(Date.now() + OFFER_DAYS * DAY_MS);

/**
 * Makes the document and offer tasks these applications need now and closes the open ones they no longer need, in
 * the caller's unit of work; `actor` is the person whose change caused it (audited as theirs), null for the portal.
 */
export async function syncApplicationTasks(
  db: Db,
  applicationIds: number[],
  actor: number | null,
  ip: string | null = null,
) {
  if (applicationIds.length === 0) return { opened: 0, closed: 0 };
  const apps = await db
    .select({
      id: applications.id,
      partner_id: applications.partner_id,
      student_id: applications.student_id,
      counsellor_id: applications.counsellor_id,
      offer_respond_by: applications.offer_respond_by,
      status: applicationStatuses.name,
      level: studyLevels.name,
      first: students.first_name,
      last: students.last_name,
      provider: educationProviders.name,
    })
    .from(applications)
    .innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.status_id))
    .innerJoin(students, eq(students.id, applications.student_id))
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
    .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
    .where(inArray(applications.id, applicationIds));
  if (apps.length === 0) return { opened: 0, closed: 0 };
  const studentIds = [...new Set(apps.map((a) => a.student_id))];
  const partnerIds = [...new Set(apps.map((a) => a.partner_id))];
  const counsellorIds = [...new Set(apps.flatMap((a) => (a.counsellor_id ? [a.counsellor_id] : [])))];
  const [docs, owners, active, open] = await Promise.all([
    db
      .select({ student_id: studentDocuments.student_id, kind: studentDocuments.kind })
      .from(studentDocuments)
      .where(inArray(studentDocuments.student_id, studentIds)),
    db
      .select({ id: users.id, partner_id: users.partner_id })
      .from(users)
      .where(and(inArray(users.partner_id, partnerIds), eq(users.is_sub_login, false), eq(users.role, "Partner")))
      .orderBy(users.id),
    counsellorIds.length
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, counsellorIds), eq(users.status, "active")))
      : Promise.resolve([]),
    db
      .select()
      .from(tasks)
      .where(
        and(
          inArray(tasks.application_id, applicationIds),
          isNull(tasks.completed_at),
          inArray(tasks.source, ["document", "offer"]),
        ),
      ),
  ]);
  const have = new Set(docs.map((d) => `${d.student_id}:${d.kind}`));
  const ownerOf = new Map<number, number>();
  for (const o of owners) if (o.partner_id !== null && !ownerOf.has(o.partner_id)) ownerOf.set(o.partner_id, o.id);
  const activeIds = new Set(active.map((u) => u.id));

  const wanted = new Map<string, Wanted>();
  for (const a of apps) {
    const assignee = a.counsellor_id && activeIds.has(a.counsellor_id) ? a.counsellor_id : ownerOf.get(a.partner_id);
    if (assignee === undefined) continue;
    const name = `${a.first} ${a.last}`;
    const base = { partner_id: a.partner_id, application_id: a.id, student_id: a.student_id, assignee_id: assignee };
    if ((DOCUMENT_REQUEST_STATUSES as readonly string[]).includes(a.status)) {
      for (const kind of checklistFor(a.level)) {
        if (have.has(`${a.student_id}:${kind}`)) continue;
        wanted.set(`${a.partner_id}|${documentKey(a.id, kind)}`, {
          ...base,
          source: "document",
          source_key: documentKey(a.id, kind),
          title: documentTitle(DOCUMENT_WORDS[kind], name).slice(0, 200),
          due_at: new Date(Date.now() + DOCUMENT_DAYS * DAY_MS),
        });
      }
    }
    if (isOfferAwaiting(a.status)) {
      wanted.set(`${a.partner_id}|${offerKey(a.id)}`, {
        ...base,
        source: "offer",
        source_key: offerKey(a.id),
        title: offerTitle(name, a.provider).slice(0, 200),
        due_at: offerDue(a.offer_respond_by),
      });
    }
  }

  const now = new Date();
  const audits: AuditEntry[] = [];
  const entry = (partnerId: number, id: number, details: Record<string, unknown>): AuditEntry => ({
    actor_user_id: actor,
    partner_id: partnerId,
    action: "task.auto",
    entity: "task",
    entity_id: String(id),
    details,
    ip,
  });

  // Close what is no longer needed; an offer task follows its answer date.
  const stale = open.filter((t) => !wanted.has(`${t.partner_id}|${t.source_key}`));
  if (stale.length) {
    await db
      .update(tasks)
      .set({ completed_at: now, updated_at: now })
      .where(
        and(
          inArray(
            tasks.id,
            stale.map((t) => t.id),
          ),
          isNull(tasks.completed_at),
        ),
      );
    for (const t of stale)
      audits.push(entry(t.partner_id, t.id, { title: t.title, before: { open: true }, after: { open: false } }));
  }
  for (const t of open) {
    const w = wanted.get(`${t.partner_id}|${t.source_key}`);
    if (
      w?.source === "offer" &&
      w.due_at.getTime() !== t.due_at.getTime() &&
      applicationsWithDate(apps, t.application_id)
    ) {
      await db.update(tasks).set({ due_at: w.due_at, updated_at: now }).where(eq(tasks.id, t.id));
    }
    wanted.delete(`${t.partner_id}|${t.source_key}`);
  }

  const rows = [...wanted.values()];
  let opened = 0;
  if (rows.length) {
    // The partial unique index makes each cause's task once, even when two units race to make it.
    const made = await db
      .insert(tasks)
      .values(rows.map((w) => ({ ...w, created_by: actor })))
      .onConflictDoNothing({
        target: [tasks.partner_id, tasks.source_key],
        where: sql`${tasks.completed_at} is null and ${tasks.source} <> 'manual'`,
      })
      .returning({ id: tasks.id, partner_id: tasks.partner_id, title: tasks.title });
    opened = made.length;
    for (const t of made) audits.push(entry(t.partner_id, t.id, { title: t.title, after: { open: true } }));
  }
  await recordAudits(db, audits);
  return { opened, closed: stale.length };
}

/** Only an application with an answer date moves its offer task's due time (one without keeps its default). */
function applicationsWithDate(apps: { id: number; offer_respond_by: string | null }[], id: number | null) {
  return apps.some((a) => a.id === id && a.offer_respond_by !== null);
}

/** The open applications of a student: whose checklists a document upload or removal changes. */
export async function syncStudentTasks(db: Db, studentId: number, actor: number | null, ip: string | null = null) {
  const ids = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.status_id))
    .where(and(eq(applications.student_id, studentId), eq(applicationStatuses.is_terminal, false)));
  return syncApplicationTasks(
    db,
    ids.map((r) => r.id),
    actor,
    ip,
  );
}

/** The partner answered on an application: its "unanswered message" task is done (in the reply's unit). */
export async function closeMessageTasks(
  db: Db,
  partnerId: number,
  applicationId: number,
  actor: number,
  ip: string | null,
) {
  const now = new Date();
  const closed = await db
    .update(tasks)
    .set({ completed_at: now, completed_by: actor, updated_at: now })
    .where(
      and(
        eq(tasks.partner_id, partnerId),
        eq(tasks.application_id, applicationId),
        eq(tasks.source, "message"),
        isNull(tasks.completed_at),
      ),
    )
    .returning({ id: tasks.id, title: tasks.title });
  await recordAudits(
    db,
    closed.map((t) => ({
      actor_user_id: actor,
      partner_id: partnerId,
      action: "task.auto" as const,
      entity: "task",
      entity_id: String(t.id),
      details: { title: t.title, before: { open: true }, after: { open: false } },
      ip,
    })),
  );
  return closed.length;
}

/**
 * The second working day (Monday to Friday, UTC) after a message's time, at the same time of day: when a message
 * from admissions not answered by then becomes a task.
 */
const twoWorkingDaysAfter = (at: ReturnType<typeof sql>) =>
  sql`(select d from generate_series(${at} + interval '1 day', ${at} + interval '7 days', interval '1 day') d
        where extract(isodow from d at time zone 'UTC') < 6 order by d offset 1 limit 1)`;

/**
 * The recurring job's part (decision 052): for each application whose oldest message from admissions since the
 * partner's last message is two working days old, one task for the application's counsellor (or the owner), made
 * once per message: a task already made (open or done) since that message stops another.
 */
export async function makeUnansweredMessageTasks(db: Db) {
  const r = (await db.execute(sql`
    with waiting as (
      select distinct on (m.application_id) m.application_id, m.created_at
      from application_messages m
      where m.side = 'admin' and m.created_at > now() - interval '60 days'
        and not exists (
          select 1 from application_messages p
          where p.application_id = m.application_id and p.side = 'partner' and p.created_at > m.created_at
        )
      order by m.application_id, m.created_at
    ), due as (
      select a.id, a.partner_id, a.student_id, w.created_at as asked_at,
        coalesce(
          (select c.id from users c where c.id = a.counsellor_id and c.status = 'active'),
          (select o.id from users o where o.partner_id = a.partner_id and not o.is_sub_login and o.role = 'Partner' order by o.id limit 1)
        ) as assignee_id,
        s.first_name || ' ' || s.last_name as student_name
      from waiting w
      join applications a on a.id = w.application_id
      join students s on s.id = a.student_id
      where ${twoWorkingDaysAfter(sql`w.created_at`)} <= now()
        and not exists (
          select 1 from tasks t
          where t.partner_id = a.partner_id and t.source_key = 'message:' || a.id and t.created_at >= w.created_at
        )
    )
    insert into tasks (partner_id, title, due_at, assignee_id, student_id, application_id, source, source_key)
    select d.partner_id, left('Answer admissions about application #' || d.id || ' (' || d.student_name || ')', 200),
      now(), d.assignee_id, d.student_id, d.id, 'message', 'message:' || d.id
    from due d where d.assignee_id is not null
    on conflict (partner_id, source_key) where completed_at is null and source <> 'manual' do nothing
    returning id, partner_id, title
  `)) as unknown as { rows: { id: number | string; partner_id: number; title: string }[] };
  await recordAudits(
    db,
    r.rows.map((t) => ({
      actor_user_id: null,
      partner_id: t.partner_id,
      action: "task.auto" as const,
      entity: "task",
      entity_id: String(t.id),
      details: { title: t.title, after: { open: true } },
      ip: null,
    })),
  );
  return r.rows.length;
}
