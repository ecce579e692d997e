import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { countries, partners } from "../db/schema/index";
import { seedBook } from "./book";

/** An agency of the platform's past whose decided applications make the demo's placement history. */
export const HISTORY_PARTNER = {
  company_name: "Silk Route Admissions",
  contact_name: "Layla Haddad",
  contact_email: "archive@silkroute-admissions.example",
  country: "AE",
};

/**
 * Offers come to about 58%, refusals to a third; one in twelve was withdrawn (not decided). The offers end in the
 * stages that follow them, as two-year-old applications do.
 */
const PAST_STATUSES = [
  "Enrolled",
  "Enrolled",
  "Enrolled",
  "Visa granted",
  "Offer accepted",
  "Unconditional offer",
  "Visa refused",
  "Rejected",
  "Rejected",
  "Rejected",
  "Rejected",
  "Withdrawn",
];

/**
 * The demo's placement history (issue 18): 2,400 applications of 2024 and 2025 for bachelor's and master's degrees in the four largest destinations,
 * mostly decided, so the offer likelihood has figures to show. Its agency has no sign-in; it shows among the
 * Superadmin's partners. Runs once (the book is skipped when the partner has students).
 */
export async function seedPlacementHistory(db: Db) {
  let [p] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.contact_email, HISTORY_PARTNER.contact_email));
  if (!p) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, "AE"));
    [p] = await db
      .insert(partners)
      .values({
        company_name: HISTORY_PARTNER.company_name,
        country_id: country?.id ?? null,
        contact_name: HISTORY_PARTNER.contact_name,
        contact_email: HISTORY_PARTNER.contact_email,
        status: "active",
        commission_rate: "12.50",
        commission_currency: "USD",
        approved_at: new Date("2023-06-01T09:00:00Z"),
        created_at: new Date("2023-06-01T09:00:00Z"),
      })
      .returning({ id: partners.id });
  }
  return seedBook(db, {
    partnerId: p!.id,
    userIds: [],
    adminId: null,
    students: 800,
    applications: 2400,
    seed: 303,
    history: {
      statuses: PAST_STATUSES,
      years: [2024, 2025],
      daysBack: [400, 900],
      destinations: ["GB", "CA", "AU", "US"],
      levels: ["Undergraduate", "Postgraduate (Master's)"],
    },
  });
}
