import type { Db } from "../../db/client";
import { hit, peek } from "../limits/counters";
import type { SecurityAlerts } from "./security-alerts";

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
 * addresses (50 in the period) locks the account everywhere. The owner is told of both (`failed`).
 */
export function createLockout(db: Db, alerts: SecurityAlerts, limits: LockoutLimits) {
  const windowMs = limits.lockMinutes * 60_000;
  const ceiling = limits.accountCeiling ?? DEFAULT_ACCOUNT_CEILING;
  const fromAddress = (email: string, ip: string) => `lock:ip:${email}|${ip}`;
  const everywhere = (email: string) => `lock:acct:${email}`;
  const alerted = (email: string) => `lock:alert:${email}`;

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
     * Counts a wrong password (inside the caller's unit of work) and alerts the account's owner (issue 17), by mail
     * and notification, which leave once the unit commits: once when a first address is locked out of the account
     * in a lock period (more addresses in the same period add no mail), and once when the account is locked
     * everywhere. Each counter's upsert returns the limit to exactly one attempt, so no instance sends twice.
     */
    async failed(email: string, ip: string, owner: { id: number; email: string; name: string } | undefined) {
      const here = await hit(db, fromAddress(email, ip), windowMs, limits.failuresPerAccount);
      const all = await hit(db, everywhere(email), windowMs, ceiling);
      if (!owner) return;
      if (here.hits === limits.failuresPerAccount && (await hit(db, alerted(email), windowMs, 1)).hits === 1) {
        await alerts.lockedOut(owner, {
          failures: limits.failuresPerAccount,
          minutes: limits.lockMinutes,
          address: ip,
        });
      }
      if (all.hits === ceiling) await alerts.lockedOut(owner, { failures: ceiling, minutes: limits.lockMinutes });
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
