import type { AnyPermission } from "@pp/shared";
import type { z } from "zod";
import type { Db } from "../../db/client";

/** Rows are read this many at a time, by id, so an export of any size holds one batch in memory. */
export const BATCH = 1000;

export type Cell = string | number | null;

/** One report: who may run it, its filters, its columns, how many rows, and the rows batch by batch. */
export interface ReportSource<Q> {
  permission: AnyPermission;
  /** The list's filters without paging or ordering (exports run in id order). */
  query: z.ZodObject;
  header: string[];
  count(db: Db, partnerId: number, q: Q): Promise<number>;
  batches(db: Db, partnerId: number, q: Q): AsyncGenerator<Cell[][]>;
}

export const noPaging = (s: z.ZodObject, also: string[] = []) =>
  s.omit(
    Object.fromEntries(
      ["page", "page_size", "ordering", ...also].filter((k) => k in s.shape).map((k) => [k, true]),
    ) as never,
  ) as unknown as z.ZodObject;
export const stamp = (d: Date | null) => (d ? d.toISOString().replace("T", " ").slice(0, 19) : null);
export const money = (v: string | null) => (v === null ? null : Number(v));

/** Walks `select … where filters and id > last order by id limit BATCH` until a short batch. */
export async function* byId<R extends { id: number }>(page: (after: number) => Promise<R[]>, map: (r: R) => Cell[]) {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield rows.map(map);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
