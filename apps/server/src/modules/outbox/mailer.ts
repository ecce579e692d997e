import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema/index";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox first (so it survives and tests can read it) and to the log.
 * With SMTP configured it is then delivered and the row marked sent or failed.
 */
export function createMailer(deps: {
  db: Db;
  /** The mail leaves (SMTP, or the drop folder) only after the unit of work that wrote its outbox row commits. */
  uow: { afterCommit(fn: () => unknown): void };
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  /** Without SMTP, each mail is also dropped here as a text file to open. */
  dropDir: string;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await deps.db
        .insert(outbox)
        .values({
          to_email: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          status: transport ? "pending" : "logged",
        })
        .returning({ id: outbox.id });
      deps.log.info({ outbox_id: row?.id, to: mail.to, subject: mail.subject }, `mail: ${mail.subject}\n${mail.text}`);
      if (!row) return;
      deps.uow.afterCommit(() => deliver(row.id, mail));
    },
  };

  async function deliver(id: number, mail: Mail) {
    if (!transport) {
      await mkdir(deps.dropDir, { recursive: true });
      const file = path.join(deps.dropDir, `${String(id).padStart(6, "0")}.txt`);
      await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      return;
    }
    try {
      await transport.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await deps.db.update(outbox).set({ status: "sent", sent_at: new Date() }).where(eq(outbox.id, id));
    } catch (err) {
      deps.log.error({ err, outbox_id: id }, "mail delivery failed");
      await deps.db
        .update(outbox)
        .set({ status: "failed", error: err instanceof Error ? err.message : String(err) })
        .where(eq(outbox.id, id));
    }
  }
}
