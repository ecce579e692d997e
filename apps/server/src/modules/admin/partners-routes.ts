import {
  adminPartnerDetail,
  adminPartnerItem,
  adminPartnerQuery,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  partnerCommissionBody,
  reasonBody,
} from "@pp/shared";
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod as Plugin } from "fastify-type-provider-zod";
import { auditLog, countries, partners, refreshTokens, users } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/errors";
import { offsetOf, pageEnvelope } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];

type PartnerRow = typeof partners.$inferSelect & { country_name: string | null };

/** Partner agencies for the Superadmin: approval of sign-ups, suspension, commission rate (issue 5). */
export const adminPartnerRoutes: Plugin = async (app) => {
  const db = app.db;
  const adminOnly = app.superadminOnly;

  const counted = async (rows: PartnerRow[]) => {
    const ids = rows.map((r) => r.id).concat(-1);
    const q = async (table: "users" | "students" | "applications") => {
      const r = (await db.execute(
        sql`select partner_id as id, count(*)::int as n from ${sql.identifier(table)} where partner_id in ${ids} group by partner_id`,
      )) as unknown as { rows: { id: number; n: number }[] };
      return new Map(r.rows.map((x) => [x.id, x.n]));
    };
    const [u, s, a] = await Promise.all([q("users"), q("students"), q("applications")]);
    return rows.map((r) => ({
      id: r.id,
      company_name: r.company_name,
      country: r.country_id && r.country_name ? { id: r.country_id, name: r.country_name } : null,
      contact_name: r.contact_name,
      contact_email: r.contact_email,
      contact_phone: r.contact_phone,
      status: r.status,
      commission_rate: r.commission_rate,
      commission_currency: r.commission_currency,
      created_at: r.created_at.toISOString(),
      approved_at: r.approved_at?.toISOString() ?? null,
      counts: { users: u.get(r.id) ?? 0, students: s.get(r.id) ?? 0, applications: a.get(r.id) ?? 0 },
    }));
  };

  const select = () =>
    db
      .select({ p: partners, country_name: countries.name })
      .from(partners)
      .leftJoin(countries, eq(countries.id, partners.country_id));

  async function one(id: number) {
    const [r] = await select().where(eq(partners.id, id));
    if (!r) throw notFound("Partner not found.");
    return { ...r.p, country_name: r.country_name };
  }

  async function detail(id: number) {
    const [item] = await counted([await one(id)]);
    const team = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        is_sub_login: users.is_sub_login,
        status: users.status,
        last_login_at: users.last_login_at,
      })
      .from(users)
      .where(eq(users.partner_id, id))
      .orderBy(users.is_sub_login, users.name);
    return {
      ...item!,
      users: team.map((u) => ({ ...u, last_login_at: u.last_login_at?.toISOString() ?? null })),
    };
  }

  const owners = (partnerId: number) =>
    db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.partner_id, partnerId), eq(users.is_sub_login, false)));

  const audit = (req: FastifyRequest, partnerId: number, action: string, details: object) =>
    db.insert(auditLog).values({
      actor_user_id: req.caller?.userId ?? null,
      partner_id: partnerId,
      action: `partner.${action}`,
      entity: "partner",
      entity_id: String(partnerId),
      details,
      ip: req.ip,
    });

  /** Moves a partner from one of `from` to `to`, or 409 naming why not. */
  async function transition(id: number, from: string[], to: string, refusal: (status: string) => string) {
    const before = await one(id);
    if (!from.includes(before.status)) throw conflict(refusal(before.status));
    const changed = await db
      .update(partners)
      .set({
        status: to,
        updated_at: new Date(),
        ...(to === "active" && !before.approved_at ? { approved_at: new Date() } : {}),
      })
      .where(and(eq(partners.id, id), eq(partners.status, before.status)))
      .returning({ id: partners.id });
    if (!changed.length) throw conflict("The partner changed meanwhile; reload and try again.");
    return before;
  }

  app.get(
    "/admin/partners/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Partners: pending, active, suspended and rejected, with search",
        security,
        querystring: adminPartnerQuery,
        response: { 200: listEnvelope(adminPartnerItem), ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const f: SQL[] = [];
      if (q.status) f.push(eq(partners.status, q.status));
      if (q.search) {
        const like = containsPattern(q.search);
        f.push(
          or(
            sql`lower(${partners.company_name}) like ${like}`,
            sql`lower(${partners.contact_email}) like ${like}`,
            sql`lower(${partners.contact_name}) like ${like}`,
          )!,
        );
      }
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(
            sql`case ${partners.status} when 'pending' then 0 else 1 end`,
            desc(partners.created_at),
            desc(partners.id),
          )
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(partners).where(where),
      ]);
      const items = await counted(rows.map((r) => ({ ...r.p, country_name: r.country_name })));
      return pageEnvelope(req, app.config.publicUrl, q, total?.n ?? 0, items);
    },
  );

  app.get(
    "/admin/partners/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "One partner with its users and counts",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => ({ data: await detail(req.params.id) }),
  );

  app.post(
    "/admin/partners/:id/approve/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Approve a sign-up; the applicant is mailed and can sign in",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => {
      const before = await transition(req.params.id, ["pending", "rejected"], "active", (s) =>
        s === "active"
          ? "This partner is already active."
          : `Only a pending sign-up can be approved; this partner is ${s}.`,
      );
      for (const o of await owners(req.params.id)) {
        await app.mailer.send({
          to: o.email,
          subject: "Your Partner Portal account is approved",
          text: [
            `Hello ${o.name},`,
            "",
            `${before.company_name} is approved. Sign in with the e-mail and password you registered:`,
            `${app.config.publicUrl}/login`,
          ].join("\n"),
        });
      }
      await audit(req, req.params.id, "approve", { before: before.status, after: "active" });
      return { data: await detail(req.params.id) };
    },
  );

  app.post(
    "/admin/partners/:id/reject/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Reject a sign-up with a reason; the applicant is mailed",
        security,
        params: idParams,
        body: reasonBody,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => {
      const before = await transition(
        req.params.id,
        ["pending"],
        "rejected",
        (s) => `Only a pending sign-up can be rejected; this partner is ${s}.`,
      );
      for (const o of await owners(req.params.id)) {
        await app.mailer.send({
          to: o.email,
          subject: "Your Partner Portal sign-up",
          text: [`Hello ${o.name},`, "", `We could not approve ${before.company_name}:`, req.body.reason].join("\n"),
        });
      }
      await audit(req, req.params.id, "reject", { before: before.status, after: "rejected", reason: req.body.reason });
      return { data: await detail(req.params.id) };
    },
  );

  app.post(
    "/admin/partners/:id/suspend/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary:
          "Suspend a partner: its refresh tokens are revoked, so its users are out within one access-token lifetime",
        security,
        params: idParams,
        body: reasonBody,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => {
      const before = await transition(
        req.params.id,
        ["active"],
        "suspended",
        (s) => `Only an active partner can be suspended; this partner is ${s}.`,
      );
      const team = db.select({ id: users.id }).from(users).where(eq(users.partner_id, req.params.id));
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(inArray(refreshTokens.user_id, team), isNull(refreshTokens.revoked_at)));
      await audit(req, req.params.id, "suspend", {
        before: before.status,
        after: "suspended",
        reason: req.body.reason,
      });
      return { data: await detail(req.params.id) };
    },
  );

  app.post(
    "/admin/partners/:id/reactivate/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Reactivate a suspended partner",
        security,
        params: idParams,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => {
      const before = await transition(
        req.params.id,
        ["suspended"],
        "active",
        (s) => `Only a suspended partner can be reactivated; this partner is ${s}.`,
      );
      await audit(req, req.params.id, "reactivate", { before: before.status, after: "active" });
      return { data: await detail(req.params.id) };
    },
  );

  app.patch(
    "/admin/partners/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Set the partner's commission rate (percent of tuition)",
        security,
        params: idParams,
        body: partnerCommissionBody,
        response: { 200: dataEnvelope(adminPartnerDetail), ...errors },
      },
    },
    async (req) => {
      const before = await one(req.params.id);
      const rate = req.body.commission_rate.toFixed(2);
      await db
        .update(partners)
        .set({
          commission_rate: rate,
          ...(req.body.commission_currency !== undefined ? { commission_currency: req.body.commission_currency } : {}),
          updated_at: new Date(),
        })
        .where(eq(partners.id, req.params.id));
      await audit(req, req.params.id, "commission", {
        before: { commission_rate: before.commission_rate, commission_currency: before.commission_currency },
        after: {
          commission_rate: rate,
          commission_currency: req.body.commission_currency ?? before.commission_currency,
        },
      });
      return { data: await detail(req.params.id) };
    },
  );
};
