import { TRANSLATED_LANGUAGES, type TranslatedNames } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import type { Db } from "../../db/client";
import {
  applicationStatuses,
  countries,
  countryStudyLevels,
  intakes,
  states,
  studyLevels,
} from "../../db/schema/index";
import { unitScopeOf } from "../../lib/unit-scope";

export type StatusInfo = { name: string; colour: string; is_terminal: boolean };
export type ReferenceNames = {
  countries: Map<number, string>;
  levels: Map<number, string>;
  intakes: Map<number, string>;
  statuses: Map<number, StatusInfo>;
  /** Countries that are study destinations. */
  destinations: Set<number>;
  /** States with their country, for the checks and names of a student's address. */
  states: Map<number, { country_id: number; name: string }>;
  /** `country:level` for every study level offered at a destination. */
  levelsAt: Set<string>;
  /**
   * Statuses' and study levels' names in each other language, English name -> that language's name (decision 048):
   * what a sentence that captured a status or a level ("Application #12 is now Draft") reads as in that language.
   */
  dataNames: Map<LanguageCode, Map<string, string>>;
};

/** How long the names stay in memory; Masters writes call `invalidateReferenceNames` at once. */
export const REFERENCE_TTL_MS = 60_000;

type Entry = { at: number; names: Promise<ReferenceNames>; settled: boolean; scope: object | null };
const cache = new WeakMap<Db, Entry>();

async function load(db: Db, inUnit: boolean): Promise<ReferenceNames> {
  // A transaction's client runs one statement at a time: inside a unit the reads go one after the other.
  const all = <T extends readonly unknown[]>(qs: { [K in keyof T]: () => PromiseLike<T[K]> }) =>
    inUnit
      ? (async () => {
          const out: unknown[] = [];
          for (const q of qs) out.push(await q());
          return out as unknown as T;
        })()
      : (Promise.all(qs.map((q) => q())) as unknown as Promise<T>);
  const [c, l, i, s, st, cl] = await all([
    () => db.select({ id: countries.id, name: countries.name, dest: countries.is_study_destination }).from(countries),
    () => db.select({ id: studyLevels.id, name: studyLevels.name, names: studyLevels.names }).from(studyLevels),
    () => db.select({ id: intakes.id, name: intakes.name }).from(intakes),
    () =>
      db
        .select({
          id: applicationStatuses.id,
          name: applicationStatuses.name,
          colour: applicationStatuses.colour,
          is_terminal: applicationStatuses.is_terminal,
          names: applicationStatuses.names,
        })
        .from(applicationStatuses),
    () => db.select({ id: states.id, country_id: states.country_id, name: states.name }).from(states),
    () =>
      db
        .select({ country_id: countryStudyLevels.country_id, level_id: countryStudyLevels.study_level_id })
        .from(countryStudyLevels),
  ] as const);
  return {
    countries: new Map(c.map((r) => [r.id, r.name])),
    levels: new Map(l.map((r) => [r.id, r.name])),
    intakes: new Map(i.map((r) => [r.id, r.name])),
    statuses: new Map(s.map((r) => [r.id, { name: r.name, colour: r.colour, is_terminal: r.is_terminal }])),
    destinations: new Set(c.filter((r) => r.dest).map((r) => r.id)),
    states: new Map(st.map((r) => [r.id, { country_id: r.country_id, name: r.name }])),
    levelsAt: new Set(cl.map((r) => `${r.country_id}:${r.level_id}`)),
    dataNames: dataNamesOf([...s, ...l]),
  };
}

function dataNamesOf(rows: { name: string; names: TranslatedNames }[]) {
  return new Map<LanguageCode, Map<string, string>>(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      new Map(rows.flatMap((r) => (r.names[language] ? [[r.name, r.names[language]] as const] : []))),
    ]),
  );
}

/** The names of statuses and levels in `language`, for `translateMessage`'s values; none for English. */
export async function dataNamesIn(db: Db, language: LanguageCode): Promise<ReadonlyMap<string, string> | undefined> {
  if (language === "en") return undefined;
  return (await referenceNames(db)).dataNames.get(language);
}

/**
 * The names of the small reference tables (countries, study levels, intakes, statuses, states), held in memory
 * so list queries join only the tables that grow: a list page plans and runs a 4-table join instead of
 * an 8-table one (BENCHMARKS.md). `fresh` reloads them (a caller that met an id it does not know).
 */
export function referenceNames(db: Db, fresh = false): Promise<ReferenceNames> {
  const hit = cache.get(db);
  const scope = unitScopeOf(db);
  const usable = hit && (hit.settled || hit.scope === scope);
  if (!fresh && hit && usable && Date.now() - hit.at < REFERENCE_TTL_MS) return hit.names;
  // Inside a unit the names are read through its transaction (on the embedded database the pool is that one
  // connection) and, once read, shared: a unit that is not a Masters write sees only committed reference data, and a
  // Masters write forgets the names after its commit (referenceNamesChanged). Without this, every write after the
  // names expired read all of them again (npm run bench, "add student").
  const names = load(db, scope !== null);
  const entry: Entry = { at: Date.now(), names, settled: false, scope };
  cache.set(db, entry);
  names.then(
    () => {
      entry.settled = true;
    },
    () => {
      if (cache.get(db) === entry) cache.delete(db);
    },
  );
  return names;
}

/** Names for ids, reloading once when one is unknown (a row added since the cache was filled). */
export async function namesFor<T>(db: Db, use: (names: ReferenceNames) => T | null): Promise<T> {
  const first = use(await referenceNames(db));
  if (first !== null) return first;
  const again = use(await referenceNames(db, true));
  if (again === null) throw new Error("reference data missing for a row");
  return again;
}

/** Forget the cached names (after a Masters change). */
export function invalidateReferenceNames(db: Db) {
  cache.delete(db);
}
