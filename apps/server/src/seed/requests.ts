import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { applications, partners, ticketMessages, tickets, users } from "../db/schema/index";
import { hashPassword } from "../lib/crypto";
import { dueTimes } from "../modules/tickets/service";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { countryIdsByIso2 } from "./reference";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Agencies that signed up and wait for a Superadmin's approval (their owners sign in with the partner password once approved). */
export const DEMO_PENDING = [
  { company: "Mekong Study Abroad", country: "VN", name: "Linh Nguyen", email: "linh.nguyen@example.com", days: 1 },
  {
    company: "Nairobi Scholars Hub",
    country: "KE",
    name: "Wanjiru Kamau",
    email: "wanjiru.kamau@example.com",
    days: 3,
  },
  {
    company: "Dhaka Global Admissions",
    country: "BD",
    name: "Rafiq Hossain",
    email: "rafiq.hossain@example.com",
    days: 6,
  },
];

/** Three pending registrations as sign-up makes them: a pending partner and its owner. Matched by e-mail. */
export async function seedPendingPartners(db: Db) {
  const emails = DEMO_PENDING.map((p) => p.email);
  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails))
    ).map((u) => u.email.toLowerCase()),
  );
  const missing = DEMO_PENDING.filter((p) => !existing.has(p.email));
  if (!missing.length) return 0;
  const countryId = await countryIdsByIso2(
    db,
    missing.map((p) => p.country),
  );
  const password_hash = await hashPassword(DEMO_ACCOUNTS.partner.password);
  const now = Date.now();
  const made = await db
    .insert(partners)
    .values(
      missing.map((p) => ({
        company_name: p.company,
        country_id: countryId.get(p.country) ?? null,
        contact_name: p.name,
        contact_email: p.email,
        status: "pending",
        created_at: new Date(now - p.days * DAY),
        updated_at: new Date(now - p.days * DAY),
      })),
    )
    .returning({ id: partners.id });
  await db.insert(users).values(
    missing.map((p, i) => ({
      email: p.email,
      password_hash,
      name: p.name,
      role: "Partner",
      partner_id: made[i]!.id,
      created_at: new Date(now - p.days * DAY),
      updated_at: new Date(now - p.days * DAY),
    })),
  );
  return made.length;
}

type Status = "open" | "in_progress" | "awaiting_partner" | "resolved" | "closed";
interface DemoTicket {
  subject: string;
  description: string;
  category: string;
  priority: "low" | "normal" | "high" | "urgent";
  status: Status;
  /** Hours ago it was raised. */
  age: number;
  /** Linked to one of the partner's applications. */
  application?: boolean;
  /** The thread after the description: [staff?, text]. */
  thread: [boolean, string][];
  rating?: number;
}

/** Tickets of the main demo partner in every status, with their threads. */
export const DEMO_TICKETS: DemoTicket[] = [
  {
    subject: "Offer letter not received after 3 weeks",
    description: "The provider's portal shows the application as decided, but we have no offer letter yet.",
    category: "application",
    priority: "high",
    status: "open",
    age: 1,
    application: true,
    thread: [],
  },
  {
    subject: "Commission for September enrolments paid short",
    description: "The last payment is 10% less than the amount on our invoice. Please check.",
    category: "payment",
    priority: "normal",
    status: "in_progress",
    age: 20,
    thread: [
      [true, "Thank you; we have asked the provider for its statement and will come back to you."],
      [false, "Thanks, the invoice is attached to the commission record."],
    ],
  },
  {
    subject: "Cannot upload a passport scan larger than 10 MB",
    description: "The upload stops with an error for a 14 MB scan.",
    category: "technical",
    priority: "low",
    status: "awaiting_partner",
    age: 30,
    thread: [[true, "Files are limited to 10 MB. Could you scan the passport at 300 dpi and try again?"]],
  },
  {
    subject: "Add a second branch address to our profile",
    description: "We opened an office in Pune and would like it on our invoices.",
    category: "account",
    priority: "normal",
    status: "resolved",
    age: 96,
    thread: [[true, "Done: the Pune address is on your profile and on new invoices."]],
    rating: 5,
  },
  {
    subject: "Deadline for the February intake in Australia",
    description: "Which date do the Australian providers close February applications?",
    category: "other",
    priority: "low",
    status: "closed",
    age: 400,
    thread: [
      [true, "Most close in mid-December; the Important Updates list each provider's date."],
      [false, "Thank you, that helps."],
    ],
    rating: 4,
  },
];

/** Support tickets of the main demo partner, one or more in each status. Skipped when it has tickets. */
export async function seedTickets(db: Db, adminId: number | null) {
  const [owner] = await db
    .select({ id: users.id, partner_id: users.partner_id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.partner.email}`);
  if (!owner?.partner_id) return 0;
  const [had] = await db.select({ n: count() }).from(tickets).where(eq(tickets.partner_id, owner.partner_id));
  if ((had?.n ?? 0) > 0) return 0;
  const [app] = await db
    .select({ id: applications.id, student_id: applications.student_id })
    .from(applications)
    .where(eq(applications.partner_id, owner.partner_id))
    .orderBy(applications.id)
    .limit(1);
  const now = Date.now();
  const made = await db
    .insert(tickets)
    .values(
      DEMO_TICKETS.map((t) => {
        const at = new Date(now - t.age * HOUR);
        const replied = t.thread.find(([staff]) => staff) ? new Date(at.getTime() + HOUR / 2) : null;
        const done = t.status === "resolved" || t.status === "closed";
        const resolvedAt = done ? new Date(at.getTime() + 20 * HOUR) : null;
        return {
          partner_id: owner.partner_id!,
          created_by: owner.id,
          subject: t.subject,
          description: t.description,
          category: t.category,
          priority: t.priority,
          status: t.status,
          student_id: t.application ? (app?.student_id ?? null) : null,
          application_id: t.application ? (app?.id ?? null) : null,
          assigned_to: t.status === "open" ? null : adminId,
          ...dueTimes(t.priority, at),
          first_responded_at: replied,
          resolved_at: resolvedAt,
          closed_at: t.status === "closed" ? new Date(at.getTime() + 10 * DAY) : null,
          resolution_note: done ? t.thread.find(([staff]) => staff)![1] : null,
          rating: t.rating ?? null,
          created_at: at,
          updated_at: new Date(at.getTime() + (t.thread.length + (done ? 1 : 0)) * HOUR),
        };
      }),
    )
    .returning({ id: tickets.id, created_at: tickets.created_at });
  const messages = DEMO_TICKETS.flatMap((t, i) =>
    t.thread.map(([staff, body], j) => ({
      ticket_id: made[i]!.id,
      author_user_id: staff ? adminId : owner.id,
      is_staff: staff,
      body,
      created_at: new Date(made[i]!.created_at.getTime() + (j + 0.5) * HOUR),
    })),
  );
  if (messages.length) await db.insert(ticketMessages).values(messages);
  return made.length;
}
