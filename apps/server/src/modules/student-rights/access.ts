import type { Readable } from "node:stream";
import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import { ZipFile } from "yazl";
import type { Db } from "../../db/client";
import {
  applicationEvents,
  applicationMessageAttachments,
  applicationMessages,
  applicationStatuses,
  applications,
  courses,
  educationProviders,
  intakes,
  partners,
  readLog,
  studentDocuments,
  tasks,
  ticketMessages,
  tickets,
  users,
} from "../../db/schema/index";
import { conflict } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage";
import type { PartnerContext } from "../../plugins/partner-context";
import { createStudentQueries } from "../students/queries";

/** An access export is a report job of its own kind (decision 058): the queue, progress, download and 7-day sweep. */
export const ACCESS_KIND = "student";
export const ACCESS_FORMAT = "zip";

/**
 * A file name inside the archive: its id first (names repeat), then the name without path separators (stored names
 * hold no control characters: decision 040).
 */
const entryName = (folder: string, id: number, name: string) =>
  `${folder}/${id}-${name.replace(/[/\\]/g, "_").slice(0, 150)}`;

/** The student's files, in the order the archive holds them. */
async function filesOf(db: Db, partnerId: number, studentId: number) {
  const docs = await db
    .select()
    .from(studentDocuments)
    .where(and(eq(studentDocuments.student_id, studentId), eq(studentDocuments.partner_id, partnerId)))
    .orderBy(asc(studentDocuments.id));
  const appIds = (
    await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.student_id, studentId), eq(applications.partner_id, partnerId)))
  ).map((a) => a.id);
  const attachments = appIds.length
    ? await db
        .select()
        .from(applicationMessageAttachments)
        .where(inArray(applicationMessageAttachments.application_id, appIds))
        .orderBy(asc(applicationMessageAttachments.id))
    : [];
  return {
    appIds,
    files: [
      ...docs.map((d) => ({ path: entryName("documents", d.id, d.file_name), key: d.storage_key, doc: d })),
      ...attachments.map((a) => ({ path: entryName("messages", a.id, a.file_name), key: a.storage_key, doc: null })),
    ],
  };
}

/** How many entries the archive will hold: the JSON file and each file (the job's progress counts to it). */
export async function accessEntries(db: Db, ctx: PartnerContext, studentId: number) {
  const s = await createStudentQueries(db).ownRow(ctx, studentId);
  if (s.erased_at) throw conflict("This student's personal data was erased; there is nothing left to export.");
  return 1 + (await filesOf(db, ctx.partnerId, studentId)).files.length;
}

/**
 * Everything the portal holds about one student, as the owner answers an access request (issue 37): the profile,
 * each application with its timeline and the conversation with admissions, the tickets about them, their tasks,
 * the read log, and their documents and message files. Read when the job runs, so the file is as of that moment.
 */
