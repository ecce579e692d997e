import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  applicationStatuses,
  countries,
  countryStudyLevels,
  loginEvents,
  partners,
  states,
  studyLevels,
  users,
} from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf, type Page } from "../../lib/paging";

const countryColumns = {
  id: countries.id,
  name: countries.name,
  iso2: countries.iso2,
  iso3: countries.iso3,
  phone_code: countries.phone_code,
  flag: countries.flag,
  is_study_destination: countries.is_study_destination,
};
const levelColumns = { id: studyLevels.id, name: studyLevels.name };

/** The reference-data lists forms cascade through, and the caller's company and sign-in activity. */
export function createLookupQueries(db: Db) {
  return {
    /** Active countries by name. */
    countries: () =>
      db.select(countryColumns).from(countries).where(eq(countries.is_active, true)).orderBy(asc(countries.name)),

    /** The states of a country by name; 404 when the country does not exist. */
    async states(countryId: number) {
      const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
      if (!c) throw notFound("Country not found.");
      return db
        .select({ id: states.id, name: states.name, code: states.code })
        .from(states)
        .where(eq(states.country_id, countryId))
        .orderBy(asc(states.name));
    },

    /** Active study destinations by name. */
    studyDestinations: () =>
      db
        .select(countryColumns)
        .from(countries)
        .where(and(eq(countries.is_study_destination, true), eq(countries.is_active, true)))
        .orderBy(asc(countries.name)),

    /** The active study levels a destination offers, in their sort order. */
    levelsOf: (countryId: number) =>
      db
        .select(levelColumns)
        .from(countryStudyLevels)
        .innerJoin(studyLevels, eq(studyLevels.id, countryStudyLevels.study_level_id))
        .where(and(eq(countryStudyLevels.country_id, countryId), eq(studyLevels.is_active, true)))
        .orderBy(asc(studyLevels.sort_order)),

    /** Every active study level, in its sort order. */
    levels: () =>
      db
        .select(levelColumns)
        .from(studyLevels)
        .where(eq(studyLevels.is_active, true))
        .orderBy(asc(studyLevels.sort_order)),

    /**
     * Every application status and study level with its names in the other languages (docs/decisions/048), the
     * inactive ones too: older records still show them.
     */
    async translatedNames() {
      const [statuses, levels] = await Promise.all([
        db
          .select({ id: applicationStatuses.id, name: applicationStatuses.name, names: applicationStatuses.names })
          .from(applicationStatuses)
          .orderBy(asc(applicationStatuses.sort_order), asc(applicationStatuses.id)),
        db
          .select({ id: studyLevels.id, name: studyLevels.name, names: studyLevels.names })
          .from(studyLevels)
          .orderBy(asc(studyLevels.sort_order), asc(studyLevels.id)),
      ]);
      return { statuses, levels };
    },

    /** The partner's company profile with its country and how many users it has. */
    async company(partnerId: number) {
      const [p] = await db
        .select({ partner: partners, country_name: countries.name })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .where(eq(partners.id, partnerId));
      const [u] = await db.select({ n: count() }).from(users).where(eq(users.partner_id, partnerId));
      const x = p!.partner;
      return {
        id: x.id,
        company_name: x.company_name,
        country: x.country_id && p!.country_name ? { id: x.country_id, name: p!.country_name } : null,
        contact_name: x.contact_name,
        contact_email: x.contact_email,
        contact_phone: x.contact_phone,
        status: x.status,
        commission_rate: x.commission_rate,
        commission_currency: x.commission_currency,
        approved_at: x.approved_at?.toISOString() ?? null,
        users_count: u?.n ?? 0,
        require_two_factor: x.require_two_factor,
      };
    },

    /** A page of the sign-in events of the partner's users, newest first. */
    async logins(partnerId: number, page: Page) {
      const where = eq(users.partner_id, partnerId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ e: loginEvents, name: users.name, uemail: users.email })
          .from(loginEvents)
          .innerJoin(users, eq(users.id, loginEvents.user_id))
          .where(where)
          .orderBy(desc(loginEvents.created_at), desc(loginEvents.id))
          .limit(page.page_size)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(loginEvents).innerJoin(users, eq(users.id, loginEvents.user_id)).where(where),
      ]);
      const items = rows.map(({ e, name, uemail }) => ({
        id: e.id,
        user: e.user_id ? { id: e.user_id, name, email: uemail } : null,
        email: e.email,
        ip: e.ip,
        device: e.user_agent,
        success: e.success,
        reason: e.reason,
        created_at: e.created_at.toISOString(),
      }));
      return { count: total?.n ?? 0, items };
    },
  };
}
