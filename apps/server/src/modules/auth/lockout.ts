import type { Db } from "../../db/client";
import { hit, peek } from "../limits/counters";
import type { Mailer } from "../outbox/mailer";

export interface LockoutLimits {
  /** Wrong passwords for one account from one address before that address is locked out of it. */
  failuresPerAccount: number;
  /** Wrong passwords for one account from all addresses together before it is locked everywhere. */
  accountCeiling?: number;
  lockMinutes: number;
}

export const DEFAULT_ACCOUNT_CEILING = 50;

/**
 * The sign-in lockout (docs/decisions/017), kept in the shared `rate_limits` counters so every instance sees the
 * same state. Five wrong passwords for an account from one address lock that address out of that account for
 * the lock period; the owner signing in from anywhere else is not affected. A much higher ceiling across all
 * addresses (50 in the period) locks the account everywhere and mails its owner once per lock: the counter's
 * upsert returns the ceiling to exactly one attempt, the one that set the lock.
 */
export function createLockout(db: Db, mailer: Mailer, limits: LockoutLimits) {
  const windowMs = limits.lockMinutes * 60_000;
  const ceiling = limits.accountCeiling ?? DEFAULT_ACCOUNT_CEILING;
  const fromAddress = (email: string, ip: string) => `lock:ip:${email}|${ip}`;
  const everywhere = (email: string) => `lock:acct:${email}`;

  return {
    /** Seconds until this address may try this account again, or null when it may now. */
    async lockedFor(email: string, ip: string): Promise<number | null> {
      const counts = await peek(db, [fromAddress(email, ip), everywhere(email)]);
      const here = counts.get(fromAddress(email, ip));
      const all = counts.get(everywhere(email));
      const waits = [
        here && here.hits >= limits.failuresPerAccount ? here.ttlMs : 0,
        all && all.hits >= ceiling ? all.ttlMs : 0,
      ];
      const wait = Math.max(...waits);
      return wait > 0 ? wait / 1000 : null;
    },

    /**
     * Counts a wrong password (inside the caller's unit of work). When this one locks the account everywhere and the
     * account exists, its owner gets a mail, which leaves once the unit commits.
     */
    async failed(email: string, ip: string, owner: { email: string; name: string } | undefined) {
      await hit(db, fromAddress(email, ip), windowMs, limits.failuresPerAccount);
      const all = await hit(db, everywhere(email), windowMs, ceiling);
      if (all.hits !== ceiling || !owner) return;
      await mailer.send({
        to: owner.email,
        subject: "Your Partner Portal account is locked for now",
        text: [
          `Hello ${owner.name},`,
          "",
          `Someone tried ${ceiling} wrong passwords for your account within ${limits.lockMinutes} minutes, so signing in`,
          `is paused from every address for the next ${limits.lockMinutes} minutes.`,
          "",
          "If this was not you, your password was not accepted and nothing else has changed. Once the pause ends,",
          "consider choosing a new password with the 'Forgot password' link on the sign-in page.",
        ].join("\n"),
      });
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
