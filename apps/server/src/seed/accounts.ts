import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { countries, partners, roles, users } from "../db/schema/index";
import { hashPassword } from "../lib/crypto";
import { DEMO_ACCOUNTS, DEMO_PARTNERS } from "./demo-accounts";

async function userExists(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, partner_id: users.partner_id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row;
}

async function countryIdOf(db: Db, iso2: string) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, iso2));
  return row?.id ?? null;
}

/** Creates a partner with its main account, unless the account exists. Returns the partner id. */
async function ensurePartner(
  db: Db,
  partner: { company_name: string; country: string; phone: string },
  account: { email: string; password: string; name: string },
) {
  const existing = await userExists(db, account.email);
  if (existing) return existing.partner_id!;
  const country_id = await countryIdOf(db, partner.country);
  const password_hash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const [p] = await tx
      .insert(partners)
      .values({
        company_name: partner.company_name,
        country_id,
        contact_name: account.name,
        contact_email: account.email,
        contact_phone: partner.phone,
        status: "active",
        commission_rate: "15.00",
        commission_currency: "GBP",
        approved_at: new Date("2026-01-05T09:00:00Z"),
      })
      .returning({ id: partners.id });
    await tx
      .insert(users)
      .values({ email: account.email, password_hash, name: account.name, role: "Partner", partner_id: p!.id });
    return p!.id;
  });
}

export async function seedAccounts(db: Db) {
  const { admin, partner, counsellor, partner2 } = DEMO_ACCOUNTS;
  if (!(await userExists(db, admin.email))) {
    await db.insert(users).values({
      email: admin.email,
      password_hash: await hashPassword(admin.password),
      name: admin.name,
      role: "Superadmin",
    });
  }
  const mainId = await ensurePartner(db, DEMO_PARTNERS.main, partner);
  await ensurePartner(db, DEMO_PARTNERS.second, partner2);

  if (!(await userExists(db, counsellor.email))) {
    const [template] = await db.select().from(roles).where(eq(roles.name, "Counsellor"));
    await db.insert(users).values({
      email: counsellor.email,
      password_hash: await hashPassword(counsellor.password),
      name: counsellor.name,
      role: "Partner",
      partner_id: mainId,
      is_sub_login: true,
      role_id: template?.id ?? null,
      permissions: template?.permissions ?? [],
    });
  }
}
