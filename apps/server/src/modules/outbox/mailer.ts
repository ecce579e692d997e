import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema/index";
import type { UnitOfWork } from "../../db/unit-of-work";
import { translateMessage } from "../../lib/messages";
import { dataNamesIn } from "../masters/reference-names";
import { languageOfAddress, translateLines } from "./mail-text";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The `outbox.deliver` job: delivers one outbox row (modules/jobs registers it). */
  deliver(outboxId: number, attempt: { lastAttempt: boolean; log: FastifyBaseLogger }): Promise<DeliveryResult>;
}

export type DeliveryResult = "sent" | "logged" | "failed" | "already-delivered" | "gone";

export const DELIVER_KIND = "outbox.deliver";

/**
 * Every mail is written to the outbox with an `outbox.deliver` job, both in the caller's unit of work: the mail
 * exists (and leaves) only if the change that caused it commits. The job delivers it by SMTP, or without SMTP
 * drops it as a text file to open; either way the row is marked (sent / logged). A failed delivery is retried
 * with exponential backoff by the queue and the row ends `failed` with the error after the last attempt.
 * Delivering twice is harmless: the row is locked while it is delivered and one already delivered is skipped.
 */
export function createMailer(deps: {
  db: Db;
  uow: UnitOfWork;
  jobs: { send(kind: string, data: object): Promise<string | null> };
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  /** Without SMTP, each mail is dropped here as a text file to open. */
  dropDir: string;
}): Mailer {
  const transport = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl, {
        // A mail server that hangs must not hold a delivery (and its row lock) for long.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
  return {
    async send(original) {
      await deps.uow.run(async () => {
        // Written in the recipient's language (issue 17): the subject and each line the catalogs know.
        const language = await languageOfAddress(deps.db, original.to);
        // A status or a level named in it reads as Masters names it in that language (decision 048).
        const values = await dataNamesIn(deps.db, language);
        const mail =
          language === "en"
            ? original
            : {
                ...original,
                subject: translateMessage(original.subject, language, values),
                text: translateLines(original.text, language, values),
              };
        const [row] = await deps.db
          .insert(outbox)
          .values({
            to_email: mail.to,
            subject: mail.subject,
            text_body: mail.text,
            html_body: mail.html ?? null,
            status: "pending",
          })
          .returning({ id: outbox.id });
        if (!row) return;
        deps.log.info({ outbox_id: row.id, to: mail.to, subject: mail.subject }, `mail: ${mail.subject}\n${mail.text}`);
        await deps.jobs.send(DELIVER_KIND, { outbox_id: row.id });
      });
    },

    async deliver(outboxId, { lastAttempt, log }) {
      let failure: unknown = null;
      const result = await deps.uow.run(async (): Promise<DeliveryResult> => {
        // The row's lock makes a second delivery of the same mail (a job retried after its worker died) wait for
        // the first and then see it delivered.
        const [row] = await deps.db.select().from(outbox).where(eq(outbox.id, outboxId)).for("update");
        if (!row) return "gone";
        if (row.status === "sent" || row.status === "logged") return "already-delivered";
        try {
          if (transport) {
            await transport.sendMail({
              from: deps.from,
              to: row.to_email,
              subject: row.subject,
              text: row.text_body,
              html: row.html_body ?? undefined,
            });
          } else {
            await mkdir(deps.dropDir, { recursive: true });
            const file = path.join(deps.dropDir, `${String(row.id).padStart(6, "0")}.txt`);
            await writeFile(file, `To: ${row.to_email}\nSubject: ${row.subject}\n\n${row.text_body}\n`);
          }
        } catch (err) {
          failure = err;
          const error = err instanceof Error ? err.message : String(err);
          await deps.db
            .update(outbox)
            .set({ error, ...(lastAttempt ? { status: "failed" } : {}) })
            .where(eq(outbox.id, outboxId));
          return "failed";
        }
        const status = transport ? "sent" : "logged";
        await deps.db
          .update(outbox)
          .set({ status, sent_at: sql`clock_timestamp()`, error: null })
          .where(eq(outbox.id, outboxId));
        return status;
      });
      if (failure) {
        log.error({ err: failure, outbox_id: outboxId, last_attempt: lastAttempt }, "mail delivery failed");
        // The queue retries it (or records it failed after the last attempt).
        throw failure;
      }
      log.info({ outbox_id: outboxId, result }, "mail delivered");
      return result;
    },
  };
}
