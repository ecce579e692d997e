import {
  dataEnvelope,
  errorBody,
  idParams,
  isGrantable,
  messageBody,
  pageQuery,
  roleTemplate,
  subLoginCreateBody,
  subLoginItem,
  subLoginUpdateBody,
} from "@pp/shared";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  applications,
  auditLog,
  loginEvents,
  partners,
  refreshTokens,
  roles,
  students,
  users,
} from "../../db/schema/index";
import { hashPassword, randomToken } from "../../lib/crypto";
import { conflict, invalid, notFound } from "../../lib/errors";
import { offsetOf, pageEnvelope } from "../../lib/paging";
import type { PartnerContext } from "../../plugins/partner-context";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
const OWNER_ONLY = "Only the partner's own account manages sub-logins.";

const listResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ data: z.array(subLoginItem), message: z.string(), status_code: z.number().int() }),
});

/** Sub-logins: the partner's staff accounts. Only the partner's own account manages them. */
export const subLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const ownerOnly = { onRequest: app.partnerOnly, preHandler: app.requirePermission("sublogins.manage", OWNER_ONLY) };

  const studentsMade = sql<number>`(select count(*)::int from ${students} where ${students.created_by} = ${users.id})`;
  const appsMade = sql<number>`(select count(*)::int from ${applications} where ${applications.created_by} = ${users.id})`;
  const columns = { u: users, role_name: roles.name, students_made: studentsMade, apps_made: appsMade };
  type Row = { u: typeof users.$inferSelect; role_name: string | null; students_made: number; apps_made: number };
  const toItem = (r: Row) => ({
    id: r.u.id,
    name: r.u.name,
    email: r.u.email,
    phone: r.u.phone,
    role: r.u.role_id && r.role_name ? { id: r.u.role_id, name: r.role_name } : null,
    permissions: r.u.permissions,
    status: r.u.status,
    last_login_at: r.u.last_login_at?.toISOString() ?? null,
    created_at: r.u.created_at.toISOString(),
    performance: { students: r.students_made, applications: r.apps_made },
  });
  const mine = (ctx: PartnerContext, id: number) =>
    and(eq(users.id, id), eq(users.partner_id, ctx.partnerId), eq(users.is_sub_login, true));

  async function one(ctx: PartnerContext, id: number) {
    const [r] = await db.select(columns).from(users).leftJoin(roles, eq(roles.id, users.role_id)).where(mine(ctx, id));
    if (!r) throw notFound("Sub-login not found.");
    return toItem(r);
  }

  async function template(roleId: number) {
    const [t] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.id, roleId), eq(roles.is_active, true)));
    if (!t) throw invalid({ role_id: ["Choose a role template from the list."] });
    return t;
  }
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].filter(isGrantable).sort();

  const audit = (ctx: PartnerContext, action: string, id: number, details: object, ip: string) =>
    db.insert(auditLog).values({
      actor_user_id: ctx.userId,
      partner_id: ctx.partnerId,
      action,
      entity: "user",
      entity_id: String(id),
      details,
      ip,
    });

  app.get(
    "/partner/roles/",
    {
      ...ownerOnly,
      schema: {
        tags: ["sub-logins"],
        summary: "Role templates for sub-logins",
        security,
        response: { 200: dataEnvelope(z.array(roleTemplate)), ...errors },
      },
    },
    async () => ({
      data: await db
        .select({ id: roles.id, name: roles.name, description: roles.description, permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.is_active, true))
        .orderBy(asc(roles.name)),
    }),
  );

  app.get(
    "/partner/sublogin/list/",
    {
      ...ownerOnly,
      schema: {
        tags: ["sub-logins"],
        summary: "The partner's sub-logins with what each created",
        security,
        querystring: pageQuery,
        response: { 200: listResponse, ...errors },
      },
    },
    async (req) => {
      const ctx = req.partner!;
      const where = and(eq(users.partner_id, ctx.partnerId), eq(users.is_sub_login, true));
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .leftJoin(roles, eq(roles.id, users.role_id))
          .where(where)
          .orderBy(desc(users.created_at), desc(users.id))
          .limit(req.query.page_size)
          .offset(offsetOf(req.query)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const n = total?.n ?? 0;
      return pageEnvelope(req, app.config.publicUrl, req.query, n, rows.map(toItem), {
        message: n === 0 ? "No sub-logins yet." : `${n} sub-login${n === 1 ? "" : "s"}.`,
        status_code: 200,
      });
    },
  );

  app.post(
    "/partner/sublogins/",
    {
      ...ownerOnly,
      schema: {
        tags: ["sub-logins"],
        summary: "Create a sub-login; it gets an e-mail to choose its password",
        security,
        body: subLoginCreateBody,
        response: { 201: dataEnvelope(subLoginItem), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      const t = await template(req.body.role_id);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${req.body.email}`);
      if (taken)
        throw conflict("An account with this email already exists.", {
          email: ["An account with this email already exists."],
        });
      const [created] = await db
        .insert(users)
        .values({
          email: req.body.email,
          // Unusable until the invitation link sets a real password.
          password_hash: await hashPassword(randomToken()),
          name: req.body.name,
          phone: req.body.phone ?? null,
          role: "Partner",
          partner_id: ctx.partnerId,
          is_sub_login: true,
          role_id: t.id,
          permissions: union(t.permissions, req.body.extra_permissions),
        })
        .returning();
      const [company] = await db
        .select({ name: partners.company_name })
        .from(partners)
        .where(eq(partners.id, ctx.partnerId));
      await app.auth.sendPasswordLink(created!, "invite", company?.name);
      await audit(ctx, "sublogin.create", created!.id, { after: { ...req.body } }, req.ip);
      return reply.status(201).send({ data: await one(ctx, created!.id) });
    },
  );

  app.patch(
    "/partner/sublogins/:id/",
    {
      ...ownerOnly,
      schema: {
        tags: ["sub-logins"],
        summary: "Change a sub-login's name, phone, role template or extra permissions",
        security,
        params: idParams,
        body: subLoginUpdateBody,
        response: { 200: dataEnvelope(subLoginItem), ...errors },
      },
    },
    async (req) => {
      const ctx = req.partner!;
      const before = await one(ctx, req.params.id);
      const patch: Partial<typeof users.$inferInsert> = { updated_at: new Date() };
      if (req.body.name !== undefined) patch.name = req.body.name;
      if (req.body.phone !== undefined) patch.phone = req.body.phone;
      if (req.body.role_id !== undefined || req.body.extra_permissions !== undefined) {
        const t = await template(req.body.role_id ?? before.role?.id ?? 0);
        patch.role_id = t.id;
        // Without a new list, the extras granted beyond the old template stay.
        let extras: string[] | undefined = req.body.extra_permissions;
        if (extras === undefined) {
          const [old] = before.role
            ? await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, before.role.id))
            : [];
          extras = before.permissions.filter((p) => !(old?.permissions ?? []).includes(p));
        }
        patch.permissions = union(t.permissions, extras);
      }
      await db.update(users).set(patch).where(mine(ctx, req.params.id));
      await audit(ctx, "sublogin.update", req.params.id, { before, after: req.body }, req.ip);
      return { data: await one(ctx, req.params.id) };
    },
  );

  for (const action of ["disable", "enable"] as const) {
    app.post(
      `/partner/sublogins/:id/${action}/`,
      {
        ...ownerOnly,
        schema: {
          tags: ["sub-logins"],
          summary: action === "disable" ? "Disable a sub-login (its sessions end)" : "Enable a sub-login again",
          security,
          params: idParams,
          response: { 200: dataEnvelope(subLoginItem), ...errors },
        },
      },
      async (req) => {
        const ctx = req.partner!;
        await one(ctx, req.params.id);
        await db
          .update(users)
          .set({ status: action === "disable" ? "disabled" : "active", updated_at: new Date() })
          .where(mine(ctx, req.params.id));
        if (action === "disable") {
          await db
            .update(refreshTokens)
            .set({ revoked_at: new Date() })
            .where(and(eq(refreshTokens.user_id, req.params.id), isNull(refreshTokens.revoked_at)));
        }
        await audit(ctx, `sublogin.${action}`, req.params.id, {}, req.ip);
        return { data: await one(ctx, req.params.id) };
      },
    );
  }

  app.post(
    "/partner/sublogins/:id/password-reset/",
    {
      ...ownerOnly,
      schema: {
        tags: ["sub-logins"],
        summary: "Send the sub-login a link to choose a new password",
        security,
        params: idParams,
        response: { 202: messageBody, ...errors },
      },
    },
    async (req, reply) => {
      const s = await one(req.partner!, req.params.id);
      await app.auth.sendPasswordLink({ id: s.id, email: s.email, name: s.name }, "reset");
      return reply.status(202).send({ message: `A password link was sent to ${s.email}.` });
    },
  );

  app.delete(
    "/partner/sublogins/:id/",
    {
      ...ownerOnly,
      schema: {
        tags: ["sub-logins"],
        summary: "Delete a sub-login that has no activity",
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      const s = await one(ctx, req.params.id);
      const [signedIn] = await db
        .select({ n: count() })
        .from(loginEvents)
        .where(and(eq(loginEvents.user_id, s.id), eq(loginEvents.success, true)));
      if (s.performance.students + s.performance.applications + (signedIn?.n ?? 0) > 0) {
        throw conflict(`${s.name} has already used the portal; disable the account instead of deleting it.`);
      }
      await db.delete(users).where(mine(ctx, s.id));
      await audit(ctx, "sublogin.delete", s.id, { before: s }, req.ip);
      return reply.status(204).send(null);
    },
  );
};
