import type { AnyPermission } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { Reader } from "./reader";

/** Rows are read this many at a time, by id, so an export of any size holds one batch in memory. */
export const BATCH = 1000;

/** A cell: text, a number (amounts, counts), a date or a moment (typed cells in XLSX), or empty. */
export type Cell = string | number | Date | null;

/**
 * How a column's cells are written: `date` and `datetime` are dates in XLSX and ISO text in CSV (UTC), `money` a
 * number with two decimals, `phone` text that a spreadsheet must not read as a formula nor lose its "+".
 */
export type ColumnType = "text" | "number" | "money" | "date" | "datetime" | "phone";
export interface Column {
  /** The English label (a `phrase`, so the catalogs translate it). */
  label: string;
  type?: ColumnType;
}

/** One report: who may run it, its filters, its columns, how many rows, and the rows batch by batch. */
export interface ReportSource<Q> {
  permission: AnyPermission;
  /** The list's filters without paging or ordering (exports run in id order). */
  query: z.ZodObject;
  columns: Column[];
  count(db: Db, partnerId: number, q: Q): Promise<number>;
  /** The rows with their values in the reader's language (codes as words, grades with their scale). */
  batches(db: Db, partnerId: number, q: Q, reader: Reader): AsyncGenerator<Cell[][]>;
}

export const noPaging = (s: z.ZodObject, also: string[] = []) =>
  s.omit(
    Object.fromEntries(
      ["page", "page_size", "ordering", ...also].filter((k) => k in s.shape).map((k) => [k, true]),
    ) as never,
  ) as unknown as z.ZodObject;
/**
 * A status's or study level's name in the export's language, from its Masters names per language (decision 048);
 * the English name where that language has none.
 */
export const nameIn = (table: { name: AnyPgColumn; names: AnyPgColumn }, language: LanguageCode) =>
  language === "en"
    ? sql<string | null>`${table.name}`
    : sql<string | null>`coalesce(nullif(${table.names} ->> ${language}, ''), ${table.name})`;

export const money = (v: string | null) => (v === null ? null : Number(v));
/** A `date` column's value (YYYY-MM-DD) as the UTC midnight it names. */
export const day = (v: string | null) => (v ? new Date(`${v.slice(0, 10)}T00:00:00Z`) : null);

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