async function everything(db: Db, partnerId: number, studentId: number) {
  const ctx = { partnerId } as PartnerContext;
  const queries = createStudentQueries(db);
  const student = await queries.detail(ctx, studentId);
  const [agency] = await db.select({ name: partners.company_name }).from(partners).where(eq(partners.id, partnerId));
  const { appIds, files } = await filesOf(db, partnerId, studentId);
  const apps = appIds.length
    ? await db
        .select({
          id: applications.id,
          course: courses.name,
          provider: educationProviders.name,
          intake: intakes.name,
          status: applicationStatuses.name,
          submitted_at: applications.submitted_at,
          offer_type: applications.offer_type,
          offer_respond_by: applications.offer_respond_by,
          created_at: applications.created_at,
        })
        .from(applications)
        .innerJoin(courses, eq(courses.id, applications.course_id))
        .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
        .innerJoin(intakes, eq(intakes.id, applications.intake_id))
        .innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.status_id))
        .where(inArray(applications.id, appIds))
        .orderBy(asc(applications.id))
    : [];
  const statuses = new Map(
    (await db.select({ id: applicationStatuses.id, name: applicationStatuses.name }).from(applicationStatuses)).map(
      (r) => [r.id, r.name],
    ),
  );
  const statusName = (id: number | null) => (id === null ? null : (statuses.get(id) ?? String(id)));
  const events = appIds.length
    ? await db
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.application_id, appIds))
        .orderBy(asc(applicationEvents.created_at), asc(applicationEvents.id))
    : [];
  const messages = appIds.length
    ? await db
        .select()
        .from(applicationMessages)
        .where(inArray(applicationMessages.application_id, appIds))
        .orderBy(asc(applicationMessages.created_at), asc(applicationMessages.id))
    : [];
  const theirTickets = await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.partner_id, partnerId),
        or(eq(tickets.student_id, studentId), appIds.length ? inArray(tickets.application_id, appIds) : undefined),
      ),
    )
    .orderBy(asc(tickets.id));
  const ticketBodies = theirTickets.length
    ? await db
        .select()
        .from(ticketMessages)
        .where(
          inArray(
            ticketMessages.ticket_id,
            theirTickets.map((t) => t.id),
          ),
        )
        .orderBy(asc(ticketMessages.created_at))
    : [];
  const theirTasks = await db
    .select({ title: tasks.title, notes: tasks.notes, due_at: tasks.due_at, completed_at: tasks.completed_at })
    .from(tasks)
    .where(
      and(
        eq(tasks.partner_id, partnerId),
        or(eq(tasks.student_id, studentId), appIds.length ? inArray(tasks.application_id, appIds) : undefined),
      ),
    )
    .orderBy(asc(tasks.due_at));
  const reads = await db
    .select({ what: readLog.what, detail: readLog.detail, ip: readLog.ip, at: readLog.created_at, who: users.name })
    .from(readLog)
    .leftJoin(users, eq(users.id, readLog.user_id))
    .where(and(eq(readLog.partner_id, partnerId), eq(readLog.student_id, studentId)))
    .orderBy(desc(readLog.created_at));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    files,
    data: {
      about: `Everything ${agency?.name ?? "the agency"} holds about this student in Partner Portal`,
      generated_at: new Date().toISOString(),
      student,
      applications: apps.map((a) => ({
        ...a,
        submitted_at: iso(a.submitted_at),
        created_at: iso(a.created_at),
        timeline: events
          .filter((e) => e.application_id === a.id)
          .map((e) => ({
            from: statusName(e.from_status_id),
            to: statusName(e.to_status_id),
            note: e.note,
            at: iso(e.created_at),
          })),
        messages: messages
          .filter((m) => m.application_id === a.id)
          .map((m) => ({
            from: m.side === "admin" ? "admissions" : "agency",
            body: m.body,
            at: iso(m.created_at),
          })),
      })),
      documents: files
        .filter((f) => f.doc)
        .map((f) => ({
          kind: f.doc!.kind,
          file_name: f.doc!.file_name,
          content_type: f.doc!.content_type,
          size_bytes: f.doc!.size_bytes,
          uploaded_at: iso(f.doc!.created_at),
          in_archive: f.path,
        })),
      message_files: files.filter((f) => !f.doc).map((f) => f.path),
      tickets: theirTickets.map((t) => ({
        id: t.id,
        subject: t.subject,
        description: t.description,
        status: t.status,
        created_at: iso(t.created_at),
        messages: ticketBodies
          .filter((m) => m.ticket_id === t.id)
          .map((m) => ({ from: m.is_staff ? "support" : "agency", body: m.body, at: iso(m.created_at) })),
      })),
      tasks: theirTasks.map((t) => ({ ...t, due_at: iso(t.due_at), completed_at: iso(t.completed_at) })),
      read_log: reads.map((r) => ({ ...r, at: iso(r.at) })),
    },
  };
}

/**
 * The access archive as a stream: `student.json`, then each file read through the store (decrypted), one at a time.
 * `entryDone` runs after each entry (the job's progress and its cancel check); a failure there or in a file ends
 * the stream with that error.
 */
export async function accessArchive(
  deps: { db: Db; storage: FileStorage },
  partnerId: number,
  studentId: number,
  entryDone: () => Promise<void>,
): Promise<Readable> {
  const { files, data } = await everything(deps.db, partnerId, studentId);
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  const fail = (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err)));
  zip.on("error", fail);
  const done = () => void entryDone().catch(fail);
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), "student.json");
  done();
  for (const f of files) {
    zip.addReadStreamLazy(f.path, (cb) => {
      deps.storage.get(f.key).then(
        ({ stream }) => {
          stream.on("error", fail);
          stream.on("end", done);
          cb(null, stream);
        },
        (err) => cb(err, undefined as never),
      );
    });
  }
  zip.end();
  return out;
}

export const accessFileName = (created: Date, studentId: number) =>
  `student-${studentId}-data-${created.toISOString().slice(0, 10)}.zip`;
