import { auditItem, auditQuery, errorBody, listEnvelope } from "@pp/shared";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLog, partners, users } from "../../db/schema/index";
import { offsetOf, pageEnvelope } from "../../lib/paging";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const security = [{ bearer: [] }];
const actor = alias(users, "actor");

/** The audit log: every change made through the API (issue 5). The Superadmin sees all; a partner its own. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  async function list(q: typeof auditQuery._zod.output, partnerId: number | null) {
    const f: SQL[] = [];
    const scope = partnerId ?? q.partner;
    if (scope) f.push(eq(auditLog.partner_id, scope));
    if (q.action) f.push(eq(auditLog.action, q.action));
    if (q.entity) f.push(eq(auditLog.entity, q.entity));
    if (q.actor) f.push(eq(auditLog.actor_user_id, q.actor));
    if (q.from) f.push(gte(auditLog.created_at, new Date(`${q.from}T00:00:00Z`)));
    if (q.to) f.push(lt(auditLog.created_at, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
    const where = f.length ? and(...f) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ l: auditLog, actor_name: actor.name, partner_name: partners.company_name })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actor_user_id))
        .leftJoin(partners, eq(partners.id, auditLog.partner_id))
        .where(where)
        .orderBy(desc(auditLog.created_at), desc(auditLog.id))
        .limit(q.page_size)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const items = rows.map((r) => ({
      id: r.l.id,
      action: r.l.action,
      entity: r.l.entity,
      entity_id: r.l.entity_id,
      actor: r.l.actor_user_id && r.actor_name ? { id: r.l.actor_user_id, name: r.actor_name } : null,
      partner: r.l.partner_id && r.partner_name ? { id: r.l.partner_id, name: r.partner_name } : null,
      details: r.l.details,
      ip: r.l.ip,
      created_at: r.l.created_at.toISOString(),
    }));
    return { items, count: total?.n ?? 0 };
  }

  app.get(
    "/admin/audit/",
    {
      ...app.superadminOnly,
      schema: {
        tags: ["admin"],
        summary: "The audit log: who changed what, before and after, when and from where; filters",
        security,
        querystring: auditQuery,
        response: { 200: listEnvelope(auditItem), ...errors },
      },
    },
    async (req) => {
      const r = await list(req.query, null);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  app.get(
    "/partner/audit/",
    {
      onRequest: app.partnerOnly,
      preHandler: app.requirePermission("sublogins.manage", "Only the partner's own account sees the audit log."),
      schema: {
        tags: ["partner"],
        summary: "The caller's partner's own audit entries (shown under the company profile)",
        security,
        querystring: auditQuery.omit({ partner: true }),
        response: { 200: listEnvelope(auditItem), ...errors },
      },
    },
    async (req) => {
      const r = await list({ ...req.query, partner: undefined }, req.partner!.partnerId);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );
};
