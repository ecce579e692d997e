import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The shape of the code, checked: no import circle in the web app or the server, and the web's `lib/` (the
 * ground floor) never reaches up into a feature. Relative imports only (packages are leaves here).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" || name === "__tests__" ? [] : sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']/gm;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function graph(dir: string) {
  const edges = new Map<string, string[]>();
  for (const file of sources(dir)) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)].map((m) => resolve(file, m[1]!)).filter((t): t is string => !!t);
    edges.set(file, targets);
  }
  return edges;
}

function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, "open");
    stack.push(n);
    for (const m of edges.get(n) ?? []) {
      if (state.get(m) === "open") found.push(stack.slice(stack.indexOf(m)).concat(m));
      else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, "done");
  };
  for (const n of edges.keys()) if (!state.has(n)) visit(n);
  return found;
}

const rel = (files: string[]) => files.map((f) => path.relative(root, f));

describe("imports run one way", () => {
  it.each(["apps/web/src", "apps/server/src", "packages/shared/src"])("%s has no import circle", (dir) => {
    expect(cycles(graph(path.join(root, dir))).map(rel)).toEqual([]);
  });

  it("the web's lib/ imports no feature", () => {
    const web = path.join(root, "apps/web/src");
    const up = [...graph(web)]
      .filter(([from]) => from.startsWith(path.join(web, "lib")))
      .flatMap(([from, to]) =>
        to.filter((t) => t.startsWith(path.join(web, "features"))).map((t) => `${from} -> ${t}`),
      );
    expect(up.map((s) => s.replaceAll(`${root}/`, ""))).toEqual([]);
  });
});

/** The server's module shape (issue 14): routes hold HTTP only, `lib/` is the ground floor, files stay short. */
describe("one module shape on the server", () => {
  const server = path.join(root, "apps/server/src");
  const modules = path.join(server, "modules");

  it("route files hold no SQL: no drizzle, no schema, no client, no sql`` template", () => {
    const routeFiles = sources(modules).filter((f) => /routes\.ts$/.test(f));
    expect(routeFiles.length).toBeGreaterThan(20);
    const offenders = routeFiles.filter((f) =>
      /from\s+["']drizzle-orm|db\/schema|db\/client["']|\bsql`/.test(readFileSync(f, "utf8")),
    );
    expect(rel(offenders)).toEqual([]);
  });

  it("the server's lib/ imports no module and no database code", () => {
    const lib = path.join(server, "lib");
    const up = [...graph(server)]
      .filter(([from]) => from.startsWith(lib))
      .flatMap(([from, to]) =>
        to
          .filter((t) => t.startsWith(modules) || t.startsWith(path.join(server, "db")))
          .map((t) => `${path.relative(root, from)} -> ${path.relative(root, t)}`),
      );
    expect(up).toEqual([]);
  });

  it("no source file passes 300 lines without its reason at the top", () => {
    const long = ["apps/server/src", "apps/web/src", "packages/shared/src"]
      .flatMap((d) => sources(path.join(root, d)))
      .filter((f) => {
        const text = readFileSync(f, "utf8");
        return text.split("\n").length > 301 && !/^\/\/ Longer than 300 lines: /.test(text);
      });
    expect(rel(long)).toEqual([]);
  });
});
