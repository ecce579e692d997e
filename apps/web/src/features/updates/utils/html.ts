import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from "@pp/shared/rich-text";

/**
 * The HTML of an update. The server sanitises every body with sanitize-html (see the server's `cleanHtml` in
 * updates-routes.ts) before storing it; the browser re-applies the same allow-list here before rendering, as a
 * second line of defence and for the editor's live preview of text the server has not seen yet.
 */

/** The tags the server keeps. */
export const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);

/** Tags dropped with everything inside them (as sanitize-html does), not merely unwrapped. */
const DROPPED_WITH_CONTENT = new Set(["script", "style", "textarea", "option", "noscript", "iframe", "object", "svg"]);
const SAFE_LINK = new RegExp(`^(${RICH_TEXT_SCHEMES.join("|")}):`, "i");

function copyAllowed(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyAllowed(child, to, doc);
      continue;
    }
    const el = doc.createElement(tag);
    if (tag === "a") {
      const href = (child as Element).getAttribute("href")?.trim() ?? "";
      if (SAFE_LINK.test(href)) el.setAttribute("href", href);
      const title = (child as Element).getAttribute("title");
      if (title) el.setAttribute("title", title);
      el.setAttribute("target", "_blank");
      el.setAttribute("rel", "noopener noreferrer");
    }
    copyAllowed(child, el, doc);
    to.appendChild(el);
  }
}

/**
 * Keeps only the allowed tags (others are unwrapped, scripts and styles dropped whole), no attributes but a
 * link's http(s)/mailto `href` and `title`. Parsing happens in an inert document: nothing runs or loads.
 */
export function cleanHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  const box = doc.createElement("div");
  copyAllowed(doc.body, box, doc);
  return box.innerHTML;
}

const HAS_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

function escapeText(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * What the editor's text becomes: HTML as written when it holds tags; otherwise plain text turned into
 * paragraphs (a blank line between them) with line breaks kept.
 */
export function toBodyHtml(source: string): string {
  const text = source.trim();
  if (!text) return "";
  if (HAS_TAG.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeText(para.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

const BLOCK_END = /<\/(p|li|h[1-6]|blockquote|pre|tr|td|th|div)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** The first words of an update as plain text (for the collapsed card), cut at a word boundary. */
export function htmlExcerpt(html: string, max = 180): string {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><body>${html.replace(BLOCK_END, "$& ")}</body>`,
    "text/html",
  );
  for (const el of Array.from(doc.body.querySelectorAll("script, style"))) el.remove();
  const text = (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

export type Format = "bold" | "italic" | "heading" | "paragraph" | "bullets" | "numbers" | "link" | "quote";

export type Edit = { value: string; start: number; end: number };

const WRAPS: Partial<Record<Format, string>> = {
  bold: "strong",
  italic: "em",
  heading: "h3",
  paragraph: "p",
  quote: "blockquote",
};

/**
 * Applies a toolbar button to the text: wraps the selection in the format's tag (or inserts an empty pair with
 * the cursor inside), turns the selected lines into list items, or makes the selection a link with its address
 * selected for typing. Returns the new text and the selection to restore.
 */
export function applyFormat(value: string, start: number, end: number, format: Format): Edit {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);

  const tag = WRAPS[format];
  if (tag) {
    const open = `<${tag}>`;
    const inserted = `${open}${selected}</${tag}>`;
    return {
      value: before + inserted + after,
      start: start + open.length,
      end: start + open.length + selected.length,
    };
  }

  if (format === "link") {
    const href = "https://";
    const text = selected || "link text";
    const inserted = `<a href="${href}">${text}</a>`;
    const hrefStart = start + '<a href="'.length;
    return { value: before + inserted + after, start: hrefStart, end: hrefStart + href.length };
  }

  // Lists: one item per selected non-empty line (or one empty item for the cursor).
  const list = format === "numbers" ? "ol" : "ul";
  const lines = selected
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) {
    const head = `<${list}>\n  <li>`;
    const inserted = `${head}</li>\n</${list}>`;
    return { value: before + inserted + after, start: start + head.length, end: start + head.length };
  }
  const inserted = `<${list}>\n${lines.map((l) => `  <li>${l}</li>`).join("\n")}\n</${list}>`;
  return { value: before + inserted + after, start, end: start + inserted.length };
}
