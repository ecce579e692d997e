import type { DashboardData } from "@pp/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { PartnerContext } from "../../plugins/partner-context";

/** The partner's dashboard figures, read straight from the tables (every query filtered by the partner). */
export function createDashboardQueries(db: Db) {
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  return {
    /** Sub-logins without applications.view see only what they created, whatever scope they ask for. */
    async figures(ctx: PartnerContext, requested: DashboardData["scope"] | undefined): Promise<DashboardData> {
      const wide = ctx.permissions.includes("applications.view");
      const scope = !ctx.isSubLogin ? (requested ?? "partner") : wide ? (requested ?? "partner") : "mine";
      const mineApps = scope === "mine" ? sql` and a.created_by = ${ctx.userId}` : sql``;
      const mineStudents = scope === "mine" ? sql` and s.created_by = ${ctx.userId}` : sql``;
      const pid = ctx.partnerId;

      const totalsQ = rows<{
        students: number;
        applications: number;
        offers: number;
        visas: number;
        enrolled: number;
        submitted: number;
      }>(sql`
        select
          (select count(*)::int from students s where s.partner_id = ${pid}${mineStudents}) as students,
          count(*)::int as applications,
          count(*) filter (where a.offer_type is not null)::int as offers,
          count(*) filter (where exists (select 1 from application_events e join application_statuses x on x.id = e.to_status_id
                                         where e.application_id = a.id and x.name = 'Visa granted'))::int as visas,
          count(*) filter (where st.name = 'Enrolled')::int as enrolled,
          count(*) filter (where a.submitted_at is not null)::int as submitted
        from applications a join application_statuses st on st.id = a.status_id
        where a.partner_id = ${pid}${mineApps}`);

      const byStageQ = rows<{ id: number; name: string; colour: string; count: number }>(sql`
        select st.id, st.name, st.colour, count(a.id)::int as count
        from application_statuses st
        left join applications a on a.status_id = st.id and a.partner_id = ${pid}${mineApps}
        group by st.id
        -- A status no longer offered still shows while applications are in it: the stages add up to the total.
        having st.is_active or count(a.id) > 0
        order by st.sort_order`);

      const perMonthQ = rows<{ month: string; count: number }>(sql`
        select to_char(m.month, 'YYYY-MM') as month, count(a.id)::int as count
        from generate_series(date_trunc('month', now() at time zone 'UTC') - interval '11 months',
                             date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m(month)
        -- UTC calendar months, as the applications list's created_from / created_to read, whatever the server's zone.
        left join applications a on date_trunc('month', a.created_at at time zone 'UTC') = m.month and a.partner_id = ${pid}${mineApps}
        group by m.month order by m.month`);

      const byDestinationQ = rows<{ id: number; name: string; count: number }>(sql`
        select c.id, c.name, count(*)::int as count
        from applications a join courses k on k.id = a.course_id join education_providers p on p.id = k.provider_id
        join countries c on c.id = p.country_id
        where a.partner_id = ${pid}${mineApps}
        group by c.id order by count desc, c.name`);

      const topProvidersQ = rows<{ id: number; name: string; count: number }>(sql`
        select p.id, p.name, count(*)::int as count
        from applications a join courses k on k.id = a.course_id join education_providers p on p.id = k.provider_id
        where a.partner_id = ${pid}${mineApps}
        group by p.id order by count desc, p.name limit 5`);

      const recentQ = rows<{
        application_id: number;
        student: string;
        course: string;
        to: string;
        by: string | null;
        at: Date | string;
      }>(sql`
        select e.application_id, s.first_name || ' ' || s.last_name as student, k.name as course, st.name as "to",
               u.name as by, e.created_at as at
        from application_events e
        join applications a on a.id = e.application_id
        join students s on s.id = a.student_id
        join courses k on k.id = a.course_id
        join application_statuses st on st.id = e.to_status_id
        left join users u on u.id = e.by_user_id
        where a.partner_id = ${pid}${mineApps}
        order by e.created_at desc, e.id desc limit 10`);

      // The six queries run side by side (one round trip's wait on PostgreSQL's pool).
      const [[totals], byStage, perMonth, byDestination, topProviders, recent] = await Promise.all([
        totalsQ,
        byStageQ,
        perMonthQ,
        byDestinationQ,
        topProvidersQ,
        recentQ,
      ]);
      const t = totals!;
      return {
        scope,
        totals: {
          students: t.students,
          applications: t.applications,
          offers: t.offers,
          visas_granted: t.visas,
          enrolments: t.enrolled,
          conversion_rate: t.submitted ? Math.round((t.enrolled / t.submitted) * 1000) / 1000 : 0,
        },
        by_stage: byStage,
        per_month: perMonth,
        by_destination: byDestination,
        top_providers: topProviders,
        recent_activity: recent.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
      };
    },
  };
}
