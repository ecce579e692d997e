import {
  ADMIN_COMMISSION_MOVES,
  CLAIM_OVERDUE_DAYS,
  type CommissionDetail,
  type CommissionItem,
  type CommissionListQuery,
  type CommissionStatus,
  type CommissionSummary,
  PARTNER_CLAIMABLE,
  PARTNER_DISPUTABLE,
} from "@pp/shared";
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  applications,
  commissionEvents,
  commissions,
  courses,
  educationProviders,
  intakes,
  partners,
  students,
  users,
} from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";

/** Who acts: a partner's user (scoped to its partner) or the Superadmin (partnerId null). */
export type CommissionActor = { userId: number; partnerId: number | null; ip?: string };

/** A record's expected and received amounts, nothing counting as 0 (a partner without a rate expects nothing). */
const E = sql`coalesce(${commissions.expected_amount}, 0)`;
const R = sql`coalesce(${commissions.received_amount}, 0)`;

const OVERDUE_SQL = sql<boolean>`(${commissions.status} in ('claimed', 'approved') and ${commissions.claimed_at} < now() - make_interval(days => ${CLAIM_OVERDUE_DAYS}))`;

const columns = {
  c: commissions,
  partner_name: partners.company_name,
  student_first: students.first_name,
  student_last: students.last_name,
  course_id: courses.id,
  course_name: courses.name,
  provider_id: educationProviders.id,
  provider_name: educationProviders.name,
  intake_name: intakes.name,
  overdue: OVERDUE_SQL,
};

