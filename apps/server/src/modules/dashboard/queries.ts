import type { DashboardData } from "@pp/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { PartnerContext } from "../../plugins/partner-context";

type Counted = { id: number; name: string; count: number };
type Figures = {
  totals: Partial<Record<"students" | "applications" | "offers" | "submitted" | "visas", number>>;
  enrolled: number;
  by_stage: (Counted & { colour: string })[] | null;
  per_month: { month: string; count: number }[];
  by_destination: Counted[] | null;
  top_providers: Counted[] | null;
};

/**
 * The partner's dashboard figures, read from the figures PostgreSQL keeps current in the transaction of every write
 * (`dashboard_figures`, migration 0027, docs/decisions/041): a few hundred rows for a partner, not a count over its
 * applications. Every read is filtered by the partner.
 */
/** The scope a dashboard request reads: sub-logins without applications.view see only what they created. */
function scopeOf(ctx: PartnerContext, requested: DashboardData["scope"] | undefined): DashboardData["scope"] {
  const wide = ctx.permissions.includes("applications.view");
  return !ctx.isSubLogin ? (requested ?? "partner") : wide ? (requested ?? "partner") : "mine";
}

export function createDashboardQueries(db: Db) {
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  return {
    scopeOf,
    /** Sub-logins without applications.view see only what they created, whatever scope they ask for. */
    async figures(ctx: PartnerContext, requested: DashboardData["scope"] | undefined): Promise<DashboardData> {
      const scope = scopeOf(ctx, requested);
      const pid = ctx.partnerId;
      // The kept rows of the whole partner are those of created_by 0; "mine" reads the user's own.
      const who = scope === "mine" ? ctx.userId : 0;

      // One statement: the figures summed over their shards, then named and ordered as the screen shows them.
      const figuresQ = rows<Figures>(sql`
        with f as materialized (
          select kind, key, sum(n)::int as n from dashboard_figures
          where partner_id = ${pid} and created_by = ${who}
          group by kind, key)
        select
          (select coalesce(json_object_agg(kind, n), '{}'::json) from f
           where kind in ('students', 'applications', 'offers', 'submitted', 'visas')) as totals,
          (select coalesce(sum(f.n), 0)::int from f join application_statuses st on st.id = f.key
           where f.kind = 'stage' and st.name = 'Enrolled') as enrolled,
          -- A status no longer offered still shows while applications are in it: the stages add up to the total.
          (select json_agg(json_build_object('id', st.id, 'name', st.name, 'colour', st.colour, 'count', coalesce(f.n, 0))
                           order by st.sort_order)
           from application_statuses st left join f on f.kind = 'stage' and f.key = st.id
           where st.is_active or coalesce(f.n, 0) > 0) as by_stage,
          -- UTC calendar months, as the applications list's created_from / created_to read (docs/decisions/029).
          (select json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), 'count', coalesce(f.n, 0)) order by m.month)
           from generate_series(date_trunc('month', now() at time zone 'UTC') - interval '11 months',
                                date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m(month)
           left join f on f.kind = 'month'
             and f.key = (extract(year from m.month) * 100 + extract(month from m.month))::int) as per_month,
          (select json_agg(json_build_object('id', c.id, 'name', c.name, 'count', f.n) order by f.n desc, c.name, c.id)
           from f join countries c on c.id = f.key where f.kind = 'country' and f.n > 0) as by_destination,
          -- Only the providers tied with the fifth largest count or above are named and sorted.
          (select json_agg(json_build_object('id', t.id, 'name', t.name, 'count', t.n) order by t.n desc, t.name, t.id)
           from (select p.id, p.name, f.n from f join education_providers p on p.id = f.key
                 where f.kind = 'provider' and f.n > 0
                   and f.n >= coalesce((select n from f where kind = 'provider' order by n desc offset 4 limit 1), 0)
                 order by f.n desc, p.name, p.id limit 5) t) as top_providers`);

      // The partner's (or the user's) ten newest events, read backwards on the events' own partner and creator
      // (copied from the application, migration 0027), then named.
      const mineEvents = scope === "mine" ? sql` and e.application_created_by = ${ctx.userId}` : sql``;
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
        from (select e.id, e.application_id, e.to_status_id, e.by_user_id, e.created_at from application_events e
              where e.partner_id = ${pid}${mineEvents}
              order by e.created_at desc, e.id desc limit 10) e
        join applications a on a.id = e.application_id and a.partner_id = ${pid}
        join students s on s.id = a.student_id
        join courses k on k.id = a.course_id
        join application_statuses st on st.id = e.to_status_id
        left join users u on u.id = e.by_user_id
        order by e.created_at desc, e.id desc`);

      const [[f], recent] = await Promise.all([figuresQ, recentQ]);
      const t = f!.totals;
      const submitted = t.submitted ?? 0;
      return {
        scope,
        totals: {
          students: t.students ?? 0,
          applications: t.applications ?? 0,
          offers: t.offers ?? 0,
          visas_granted: t.visas ?? 0,
          enrolments: f!.enrolled,
          conversion_rate: submitted ? Math.round((f!.enrolled / submitted) * 1000) / 1000 : 0,
        },
        by_stage: f!.by_stage ?? [],
        per_month: f!.per_month,
        by_destination: f!.by_destination ?? [],
        top_providers: f!.top_providers ?? [],
        recent_activity: recent.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
      };
    },
  };
}
