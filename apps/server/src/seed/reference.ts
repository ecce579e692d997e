import { getCountryData } from "countries-list";
import { Country, State } from "country-state-city";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  applicationStatuses,
  countries,
  countryStudyLevels,
  intakes,
  regions,
  roles,
  states,
  studyLevels,
  years,
} from "../db/schema/index";
import {
  APPLICATION_STATUSES,
  CONTINENT_REGION,
  DESTINATIONS,
  INTAKE_MONTHS,
  MIDDLE_EAST,
  MONTH_NAMES,
  REGIONS,
  ROLE_TEMPLATES,
  STATE_CORRECTIONS,
  STUDY_LEVEL_NAMES,
  STUDY_LEVELS,
  YEARS,
} from "./reference-data";

const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Reference data. Every insert skips rows that exist, so a second run changes nothing. */
/** The ids of the countries with these ISO 3166-1 alpha-2 codes, by code (the demo data names countries so). */
export async function countryIdsByIso2(db: Db, isoCodes: string[]) {
  const rows = await db
    .select({ id: countries.id, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.iso2, isoCodes));
  return new Map(rows.map((c) => [c.iso2, c.id]));
}

/**
 * A database made before Masters kept names per language (migration 0033) has its demo statuses and levels with
 * none: a new seed run gives the rows still without any their names. Names a Superadmin wrote are left alone.
 */
async function fillMissingNames(db: Db) {
  const rows = [
    ...APPLICATION_STATUSES.map((s) => ({ table: applicationStatuses, name: s.name, names: s.names })),
    ...STUDY_LEVELS.map((name) => ({ table: studyLevels, name, names: STUDY_LEVEL_NAMES[name] })),
  ];
  for (const r of rows) {
    await db
      .update(r.table)
      .set({ names: r.names })
      .where(and(eq(r.table.name, r.name), sql`${r.table.names} = '{}'::jsonb`));
  }
}

export async function seedReference(db: Db) {
  await db
    .insert(regions)
    .values(REGIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  const regionId = new Map((await db.select().from(regions)).map((r) => [r.name, r.id]));

  const all = Country.getAllCountries()
    .slice()
    .sort((a, b) => a.isoCode.localeCompare(b.isoCode));
  await insertInBatches(all, (batch) =>
    db
      .insert(countries)
      .values(
        batch.map((c) => {
          const data = getCountryData(c.isoCode as Parameters<typeof getCountryData>[0]);
          const region = MIDDLE_EAST.includes(c.isoCode) ? "Middle East" : CONTINENT_REGION[data.continent];
          return {
            iso2: c.isoCode,
            iso3: data.iso3,
            name: c.name,
            phone_code: c.phonecode ? `+${c.phonecode.replace(/^\+/, "")}` : null,
            currency: c.currency?.slice(0, 3) || null,
            flag: c.flag,
            region_id: region ? (regionId.get(region) ?? null) : null,
            is_study_destination: c.isoCode in DESTINATIONS,
          };
        }),
      )
      .onConflictDoNothing(),
  );
  const countryId = new Map(
    (await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries)).map((c) => [c.iso2, c.id]),
  );

  const stateRows: { country_id: number; code: string; name: string }[] = [];
  for (const c of all) {
    const id = countryId.get(c.isoCode);
    if (id === undefined) continue;
    const list =
      STATE_CORRECTIONS[c.isoCode] ??
      State.getStatesOfCountry(c.isoCode).map((s) => ({ code: s.isoCode, name: s.name }));
    for (const s of list) stateRows.push({ country_id: id, code: s.code, name: s.name });
  }
  await insertInBatches(stateRows, (batch) => db.insert(states).values(batch).onConflictDoNothing());

  await db
    .insert(studyLevels)
    .values(STUDY_LEVELS.map((name, i) => ({ name, names: STUDY_LEVEL_NAMES[name], sort_order: i + 1 })))
    .onConflictDoNothing();
  const levelId = new Map((await db.select().from(studyLevels)).map((l) => [l.name, l.id]));
  const links = Object.entries(DESTINATIONS).flatMap(([iso2, levels]) =>
    levels.map((l) => ({ country_id: countryId.get(iso2)!, study_level_id: levelId.get(l)! })),
  );
  await db.insert(countryStudyLevels).values(links).onConflictDoNothing();

  await db
    .insert(years)
    .values(YEARS.map((year) => ({ year })))
    .onConflictDoNothing();
  const yearRows = await db.select().from(years).where(inArray(years.year, YEARS));
  await db
    .insert(intakes)
    .values(
      yearRows.flatMap((y) =>
        INTAKE_MONTHS.map((month) => ({ year_id: y.id, month, name: `${MONTH_NAMES[month - 1]} ${y.year}` })),
      ),
    )
    .onConflictDoNothing();

  await db
    .insert(applicationStatuses)
    .values(
      APPLICATION_STATUSES.map((s, i) => ({
        name: s.name,
        sort_order: i + 1,
        colour: s.colour,
        is_terminal: s.is_terminal ?? false,
        triggers_commission: s.triggers_commission ?? false,
        description: s.description,
        names: s.names,
      })),
    )
    .onConflictDoNothing();
  await fillMissingNames(db);

  await db.insert(roles).values(ROLE_TEMPLATES).onConflictDoNothing();
  return { countries: all.length, states: stateRows.length };
}
