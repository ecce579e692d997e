// The table of `npm run bench` (run.ts): each scenario's figures against its ceiling and target.

export interface Target {
  /** What the req/s is a percentage of. */
  of: "ceiling" | "insert";
  minPercent: number;
  maxP99: number;
  /** The repeat-read case: every answer must be a 304. */
  all304?: boolean;
}
export interface Case {
  name: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A body whose every `__N__` becomes a fresh number per request (numbered-body.cjs). */
  body?: string;
  /** This case is the ceiling the others are compared with. */
  ceiling?: "ceiling" | "insert";
  target?: Target;
  /** Set when the case cannot be measured; printed instead of figures. */
  skip?: string;
}
export interface Measured {
  c: Case;
  rps: number;
  p50: number;
  p99: number;
  n304: number;
  bad: number;
  broken: number;
  answers: number;
}

export const header = [
  "| scenario | req/s (mean) | p50 ms | p99 ms | non-2xx | 304 | % of ceiling | target | met |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
];

export const ms = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** The table's rows, printed as they are made, and how many targets were missed. */
export function tableRows(
  cases: Case[],
  measured: Measured[],
  ceilings: Partial<Record<"ceiling" | "insert", number>>,
) {
  const rows: string[] = [];
  let failed = 0;
  for (const line of header) console.log(line);
  for (const c of cases) {
    const target = c.target
      ? `≥ ${c.target.minPercent}% of the ${c.target.of === "insert" ? "insert " : ""}ceiling, p99 ≤ ${c.target.maxP99} ms` +
        (c.target.all304 ? ", all 304" : "")
      : "";
    const m = measured.find((x) => x.c === c);
    if (!m) {
      const row = `| ${c.name} | ${c.skip} | | | | | | ${target} | n/a |`;
      rows.push(row);
      console.log(row);
      continue;
    }
    const { rps, n304, bad, broken, answers } = m;
    let percent = "";
    let met = "";
    if (c.ceiling) {
      percent = `(ceiling; mean ${Math.round(ceilings[c.ceiling] ?? 0)})`;
      // A ceiling that answered errors (a refused token, say) makes every percentage against it meaningless.
      if (bad > 0 || broken > 0) {
        met = "fail (errors)";
        failed += 1;
      }
    } else if (c.target) {
      const base = ceilings[c.target.of];
      const pct = base ? (rps / base) * 100 : Number.NaN;
      percent = Number.isFinite(pct) ? `${Math.round(pct)}%` : "n/a";
      const misses: string[] = [];
      if (!(pct >= c.target.minPercent)) misses.push("ratio");
      if (m.p99 > c.target.maxP99) misses.push("p99");
      if (bad > 0 || broken > 0) misses.push("errors");
      if (c.target.all304 && n304 !== answers) misses.push("not all 304");
      met = misses.length ? `fail (${misses.join(", ")})` : "pass";
      if (misses.length) failed += 1;
    }
    const non2xx = `${bad}${broken ? ` (+${broken} socket errors/timeouts)` : ""}`;
    const row =
      `| ${c.name} | ${Math.round(rps)} | ${ms(m.p50)} | ${ms(m.p99)} | ${non2xx} | ` +
      `${c.target?.all304 ? n304 : ""} | ${percent} | ${target} | ${met} |`;
    rows.push(row);
    console.log(row);
  }
  return { rows, failed };
}
