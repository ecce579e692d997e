import type { updateBody } from "@pp/shared";
import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from "@pp/shared/rich-text";
import { and, count, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countries, partners, regions, updateReads, updates, users } from "../../db/schema/index";
import { invalid, notFound } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { createUpdateQueries, toItem, type UpdateQueries } from "./queries";

type Body = z.output<typeof updateBody>;

/** Keeps only what an update's HTML may hold (`@pp/shared/rich-text`). */
export function cleanHtml(html: string) {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: ["href", "title", "target", "rel"] },
    allowedSchemes: [...RICH_TEXT_SCHEMES],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
  }).trim();
}

/** The job kind that announces due updates: every minute as a safety net, and once at each scheduled time. */
export const PUBLISH_DUE_KIND = "updates.publish-due";

/** Queues a run of the announcement at a scheduled update's time (in the caller's unit of work). */
export type AnnounceAt = (at: Date) => Promise<unknown>;

/** Notifies the audience of every update that is published but not yet announced (scheduled ones included). */
export async function announceDue(db: Db, notifications: NotificationService) {
  // clock_timestamp(), not now(): inside a unit of work now() is the transaction's start, before the update
  // that this same unit has just published.
  const due = await db
    .update(updates)
    .set({ notified_at: new Date() })
    .where(and(isNull(updates.notified_at), lte(updates.publish_at, sql`clock_timestamp()`)))
    .returning();
  for (const u of due) {
    const ids = u.audience_ids.length ? u.audience_ids : [-1];
    const audience =
      u.audience === "everyone"
        ? sql`true`
        : u.audience === "countries"
          ? inArray(partners.country_id, ids)
          : inArray(
              partners.country_id,
              db.select({ id: countries.id }).from(countries).where(inArray(countries.region_id, ids)),
            );
    const team = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partner_id))
      .where(and(eq(users.status, "active"), eq(partners.status, "active"), audience));
    await notifications.notify(
      team.map((t) => t.id),
      {
        kind: "update",
        title: `Update: ${u.title}`,
        body: `New ${u.category} update.`,
        link: `/partner/updates?update=${u.id}`,
      },
    );
  }
  return due.length;
}

/** The Superadmin's writes to Important Updates, and a partner user's read receipt; each one unit of work. */
export function createUpdateService(
  db: Db,
  notifications: NotificationService,
  queries: UpdateQueries = createUpdateQueries(db),
  announceAt?: AnnounceAt,
) {
  /** A scheduled update is announced at its time, not up to a minute later; the minute's run stays the net. */
  const schedule = async (u: { publish_at: Date; notified_at: Date | null }) => {
    if (announceAt && !u.notified_at && u.publish_at.getTime() > Date.now()) await announceAt(u.publish_at);
  };

  /** An audience of made-up countries or regions would reach nobody without a word: refuse it. */
  async function checkAudience(b: Body) {
    if (b.audience === "everyone") return;
    const ids = [...new Set(b.audience_ids)];
    const table = b.audience === "countries" ? countries : regions;
    const [found] = await db
      .select({ n: count() })
      .from(table)
      .where(inArray(table.id, ids.concat(-1)));
    if ((found?.n ?? 0) !== ids.length)
      throw invalid({
        audience_ids: [
          b.audience === "countries" ? "Choose countries from the list." : "Choose regions from the list.",
        ],
      });
  }

  const values = (b: Body) => ({
    title: b.title,
    body_html: cleanHtml(b.body_html),
    category: b.category,
    audience: b.audience,
    audience_ids: b.audience === "everyone" ? [] : [...new Set(b.audience_ids)],
    pinned: b.pinned,
    publish_at: b.publish_at ? new Date(b.publish_at) : new Date(),
  });

  return {
    /** Publishes now or at publish_at; an update that is due is announced at once. */
    async publish(userId: number, b: Body, ip: string) {
      await checkAudience(b);
      const [u] = await db
        .insert(updates)
        .values({ ...values(b), created_by: userId })
        .returning();
      await recordAudit(db, {
        actor_user_id: userId,
        action: "update.publish",
        entity: "update",
        entity_id: String(u!.id),
        details: { title: u!.title, audience: u!.audience },
        ip,
      });
      await announceDue(db, notifications);
      await schedule(u!);
      return toItem(u!, true);
    },

    async edit(userId: number, id: number, b: Body, ip: string) {
      await checkAudience(b);
      const [u] = await db
        .update(updates)
        .set({ ...values(b), updated_at: new Date() })
        .where(eq(updates.id, id))
        .returning();
      if (!u) throw notFound("Update not found.");
      await recordAudit(db, {
        actor_user_id: userId,
        action: "update.edit",
        entity: "update",
        entity_id: String(u.id),
        details: { title: u.title },
        ip,
      });
      await announceDue(db, notifications);
      await schedule(u);
      return toItem(u, true);
    },

    async remove(userId: number, id: number, ip: string) {
      const [u] = await db.delete(updates).where(eq(updates.id, id)).returning();
      if (!u) throw notFound("Update not found.");
      await recordAudit(db, {
        actor_user_id: userId,
        action: "update.delete",
        entity: "update",
        entity_id: String(u.id),
        details: { title: u.title },
        ip,
      });
    },

    /** A read receipt, not business data: no audit entry. */
    async markRead(ctx: PartnerContext, id: number) {
      const u = await queries.visibleRow(ctx, id);
      await db.insert(updateReads).values({ update_id: u.id, user_id: ctx.userId }).onConflictDoNothing();
      return toItem(u, true);
    },
  };
}
export type UpdateService = ReturnType<typeof createUpdateService>;
