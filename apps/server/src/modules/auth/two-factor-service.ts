import type { TwoFactorConfirmData, TwoFactorStartData } from "@pp/shared";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recoveryCodes, twoFactor } from "../../db/schema/index";
import { verifyPassword } from "../../lib/crypto";
import { conflict, invalid, unauthorized } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { mailText } from "../outbox/mail-text";
import type { Mailer } from "../outbox/mailer";
import type { AuthQueries } from "./queries";
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  twoFactorKey,
} from "./two-factor-crypto";

export interface TwoFactorDeps {
  db: Db;
  mailer: Mailer;
  notifications: NotificationService;
  jwtSecret: string;
  queries: AuthQueries;
}

const WRONG_CODE = "The code is not correct. Check that your phone's clock is right and try again.";

/**
 * Two-factor sign-in of one person (issue 17, docs/decisions/022): setting up an authenticator app, confirming it
 * with a first code (which hands out ten recovery codes once), turning it off, and checking a code at sign-in.
 * Every write runs in its route's unit of work; the mail and the notification commit with the change.
 */
export function createTwoFactorService({ db, mailer, notifications, jwtSecret, queries }: TwoFactorDeps) {
  const key = twoFactorKey(jwtSecret);

  /** The secret in clear; "" (which accepts no code) when it cannot be read, e.g. after JWT_SECRET changed. */
  function readSecret(stored: string) {
    try {
      return decryptSecret(key, stored);
    } catch {
      return "";
    }
  }

  async function rowOf(userId: number) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.user_id, userId)).limit(1);
    return row;
  }

  /**
   * Accepts a code of a person whose 2FA is on and uses it up: a 6-digit code newer than the last one accepted
   * (within one 30-second step of now), or, when allowed, an unused recovery code. False when it is not accepted.
   */
  async function consumeCode(userId: number, code: string, allowRecovery: boolean): Promise<boolean> {
    const given = code.replace(/\s/g, "");
    if (isTotpCode(given)) {
      const row = await rowOf(userId);
      if (!row?.enabled_at) return false;
      const step = acceptedStep(readSecret(row.secret_enc), given, row.last_step);
      if (step === null) return false;
      // Two requests with the same code: only one moves last_step past it.
      const [taken] = await db
        .update(twoFactor)
        .set({ last_step: step })
        .where(
          and(
            eq(twoFactor.user_id, userId),
            isNotNull(twoFactor.enabled_at),
            or(isNull(twoFactor.last_step), lt(twoFactor.last_step, step)),
          ),
        )
        .returning({ user_id: twoFactor.user_id });
      return taken !== undefined;
    }
    if (!allowRecovery) return false;
    const [used] = await db
      .update(recoveryCodes)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(recoveryCodes.user_id, userId),
          eq(recoveryCodes.code_hash, recoveryCodeHash(given)),
          isNull(recoveryCodes.used_at),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used !== undefined;
  }

  /** The person hears of the change by e-mail and in the bell, whoever made it. */
  async function tell(u: { id: number; email: string; name: string }, on: boolean) {
    await mailer.send({
      to: u.email,
      subject: on ? "Two-factor sign-in is on" : "Two-factor sign-in is off",
      text: mailText([
        `Hello ${u.name},`,
        "",
        on
          ? "Two-factor sign-in is now on for your Partner Portal account: each sign-in asks for a code from your authenticator app."
          : "Two-factor sign-in is now off for your Partner Portal account: signing in asks for your password only.",
        "",
        "If you did not make this change, change your password at once and contact support.",
      ]),
    });
    await notifications.notify([u.id], {
      kind: "security",
      title: on ? "Two-factor sign-in is on" : "Two-factor sign-in is off",
      body: on
        ? "Each sign-in now asks for a code from your authenticator app. Keep your recovery codes somewhere safe."
        : "Signing in now asks for your password only. You can turn two-factor sign-in on again in your profile.",
      link: "/profile",
    });
  }

  async function user(userId: number) {
    const u = await queries.userById(userId);
    if (!u) throw unauthorized("Session expired. Please log in again.");
    return u;
  }

  return {
    consumeCode,

    /** Starts (or starts again) a set-up: a new pending secret, answered once so the app can take it. */
    async start(userId: number): Promise<TwoFactorStartData> {
      const u = await user(userId);
      if (u.two_factor_enabled) throw conflict("Two-factor sign-in is already on.");
      const fresh = newTotpSecret(u.email);
      const secret_enc = encryptSecret(key, fresh.secret);
      await db
        .insert(twoFactor)
        .values({ user_id: userId, secret_enc })
        .onConflictDoUpdate({ target: twoFactor.user_id, set: { secret_enc, enabled_at: null, last_step: null } });
      await recordAudit(db, {
        actor_user_id: userId,
        partner_id: u.partner_id,
        action: "user.two_factor_start",
        entity: "user",
        entity_id: String(userId),
      });
      return fresh;
    },

    /** A right first code turns it on and answers ten new recovery codes, once. */
    async confirm(userId: number, code: string): Promise<TwoFactorConfirmData> {
      const u = await user(userId);
      if (u.two_factor_enabled) throw conflict("Two-factor sign-in is already on.");
      const row = await rowOf(userId);
      if (!row) throw invalid({ code: ["Start setting up two-factor sign-in first."] });
      const step = acceptedStep(readSecret(row.secret_enc), code.replace(/\s/g, ""), null);
      if (step === null) throw invalid({ code: [WRONG_CODE] });
      await db.update(twoFactor).set({ enabled_at: new Date(), last_step: step }).where(eq(twoFactor.user_id, userId));
      const codes = newRecoveryCodes();
      await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
      await db.insert(recoveryCodes).values(codes.map((c) => ({ user_id: userId, code_hash: recoveryCodeHash(c) })));
      await recordAudit(db, {
        actor_user_id: userId,
        partner_id: u.partner_id,
        action: "user.two_factor_enable",
        entity: "user",
        entity_id: String(userId),
      });
      await tell(u, true);
      return { recovery_codes: codes };
    },

    /** Turns it off with the password and a current code or a recovery code. */
    async disable(userId: number, password: string, code: string) {
      const u = await user(userId);
      if (!u.two_factor_enabled) throw conflict("Two-factor sign-in is not on.");
      if (!(await verifyPassword(u.password_hash, password))) {
        throw invalid({ password: ["The password is not correct."] });
      }
      if (!(await consumeCode(userId, code, true))) throw invalid({ code: [WRONG_CODE] });
      await db.delete(twoFactor).where(eq(twoFactor.user_id, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
      await recordAudit(db, {
        actor_user_id: userId,
        partner_id: u.partner_id,
        action: "user.two_factor_disable",
        entity: "user",
        entity_id: String(userId),
      });
      await tell(u, false);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
export { WRONG_CODE };
