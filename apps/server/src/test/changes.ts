import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

type Rows<T> = { rows: T[] };

/**
 * Row-level triggers on every table count each committed change; a refused or rolled-back request leaves no trace.
 * The rate-limit counters are not data: a limited route (and every API key request) counts refused ones too
 * (decision 017). For a test's own database (isolatedTestDatabase): `stop` removes what it added.
 */
export async function watchChanges(db: Db) {
  await db.execute(sql.raw("create table if not exists watched_changes (id serial primary key, t text not null)"));
  await db.execute(
    sql.raw(`create or replace function watched_change() returns trigger language plpgsql as $$
      begin insert into watched_changes (t) values (tg_table_name); return null; end $$`),
  );
  const tables = (
    (await db.execute(
      sql.raw(`select table_name as t from information_schema.tables
               where table_schema = 'public' and table_type = 'BASE TABLE'
                 and table_name not in ('watched_changes', 'rate_limits')`),
    )) as unknown as Rows<{ t: string }>
  ).rows.map((r) => r.t);
  for (const t of tables) {
    await db.execute(sql.raw(`drop trigger if exists watched_change on "${t}"`));
    await db.execute(
      sql.raw(`create trigger watched_change after insert or update or delete on "${t}"
               for each row execute function watched_change()`),
    );
  }
  return {
    /** The tables watched (every base table but the counters'). */
    tables,
    /** The tables changed since `since` (a `mark()`), one entry per row written. */
    async since(mark: number) {
      const r = (await db.execute(
        sql`select t from watched_changes where id > ${mark} order by id`,
      )) as unknown as Rows<{ t: string }>;
      return r.rows.map((row) => row.t);
    },
    async mark() {
      const r = (await db.execute(
        sql.raw("select coalesce(max(id), 0)::int as n from watched_changes"),
      )) as unknown as Rows<{ n: number }>;
      return r.rows[0]!.n;
    },
    async stop() {
      for (const t of tables) await db.execute(sql.raw(`drop trigger if exists watched_change on "${t}"`));
      await db.execute(sql.raw("drop table if exists watched_changes"));
      await db.execute(sql.raw("drop function if exists watched_change()"));
    },
  };
}
