import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { countries, educationProviders, expertMeetings, experts, regions, users } from "../db/schema/index";
import { DEMO_ACCOUNTS } from "./demo-accounts";

interface DemoExpert {
  name: string;
  title: string;
  /** A provider of the demo catalogue (see catalogue-data.ts), by name. */
  provider: string;
  phone: string;
  languages: string[];
  /** Source markets covered, ISO 3166-1 alpha-2. */
  countries: string[];
  regions: string[];
  bio: string;
}

/** Representatives of the seeded providers, each covering the markets partners recruit from. */
export const DEMO_EXPERTS: DemoExpert[] = [
  {
    name: "Eleanor Whitfield",
    title: "Regional Manager, South Asia",
    provider: "University of Manchester",
    phone: "+44 161 306 6000",
    languages: ["English", "Hindi"],
    countries: ["IN", "NP", "LK", "BD"],
    regions: [],
    bio: "Eleanor has recruited for UK universities for twelve years and visits Delhi, Mumbai and Kathmandu every term. Ask her about postgraduate entry with three-year degrees, scholarships and CAS timelines.",
  },
  {
    name: "Daniel Osei",
    title: "International Officer, West Africa",
    provider: "Leeds Metropolitan University",
    phone: "+44 113 812 0000",
    languages: ["English", "Twi"],
    countries: ["NG", "GH", "SL"],
    regions: [],
    bio: "Daniel runs the university's office in Lagos and knows WAEC and NECO equivalences, bank-statement rules and the January intake in detail.",
  },
  {
    name: "Sofia Marchetti",
    title: "Senior Recruitment Advisor, Europe and Latin America",
    provider: "University of Sheffield",
    phone: "+44 114 222 2000",
    languages: ["English", "Italian", "Spanish", "Portuguese"],
    countries: ["BR", "CO", "MX"],
    regions: ["Europe"],
    bio: "Sofia advises on foundation routes, English requirements for non-native speakers and the postgraduate scholarships open to Latin American applicants.",
  },
  {
    name: "Michael Chen",
    title: "Director of International Admissions",
    provider: "University of Toronto",
    phone: "+1 416 978 2011",
    languages: ["English", "Mandarin", "Cantonese"],
    countries: ["CN", "HK", "TW"],
    regions: ["Asia"],
    bio: "Michael leads undergraduate admissions for Asia and can explain study permits, provincial attestation letters and co-op programmes.",
  },
  {
    name: "Aisha Rahman",
    title: "Country Manager, Middle East",
    provider: "Vancouver Metropolitan University",
    phone: "+1 604 822 2211",
    languages: ["English", "Arabic", "Urdu"],
    countries: ["AE", "SA", "QA", "PK"],
    regions: ["Middle East"],
    bio: "Aisha works from Dubai with sponsored students and government scholarship bodies, and helps with conditional offers and pathway programmes.",
  },
  {
    name: "Lachlan O'Brien",
    title: "Partnerships Manager, South and Southeast Asia",
    provider: "University of Melbourne",
    phone: "+61 3 9035 5511",
    languages: ["English"],
    countries: ["IN", "VN", "ID", "PH"],
    regions: [],
    bio: "Lachlan manages agency partnerships, Genuine Student requirements and the February and July intakes, including packaged offers with ELICOS.",
  },
  {
    name: "Priyanka Nair",
    title: "International Student Advisor",
    provider: "Sydney Metropolitan University",
    phone: "+61 2 9351 2222",
    languages: ["English", "Malayalam", "Tamil", "Hindi"],
    countries: ["IN", "LK"],
    regions: [],
    bio: "Priyanka supports applicants in nursing, public health and IT, and knows AHPRA pathways and post-study work rights well.",
  },
  {
    name: "Ciarán Byrne",
    title: "Head of International Recruitment",
    provider: "University of Dublin",
    phone: "+353 1 896 1000",
    languages: ["English", "Irish"],
    countries: ["US", "CA"],
    regions: ["Africa", "Asia"],
    bio: "Ciarán covers Ireland's stay-back options, the Critical Skills permit and one-year master's programmes in data, business and engineering.",
  },
  {
    name: "Katharina Vogel",
    title: "Admissions Coordinator, International Programmes",
    provider: "University of Berlin",
    phone: "+49 30 2093 0",
    languages: ["German", "English"],
    countries: ["IN", "TR", "EG"],
    regions: [],
    bio: "Katharina explains uni-assist, blocked accounts, APS certificates and which English-taught master's programmes charge no tuition.",
  },
  {
    name: "Hemi Walker",
    title: "International Marketing Manager",
    provider: "University of Auckland",
    phone: "+64 9 373 7599",
    languages: ["English", "Māori"],
    countries: ["IN", "CN", "FJ"],
    regions: ["Oceania"],
    bio: "Hemi handles agency training and the New Zealand Excellence Awards, and can talk through green-list pathways after graduation.",
  },
  {
    name: "Camille Laurent",
    title: "Chargée des relations internationales",
    provider: "University of Paris",
    phone: "+33 1 44 27 44 27",
    languages: ["French", "English", "Arabic"],
    countries: ["MA", "SN", "CI", "NG"],
    regions: ["Africa"],
    bio: "Camille advises on Campus France procedures, English-taught programmes and bilingual tracks for francophone and anglophone Africa.",
  },
  {
    name: "Jessica Alvarez",
    title: "Assistant Director, Graduate Admissions",
    provider: "University of Boston",
    phone: "+1 617 353 2000",
    languages: ["English", "Spanish"],
    countries: ["NG", "KE", "GH"],
    regions: ["South America"],
    bio: "Jessica reviews graduate applications in STEM and explains OPT and STEM-OPT, I-20 timelines and assistantship funding.",
  },
];

