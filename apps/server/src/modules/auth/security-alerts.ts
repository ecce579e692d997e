import type { NotificationService } from "../notifications/service";
import { mailText } from "../outbox/mail-text";
import type { Mailer } from "../outbox/mailer";

interface Person {
  id: number;
  email: string;
  name: string;
}

/** "Chrome, Windows": the names a user agent gives (proper nouns, the same in every language), "?" where unknown. */
export const deviceName = (d: { browser: string; os: string }) => `${d.browser || "?"}, ${d.os || "?"}`;

/**
 * The account alerts of issue 17 that are not two-factor's own (two-factor-service.ts sends those): a sign-in from a
 * new device, and a lockout. Each is an e-mail (through the outbox) and a notification, written in the caller's unit
 * of work, so they leave only if the sign-in or the refused attempt that caused them is recorded; both are written in
 * the person's language (mail-text.ts).
 */
export function createSecurityAlerts(deps: { mailer: Mailer; notifications: NotificationService }) {
  return {
    async newDevice(u: Person, d: { browser: string; os: string; ip: string }) {
      const device = deviceName(d);
      const when = new Date().toISOString().replace("T", " ").slice(0, 16);
      await deps.mailer.send({
        to: u.email,
        subject: "New sign-in to your Partner Portal account",
        text: mailText([
          `Hello ${u.name},`,
          "",
          `Your account was just signed in to from a new device (${device}, address ${d.ip}) at ${when} UTC.`,
          "",
          "If this was you, there is nothing to do.",
          "If it was not, open your profile, end that session under Sessions, and change your password.",
        ]),
      });
      await deps.notifications.notify([u.id], {
        kind: "security",
        title: "New sign-in to your account",
        body: `Signed in from a new device (${device}, address ${d.ip}). If this was not you, end that session in your profile and change your password.`,
        link: "/profile#sessions",
      });
    },

    /** A lockout: `address` is set when one address is locked out of the account, absent when it is locked everywhere. */
    async lockedOut(u: Person, lock: { failures: number; minutes: number; address?: string }) {
      const { failures, minutes, address } = lock;
      await deps.mailer.send({
        to: u.email,
        subject: address
          ? "Wrong passwords were tried on your Partner Portal account"
          : "Your Partner Portal account is locked for now",
        text: mailText([
          `Hello ${u.name},`,
          "",
          address
            ? `Someone tried ${failures} wrong passwords for your account from the address ${address}, so signing in from that address is paused for the next ${minutes} minutes.`
            : `Someone tried ${failures} wrong passwords for your account within ${minutes} minutes, so signing in is paused from every address for the next ${minutes} minutes.`,
          "",
          "If this was not you, your password was not accepted and nothing else has changed.",
          "Once the pause ends, consider choosing a new password with the 'Forgot password' link on the sign-in page.",
        ]),
      });
      await deps.notifications.notify([u.id], {
        kind: "security",
        title: "Sign-in paused after wrong passwords",
        body: address
          ? `Someone tried ${failures} wrong passwords for your account from the address ${address}; signing in from there is paused for ${minutes} minutes.`
          : `Someone tried ${failures} wrong passwords for your account; signing in is paused from every address for ${minutes} minutes.`,
        link: "/profile#sessions",
      });
    },
  };
}
export type SecurityAlerts = ReturnType<typeof createSecurityAlerts>;
