import { messages } from "@pp/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { partners, passwordResets, users } from "../../db/schema/index";
import { assertUncommonPassword } from "../../lib/common-passwords";
import { hashPassword, randomToken, sha256 } from "../../lib/crypto";
import { AppError, conflict, invalid } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/sql";
import { recordAudit } from "../audit/service";
import { mailText } from "../outbox/mail-text";
import type { Mailer } from "../outbox/mailer";
import type { AuthQueries } from "./queries";
import { createSessionStore, type RequestContext } from "./sessions";

export type { RequestContext } from "./sessions";

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

const RESET_TTL_MS = 60 * 60 * 1000;
const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** Accounts before a session: a partner's sign-up, and choosing a password by a single-use link. */
export function createAccountService({ db, mailer, config, log }: AccountDeps, queries: AuthQueries) {
  /** A single-use link to choose a password: a reset (valid one hour) or a sub-login's invitation (72 hours). */
  async function sendPasswordLink(
    u: { id: number; email: string; name: string },
    kind: "reset" | "invite",
    inviter?: string,
  ) {
    const token = randomToken();
    const ttl = kind === "invite" ? INVITE_TTL_MS : RESET_TTL_MS;
    await db.insert(passwordResets).values({
      user_id: u.id,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + ttl),
    });
    // An invitation's page asks for a first password ("Choose your password"), a reset's for a new one.
    const link = `${config.publicUrl}/authentication/reset-password/confirm?token=${token}${kind === "invite" ? "&welcome=1" : ""}`;
    const text =
      kind === "reset"
        ? mailText([
            `Hello ${u.name},`,
            "",
            "We received a request to reset the password of your Partner Portal account.",
            "Open this link within one hour to choose a new password:",
            link,
            "",
            "If you did not ask for this, you can ignore this email; your password stays as it is.",
          ])
        : mailText([
            `Hello ${u.name},`,
            "",
            `${inviter ?? "Your agency"} has given you an account on Partner Portal (${u.email}).`,
            "Open this link within 72 hours to choose your password and sign in:",
            link,
          ]);
    await mailer.send({
      to: u.email,
      subject: kind === "reset" ? "Reset your Partner Portal password" : "Your Partner Portal account",
      text,
    });
  }

  return {
    sendPasswordLink,

    async signup(
      input: {
        full_name: string;
        company_name: string;
        email: string;
        password: string;
        country_id: number;
      },
      ctx: RequestContext,
    ) {
      await assertUncommonPassword(input.password);
      if (!(await queries.countryExists(input.country_id)))
        throw invalid({ country_id: ["Choose a country from the list."] });
      const existing = await queries.userByEmail(input.email);
      if (existing) throw conflict(messages.emailTaken, { email: [messages.emailTaken] });
      const password_hash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [partner] = await tx
            .insert(partners)
            .values({
              company_name: input.company_name,
              country_id: input.country_id,
              contact_name: input.full_name,
              contact_email: input.email,
              status: "pending",
            })
            .returning({ id: partners.id });
          if (!partner) throw new Error("partner insert returned nothing");
          const [user] = await tx
            .insert(users)
            .values({
              email: input.email,
              password_hash,
              name: input.full_name,
              role: "Partner",
              partner_id: partner.id,
            })
            .returning({ id: users.id });
          await recordAudit(tx, {
            actor_user_id: user?.id ?? null,
            partner_id: partner.id,
            action: "partner.signup",
            entity: "partner",
            entity_id: String(partner.id),
            details: { company_name: input.company_name },
            ip: ctx.ip,
          });
          return { partner_id: partner.id, status: "pending" as const };
        });
      } catch (err) {
        // A concurrent sign-up with the same e-mail loses on the unique index.
        if (isUniqueViolation(err)) throw conflict(messages.emailTaken, { email: [messages.emailTaken] });
        throw err;
      }
    },

    async requestPasswordReset(email: string) {
      const u = await queries.userByEmail(email);
      if (!u) {
        log.info({ email }, "password reset requested for an unknown email");
        return;
      }
      await sendPasswordLink(u, "reset");
    },

    async confirmPasswordReset(token: string, password: string) {
      await assertUncommonPassword(password);
      const now = new Date();
      const [claimed] = await db
        .update(passwordResets)
        .set({ used_at: now })
        .where(
          and(
            eq(passwordResets.token_hash, sha256(token)),
            isNull(passwordResets.used_at),
            gt(passwordResets.expires_at, now),
          ),
        )
        .returning({ user_id: passwordResets.user_id });
      if (!claimed) throw new AppError(400, messages.resetInvalid, { token: [messages.resetInvalid] });
      const password_hash = await hashPassword(password);
      await db.update(users).set({ password_hash, updated_at: now }).where(eq(users.id, claimed.user_id));
      // Every session ends: whoever knew the old password is signed out everywhere.
      await createSessionStore(db).endOthers(claimed.user_id, undefined);
      await recordAudit(db, {
        actor_user_id: claimed.user_id,
        action: "user.password_reset",
        entity: "user",
        entity_id: String(claimed.user_id),
      });
    },
  };
}
