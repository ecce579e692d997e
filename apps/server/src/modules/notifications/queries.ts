import type { NotificationItem } from "@pp/shared";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, users } from "../../db/schema/index";
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

/**
 * The notification may be opened by its reader as they are now (docs/decisions/037): it needs no permission, or the
 * reader is not a sub-login (the partner's own account, a Superadmin), or the sub-login holds it today. Read with
 * the notification, so a permission taken away hides it at once and given back shows it again.
 */
export const visible = sql`(${notifications.permission} is null or exists (
  select 1 from ${users} reader where reader.id = ${notifications.user_id}
    and (reader.is_sub_login = false or ${notifications.permission} = any(reader.permissions))))`;

/** A user's own notifications that they may open now. */
export const inbox = (userId: number) => and(eq(notifications.user_id, userId), visible);

/** One user's own notification, by id: another user's id, or one they may no longer open, matches nothing. */
export const mine = (userId: number, id: number) => and(inbox(userId), eq(notifications.id, id));

/** The reads of a user's own inbox; every query filters by the user. */
export function createNotificationQueries(db: Db) {
  return {
    async list(userId: number, page: Page, unread?: boolean) {
      const filters: SQL[] = [inbox(userId)!];
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
          .where(and(inbox(userId), isNull(notifications.read_at))),
      ]);
      return { items: rows.map(toItem), count: total?.n ?? 0, unread: unreadRow?.n ?? 0 };
    },

    /** The user's notification as it is now, or undefined. */
    async one(userId: number, id: number) {
      const [row] = await db.select().from(notifications).where(mine(userId, id));
      return row;
    },
  };
}
export type NotificationQueries = ReturnType<typeof createNotificationQueries>;