const emailOf = (name: string, provider: string) => {
  const local = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .trim()
    .replace(/\s+/g, ".");
  return `${local}@${provider.toLowerCase().replace(/[^a-z]+/g, "")}.example`;
};

/** A time `days` from now at `hour`:`minute` UTC. */
const ahead = (days: number, hour: number, minute = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
};

/**
 * Demo provider representatives for University Expert, and four meeting requests of the main demo partner
 * (one waiting, one confirmed ahead, one declined, one cancelled). Idempotent: experts are matched by e-mail, and the
 * meetings are made only while the partner has none.
 */
export async function seedExperts(db: Db) {
  const providerNames = [...new Set(DEMO_EXPERTS.map((e) => e.provider))];
  const isoCodes = [...new Set(DEMO_EXPERTS.flatMap((e) => e.countries))];
  const regionNames = [...new Set(DEMO_EXPERTS.flatMap((e) => e.regions))];
  const [providerRows, countryRows, regionRows] = await Promise.all([
    db
      .select({ id: educationProviders.id, name: educationProviders.name })
      .from(educationProviders)
      .where(inArray(educationProviders.name, providerNames)),
    db.select({ id: countries.id, iso2: countries.iso2 }).from(countries).where(inArray(countries.iso2, isoCodes)),
    regionNames.length
      ? db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.name, regionNames))
      : [],
  ]);
  const providerId = new Map(providerRows.map((p) => [p.name, p.id]));
  const countryId = new Map(countryRows.map((c) => [c.iso2, c.id]));
  const regionId = new Map(regionRows.map((r) => [r.name, r.id]));

  const emails = DEMO_EXPERTS.map((e) => emailOf(e.name, e.provider));
  const existing = new Set(
    (await db.select({ email: experts.email }).from(experts).where(inArray(experts.email, emails))).map((e) => e.email),
  );
  const missing = DEMO_EXPERTS.filter((_, i) => !existing.has(emails[i]!));
  if (missing.length) {
    await db.insert(experts).values(
      missing.map((e) => ({
        name: e.name,
        title: e.title,
        provider_id: providerId.get(e.provider) ?? null,
        email: emailOf(e.name, e.provider),
        phone: e.phone,
        bio: e.bio,
        languages: e.languages,
        country_ids: e.countries.flatMap((c) => (countryId.has(c) ? [countryId.get(c)!] : [])),
        region_ids: e.regions.flatMap((r) => (regionId.has(r) ? [regionId.get(r)!] : [])),
        is_active: true,
      })),
    );
  }

  // Demo meetings for the main partner, made once.
  const [owner] = await db
    .select({ id: users.id, partner_id: users.partner_id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.partner.email}`);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.admin.email}`);
  if (!owner?.partner_id) return { experts: missing.length, meetings: 0 };
  const [had] = await db
    .select({ n: count() })
    .from(expertMeetings)
    .where(eq(expertMeetings.partner_id, owner.partner_id));
  if ((had?.n ?? 0) > 0) return { experts: missing.length, meetings: 0 };

  const byEmail = new Map(
    (await db.select({ id: experts.id, email: experts.email }).from(experts).where(inArray(experts.email, emails))).map(
      (e) => [e.email, e.id],
    ),
  );
  const expertId = (i: number) => byEmail.get(emails[i]!);
  const base = { partner_id: owner.partner_id, requested_by: owner.id };
  const rows: (typeof expertMeetings.$inferInsert)[] = [];
  if (expertId(0)) {
    rows.push({
      ...base,
      expert_id: expertId(0)!,
      topic: "September intake: postgraduate scholarships for Indian applicants",
      message: "We have eight applicants with 3-year degrees and 60-65%. Which master's courses would accept them?",
      slots: [ahead(6, 9, 30), ahead(7, 11), ahead(9, 14)].map((d) => d.toISOString()),
      duration_minutes: 30,
    });
  }
  if (expertId(5)) {
    const slots = [ahead(3, 4), ahead(4, 5, 30), ahead(5, 4)];
    rows.push({
      ...base,
      expert_id: expertId(5)!,
      topic: "Genuine Student requirement: preparing strong statements",
      message: "A short session for our counselling team before the July intake.",
      slots: slots.map((d) => d.toISOString()),
      duration_minutes: 45,
      status: "confirmed",
      confirmed_slot: slots[0],
      decided_by: admin?.id ?? null,
      decided_at: new Date(),
    });
  }
  if (expertId(8)) {
    rows.push({
      ...base,
      expert_id: expertId(8)!,
      topic: "APS certificate delays for Indian students",
      slots: [ahead(2, 8), ahead(2, 10), ahead(3, 8)].map((d) => d.toISOString()),
      duration_minutes: 15,
      status: "declined",
      decline_reason: "Katharina is at a fair in Mumbai that week; please ask again with times after the 20th.",
      decided_by: admin?.id ?? null,
      decided_at: new Date(),
    });
  }
  if (expertId(2)) {
    rows.push({
      ...base,
      expert_id: expertId(2)!,
      topic: "Foundation routes for Brazilian school leavers",
      slots: [ahead(10, 13), ahead(11, 13), ahead(12, 15)].map((d) => d.toISOString()),
      duration_minutes: 30,
      status: "cancelled",
    });
  }
  if (rows.length) await db.insert(expertMeetings).values(rows);
  return { experts: missing.length, meetings: rows.length };
}
