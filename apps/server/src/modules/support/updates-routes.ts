import {
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  messageBody,
  updateBody,
  updateItem,
  updateListQuery,
} from "@pp/shared";
import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from "@pp/shared/rich-text";
import { and, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import type { Db } from "../../db/client";
import { auditLog, countries, partners, regions, updateReads, updates, users } from "../../db/schema/index";
import { invalid, notFound } from "../../lib/errors";
import { offsetOf, pageEnvelope } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import type { NotificationService } from "../notifications/service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ["updates"];
const partnerList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ data: z.array(updateItem), unread: z.number().int() }),
});

/** Keeps only what an update's HTML may hold (`@pp/shared/rich-text`). */
export function cleanHtml(html: string) {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: ["href", "title", "target", "rel"] },
    allowedSchemes: [...RICH_TEXT_SCHEMES],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
  }).trim();
}

/** The updates a partner's users see: published, and meant for everyone, its country or its country's region. */
function audienceOf(partnerId: number): SQL {
  return and(
    lte(updates.publish_at, sql`now()`),
    or(
      eq(updates.audience, "everyone"),
      sql`(${updates.audience} = 'countries' and (select p.country_id from ${partners} p where p.id = ${partnerId}) = any(${updates.audience_ids}))`,
      sql`(${updates.audience} = 'regions' and (select c.region_id from ${partners} p join ${countries} c on c.id = p.country_id where p.id = ${partnerId}) = any(${updates.audience_ids}))`,
    ),
  )!;
}

