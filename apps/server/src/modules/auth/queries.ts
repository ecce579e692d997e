import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, partners, refreshTokens, twoFactor, users } from "../../db/schema/index";

async function selectUser(db: Db, where: SQL) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      password_hash: users.password_hash,
      name: users.name,
      phone: users.phone,
      role: users.role,
      partner_id: users.partner_id,
      is_sub_login: users.is_sub_login,
      permissions: users.permissions,
      status: users.status,
      last_login_at: users.last_login_at,
      language: users.language,
      landing_page: users.landing_page,
      partner_name: partners.company_name,
      partner_status: partners.status,
      partner_require_two_factor: partners.require_two_factor,
      two_factor_enabled: sql<boolean>`(${twoFactor.enabled_at} is not null)`,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(twoFactor, eq(twoFactor.user_id, users.id))
    .where(where)
    .limit(1);
  return row;
}
/** A user with its partner's name and status: what signing in and sessions decide on. */
export type UserRow = NonNullable<Awaited<ReturnType<typeof selectUser>>>;

/** The reads behind sign-in, sessions and sign-up. */
export function createAuthQueries(db: Db) {
  return {
    /** The user with this e-mail (already lower-cased by its schema), or undefined. */
    userByEmail: (email: string) => selectUser(db, sql`lower(${users.email}) = ${email}`),

    userById: (id: number) => selectUser(db, eq(users.id, id)),

    /** The refresh token with this hash, used or not, or undefined. */
    async refreshTokenByHash(hash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash)).limit(1);
      return row;
    },

    async countryExists(id: number) {
      const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
      return country !== undefined;
    },

    /** Countries for the sign-up form, by name. */
    signupCountries: () =>
      db
        .select({ id: countries.id, name: countries.name, iso2: countries.iso2 })
        .from(countries)
        .orderBy(asc(countries.name)),
  };
}
export type AuthQueries = ReturnType<typeof createAuthQueries>;
