import type { MasterResource, masterListQuery, pageQuery } from "@pp/shared";
import { and, count, eq, getTableName, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import { MASTERS, type MasterDef } from "./definitions";

export type Row = Record<string, unknown> & { id: number; is_active: boolean; created_at: string; updated_at: string };
type ListQuery = z.output<typeof pageQuery> & z.output<typeof masterListQuery>;

/** A row as the API shows it: timestamps as ISO strings. */
const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as Row;

/** Reads of one Masters resource: a page of its rows with search and filters, one row. */
export function createMasterQueries(db: Db, resource: MasterResource) {
  const def: MasterDef = MASTERS[resource];

  return {
    def,
    /** The table's name, which the version check (ETag/If-Match) reads the row's `updated_at` from. */
    tableName: getTableName(def.table),

    /** One row with what the item shows beside its columns, or 404. */
    async load(id: number) {
      const [row] = await db.select().from(def.table).where(eq(def.table.id, id));
      if (!row) throw notFound(`${def.label} not found.`);
      const [item] = def.extend ? await def.extend(db, [plain(row)]) : [plain(row)];
      return item as Row;
    },

    async list(q: ListQuery) {
      const f: SQL[] = [];
      if (q.search) {
        const like = containsPattern(q.search);
        f.push(or(...def.search.map((c) => sql`lower(${c}) like ${like}`))!);
      }
      if (q.is_active) f.push(eq(def.table.is_active, q.is_active === "true"));
      f.push(...(def.filters?.(q) ?? []));
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(def.table)
          .where(where)
          .orderBy(...def.order)
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(def.table).where(where),
      ]);
      const items = rows.map(plain);
      return { items: def.extend ? await def.extend(db, items) : items, count: total?.n ?? 0 };
    },
  };
}
export type MasterQueries = ReturnType<typeof createMasterQueries>;
