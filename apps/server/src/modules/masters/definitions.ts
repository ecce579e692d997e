import type { MasterResource } from "@pp/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  applicationEvents,
  applicationStatuses,
  applications,
  countries,
  countryStudyLevels,
  courses,
  currencyRates,
  educationProviders,
  intakes,
  partners,
  regions,
  roles,
  students,
  studyLevels,
  users,
  years,
} from "../../db/schema/index";
import type { FieldErrors } from "../../lib/errors";

type Row = Record<string, unknown> & { id: number };

/** What the generic Masters routes need to know about one resource. */
export interface MasterDef {
  table: PgTable & { id: PgColumn; is_active: PgColumn };
  /** Singular, for messages ("Intake not found."). */
  label: string;
  /** Columns searched by `?search=`. */
  search: (PgColumn | SQL)[];
  order: SQL[];
  /** The unique constraint's field and sentence, by the words its name contains. */
  unique: { match: string; field: string; message: string }[];
  /** Extra filters of the list query. */
  filters?: (q: { destination?: string; year_id?: number; region_id?: number }) => SQL[];
  /** Cross-row checks before a write (referenced rows exist). */
  check?: (db: Db, values: Record<string, unknown>) => Promise<FieldErrors>;
  /** Columns the table takes from a body (others, like study_level_ids, are handled by `after`). */
  columns: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Side tables written after the row (a country's study levels). */
  after?: (db: Db, id: number, body: Record<string, unknown>) => Promise<void>;
  /** What the item shows beside its columns. */
  extend?: (db: Db, rows: Row[]) => Promise<Row[]>;
  /** The row as a change will leave it, for the cross-field checks (default: the change over the row). */
  merge?: (before: Row, patch: Record<string, unknown>) => Record<string, unknown>;
  /** A sentence naming what uses the row, or null when nothing does (then it may be deleted). */
  usage: (db: Db, id: number) => Promise<string | null>;
}

const n = async (db: Db, table: PgTable, where: SQL) => {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return r?.n ?? 0;
};
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** "12 applications use this status." from the non-zero parts. */
const usageSentence = (parts: [number, string, string][], what: string) => {
  const used = parts.filter(([c]) => c > 0).map(([c, one, many]) => plural(c, one, many));
  if (used.length === 0) return null;
  const total = parts.reduce((a, [c]) => a + c, 0);
  const list = used.length > 1 ? `${used.slice(0, -1).join(", ")} and ${used.at(-1)}` : used[0];
  return `${list} ${total === 1 ? "uses" : "use"} this ${what}. Deactivate it instead.`;
};
const pick = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
const exists = async (db: Db, table: PgTable & { id: PgColumn }, id: unknown) =>
  typeof id !== "number" || (await n(db, table, eq(table.id, id))) > 0;

export const MASTERS: Record<MasterResource, MasterDef> = {
  regions: {
    table: regions,
    label: "Region",
    search: [regions.name],
    order: [sql`${regions.name} asc`],
    unique: [{ match: "name", field: "name", message: "A region with this name already exists." }],
    columns: (b) => pick(b, ["name", "is_active"]),
    extend: async (db, rows) => {
      const counts = await db
        .select({ id: countries.region_id, n: sql<number>`count(*)::int` })
        .from(countries)
        .where(inArray(countries.region_id, rows.map((r) => r.id).concat(-1)))
        .groupBy(countries.region_id);
      const by = new Map(counts.map((c) => [c.id, c.n]));
      return rows.map((r) => ({ ...r, countries_count: by.get(r.id) ?? 0 }));
    },
    usage: async (db, id) =>
      usageSentence([[await n(db, countries, eq(countries.region_id, id)), "country", "countries"]], "region"),
  },
  years: {
    table: years,
    label: "Year",
    search: [sql`${years.year}::text`],
    order: [sql`${years.year} asc`],
    unique: [{ match: "year", field: "year", message: "This year already exists." }],
    columns: (b) => pick(b, ["year", "is_active"]),
    usage: async (db, id) =>
      usageSentence([[await n(db, intakes, eq(intakes.year_id, id)), "intake", "intakes"]], "year"),
  },
  intakes: {
    table: intakes,
    label: "Intake",
    search: [intakes.name],
    order: [sql`(select y.year from years y where y.id = ${intakes.year_id}) asc`, sql`${intakes.month} asc`],
    unique: [
      {
        match: "year_month",
        field: "month",
        message: "This year already has an intake in this month.",
      },
    ],
    filters: (q) => (q.year_id ? [eq(intakes.year_id, q.year_id)] : []),
    check: async (db, v): Promise<FieldErrors> =>
      (await exists(db, years, v.year_id)) ? {} : { year_id: ["Choose a year from the list."] },
    columns: (b) => pick(b, ["name", "month", "year_id", "is_active"]),
    extend: async (db, rows) => {
      const ys = await db.select({ id: years.id, year: years.year }).from(years);
      const by = new Map(ys.map((y) => [y.id, y.year]));
      return rows.map((r) => ({ ...r, year: by.get(r.year_id as number) ?? null }));
    },
    usage: async (db, id) =>
      usageSentence(
        [[await n(db, applications, eq(applications.intake_id, id)), "application", "applications"]],
        "intake",
      ),
  },
  "application-statuses": {
    table: applicationStatuses,
    label: "Application status",
    search: [applicationStatuses.name],
    order: [sql`${applicationStatuses.sort_order} asc`, sql`${applicationStatuses.id} asc`],
    unique: [{ match: "name", field: "name", message: "A status with this name already exists." }],
    columns: (b) =>
      pick(b, [
        "name",
        "names",
        "sort_order",
        "colour",
        "is_terminal",
        "triggers_commission",
        "description",
        "is_active",
      ]),
    usage: async (db, id) =>
      usageSentence(
        [
          [await n(db, applications, eq(applications.status_id, id)), "application", "applications"],
          [
            await n(
              db,
              applicationEvents,
              sql`(${applicationEvents.to_status_id} = ${id} or ${applicationEvents.from_status_id} = ${id}) and not exists (select 1 from ${applications} a where a.id = ${applicationEvents.application_id} and a.status_id = ${id})`,
            ),
            "timeline entry",
            "timeline entries",
          ],
        ],
        "status",
      ),
  },
  countries: {
    table: countries,
    label: "Country",
    search: [countries.name, countries.iso2, countries.iso3],
    order: [sql`${countries.name} asc`],
    unique: [
      { match: "iso2", field: "iso2", message: "Another country has this alpha-2 code." },
      { match: "iso3", field: "iso3", message: "Another country has this alpha-3 code." },
    ],
    filters: (q) => [
      ...(q.destination ? [eq(countries.is_study_destination, q.destination === "true")] : []),
      ...(q.region_id ? [eq(countries.region_id, q.region_id)] : []),
    ],
    check: async (db, v) => {
      const errors: FieldErrors = {};
      if (!(await exists(db, regions, v.region_id))) errors.region_id = ["Choose a region from the list."];
      const ids = (v.study_level_ids as number[] | undefined) ?? [];
      if (ids.length) {
        const found = await n(db, studyLevels, inArray(studyLevels.id, ids));
        if (found !== new Set(ids).size) errors.study_level_ids = ["Choose study levels from the list."];
      }
      if (ids.length && v.is_study_destination === false)
        errors.study_level_ids = ["Only a study destination offers study levels."];
      return errors;
    },
    // No longer a destination: its study levels go too (see `after`), unless the change names some.
    merge: (before, patch) => ({
      ...before,
      ...patch,
      ...(patch.is_study_destination === false && patch.study_level_ids === undefined ? { study_level_ids: [] } : {}),
    }),
    columns: (b) =>
      pick(b, ["name", "iso2", "iso3", "phone_code", "currency", "region_id", "is_study_destination", "is_active"]),
    after: async (db, id, b) => {
      if (b.study_level_ids === undefined && b.is_study_destination !== false) return;
      const ids = b.is_study_destination === false ? [] : [...new Set(b.study_level_ids as number[])];
      await db.delete(countryStudyLevels).where(eq(countryStudyLevels.country_id, id));
      if (ids.length) {
        await db.insert(countryStudyLevels).values(ids.map((l) => ({ country_id: id, study_level_id: l })));
      }
    },
    extend: async (db, rows) => {
      const ids = rows.map((r) => r.id).concat(-1);
      const [links, rs] = await Promise.all([
        db
          .select({ country_id: countryStudyLevels.country_id, id: studyLevels.id, name: studyLevels.name })
          .from(countryStudyLevels)
          .innerJoin(studyLevels, eq(studyLevels.id, countryStudyLevels.study_level_id))
          .where(inArray(countryStudyLevels.country_id, ids))
          .orderBy(studyLevels.sort_order),
        db.select({ id: regions.id, name: regions.name }).from(regions),
      ]);
      const region = new Map(rs.map((r) => [r.id, r.name]));
      return rows.map((r) => {
        const levels = links.filter((l) => l.country_id === r.id).map(({ id, name }) => ({ id, name }));
        return {
          ...r,
          region: r.region_id ? { id: r.region_id, name: region.get(r.region_id as number) ?? "" } : null,
          study_levels: levels,
          study_level_ids: levels.map((l) => l.id),
        };
      });
    },
    usage: async (db, id) =>
      usageSentence(
        [
          [
            await n(
              db,
              students,
              sql`${students.nationality_id} = ${id} or ${students.country_id} = ${id} or ${students.study_country_id} = ${id}`,
            ),
            "student",
            "students",
          ],
          [await n(db, educationProviders, eq(educationProviders.country_id, id)), "provider", "providers"],
          [await n(db, partners, eq(partners.country_id, id)), "partner", "partners"],
        ],
        "country",
      ),
  },
  "study-levels": {
    table: studyLevels,
    label: "Study level",
    search: [studyLevels.name],
    order: [sql`${studyLevels.sort_order} asc`, sql`${studyLevels.name} asc`],
    unique: [{ match: "name", field: "name", message: "A study level with this name already exists." }],
    columns: (b) => pick(b, ["name", "names", "sort_order", "is_active"]),
    usage: async (db, id) =>
      usageSentence(
        [
          [await n(db, courses, eq(courses.study_level_id, id)), "course", "courses"],
          [await n(db, students, eq(students.study_level_id, id)), "student", "students"],
          [await n(db, countryStudyLevels, eq(countryStudyLevels.study_level_id, id)), "destination", "destinations"],
        ],
        "study level",
      ),
  },
  "currency-rates": {
    table: currencyRates,
    label: "Currency rate",
    search: [currencyRates.currency],
    order: [sql`${currencyRates.currency} asc`],
    // The currency is the table's primary key (currency_rates_pkey); the driver's detail names the column too.
    unique: [{ match: "currency", field: "currency", message: "A rate for this currency already exists." }],
    check: async (_db, v): Promise<FieldErrors> =>
      v.currency === "USD" && v.per_usd !== undefined && Number(v.per_usd) !== 1
        ? { per_usd: ["One US dollar is 1 USD: its rate is 1."] }
        : {},
    columns: (b) => pick(b, ["currency", "per_usd", "as_of", "is_active"]),
    // No table refers to a rate (matching reads it by currency): deleting one only stops comparisons in its currency.
    usage: async () => null,
  },
  roles: {
    table: roles,
    label: "Role",
    search: [roles.name],
    order: [sql`${roles.name} asc`],
    unique: [{ match: "name", field: "name", message: "A role with this name already exists." }],
    columns: (b) => pick(b, ["name", "description", "permissions", "is_active"]),
    usage: async (db, id) =>
      usageSentence([[await n(db, users, and(eq(users.role_id, id)) as SQL), "sub-login", "sub-logins"]], "role"),
  },
};
