import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";

/**
 * Words a person reads come from the strings files, never from a component (issue 17): text between JSX tags
 * and the attributes people read or hear (label, placeholder, title, aria-label, alt, description, ...) may not
 * be literal words. Symbols, numbers, brand marks and CSS-like values are fine.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const READ_ATTRIBUTES = new Set([
  "label",
  "placeholder",
  "title",
  "aria-label",
  "aria-description",
  "alt",
  "description",
  "error",
  "emptyMessage",
  "nothingFoundMessage",
  "tooltip",
  "confirmLabel",
  "cancelLabel",
]);
/** Words that are the same in every language here (product and format names). */
const ALLOWED = /^(Partner Portal|IELTS|TOEFL|PTE|CSV|PDF|XLSX|ICS|GBP|USD|EUR|URL|ID|https?:\/\/)$/;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "__tests__" || name === "test" ? [] : tsxFiles(full);
    return full.endsWith(".tsx") && !full.endsWith(".test.tsx") ? [full] : [];
  });
}

const hasWords = (text: string) => {
  const t = text.replace(/\s+/g, " ").trim();
  return /[A-Za-z]{2,}/.test(t) && !ALLOWED.test(t);
};

type Node = { type: string; [key: string]: unknown };
function literalTexts(node: unknown, out: string[]) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const n of node) literalTexts(n, out);
    return;
  }
  const n = node as Node;
  if (n.type === "JSXText" && hasWords(String(n.value))) out.push(String(n.value).trim());
  if (n.type === "JSXAttribute") {
    const name = (n.name as { name?: string }).name ?? "";
    const value = n.value as Node | null;
    if (READ_ATTRIBUTES.has(name) && value) {
      if (value.type === "Literal" && hasWords(String(value.value))) out.push(`${name}="${String(value.value)}"`);
      const expr = value.type === "JSXExpressionContainer" ? (value.expression as Node) : null;
      if (expr?.type === "Literal" && typeof expr.value === "string" && hasWords(expr.value))
        out.push(`${name}={"${expr.value}"}`);
      if (expr?.type === "TemplateLiteral") {
        const quasis = (expr.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join(" ");
        if (hasWords(quasis)) out.push(`${name}={\`${quasis}\`}`);
      }
    }
  }
  for (const [key, value] of Object.entries(n))
    if (key !== "type" && value && typeof value === "object") literalTexts(value, out);
}

describe("no literal words in components", () => {
  const files = tsxFiles(src);
  it("scans the components", () => {
    expect(files.length).toBeGreaterThan(150);
  });
  it("every text a person reads goes through t()", () => {
    const found: string[] = [];
    for (const file of files) {
      const texts: string[] = [];
      literalTexts(parseAst(readFileSync(file, "utf8"), { lang: "tsx" }), texts);
      for (const t of texts) found.push(`${path.relative(src, file)}: ${t}`);
    }
    expect(found).toEqual([]);
  });
});
