import { count, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { regions, updateReads, updates, users } from "../db/schema/index";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { countryIdsByIso2 } from "./reference";

const DAY = 86_400_000;

interface DemoUpdate {
  title: string;
  body_html: string;
  category: string;
  /** everyone, ISO2 countries, or region names. */
  audience: { countries: string[] } | { regions: string[] } | "everyone";
  pinned?: boolean;
  /** Days from now: negative is published, positive scheduled. */
  days: number;
  /** Already read by the main demo partner's owner. */
  read?: boolean;
}

/** Important Updates of every kind: pinned, scheduled, for everyone, some countries or some regions, some read. */
export const DEMO_UPDATES: DemoUpdate[] = [
  {
    title: "Portal maintenance on Sunday, 02:00-04:00 UTC",
    body_html:
      "<p>The Partner Portal is unavailable for about two hours on Sunday while we upgrade the servers.</p><p>Applications in progress are saved; nothing needs to be done.</p>",
    category: "product",
    audience: "everyone",
    pinned: true,
    days: -1,
  },
  {
    title: "January 2027 intake: final application deadlines",
    body_html:
      "<p>Most UK and Irish providers close January applications on <strong>15 November</strong>; Australian providers accept February applications until mid-December.</p><ul><li>Submit complete documents to avoid delays.</li><li>Deposits are due within 14 days of an unconditional offer.</li></ul>",
    category: "admissions",
    audience: "everyone",
    pinned: true,
    days: -12,
    read: true,
  },
  {
    title: "UK student visa: new financial evidence rules for South Asia",
    body_html:
      "<p>From next month, bank statements for applicants from India, Nepal, Bangladesh and Sri Lanka must come from an approved bank and be at most 31 days old.</p>",
    category: "visa",
    audience: { countries: ["IN", "NP", "BD", "LK"] },
    days: -5,
    read: true,
  },
  {
    title: "Commission statements are now issued monthly",
    body_html:
      "<p>Statements for paid commission now arrive on the 5th of each month. Raise a ticket in Click &amp; Resolve if a payment looks short.</p>",
    category: "commission",
    audience: "everyone",
    days: -20,
    read: true,
  },
  {
    title: "New: course matching on every student's profile",
    body_html:
      "<p>Open a student and choose <strong>Matches</strong> to see the courses they qualify for, with the likelihood of an offer.</p>",
    category: "product",
    audience: "everyone",
    days: -3,
  },
  {
    title: "West Africa: bonus commission for the January intake",
    body_html:
      "<p>Partners in Africa earn an extra 2% on enrolments for the January intake at participating providers.</p>",
    category: "commission",
    audience: { regions: ["Africa"] },
    days: -8,
  },
  {
    title: "Webinar: Australia's Genuine Student requirement",
    body_html: "<p>A one-hour session with admissions officers on writing strong Genuine Student statements.</p>",
    category: "event",
    audience: "everyone",
    days: 7,
  },
  {
    title: "Asia education fair: book your meetings",
    body_html: "<p>Meet 40 universities in Delhi, Dhaka and Ho Chi Minh City. Meeting slots open soon.</p>",
    category: "event",
    audience: { regions: ["Asia"] },
    days: 14,
  },
];

/** Publishes the demo updates (published ones count as announced) and marks some read. Skipped when updates exist. */
export async function seedUpdates(db: Db, adminId: number | null) {
  const [had] = await db.select({ n: count() }).from(updates);
  if ((had?.n ?? 0) > 0) return 0;
  const isoCodes = DEMO_UPDATES.flatMap((u) =>
    typeof u.audience === "object" && "countries" in u.audience ? u.audience.countries : [],
  );
  const regionNames = DEMO_UPDATES.flatMap((u) =>
    typeof u.audience === "object" && "regions" in u.audience ? u.audience.regions : [],
  );
  const countryId = await countryIdsByIso2(db, isoCodes);
  const regionId = new Map(
    (
      await db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.name, regionNames))
    ).map((r) => [r.name, r.id]),
  );
  const now = Date.now();
  const rows = await db
    .insert(updates)
    .values(
      DEMO_UPDATES.map((u) => {
        const at = new Date(now + u.days * DAY);
        const aud = u.audience;
        return {
          title: u.title,
          body_html: u.body_html,
          category: u.category,
          audience: aud === "everyone" ? "everyone" : "countries" in aud ? "countries" : "regions",
          audience_ids:
            aud === "everyone"
              ? []
              : "countries" in aud
                ? aud.countries.flatMap((c) => (countryId.has(c) ? [countryId.get(c)!] : []))
                : aud.regions.flatMap((r) => (regionId.has(r) ? [regionId.get(r)!] : [])),
          pinned: u.pinned ?? false,
          publish_at: at,
          // Published ones were announced when they were published; scheduled ones are announced at their time.
          notified_at: u.days <= 0 ? at : null,
          created_by: adminId,
          created_at: new Date(Math.min(at.getTime(), now - DAY)),
          updated_at: new Date(Math.min(at.getTime(), now - DAY)),
        };
      }),
    )
    .returning({ id: updates.id, title: updates.title, publish_at: updates.publish_at });
  const [reader] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.partner.email}`);
  const readTitles = new Set(DEMO_UPDATES.filter((u) => u.read).map((u) => u.title));
  const reads = rows.filter((r) => readTitles.has(r.title));
  if (reader && reads.length)
    await db.insert(updateReads).values(
      reads.map((r) => ({
        update_id: r.id,
        user_id: reader.id,
        read_at: new Date(r.publish_at.getTime() + DAY / 4),
      })),
    );
  return rows.length;
}