export type Row = {
  c: typeof commissions.$inferSelect;
  student_id: number;
  partner_name: string;
  student_first: string;
  student_last: string;
  course_id: number;
  course_name: string;
  provider_id: number;
  provider_name: string;
  intake_name: string | null;
  overdue: boolean;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A joined row as the API shows it. */
export function rowToCommission(r: Row): CommissionItem {
  const c = r.c;
  return {
    id: c.id,
    application_id: c.application_id,
    partner: { id: c.partner_id, name: r.partner_name },
    student: { id: r.student_id, name: `${r.student_first} ${r.student_last}` },
    course: { id: r.course_id, name: r.course_name },
    provider: { id: r.provider_id, name: r.provider_name },
    intake: r.intake_name,
    currency: c.currency,
    tuition_fee: c.tuition_fee,
    commission_rate: c.commission_rate,
    expected_amount: c.expected_amount,
    status: c.status,
    reason: c.reason,
    invoice_number: c.invoice_number,
    has_invoice: c.invoice_storage_key !== null,
    claimed_at: iso(c.claimed_at),
    approved_at: iso(c.approved_at),
    paid_at: iso(c.paid_at),
    received_amount: c.received_amount,
    received_date: c.received_date,
    overdue: Boolean(r.overdue),
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

/** The filters of a commission list, shared by the list, the summary and the export. */
export function commissionFilters(partnerId: number | null, q: CommissionListQuery): SQL[] {
  const f: SQL[] = [];
  const partner = partnerId ?? q.partner;
  if (partner) f.push(eq(commissions.partner_id, Number(partner)));
  if (q.status) f.push(eq(commissions.status, q.status));
  if (q.currency) f.push(eq(commissions.currency, q.currency));
  if (q.overdue === "true") f.push(OVERDUE_SQL);
  if (q.overdue === "false") f.push(sql`not ${OVERDUE_SQL}`);
  if (q.created_from) f.push(gte(commissions.created_at, new Date(`${q.created_from}T00:00:00Z`)));
  if (q.created_to) f.push(lt(commissions.created_at, new Date(Date.parse(`${q.created_to}T00:00:00Z`) + 86_400_000)));
  if (q.search) {
    const like = containsPattern(q.search);
    f.push(
      sql`(lower(${students.first_name} || ' ' || ${students.last_name}) like ${like} or lower(${courses.name}) like ${like} or lower(${educationProviders.name}) like ${like} or lower(coalesce(${commissions.invoice_number}, '')) like ${like})`,
    );
  }
  return f;
}

/** The joined rows of commission records: the list, the detail and the export read through this. */
export function commissionRows(db: Db) {
  return db
    .select({ ...columns, student_id: students.id })
    .from(commissions)
    .innerJoin(partners, eq(partners.id, commissions.partner_id))
    .innerJoin(applications, eq(applications.id, commissions.application_id))
    .innerJoin(students, eq(students.id, applications.student_id))
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
    .leftJoin(intakes, eq(intakes.id, applications.intake_id));
}

/** Reads of commission records: the list, the summary, one record; a partner's actor sees only its own. */
export function createCommissionQueries(db: Db) {
  /** One record as the actor may see it, or 404 (another partner's id looks exactly like a missing one). */
  async function row(actor: CommissionActor, id: number) {
    const f = [eq(commissions.id, id)];
    if (actor.partnerId !== null) f.push(eq(commissions.partner_id, actor.partnerId));
    const [r] = await commissionRows(db).where(and(...f));
    if (!r) throw notFound("Commission record not found.");
    return r;
  }

  async function detail(actor: CommissionActor, id: number): Promise<CommissionDetail> {
    const r = await row(actor, id);
    const history = await db
      .select({
        id: commissionEvents.id,
        from_status: commissionEvents.from_status,
        to_status: commissionEvents.to_status,
        note: commissionEvents.note,
        by: users.name,
        at: commissionEvents.created_at,
      })
      .from(commissionEvents)
      .leftJoin(users, eq(users.id, commissionEvents.actor_id))
      .where(eq(commissionEvents.commission_id, id))
      .orderBy(asc(commissionEvents.created_at), asc(commissionEvents.id));
    const status = r.c.status as CommissionStatus;
    const isPartner = actor.partnerId !== null;
    return {
      ...rowToCommission(r),
      history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
      next_statuses: isPartner
        ? [
            ...(PARTNER_CLAIMABLE.includes(status) ? ["claimed"] : []),
            ...(PARTNER_DISPUTABLE.includes(status) ? ["disputed"] : []),
          ]
        : [...ADMIN_COMMISSION_MOVES[status]],
      can_claim: isPartner && PARTNER_CLAIMABLE.includes(status),
      can_dispute: isPartner && PARTNER_DISPUTABLE.includes(status),
    };
  }

  async function teamOf(partnerId: number) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.partner_id, partnerId), eq(users.status, "active")));
    return rows.map((r) => r.id);
  }
  async function admins() {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "Superadmin"), eq(users.status, "active")));
    return rows.map((r) => r.id);
  }

  return {
    row,
    detail,
    teamOf,
    admins,

    async list(actor: CommissionActor, q: CommissionListQuery & { page: number; page_size: number }) {
      const where = and(...commissionFilters(actor.partnerId, q));
      const [rows, [total]] = await Promise.all([
        commissionRows(db)
          .where(where)
          .orderBy(desc(commissions.created_at), desc(commissions.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(commissions)
          .innerJoin(applications, eq(applications.id, commissions.application_id))
          .innerJoin(students, eq(students.id, applications.student_id))
          .innerJoin(courses, eq(courses.id, applications.course_id))
          .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
          .where(where),
      ]);
      return { items: rows.map(rowToCommission), count: total?.n ?? 0 };
    },

    /**
     * Per currency, expected split into its parts so that expected = received + outstanding + on_hold + disputed +
     * shortfall exactly (numeric sums in SQL): every record's expected is what was received on it plus the rest,
     * and the rest is counted where the record stands (decision 029). Also the count per status and the overdue
     * claims, for the filters.
     */
    async summary(actor: CommissionActor, q: CommissionListQuery): Promise<CommissionSummary> {
      const { status: _s, ...rest } = q;
      const where = and(...commissionFilters(actor.partnerId, rest));
      const joined = sql`${commissions}
          join ${applications} on ${applications.id} = ${commissions.application_id}
          join ${students} on ${students.id} = ${applications.student_id}
          join ${courses} on ${courses.id} = ${applications.course_id}
          join ${educationProviders} on ${educationProviders.id} = ${courses.provider_id}`;
      const whereSql = where ? sql`where ${where}` : sql``;
      const [currencies, statuses, overdue] = await Promise.all([
        db.execute(sql`
          select ${commissions.currency} as currency, count(*)::int as records,
                 sum(${E})::numeric(14,2)::text as expected,
                 sum(${R})::numeric(14,2)::text as received,
                 coalesce(sum(${E} - ${R}) filter (where ${commissions.status} in ('projected', 'eligible', 'claimed', 'approved')), 0)::numeric(14,2)::text as outstanding,
                 coalesce(sum(${E} - ${R}) filter (where ${commissions.status} = 'on_hold'), 0)::numeric(14,2)::text as on_hold,
                 coalesce(sum(${E} - ${R}) filter (where ${commissions.status} = 'disputed'), 0)::numeric(14,2)::text as disputed,
                 coalesce(sum(${E} - ${R}) filter (where ${commissions.status} = 'paid'), 0)::numeric(14,2)::text as shortfall
          from ${joined} ${whereSql}
          group by ${commissions.currency} order by ${commissions.currency}`),
        db.execute(
          sql`select ${commissions.status} as status, count(*)::int as n from ${joined} ${whereSql} group by 1`,
        ),
        db.execute(
          sql`select count(*)::int as n from ${joined} ${where ? sql`where ${where} and` : sql`where`} ${OVERDUE_SQL}`,
        ),
      ]);
      type Cur = CommissionSummary["currencies"][number];
      return {
        currencies: (currencies as unknown as { rows: Cur[] }).rows.map((c) => ({ ...c, records: Number(c.records) })),
        by_status: Object.fromEntries(
          (statuses as unknown as { rows: { status: string; n: number }[] }).rows.map((s) => [s.status, Number(s.n)]),
        ),
        overdue: Number((overdue as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0),
      };
    },

    async invoice(actor: CommissionActor, id: number) {
      const r = await row(actor, id);
      if (!r.c.invoice_storage_key) throw notFound("This record has no invoice.");
      return {
        key: r.c.invoice_storage_key,
        name: r.c.invoice_file_name ?? `invoice-${id}.pdf`,
        type: r.c.invoice_content_type ?? "application/pdf",
      };
    },
  };
}
export type CommissionQueries = ReturnType<typeof createCommissionQueries>;
