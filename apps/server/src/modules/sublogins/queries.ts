import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, loginEvents, partners, roles, students, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf, type Page } from "../../lib/paging";
import type { PartnerContext } from "../../plugins/partner-context";

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

/** One of the caller's partner's sub-logins (never the owner's own account, never another partner's). */
export const mine = (ctx: PartnerContext, id: number) =>
  and(eq(users.id, id), eq(users.partner_id, ctx.partnerId), eq(users.is_sub_login, true));

/** Reads of a partner's sub-logins and the role templates; every sub-login query filtered by the caller's partner. */
export function createSubLoginQueries(db: Db) {
  return {
    /** One of the caller's sub-logins with what it created, or 404. */
    async one(ctx: PartnerContext, id: number) {
      const [r] = await db
        .select(columns)
        .from(users)
        .leftJoin(roles, eq(roles.id, users.role_id))
        .where(mine(ctx, id));
      if (!r) throw notFound("Sub-login not found.");
      return toItem(r);
    },

    async list(ctx: PartnerContext, page: Page) {
      const where = and(eq(users.partner_id, ctx.partnerId), eq(users.is_sub_login, true));
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .leftJoin(roles, eq(roles.id, users.role_id))
          .where(where)
          .orderBy(desc(users.created_at), desc(users.id))
          .limit(page.page_size)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toItem), count: total?.n ?? 0 };
    },

    roleTemplates: () =>
      db
        .select({ id: roles.id, name: roles.name, description: roles.description, permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.is_active, true))
        .orderBy(asc(roles.name)),

    /** An active role template, or undefined. */
    async activeTemplate(roleId: number) {
      const [t] = await db
        .select()
        .from(roles)
        .where(and(eq(roles.id, roleId), eq(roles.is_active, true)));
      return t;
    },

    async rolePermissions(roleId: number) {
      const [r] = await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId));
      return r?.permissions;
    },

    /** Any account (of any partner, or staff) with this e-mail; the caller passes it lower-cased. */
    async emailTaken(email: string) {
      const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
      return !!taken;
    },

    /** The partner's company name, which the invitation mail names. */
    async companyName(ctx: PartnerContext) {
      const [company] = await db
        .select({ name: partners.company_name })
        .from(partners)
        .where(eq(partners.id, ctx.partnerId));
      return company?.name;
    },

    async successfulSignIns(userId: number) {
      const [r] = await db
        .select({ n: count() })
        .from(loginEvents)
        .where(and(eq(loginEvents.user_id, userId), eq(loginEvents.success, true)));
      return r?.n ?? 0;
    },
  };
}
export type SubLoginQueries = ReturnType<typeof createSubLoginQueries>;
