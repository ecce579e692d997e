import type { MessageSide } from "@pp/shared";
import type { Db } from "../../db/client";
import { applicationMessageAttachments, applicationMessages } from "../../db/schema/index";
import { phrase } from "../../lib/messages";
import type { StoredUpload } from "../../lib/uploads";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { mailText } from "../outbox/mail-text";
import type { Mailer } from "../outbox/mailer";
import { closeMessageTasks } from "../tasks/auto";
import { messageCreated } from "./events";
import { createMessageQueries, type MessageQueries } from "./message-queries";
import type { Row } from "./queries";

/** What a notice quotes of a message: its first 300 characters. */
const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

/**
 * The conversation between a partner's team and admissions on one application (issue 35, decision 043). Each write
 * runs in the route's unit of work: the message, its file's row, the audit entry, the webhook event, the other
 * side's notifications and mails commit together (the stored file is kept only then), and the notifications reach
 * open pages after the commit.
 */
export function createMessageService(deps: {
  db: Db;
  notifications: NotificationService;
  mailer: Mailer;
  publicUrl: string;
  messages?: MessageQueries;
}) {
  const { db, notifications, mailer } = deps;
  const messages = deps.messages ?? createMessageQueries(db);

  /** Tells the other side: a bell notification and an e-mail each, in each person's language. */
  async function tell(side: MessageSide, ctx: PartnerContext, r: Row, text: string, file: StoredUpload | null) {
    const to: MessageSide = side === "partner" ? "admin" : "partner";
    const people = await messages.recipients(to, ctx.partnerId);
    if (people.length === 0) return;
    const id = r.a.id;
    const link = to === "admin" ? `/admin/applications/${id}` : `/partner/application/${id}`;
    const partnerName = side === "partner" ? await messages.partnerName(ctx.partnerId) : "";
    const fileLine = file ? phrase(`Attached file: ${file.name}`) : null;
    const lines = [text ? excerpt(text) : null, fileLine].filter((l): l is string => l !== null);
    await notifications.notify(
      people.map((p) => p.id),
      {
        kind: "application.message",
        title:
          side === "partner"
            ? `${partnerName} wrote about application #${id}`
            : `Admissions wrote about application #${id}`,
        body: lines.join("\n"),
        link,
      },
      ctx.userId,
    );
    const student = `${r.student_first} ${r.student_last}`;
    const course = r.course_name;
    for (const p of people) {
      if (p.id === ctx.userId) continue;
      await mailer.send({
        to: p.email,
        subject: `New message about application #${id}`,
        text: mailText([
          `Hello ${p.name},`,
          "",
          side === "partner"
            ? `${partnerName} wrote about application #${id} (${student}, ${course}).`
            : `Admissions wrote about application #${id} (${student}, ${course}).`,
          "",
          ...lines,
          "",
          `Open the application to read it and answer: ${deps.publicUrl}${link}`,
        ]),
      });
    }
  }

  return {
    /**
     * Adds `side`'s message (with its stored file, if any) to the application `r` of `ctx`'s partner; answers the
     * thread as the writer's side sees it.
     */
    async post(side: MessageSide, ctx: PartnerContext, r: Row, text: string, file: StoredUpload | null, ip: string) {
      const id = r.a.id;
      const [message] = await db
        .insert(applicationMessages)
        .values({ application_id: id, author_user_id: ctx.userId, side, body: text })
        .returning({ id: applicationMessages.id });
      const messageId = message!.id;
      if (file) {
        await db.insert(applicationMessageAttachments).values({
          message_id: messageId,
          application_id: id,
          file_name: file.name,
          content_type: file.type,
          size_bytes: file.size,
          storage_key: file.key,
        });
      }
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: file ? "application.message_file" : "application.message",
        entity: "application",
        entity_id: String(id),
        details: { after: { message_id: messageId, body: text, side }, ...(file ? { file_name: file.name } : {}) },
        ip,
      });
      // The partner's answer ends the "message unanswered" task on this application (decision 052).
      if (side === "partner") await closeMessageTasks(db, ctx.partnerId, id, ctx.userId, ip);
      const thread = await messages.thread(id, side);
      // The partner's systems hear of every message, admissions' answers included, as the partner reads them.
      const partnerThread = side === "partner" ? thread : await messages.thread(id, "partner");
      await notifications.event(
        ctx.partnerId,
        "application.message_created",
        messageCreated(id, partnerThread, messageId),
      );
      await tell(side, ctx, r, text, file);
      return thread;
    },

    /**
     * The reader's side has read the other side's messages up to `upTo` (the newest it was shown); answers how many
     * were marked and how many are still unread.
     */
    async read(side: MessageSide, applicationId: number, upTo: number) {
      const marked = await messages.markRead(applicationId, side, upTo);
      const thread = await messages.thread(applicationId, side);
      return { marked, unread_messages: thread.filter((m) => m.unread).length };
    },

    thread: messages.thread,
    attachment: messages.attachment,
  };
}
export type MessageService = ReturnType<typeof createMessageService>;
