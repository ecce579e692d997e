import type { WebhookEvent } from "@pp/shared";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import type { LiveBus } from "../../lib/live-bus";
import { translateMessage } from "../../lib/messages";
import { referenceNames } from "../masters/reference-names";
import { languagesOf, translateLines } from "../outbox/mail-text";
import { NOTIFICATION_KINDS, type NotificationKind } from "./kinds";
import { createNotificationQueries, inbox, mine, type NotificationQueries, toItem } from "./queries";

export interface NewNotification {
  /** What it is about: the kind decides who may receive and see it (kinds.ts). */
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
}

/** Where a partner's events go besides its people: its webhook endpoints (modules/webhooks/emitter.ts). */
export interface PartnerEvents {
  emit(partnerId: number, type: WebhookEvent, data: Record<string, unknown>): Promise<void>;
  /** One event per item of `build()`, which is called only when an endpoint listens for `type`. */
  emitEach(partnerId: number, type: WebhookEvent, build: () => Promise<Record<string, unknown>[]>): Promise<void>;
}

/**
 * The one way any module notifies users (and a user's own inbox writes), and tells a partner's systems what
 * happened (`event`, issue 19); reads are in queries.ts.
 */
export function createNotificationService(
  db: Db,
  live?: LiveBus,
  queries: NotificationQueries = createNotificationQueries(db),
  events?: PartnerEvents,
) {
  /** Which of `userIds` hold `permission`: every one that is not a sub-login, and the sub-logins granted it. */
  async function holding(userIds: number[], permission: string) {
    if (userIds.length === 0) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, userIds),
          or(eq(users.is_sub_login, false), sql`${permission} = any(${users.permissions})`),
        ),
      );
    const held = new Set(rows.map((r) => r.id));
    return userIds.filter((id) => held.has(id));
  }

  return {
    /** A partner event for its webhook endpoints, in the caller's unit of work (nothing leaves if it rolls back). */
    async event(partnerId: number, type: WebhookEvent, data: Record<string, unknown>) {
      if (events) await events.emit(partnerId, type, data);
    },

    /**
     * Many events of one type (a bulk action's, one per record), in the caller's unit of work; `build` makes their
     * data and runs only when one of the partner's endpoints listens, so an action over thousands of records reads
     * nothing more for partners without webhooks.
     */
    async eventEach(partnerId: number, type: WebhookEvent, build: () => Promise<Record<string, unknown>[]>) {
      if (events) await events.emitEach(partnerId, type, build);
    },

    /**
     * Tells `userIds` of `n`. `actor` is the person whose action this is: they are never told of their own action
     * (the screen they acted on already confirmed it), while the rest of the recipients are.
     */
    async notify(recipients: number[], n: NewNotification, actor?: number) {
      const others = actor === undefined ? recipients : recipients.filter((id) => id !== actor);
      // Only people who may open what it is about are told; a sub-login without the kind's permission is not.
      const permission = NOTIFICATION_KINDS[n.kind];
      const userIds = permission ? await holding(others, permission) : others;
      if (userIds.length === 0) return;
      // Each person reads it in their own language (issue 17): title and body as the catalogs translate them.
      const languages = await languagesOf(db, userIds);
      // A title naming a status or a level ("Application #12 is now Draft") names it as Masters does in that language
      // (decision 048), from the reference names the process keeps.
      const named = [...languages.values()].some((l) => l !== "en") ? (await referenceNames(db)).dataNames : null;
      const inLanguage = (user_id: number) => {
        const language = languages.get(user_id) ?? "en";
        if (language === "en") return n;
        const values = named?.get(language);
        return {
          ...n,
          title: translateMessage(n.title, language, values),
          body: translateLines(n.body, language, values),
        };
      };
      const rows = await db
        .insert(notifications)
        .values(userIds.map((user_id) => ({ user_id, ...inLanguage(user_id), link: n.link ?? null, permission })))
        .returning();
      // Open pages hear of it at once (GET /api/notifications/stream/); a failure here must not undo the write.
      if (live) {
        await Promise.all(rows.map((r) => live.publish([r.user_id], "notification", toItem(r)).catch(() => undefined)));
      }
    },

    async markRead(userId: number, id: number) {
      const [row] = await db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(and(mine(userId, id), isNull(notifications.read_at)))
        .returning();
      if (row) return toItem(row);
      const existing = await queries.one(userId, id);
      if (!existing) throw notFound("Notification not found.");
      return toItem(existing);
    },

    async markAllRead(userId: number) {
      const rows = await db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(and(inbox(userId), isNull(notifications.read_at)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async remove(userId: number, id: number) {
      const rows = await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
      if (rows.length === 0) throw notFound("Notification not found.");
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
