// The values `npm run bench -- --routes` (routes.ts) asks with: a path's parameters from the list above it, a
// filter's value from a list's own rows, the 3-letter searches.

export type Param = { name: string; in: string; schema?: { type?: string; enum?: string[]; format?: string } };
type Row = Record<string, unknown>;

export const json = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
};
/** The first list of rows with ids in an answer (`results.data`, `data`, `data.levels`, ...). */
export function rowsOf(v: unknown, depth = 0): Row[] {
  if (depth > 4 || v === null || typeof v !== "object") return [];
  if (Array.isArray(v)) {
    if (v.length && typeof v[0] === "object" && v[0] !== null && "id" in v[0]) return v as Row[];
    for (const x of v) {
      const found = rowsOf(x, depth + 1);
      if (found.length) return found;
    }
    return [];
  }
  for (const x of Object.values(v)) {
    const found = rowsOf(x, depth + 1);
    if (found.length) return found;
  }
  return [];
}

// Where a path parameter's value comes from when the path's own prefix is not a list.
const LIST_FOR: Record<string, string> = {
  "/api/partner/state/": "/api/partner/country/",
  "/api/partner/study-level/": "/api/partner/country-study-list/",
  "/api/partner/applications/": "/api/partner/application/",
};
// Where a route's filters find their values when its own answer has no rows (counts, summaries, exports).
export const ROWS_FOR: Record<string, string> = {
  "/api/partner/reports/students/count/": "/api/partner/students/",
  "/api/partner/reports/students/": "/api/partner/students/",
  "/api/partner/reports/applications/count/": "/api/partner/application/",
  "/api/partner/reports/applications/": "/api/partner/application/",
  "/api/partner/reports/payments/count/": "/api/partner/payments/",
  "/api/partner/reports/payments/": "/api/partner/payments/",
  "/api/partner/reports/sublogins/count/": "/api/partner/sublogin/list/",
  "/api/partner/reports/sublogins/": "/api/partner/sublogin/list/",
  "/api/partner/payments/summary/": "/api/partner/payments/",
  "/api/admin/payments/summary/": "/api/admin/payments/",
};

/**
 * The path with its parameters filled from the lists above them, or why it cannot be. A parameter takes the first
 * row whose id leads somewhere: when a later parameter's list is empty (a student without documents), the next
 * candidates of the earlier one are tried.
 */
export async function fill(
  path: string,
  read: (url: string) => Promise<{ status: number; body: Buffer }>,
): Promise<string | { missing: string }> {
  const parts = path.split(/(\{\w+\})/);
  let missing = "";
  const walk = async (i: number, done: string): Promise<string | undefined> => {
    if (i === parts.length) return done;
    const part = parts[i]!;
    if (!part.startsWith("{")) return walk(i + 1, done + part);
    const list = LIST_FOR[done] ?? done;
    const { status, body } = await read(list);
    const rows = status === 200 ? rowsOf(json(body)) : [];
    // A country with states and study levels first: the first rows of the lookups are often empty ones.
    rows.sort((a, b) => Number(b.iso2 === "IN" || b.iso2 === "GB") - Number(a.iso2 === "IN" || a.iso2 === "GB"));
    if (!rows.length) missing = `no row in ${list} (${status})`;
    for (const r of rows.slice(0, 10)) {
      const found = await walk(i + 1, done + String(r.id));
      if (found) return found;
    }
    return undefined;
  };
  return (await walk(0, "")) ?? { missing };
}

export const SEARCHES = [
  "ann",
  "kum",
  "sha",
  "ali",
  "mar",
  "raj",
  "pat",
  "sin",
  "lee",
  "ngu",
  "ahm",
  "che",
  "dev",
  "ros",
];
/** The header search's queries (`q`): names of three letters, word starts of two, and numbers. */
export function searchVariants(path: string) {
  const short = ["an", "ku", "sh", "al", "ma", "ra", "pa", "si"];
  const numbers = ["12", "2731", "150001", "#4711", "9000012"];
  const variant = (label: string, list: string[]) => {
    let k = 0;
    return { label, urls: () => `${path}?q=${encodeURIComponent(list[k++ % list.length]!)}` };
  };
  return [variant("q: 3 letters", SEARCHES), variant("q: 2 letters", short), variant("q: numbers", numbers)];
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A value for a filter, from the list's rows (a field by that name, or the `id` of an object by that name). */
export function filterValue(p: Param, rows: Row[]): string | undefined {
  const s = p.schema ?? {};
  if (s.enum?.length) return s.enum[0];
  if (/^(created_from|from)$/.test(p.name)) return daysAgo(90);
  if (/^(created_to|to)$/.test(p.name)) return daysAgo(0);
  const alias: Record<string, string[]> = {
    tag: ["tags"],
    language: ["languages"],
    discipline: ["discipline", "disciplines"],
    country: ["country", "destination"],
    actor: ["actor", "user"],
    counsellor: ["counsellor"],
  };
  const keys = [p.name, `${p.name}_id`, ...(alias[p.name] ?? [])];
  const valueIn = (row: Row, depth: number): string | undefined => {
    for (const key of keys) {
      const v = row[key];
      if (typeof v === "number" || (typeof v === "string" && v)) return String(v);
      if (Array.isArray(v) && v.length) return String(typeof v[0] === "object" ? (v[0] as Row).id : v[0]);
      if (v && typeof v === "object" && "id" in v) return String((v as Row).id);
    }
    if (depth > 0) return undefined;
    // One level down: a course's provider's country, an application's student.
    for (const v of Object.values(row)) {
      if (v && typeof v === "object" && !Array.isArray(v)) {
        const found = valueIn(v as Row, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const row of rows) {
    const found = valueIn(row, 0);
    if (found) return found;
  }
  return undefined;
}
