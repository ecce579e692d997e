// The server's sentences for people (error messages, validation messages, field labels), found in the source:
// what the message catalogs of packages/shared/src/i18n/messages/ translate (issue 17).
// `node scripts/messages.mjs` writes the English list (packages/shared/src/i18n/messages/en.ts); a unit test checks
// that the list is current and that every language translates each entry with the same {placeholders}.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst } from "rolldown/parseAst";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["apps/server/src", "packages/shared/src"];
const SKIP = /(\.test\.ts|\.cases\.ts|\.d\.ts)$|\/(test|seed|bench|migrations|i18n)\//;
/** Calls whose sentences are for logs, tests or the OpenAPI document, not for the people using the portal. */
const NOT_FOR_PEOPLE = new Set(["info", "warn", "error", "debug", "trace", "fatal", "log", "describe", "it", "test"]);
const DOC_KEYS = new Set(["summary", "description"]);
/** Keys whose text people read though it is not a sentence: a notification's title, a mail's subject. */
const PEOPLE_KEYS = new Set(["title", "subject"]);
/** Calls whose array argument holds a mail's lines (modules/outbox/mail-text.ts): each line is for people. */
const LINE_CALLS = new Set(["mailText"]);
/** Calls whose first argument is a word or phrase for people though not a sentence (lib/messages.ts `phrase`). */
const PHRASE_CALLS = new Set(["phrase"]);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return full.endsWith(".ts") && !SKIP.test(full.replaceAll("\\", "/")) ? [full] : [];
  });
}

/** `${r.partner_name}` -> partner_name; the placeholders of one template are made distinct. */
function placeholderName(expr) {
  if (expr.type === "Identifier") return expr.name;
  if (expr.type === "MemberExpression" && !expr.computed) return expr.property.name;
  if (expr.type === "CallExpression") return placeholderName(expr.callee);
  return "value";
}

function templateText(node) {
  if (node.type === "Literal") return typeof node.value === "string" ? node.value : null;
  if (node.type !== "TemplateLiteral") return null;
  const used = new Map();
  let text = "";
  node.quasis.forEach((q, i) => {
    text += q.value.cooked ?? q.value.raw;
    const expr = node.expressions[i];
    if (!expr) return;
    const base = placeholderName(expr);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    text += `{${n === 1 ? base : `${base}${n}`}}`;
  });
  return text;
}

/** A sentence for people: it starts like one, ends like one, and has words of its own besides its placeholders. */
const isSentence = (t) =>
  t.length >= 8 &&
  /^[A-Z{]/.test(t) &&
  /[.?!]$/.test(t) &&
  t.includes(" ") &&
  !t.includes("\n") &&
  /[A-Za-z]{3,}/.test(t.replace(/\{\w+\}/g, ""));

const calleeName = (callee) =>
  callee.type === "Identifier" ? callee.name : callee.type === "MemberExpression" ? callee.property?.name : undefined;

/** A title or a mail's line: words of its own (a space, a word of three letters), not an address or a path. */
const isPhrase = (t) =>
  t.includes(" ") && !t.includes("\n") && /[A-Za-z]{3,}/.test(t.replace(/\{\w+\}/g, "")) && !/^(\/|https?:)/.test(t);

/**
 * Walks one file's syntax tree; `skip` is set under calls and keys whose strings are not for people, `lines` under
 * a mail's lines (each phrase there is collected, sentence or not).
 */
function walk(node, found, labels, skip, lines = false) {
  if (!node || typeof node.type !== "string") return;
  if (!skip) {
    const text = templateText(node);
    if (text !== null && (isSentence(text) || (lines && isPhrase(text)))) found.add(text);
    if (node.type === "Property" && PEOPLE_KEYS.has(node.key?.name)) {
      const values =
        node.value.type === "ConditionalExpression" ? [node.value.consequent, node.value.alternate] : [node.value];
      for (const v of values) {
        const value = templateText(v);
        if (value !== null && isPhrase(value)) found.add(value);
      }
    }
  }
  if (!skip && node.type === "CallExpression" && PHRASE_CALLS.has(calleeName(node.callee))) {
    const text = node.arguments[0] ? templateText(node.arguments[0]) : null;
    if (text) found.add(text);
  }
  const inLines = lines || (node.type === "CallExpression" && LINE_CALLS.has(calleeName(node.callee)));
  let under = skip;
  if (node.type === "CallExpression" && NOT_FOR_PEOPLE.has(calleeName(node.callee))) under = true;
  if (
    node.type === "NewExpression" &&
    /Error$/.test(calleeName(node.callee) ?? "") &&
    node.callee.name !== "AppError"
  ) {
    under = true;
  }
  if (node.type === "TaggedTemplateExpression") under = true;
  // A field's label (nameField("Full name")) is part of its messages ("Full name is required.").
  if (node.type === "CallExpression" && /Field$/.test(calleeName(node.callee) ?? "")) {
    const first = node.arguments[0];
    if (first?.type === "Literal" && typeof first.value === "string") labels.add(first.value);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent" || !value || typeof value !== "object") continue;
    const docs = node.type === "Property" && key === "value" && DOC_KEYS.has(node.key?.name);
    for (const child of Array.isArray(value) ? value : [value]) walk(child, found, labels, under || docs, inLines);
  }
}

/** Every sentence and field label, sorted: the English side of the catalogs. */
export function extractMessages() {
  const found = new Set();
  const labels = new Set();
  for (const dir of SOURCES) {
    for (const file of files(path.join(root, dir))) {
      const ast = parseAst(readFileSync(file, "utf8"), { lang: "ts" });
      walk(ast, found, labels, false);
    }
  }
  return [...new Set([...found, ...labels])].sort();
}

export const EN_FILE = path.join(root, "packages/shared/src/i18n/messages/en.ts");

export function englishFileText(messages) {
  return [
    "// Longer than 300 lines: one line per message; generated by `node scripts/messages.mjs` from the server's and",
    "// the shared schemas' sources: do not edit.",
    "// Every sentence the API can answer with (errors, validation messages) and every field label; each language's",
    "// catalog beside this file translates each of them (issue 17).",
    "export const englishMessages: readonly string[] = [",
    ...messages.map((m) => `  ${JSON.stringify(m)},`),
    "];",
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const messages = extractMessages();
  writeFileSync(EN_FILE, englishFileText(messages));
  console.log(`${messages.length} messages written to ${path.relative(root, EN_FILE)}`);
}
