// Longer than 300 lines: one erasure reaches every place a student's values are copied to, in one unit of work; kept in one place so that none is missed.
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  applicationEvents,
  applicationMessageAttachments,
  applicationMessages,
  applicationStatuses,
  applications,
  auditLog,
  expertMeetings,
  idempotencyKeys,
  notifications,
  outbox,
  readLog,
  reportJobs,
  studentDocuments,
  studentImportJobs,
  students,
  tasks,
  ticketAttachments,
  ticketMessages,
  tickets,
  users,
  webhookDeliveries,
} from "../../db/schema/index";
import { conflict } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudit } from "../audit/service";
import { createStudentQueries } from "../students/queries";

/** What an erased student is called everywhere its applications and commissions are still shown. */
export const ERASED_FIRST_NAME = "Erased";
export const erasedLastName = (id: number) => `student #${id}`;
export const erasedEmail = (id: number) => `erased-${id}@erased.invalid`;
const ERASED_TEXT = "[erased]";

export interface ErasureResult {
  student_id: number;
  withdrawn_applications: number[];
  kept: { applications: number };
  removed: Record<string, number>;
}

/**
 * Erases a student (issue 37, decision 057), in the caller's unit of work: every personal value goes, from the
 * student's row and from everything that copied one (documents and their files, application messages and their
 * files, tasks, notices, mails, webhook deliveries, stored answers, audit details, tickets' text, exports and import
 * results that may list them); the applications and their commissions stay, pointing at the pseudonymised row. An
 * application in an active status refuses, unless `withdraw` says to withdraw it in the same step.
 */
