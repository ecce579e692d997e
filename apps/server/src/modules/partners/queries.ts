import type { adminPartnerQuery } from "@pp/shared";
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countries, partners, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";

export type PartnerRow = typeof partners.$inferSelect & { country_name: string | null };
type ListQuery = z.output<typeof adminPartnerQuery>;

/** Reads of partner agencies for the Superadmin: the list, one partner with its team and counts, its owners. */
export function createPartnerQueries(db: Db) {
  /** Each partner as the list shows it, with how many users, students and applications it has. */
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

  /** One partner's row with its country's name, or 404. */
  async function one(id: number): Promise<PartnerRow> {
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

  return {
    one,
    detail,

    /** Pending sign-ups first, then the newest. */
    async list(q: ListQuery) {
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
      return { items, count: total?.n ?? 0 };
    },

    /** The partner's own accounts (not its sub-logins): they hear of approval and rejection. */
    owners: (partnerId: number) =>
      db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.partner_id, partnerId), eq(users.is_sub_login, false))),
  };
}
export type PartnerQueries = ReturnType<typeof createPartnerQueries>;
