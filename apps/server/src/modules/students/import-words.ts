import { LANGUAGE_CODES } from "@pp/shared/languages";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, states, studyLevels, users } from "../../db/schema/index";
import { phrase, translateMessage } from "../../lib/messages";

/**
 * What a cell of a students file may say for a reference or a code word (issue 36): a country by its id, ISO codes,
 * the name Masters stores or its name in any of the five languages (Intl); a state by its id, code or name within
 * its country; a study level by its id, its name or its name in another language as Masters keeps it; a code word (gender, English test, grading scale, a month) by its
 * code or its word in any of the five languages. Matching ignores case and repeated spaces.
 */

export const fold = (v: string) => v.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
/** A second, looser key: no accents, spaces or punctuation ("Viet Nam" and "Vietnam", "Cote d'Ivoire"). */
export const loose = (v: string) =>
  fold(v)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]/gu, "");

/** A table by folded key, with the loose key as a fallback that never overrides an exact one. */
function keyed<T>() {
  const exact = new Map<string, T>();
  const rough = new Map<string, T | null>();
  return {
    set(key: string, value: T, prefer = true) {
      const k = fold(key);
      if (prefer || !exact.has(k)) exact.set(k, value);
      const r = loose(key);
      if (!r) return;
      // A loose key two different values share names neither.
      const had = rough.get(r);
      rough.set(r, had === undefined || had === value ? value : null);
    },
    get(key: string): T | undefined {
      return exact.get(fold(key)) ?? rough.get(loose(key)) ?? undefined;
    },
  };
}

/** Code words: each code, and the phrases people write for it (translated by the server's catalogs). */
const GENDER_WORDS: Record<string, string[]> = {
  female: [phrase("Female")],
  male: [phrase("Male")],
  other: [phrase("Other")],
  undisclosed: [phrase("Prefers not to say"), phrase("Prefer not to say")],
};
const ENGLISH_TEST_WORDS: Record<string, string[]> = {
  IELTS: [],
  TOEFL: [],
  PTE: [],
  Duolingo: [],
  none: [phrase("No English test")],
};
const SCALE_WORDS: Record<string, string[]> = {
  percentage: [phrase("Percentage")],
  gpa4: [phrase("GPA (out of 4.0)"), "4.0 GPA"],
  cgpa10: [phrase("CGPA (out of 10)"), "10-point CGPA"],
  uk_class: [phrase("UK degree class"), "UK class"],
};

function wordTable(words: Record<string, string[]>): Map<string, string> {
  const table = new Map<string, string>();
  for (const [code, list] of Object.entries(words)) {
    table.set(fold(code), code);
    for (const w of list) for (const lang of LANGUAGE_CODES) table.set(fold(translateMessage(w, lang)), code);
  }
  return table;
}

/** Month numbers by their names in the five languages, long and short ("September", "sep", "septiembre", "9月"). */
function monthTable(): Map<string, number> {
  const table = new Map<string, number>();
  for (let m = 1; m <= 12; m += 1) {
    table.set(String(m), m);
    table.set(String(m).padStart(2, "0"), m);
    const day = new Date(Date.UTC(2000, m - 1, 15));
    for (const lang of LANGUAGE_CODES) {
      for (const month of ["long", "short"] as const) {
        table.set(fold(new Intl.DateTimeFormat(lang, { month, timeZone: "UTC" }).format(day)).replace(/\.$/, ""), m);
      }
    }
  }
  return table;
}

let words: { gender: Map<string, string>; test: Map<string, string>; scale: Map<string, string> } | null = null;
let months: Map<string, number> | null = null;

/** The code-word tables; built once per process (the catalogs are fixed text shipped with the code). */
export function codeWords() {
  words ??= { gender: wordTable(GENDER_WORDS), test: wordTable(ENGLISH_TEST_WORDS), scale: wordTable(SCALE_WORDS) };
  months ??= monthTable();
  return { ...words, months };
}

export interface ImportLookups {
  country(v: string): number | undefined;
  state(countryId: number, v: string): number | undefined;
  level(v: string): number | undefined;
  /** One of the partner's people by e-mail or id, whoever it is (the check decides whether they may counsel). */
  person(v: string): { id: number; name: string; active: boolean } | undefined;
}

/**
 * The references of one import, read once: countries with their names in every language, states, study levels,
 * and the partner's own people (only theirs: another partner's e-mail or id is simply not found).
 */
export async function importLookups(db: Db, partnerId: number): Promise<ImportLookups> {
  const [countryRows, stateRows, levelRows, people] = [
    await db
      .select({ id: countries.id, iso2: countries.iso2, iso3: countries.iso3, name: countries.name })
      .from(countries),
    await db
      .select({ id: states.id, country_id: states.country_id, code: states.code, name: states.name })
      .from(states),
    await db.select({ id: studyLevels.id, name: studyLevels.name, names: studyLevels.names }).from(studyLevels),
    await db
      .select({ id: users.id, email: users.email, name: users.name, status: users.status, role: users.role })
      .from(users)
      .where(eq(users.partner_id, partnerId))
      .orderBy(asc(users.id)),
  ];
  const countryBy = keyed<number>();
  const regionNames = LANGUAGE_CODES.map((l) => new Intl.DisplayNames([l], { type: "region", fallback: "none" }));
  for (const c of countryRows) for (const key of [String(c.id), c.iso2, c.iso3, c.name]) countryBy.set(key, c.id);
  for (const c of countryRows) {
    for (const names of regionNames) {
      let local: string | undefined;
      try {
        local = names.of(c.iso2.toUpperCase());
      } catch {
        local = undefined;
      }
      // A stored name or code wins over another country's translated name.
      if (local) countryBy.set(local, c.id, false);
    }
  }
  const stateBy = keyed<number>();
  const stateIds = new Map<number, number>();
  for (const s of stateRows) {
    stateIds.set(s.id, s.country_id);
    stateBy.set(`${s.country_id}|${s.code}`, s.id);
    stateBy.set(`${s.country_id}|${s.name}`, s.id);
  }
  const levelBy = keyed<number>();
  for (const l of levelRows) {
    levelBy.set(String(l.id), l.id);
    levelBy.set(l.name, l.id);
  }
  // Its name in each language Masters keeps (decision 048); the English name or an id wins over a translated one.
  for (const l of levelRows) for (const name of Object.values(l.names)) if (name) levelBy.set(name, l.id, false);
  const personBy = new Map<string, { id: number; name: string; active: boolean }>();
  for (const p of people) {
    if (p.role !== "Partner") continue;
    const person = { id: p.id, name: p.name, active: p.status === "active" };
    personBy.set(String(p.id), person);
    personBy.set(fold(p.email), person);
  }
  return {
    country: (v) => countryBy.get(v),
    state(countryId, v) {
      const id = /^\d+$/.test(v.trim()) ? Number(v) : undefined;
      if (id !== undefined && stateIds.get(id) === countryId) return id;
      return stateBy.get(`${countryId}|${v}`);
    },
    level: (v) => levelBy.get(v),
    person: (v) => personBy.get(fold(v)),
  };
}
