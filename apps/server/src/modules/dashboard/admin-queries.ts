import type { AdminDashboardData } from "@pp/shared";
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminStudentFilters } from "../admin-students/queries";
import { applicationFilters } from "../applications/filters";
import type { JobQueue } from "../jobs/queue";
import { commissionFilters } from "../payments/queries";
import { breachedSql } from "../tickets/queries";

const DAY = 86_400_000;
/** How long every instance answers the same time-in-status medians before one of them refreshes them. */
export const STAYS_TTL_MS = 5 * 60_000;
const STAYS_KEY = "admin.time-in-status";
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The UTC calendar month `back` months before `now`'s, as the lists' created_from / created_to name it. */
export function monthRange(now: Date, back: number) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1));
  return {
    month: isoDay(start).slice(0, 7),
    created_from: isoDay(start),
    created_to: isoDay(new Date(end.getTime() - DAY)),
  };
}

const where = (f: SQL[]) => (f.length ? sql`where ${and(...f)}` : sql``);
const days = (v: number | string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

/**
 * The whole platform's figures for the Superadmin (issue 18). Each count goes through the filter function of the
 * admin list it links to (applications, students, payments, tickets, jobs), so figure and list cannot drift apart.
 * Seven aggregate statements and the jobs list run side by side; the time in each status comes from a row shared by
 * every instance and refreshed every few minutes (below).
 */
export function createAdminDashboardQueries(db: Db, jobs: JobQueue) {
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  /** The WHERE clauses of the students and applications lists filtered to the month. */
  const monthWhere = (range: ReturnType<typeof monthRange>) => ({
    studentsQ: where(adminStudentFilters(range)),
    applicationsQ: where(applicationFilters(null, range)),
  });

  type Stays = Map<number, { median_days: number | string | null; stays: number }>;
  /** Loads the median time in each status: a stay runs from the event that moved an application in to its next one. */
  const loadStays = async (): Promise<Stays> => {
    const found = await rows<{ status_id: number; median_days: number | string; stays: number }>(sql`
      with stays as (
        select e.to_status_id as status_id,
               extract(epoch from (lead(e.created_at) over (partition by e.application_id order by e.created_at, e.id)
                                   - e.created_at)) / 86400.0 as days
        from application_events e
      )
      select status_id, percentile_cont(0.5) within group (order by days) as median_days, count(*)::int as stays
      from stays where days is not null group by status_id`);
    return new Map(found.map((r) => [r.status_id, { median_days: r.median_days, stays: Number(r.stays) }]));
  };
  // The medians read every event (about 1.5 s over two million on PostgreSQL) and move slowly: they are kept in
  // one `shared_figures` row that every instance answers, so two instances never show different medians. When the
  // row is older than STAYS_TTL_MS one instance (the one whose update claims it) refreshes it in the background,
  // everyone answering the previous medians meanwhile. The counts, which the lists must equal, are always fresh.
  const encode = (m: Stays) => Object.fromEntries([...m].map(([k, v]) => [String(k), v]));
  const decode = (v: unknown): Stays =>
    new Map(
      Object.entries(v as Record<string, { median_days: number | string | null; stays: number }>).map(([k, x]) => [
        Number(k),
        x,
      ]),
    );
  const save = (value: Stays, at: Date) =>
    db.execute(sql`insert into shared_figures (key, value, computed_at)
      values (${STAYS_KEY}, ${JSON.stringify(encode(value))}::jsonb, ${at.toISOString()})
      on conflict (key) do update set value = excluded.value, computed_at = excluded.computed_at`);
  async function timeInStatus(now: number): Promise<Stays> {
    const [row] = await rows<{ value: unknown; computed_at: string | Date }>(
      sql`select value, computed_at from shared_figures where key = ${STAYS_KEY}`,
    );
    if (!row) {
      const fresh = await loadStays();
      await save(fresh, new Date(now));
      return fresh;
    }
    const at = new Date(row.computed_at);
    if (now - at.getTime() > STAYS_TTL_MS) {
      // Claimed by moving its time: the other instances see it fresh and answer it until the new medians land.
      const claimed = await rows<{
        key: string;
      }>(sql`update shared_figures set computed_at = ${new Date(now).toISOString()}
        where key = ${STAYS_KEY} and computed_at = ${at.toISOString()} returning key`);
      if (claimed.length > 0) {
        loadStays().then(
          (fresh) => save(fresh, new Date(now)),
          () => undefined,
        );
      }
    }
    return decode(row.value);
  }

  return {
    async figures(now = new Date()): Promise<AdminDashboardData> {
      const thisMonth = monthRange(now, 0);
      const lastMonth = monthRange(now, 1);
      const t = monthWhere(thisMonth);
      const l = monthWhere(lastMonth);

      const partnersQ = rows<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from partners group by status`,
      );
      const monthsQ = rows<{ s_this: number; a_this: number; s_last: number; a_last: number }>(sql`
        select (select count(*)::int from students ${t.studentsQ}) as s_this,
               (select count(*)::int from applications ${t.applicationsQ}) as a_this,
               (select count(*)::int from students ${l.studentsQ}) as s_last,
               (select count(*)::int from applications ${l.applicationsQ}) as a_last`);
      const pipelineQ = rows<{ id: number; name: string; colour: string; is_terminal: boolean; count: number }>(sql`
        with counts as (select status_id, count(*)::int as n from applications group by status_id)
        select st.id, st.name, st.colour, st.is_terminal, coalesce(c.n, 0) as count
        from application_statuses st left join counts c on c.status_id = st.id
        where st.is_active or c.n > 0
        order by st.sort_order, st.id`);
      const ticketsQ = rows<AdminDashboardData["tickets"]>(sql`
        select count(*) filter (where status = 'open')::int as open,
               count(*) filter (where status = 'in_progress')::int as in_progress,
               count(*) filter (where status = 'awaiting_partner')::int as awaiting_partner,
               count(*) filter (where ${breachedSql})::int as breached
        from tickets`);
      const overdue = and(...commissionFilters(null, { overdue: "true" }))!;
      const commissionQ = rows<AdminDashboardData["commission"][number]>(sql`
        select currency, count(*)::int as records,
               coalesce(sum(expected_amount), 0)::numeric(14,2)::text as expected,
               count(*) filter (where status = 'paid')::int as paid,
               coalesce(sum(received_amount) filter (where status = 'paid'), 0)::numeric(14,2)::text as received,
               count(*) filter (where ${overdue})::int as overdue,
               coalesce(sum(expected_amount) filter (where ${overdue}), 0)::numeric(14,2)::text as overdue_amount
        from commissions group by currency order by currency`);
      const topPartnersQ = rows<{ id: number; name: string; count: number }>(sql`
        select p.id, p.company_name as name, x.n::int as count
        -- Counted on the partner index alone, then named: joining 300,000 rows first took twice as long (issue 34).
        from (select partner_id, count(*) as n from applications group by partner_id) x
        join partners p on p.id = x.partner_id
        order by count desc, p.company_name, p.id limit 5`);
      const topProvidersQ = rows<{ id: number; name: string; count: number }>(sql`
        select p.id, p.name, count(*)::int as count
        from applications a join courses k on k.id = a.course_id join education_providers p on p.id = k.provider_id
        group by p.id order by count desc, p.name, p.id limit 5`);
      const failedQ = jobs.list({ state: "failed", limit: 5 });

      const [partners, [months], pipeline, timeIn, [tickets], commission, topPartners, topProviders, failed] =
        await Promise.all([
          partnersQ,
          monthsQ,
          pipelineQ,
          timeInStatus(now.getTime()),
          ticketsQ,
          commissionQ,
          topPartnersQ,
          topProvidersQ,
          failedQ,
        ]);
      const byStatus = new Map(partners.map((p) => [p.status, Number(p.n)]));
      const m = months!;
      return {
        generated_at: now.toISOString(),
        partners: {
          pending: byStatus.get("pending") ?? 0,
          active: byStatus.get("active") ?? 0,
          suspended: byStatus.get("suspended") ?? 0,
          rejected: byStatus.get("rejected") ?? 0,
        },
        this_month: { ...thisMonth, students: m.s_this, applications: m.a_this },
        last_month: { ...lastMonth, students: m.s_last, applications: m.a_last },
        pipeline: pipeline.map((p) => ({
          ...p,
          median_days: days(timeIn.get(p.id)?.median_days ?? null),
          stays: timeIn.get(p.id)?.stays ?? 0,
        })),
        tickets: tickets!,
        commission: commission.map((c) => ({
          ...c,
          records: Number(c.records),
          paid: Number(c.paid),
          overdue: Number(c.overdue),
        })),
        top_partners: topPartners,
        top_providers: topProviders,
        jobs: {
          failed: failed.count,
          recent: failed.items.map((j) => ({
            id: j.id,
            kind: j.kind,
            error: j.error,
            finished_at: j.finished_at?.toISOString() ?? null,
          })),
        },
      };
    },
  };
}