/** Notifies the audience of every update that is published but not yet announced (scheduled ones included). */
export async function announceDue(db: Db, notifications: NotificationService) {
  const due = await db
    .update(updates)
    .set({ notified_at: new Date() })
    .where(and(isNull(updates.notified_at), lte(updates.publish_at, sql`now()`)))
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

/** Important Updates: the Superadmin publishes (`/admin/updates/`); partners read theirs (`/partner/updates/`). */
export const updateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const adminOnly = app.superadminOnly;
  const partnerSide = { onRequest: app.partnerOnly, preHandler: app.requirePermission("updates.view") };

  // Scheduled updates are announced when their time comes (checked every minute; also right after a write).
  const timer = setInterval(
    () => void announceDue(db, app.notifications).catch((err) => app.log.error({ err }, "announcing updates failed")),
    60_000,
  );
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  const toItem = (u: typeof updates.$inferSelect, read: boolean) => ({
    id: u.id,
    title: u.title,
    body_html: u.body_html,
    category: u.category,
    audience: u.audience,
    audience_ids: u.audience_ids,
    pinned: u.pinned,
    publish_at: u.publish_at.toISOString(),
    published: u.publish_at.getTime() <= Date.now(),
    read,
    created_at: u.created_at.toISOString(),
  });
  /** An audience of made-up countries or regions would reach nobody without a word: refuse it. */
  const checkAudience = async (b: z.output<typeof updateBody>) => {
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
  };
  const values = (b: z.output<typeof updateBody>) => ({
    title: b.title,
    body_html: cleanHtml(b.body_html),
    category: b.category,
    audience: b.audience,
    audience_ids: b.audience === "everyone" ? [] : [...new Set(b.audience_ids)],
    pinned: b.pinned,
    publish_at: b.publish_at ? new Date(b.publish_at) : new Date(),
  });

  app.get(
    "/admin/updates/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Every update, scheduled ones included",
        security,
        querystring: updateListQuery,
        response: { 200: listEnvelope(updateItem), ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const f: SQL[] = [];
      if (q.category) f.push(eq(updates.category, q.category));
      if (q.search) f.push(sql`lower(${updates.title}) like ${containsPattern(q.search)}`);
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(updates)
          .where(where)
          .orderBy(desc(updates.publish_at), desc(updates.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(updates).where(where),
      ]);
      return pageEnvelope(
        req,
        app.config.publicUrl,
        q,
        total?.n ?? 0,
        rows.map((u) => toItem(u, true)),
      );
    },
  );

  app.post(
    "/admin/updates/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Publish an update now or at publish_at (HTML is sanitised)",
        security,
        body: updateBody,
        response: { 201: dataEnvelope(updateItem), ...errors },
      },
    },
    async (req, reply) => {
      await checkAudience(req.body);
      const [u] = await db
        .insert(updates)
        .values({ ...values(req.body), created_by: req.caller!.userId })
        .returning();
      await db.insert(auditLog).values({
        actor_user_id: req.caller!.userId,
        action: "update.publish",
        entity: "update",
        entity_id: String(u!.id),
        details: { title: u!.title, audience: u!.audience },
        ip: req.ip,
      });
      await announceDue(db, app.notifications);
      return reply.code(201).send({ data: toItem(u!, true) });
    },
  );

  app.patch(
    "/admin/updates/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Edit an update",
        security,
        params: idParams,
        body: updateBody,
        response: { 200: dataEnvelope(updateItem), ...errors },
      },
    },
    async (req) => {
      await checkAudience(req.body);
      const [u] = await db
        .update(updates)
        .set({ ...values(req.body), updated_at: new Date() })
        .where(eq(updates.id, req.params.id))
        .returning();
      if (!u) throw notFound("Update not found.");
      await db.insert(auditLog).values({
        actor_user_id: req.caller!.userId,
        action: "update.edit",
        entity: "update",
        entity_id: String(u.id),
        details: { title: u.title },
        ip: req.ip,
      });
      await announceDue(db, app.notifications);
      return { data: toItem(u, true) };
    },
  );

  app.delete(
    "/admin/updates/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Delete an update",
        security,
        params: idParams,
        response: { 200: messageBody, ...errors },
      },
    },
    async (req) => {
      const [u] = await db.delete(updates).where(eq(updates.id, req.params.id)).returning();
      if (!u) throw notFound("Update not found.");
      await db.insert(auditLog).values({
        actor_user_id: req.caller!.userId,
        action: "update.delete",
        entity: "update",
        entity_id: String(u.id),
        details: { title: u.title },
        ip: req.ip,
      });
      return { message: "Update deleted." };
    },
  );

  const readSql = (userId: number) =>
    sql<boolean>`exists (select 1 from ${updateReads} r where r.update_id = ${updates.id} and r.user_id = ${userId})`;

  app.get(
    "/partner/updates/",
    {
      ...partnerSide,
      schema: {
        tags,
        summary: "The partner's updates: pinned first, then newest; unread marked",
        security,
        querystring: updateListQuery,
        response: { 200: partnerList, ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const ctx = req.partner!;
      const f: SQL[] = [audienceOf(ctx.partnerId)];
      if (q.category) f.push(eq(updates.category, q.category));
      if (q.search) f.push(sql`lower(${updates.title}) like ${containsPattern(q.search)}`);
      if (q.unread) f.push(q.unread === "true" ? sql`not ${readSql(ctx.userId)}` : readSql(ctx.userId));
      const where = and(...f);
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select({ u: updates, read: readSql(ctx.userId) })
          .from(updates)
          .where(where)
          .orderBy(desc(updates.pinned), desc(updates.publish_at), desc(updates.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(updates).where(where),
        db
          .select({ n: count() })
          .from(updates)
          .where(and(audienceOf(ctx.partnerId), sql`not ${readSql(ctx.userId)}`)),
      ]);
      return pageEnvelope(
        req,
        app.config.publicUrl,
        q,
        total?.n ?? 0,
        rows.map((r) => toItem(r.u, Boolean(r.read))),
        { unread: unread?.n ?? 0 },
      );
    },
  );

  app.post(
    "/partner/updates/:id/read/",
    {
      ...partnerSide,
      schema: {
        tags,
        summary: "Mark an update read",
        security,
        params: idParams,
        response: { 200: dataEnvelope(updateItem), ...errors },
      },
    },
    async (req) => {
      const ctx = req.partner!;
      const [u] = await db
        .select()
        .from(updates)
        .where(and(eq(updates.id, req.params.id), audienceOf(ctx.partnerId)));
      if (!u) throw notFound("Update not found.");
      await db.insert(updateReads).values({ update_id: u.id, user_id: ctx.userId }).onConflictDoNothing();
      return { data: toItem(u, true) };
    },
  );
};
