import type { NotificationItem } from "@pp/shared";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import type { LiveBus } from "../../lib/live-bus";
import { offsetOf, type Page } from "../../lib/paging";

type Row = typeof notifications.$inferSelect;

export const toItem = (n: Row): NotificationItem => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  read_at: n.read_at ? n.read_at.toISOString() : null,
  created_at: n.created_at.toISOString(),
});

export interface NewNotification {
  kind: string;
  title: string;
  body: string;
  link?: string | null;
}

export function createNotificationService(db: Db, live?: LiveBus) {
  const mine = (userId: number, id: number) => and(eq(notifications.user_id, userId), eq(notifications.id, id));

  return {
    async notify(userIds: number[], n: NewNotification) {
      if (userIds.length === 0) return;
      const rows = await db
        .insert(notifications)
        .values(userIds.map((user_id) => ({ user_id, ...n, link: n.link ?? null })))
        .returning();
      // Open pages hear of it at once (GET /api/notifications/stream/); a failure here must not undo the write.
      if (live) {
        await Promise.all(rows.map((r) => live.publish([r.user_id], "notification", toItem(r)).catch(() => undefined)));
      }
    },

    async list(userId: number, page: Page, unread?: boolean) {
      const filters: SQL[] = [eq(notifications.user_id, userId)];
      if (unread === true) filters.push(isNull(notifications.read_at));
      const where = and(...filters);
      const [rows, [total], [unreadRow]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.created_at), desc(notifications.id))
          .limit(page.page_size)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(notifications).where(where),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at))),
      ]);
      return { items: rows.map(toItem), count: total?.n ?? 0, unread: unreadRow?.n ?? 0 };
    },

    async markRead(userId: number, id: number) {
      const [row] = await db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(and(mine(userId, id), isNull(notifications.read_at)))
        .returning();
      if (row) return toItem(row);
      const [existing] = await db.select().from(notifications).where(mine(userId, id));
      if (!existing) throw notFound("Notification not found.");
      return toItem(existing);
    },

    async markAllRead(userId: number) {
      const rows = await db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
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