export function createErasure(db: Db, storage: FileStorage) {
  const queries = createStudentQueries(db);

  /** Replaces each value in a text column with "[erased]" (case-insensitively), in rows `where` picks. */
  const scrub = (column: ReturnType<typeof sql.raw> | unknown, values: string[]) =>
    values.reduce<ReturnType<typeof sql>>(
      (acc, v) => sql`regexp_replace(${acc}, ${escapeRegExp(v)}, ${ERASED_TEXT}, 'gi')`,
      sql`${column}`,
    );
  const mentions = (column: unknown, values: string[]) =>
    or(...values.map((v) => sql`(${column})::text ilike ${`%${escapeLike(v)}%`}`))!;

  /** The partner's tickets linked to the student or their applications, and those that only name them. */
  async function ticketsAbout(partnerId: number, id: number, appIds: number[], values: string[]) {
    const rows = await db
      .select({ id: tickets.id, student_id: tickets.student_id, application_id: tickets.application_id })
      .from(tickets)
      .where(
        and(
          eq(tickets.partner_id, partnerId),
          or(
            eq(tickets.student_id, id),
            appIds.length ? inArray(tickets.application_id, appIds) : undefined,
            mentions(sql`${tickets.subject} || ' ' || ${tickets.description}`, values),
            sql`exists (select 1 from ${ticketMessages} m where m.ticket_id = ${tickets.id} and ${mentions(sql`m.body`, values)})`,
          ),
        ),
      );
    const isLinked = (t: (typeof rows)[number]) =>
      t.student_id === id || (t.application_id !== null && appIds.includes(t.application_id));
    return {
      linked: rows.filter(isLinked).map((t) => t.id),
      naming: rows.filter((t) => !isLinked(t)).map((t) => t.id),
    };
  }

  return {
    async erase(ctx: PartnerContext, id: number, opts: { withdraw: boolean }, ip: string): Promise<ErasureResult> {
      const s = await queries.ownRow(ctx, id);
      if (s.erased_at) throw conflict("This student has already been erased.");
      const name = `${s.first_name} ${s.last_name}`;
      // The values searched for and removed wherever a row of this partner copied them.
      const long = (v: string | null): v is string => typeof v === "string" && v.trim().length >= 3;
      const values = [name, `${s.last_name} ${s.first_name}`, s.email, s.passport_number, s.phone].filter(long);
      // In rows about this student (a linked ticket, a search kept with an export), a name part alone goes too.
      const parts = [...values, s.first_name, s.last_name].filter(long);

      const apps = await db
        .select({ id: applications.id, terminal: applicationStatuses.is_terminal })
        .from(applications)
        .innerJoin(applicationStatuses, eq(applicationStatuses.id, applications.status_id))
        .where(and(eq(applications.student_id, id), eq(applications.partner_id, ctx.partnerId)))
        .for("update", { of: applications });
      const active = apps.filter((a) => !a.terminal).map((a) => a.id);
      if (active.length && !opts.withdraw) {
        throw conflict(
          active.length === 1
            ? `${name} has 1 application in progress; withdraw it in the same step to erase the student, or wait until it closes.`
            : `${name} has ${active.length} applications in progress; withdraw them in the same step to erase the student, or wait until they close.`,
          undefined,
          { active_applications: active },
        );
      }
      const appIds = apps.map((a) => a.id);
      if (active.length) {
        const [withdrawn] = await db
          .select({ id: applicationStatuses.id })
          .from(applicationStatuses)
          .where(eq(applicationStatuses.name, "Withdrawn"));
        if (!withdrawn) throw conflict("There is no Withdrawn status in Masters; add it before erasing.");
        const moved = await db
          .update(applications)
          .set({ status_id: withdrawn.id, updated_at: new Date() })
          .where(inArray(applications.id, active))
          .returning({ id: applications.id });
        for (const a of moved) {
          const [from] = await db
            .select({ status_id: applicationEvents.to_status_id })
            .from(applicationEvents)
            .where(eq(applicationEvents.application_id, a.id))
            .orderBy(sql`${applicationEvents.created_at} desc, ${applicationEvents.id} desc`)
            .limit(1);
          await db.insert(applicationEvents).values({
            application_id: a.id,
            from_status_id: from?.status_id ?? null,
            to_status_id: withdrawn.id,
            by_user_id: ctx.userId,
            note: "Withdrawn so that the student could be erased.",
          });
        }
      }

      const removed: Record<string, number> = {};
      const files: string[] = [];

      // The student's documents (offer letters among them) and their files.
      const docs = await db
        .delete(studentDocuments)
        .where(and(eq(studentDocuments.student_id, id), eq(studentDocuments.partner_id, ctx.partnerId)))
        .returning({ key: studentDocuments.storage_key });
      removed.documents = docs.length;
      files.push(...docs.map((d) => d.key));

      if (appIds.length) {
        // The conversations with admissions about the student, with their files.
        const attachments = await db
          .select({ key: applicationMessageAttachments.storage_key })
          .from(applicationMessageAttachments)
          .where(inArray(applicationMessageAttachments.application_id, appIds));
        files.push(...attachments.map((a) => a.key));
        await db
          .delete(applicationMessageAttachments)
          .where(inArray(applicationMessageAttachments.application_id, appIds));
        removed.messages = (
          await db
            .delete(applicationMessages)
            .where(inArray(applicationMessages.application_id, appIds))
            .returning({ id: applicationMessages.id })
        ).length;
        await db
          .update(applicationEvents)
          .set({ note: null })
          .where(and(inArray(applicationEvents.application_id, appIds), mentions(applicationEvents.note, values)));
      }

      // Tasks about the student or their applications, and the notices and mails that named them.
      removed.tasks = (
        await db
          .delete(tasks)
          .where(
            and(
              eq(tasks.partner_id, ctx.partnerId),
              or(
                eq(tasks.student_id, id),
                appIds.length ? inArray(tasks.application_id, appIds) : undefined,
                mentions(tasks.title, values),
              ),
            ),
          )
          .returning({ id: tasks.id })
      ).length;
      const people = db.select({ id: users.id }).from(users).where(eq(users.partner_id, ctx.partnerId));
      const readers = db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.partner_id, ctx.partnerId), eq(users.role, "Superadmin")));
      const tix = await ticketsAbout(ctx.partnerId, id, appIds, values);
      const links = [
        `/partner/student/${id}`,
        ...appIds.flatMap((a) => [`/partner/application/${a}`, `/admin/applications/${a}`]),
        ...tix.linked.flatMap((t) => [`/partner/tickets/list/?ticket=${t}`, `/admin/tickets?ticket=${t}`]),
      ];
      removed.notifications = (
        await db
          .delete(notifications)
          .where(
            or(
              inArray(notifications.link, links),
              and(
                inArray(notifications.user_id, readers),
                mentions(sql`${notifications.title} || ' ' || coalesce(${notifications.body}, '')`, values),
              ),
            ),
          )
          .returning({ id: notifications.id })
      ).length;
      removed.mails = (
        await db
          .delete(outbox)
          .where(
            mentions(
              sql`${outbox.subject} || ' ' || ${outbox.text_body} || ' ' || coalesce(${outbox.html_body}, '')`,
              values,
            ),
          )
          .returning({ id: outbox.id })
      ).length;
      removed.webhook_deliveries = (
        await db
          .delete(webhookDeliveries)
          .where(and(eq(webhookDeliveries.partner_id, ctx.partnerId), mentions(webhookDeliveries.payload, values)))
          .returning({ id: webhookDeliveries.id })
      ).length;
      await db
        .delete(idempotencyKeys)
        .where(and(inArray(idempotencyKeys.user_id, people), mentions(idempotencyKeys.response_body, values)));

      // The audit log keeps what happened and who did it; the values it copied go.
      removed.audit_details = (
        await db
          .update(auditLog)
          .set({ details: { erased: true } })
          .where(
            and(
              eq(auditLog.partner_id, ctx.partnerId),
              or(
                and(eq(auditLog.entity, "student"), eq(auditLog.entity_id, String(id))),
                tix.linked.length
                  ? and(
                      eq(auditLog.entity, "ticket"),
                      inArray(
                        auditLog.entity_id,
                        tix.linked.map((t) => String(t)),
                      ),
                    )
                  : undefined,
                mentions(auditLog.details, values),
                mentions(sql`${auditLog.details}->'filters'`, parts),
              ),
            ),
          )
          .returning({ id: auditLog.id })
      ).length;

      // Support tickets about the student stay (they are the agency's), without the student's values or link; in a
      // ticket linked to them a name part alone goes too, and so do its files (a scan sent to support).
      for (const [ids, words] of [
        [tix.linked, parts],
        [tix.naming, values],
      ] as const) {
        if (!ids.length) continue;
        await db
          .update(tickets)
          .set({
            subject: sql`${scrub(tickets.subject, words)}`,
            description: sql`${scrub(tickets.description, words)}`,
            resolution_note: sql`${scrub(tickets.resolution_note, words)}`,
            rating_comment: sql`${scrub(tickets.rating_comment, words)}`,
            student_id: null,
          })
          .where(inArray(tickets.id, ids));
        await db
          .update(ticketMessages)
          .set({ body: sql`${scrub(ticketMessages.body, words)}` })
          .where(inArray(ticketMessages.ticket_id, ids));
      }
      if (tix.linked.length) {
        const ticketFiles = await db
          .delete(ticketAttachments)
          .where(inArray(ticketAttachments.ticket_id, tix.linked))
          .returning({ key: ticketAttachments.storage_key });
        files.push(...ticketFiles.map((f) => f.key));
      }
      const ticketIds = [...tix.linked, ...tix.naming];
      removed.tickets_cleaned = ticketIds.length;
      await db.update(expertMeetings).set({ student_id: null }).where(eq(expertMeetings.student_id, id));

      // Exports and import results may list the student: they go (exports are remade in a click).
      const exports = await db
        .select({ id: reportJobs.id, key: reportJobs.storage_key })
        .from(reportJobs)
        .where(and(eq(reportJobs.partner_id, ctx.partnerId), isNotNull(reportJobs.storage_key)));
      if (exports.length) {
        await db
          .update(reportJobs)
          .set({ storage_key: null, size_bytes: null })
          .where(
            inArray(
              reportJobs.id,
              exports.map((e) => e.id),
            ),
          );
        files.push(...exports.flatMap((e) => (e.key ? [e.key] : [])));
      }
      removed.exports = exports.length;
      // A search for the student's name kept with an export, in its row and in the read log's entry for it.
      await db
        .update(reportJobs)
        .set({ filters: {} })
        .where(and(eq(reportJobs.partner_id, ctx.partnerId), mentions(reportJobs.filters, parts)));
      await db
        .update(readLog)
        .set({ detail: sql`${readLog.detail} - 'filters'` })
        .where(and(eq(readLog.partner_id, ctx.partnerId), mentions(sql`${readLog.detail}->'filters'`, parts)));
      removed.import_files = (
        await db
          .update(studentImportJobs)
          .set({ upload: null, result: null })
          .where(
            and(
              eq(studentImportJobs.partner_id, ctx.partnerId),
              or(isNotNull(studentImportJobs.upload), isNotNull(studentImportJobs.result)),
            ),
          )
          .returning({ id: studentImportJobs.id })
      ).length;

      // The row itself: a pseudonym, no personal value; the applications and commissions point at it.
      await db
        .update(students)
        .set({
          first_name: ERASED_FIRST_NAME,
          last_name: erasedLastName(id),
          email: erasedEmail(id),
          phone: null,
          date_of_birth: null,
          gender: null,
          nationality_id: null,
          passport_number: null,
          passport_expiry: null,
          address: null,
          country_id: null,
          state_id: null,
          city: null,
          highest_qualification: null,
          grade: null,
          english_test: null,
          english_overall: null,
          english_bands: null,
          notes: null,
          grading_scale: null,
          completed_level_id: null,
          completion_year: null,
          subjects: [],
          preferred_intakes: [],
          budget_amount: null,
          budget_currency: null,
          preferred_country_ids: [],
          preferred_disciplines: [],
          tags: [],
          status: "archived",
          erased_at: new Date(),
          updated_at: new Date(),
        })
        .where(and(eq(students.id, id), eq(students.partner_id, ctx.partnerId)));

      removed.files = files.length;
      for (const key of files) await storage.remove(key);
      const result: ErasureResult = {
        student_id: id,
        withdrawn_applications: active,
        kept: { applications: appIds.length },
        removed,
      };
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "student.erase",
        entity: "student",
        entity_id: String(id),
        details: { withdrawn_applications: active, kept: result.kept, removed },
        ip,
      });
      return result;
    },
  };
}

const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
