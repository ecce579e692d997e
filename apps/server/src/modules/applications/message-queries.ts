// The conversation's reads (decision 043): one application's thread as one side reads it, an attachment to
// download, the unread counts of a list's page, and whom a new message is told to.
import type { ApplicationDetail, MessageSide } from "@pp/shared";
import { type AnyColumn, and, asc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applicationMessageAttachments, applicationMessages, partners, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";

export type Thread = ApplicationDetail["messages"];

/** The route a side downloads an attachment from (each checks the caller against the application). */
export const attachmentUrl = (side: MessageSide, applicationId: number, attachmentId: number) =>
  side === "partner"
    ? `/api/partner/application/${applicationId}/attachments/${attachmentId}/`
    : `/api/admin/applications/${applicationId}/attachments/${attachmentId}/`;

const otherSide = (side: MessageSide): MessageSide => (side === "partner" ? "admin" : "partner");

/**
 * The count of `reader`'s unread messages on the row's application, as a column of a list's one statement: the
 * partial index on unread messages makes it a probe per row.
 */
export const unreadColumn = (applicationIdColumn: SQL | AnyColumn, reader: MessageSide) =>
  sql<number>`(select count(*)::int from ${applicationMessages} m where m.application_id = ${applicationIdColumn} and m.side = ${otherSide(reader)} and m.read_at is null)`;

export function createMessageQueries(db: Db) {
  return {
    /** The application's thread, oldest first, each message marked as `reader`'s side sees it. */
    async thread(applicationId: number, reader: MessageSide): Promise<Thread> {
      // One after the other: inside a unit of work both would share its one connection anyway.
      const messages = await db
        .select({ m: applicationMessages, name: users.name, role: users.role })
        .from(applicationMessages)
        .leftJoin(users, eq(users.id, applicationMessages.author_user_id))
        .where(eq(applicationMessages.application_id, applicationId))
        .orderBy(asc(applicationMessages.created_at), asc(applicationMessages.id));
      const files = await db
        .select()
        .from(applicationMessageAttachments)
        .where(eq(applicationMessageAttachments.application_id, applicationId))
        .orderBy(asc(applicationMessageAttachments.id));
      const byMessage = new Map<number, Thread[number]["attachments"]>();
      for (const f of files) {
        const list = byMessage.get(f.message_id) ?? [];
        list.push({
          id: f.id,
          file_name: f.file_name,
          content_type: f.content_type,
          size_bytes: f.size_bytes,
          download_url: attachmentUrl(reader, applicationId, f.id),
        });
        byMessage.set(f.message_id, list);
      }
      return messages.map(({ m, name, role }) => ({
        id: m.id,
        author: m.author_user_id && name && role ? { id: m.author_user_id, name, role } : null,
        side: m.side === "admin" ? "admin" : "partner",
        body: m.body,
        attachments: byMessage.get(m.id) ?? [],
        unread: m.side !== reader && m.read_at === null,
        read_at: m.read_at?.toISOString() ?? null,
        created_at: m.created_at.toISOString(),
      }));
    },

    /** One attachment of the application (the caller's access to the application is checked before), or 404. */
    async attachment(applicationId: number, attachmentId: number) {
      const [a] = await db
        .select()
        .from(applicationMessageAttachments)
        .where(
          and(
            eq(applicationMessageAttachments.id, attachmentId),
            eq(applicationMessageAttachments.application_id, applicationId),
          ),
        );
      if (!a) throw notFound("Attachment not found.");
      return a;
    },

    /**
     * Who hears of a message: admissions (every active Superadmin) for a partner's message; for admissions' answer
     * the partner's active people who may open its applications (its own account and the sub-logins granted
     * applications.view). With the e-mail and name their mail needs.
     */
    async recipients(toSide: MessageSide, partnerId: number) {
      const who = { id: users.id, email: users.email, name: users.name };
      if (toSide === "admin") {
        return db
          .select(who)
          .from(users)
          .where(and(eq(users.role, "Superadmin"), eq(users.status, "active")));
      }
      return db
        .select(who)
        .from(users)
        .where(
          and(
            eq(users.partner_id, partnerId),
            eq(users.status, "active"),
            or(eq(users.is_sub_login, false), sql`'applications.view' = any(${users.permissions})`),
          ),
        );
    },

    /** The partner's company name (what admissions' notices call the team that wrote). */
    async partnerName(partnerId: number) {
      const [p] = await db.select({ name: partners.company_name }).from(partners).where(eq(partners.id, partnerId));
      return p?.name ?? "";
    },

    /** Marks the other side's unread messages up to `upTo` read; answers how many were marked. */
    async markRead(applicationId: number, reader: MessageSide, upTo: number) {
      const rows = await db
        .update(applicationMessages)
        .set({ read_at: sql`now()` })
        .where(
          and(
            eq(applicationMessages.application_id, applicationId),
            ne(applicationMessages.side, reader),
            isNull(applicationMessages.read_at),
            sql`${applicationMessages.id} <= ${upTo}`,
          ),
        )
        .returning({ id: applicationMessages.id });
      return rows.length;
    },
  };
}
export type MessageQueries = ReturnType<typeof createMessageQueries>;
