import { describe, expect, it } from "vitest";
import { applyFormat, cleanHtml, htmlExcerpt, toBodyHtml } from "../html";

describe("cleanHtml", () => {
  it("keeps the allowed formatting", () => {
    const html =
      "<h2>Deadline</h2><p>Apply by <strong>1 May</strong> and <em>bring</em>:</p><ul><li>passport</li></ul>";
    expect(cleanHtml(html)).toBe(html);
  });

  it("drops scripts, styles and event handlers, and unwraps unknown tags", () => {
    const html =
      '<p onclick="steal()">Hi <span style="color:red">there</span></p><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(1)">';
    expect(cleanHtml(html)).toBe("<p>Hi there</p>");
  });

  it("keeps http(s) and mailto links, opening in a new tab; drops javascript: addresses", () => {
    expect(cleanHtml('<a href="https://example.org" class="x">site</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(cleanHtml('<a href="javascript:alert(1)">bad</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">bad</a>',
    );
    expect(cleanHtml('<a href="mailto:team@example.org">mail</a>')).toContain('href="mailto:team@example.org"');
  });

  it("escapes text that looks like markup once parsed", () => {
    expect(cleanHtml("<p>1 &lt; 2</p>")).toBe("<p>1 &lt; 2</p>");
  });
});

describe("toBodyHtml", () => {
  it("turns plain text into paragraphs with line breaks, escaped", () => {
    expect(toBodyHtml("First line\nsecond line\n\nFees: 1 < 2 & 3 > 2")).toBe(
      "<p>First line<br>second line</p>\n<p>Fees: 1 &lt; 2 &amp; 3 &gt; 2</p>",
    );
  });

  it("leaves HTML as written", () => {
    expect(toBodyHtml("  <p>Already <b>HTML</b></p> ")).toBe("<p>Already <b>HTML</b></p>");
  });

  it("is empty for blank text", () => {
    expect(toBodyHtml("  \n ")).toBe("");
  });
});

describe("htmlExcerpt", () => {
  it("reads the text with spaces between blocks", () => {
    expect(htmlExcerpt("<h3>Title</h3><p>One</p><ul><li>a</li><li>b</li></ul>")).toBe("Title One a b");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const text = `<p>${"word ".repeat(60)}</p>`;
    const out = htmlExcerpt(text, 50);
    expect(out.length).toBeLessThanOrEqual(51);
    expect(out.endsWith("word…")).toBe(true);
  });
});

describe("applyFormat", () => {
  it("wraps the selection and keeps it selected", () => {
    const edit = applyFormat("make this bold", 10, 14, "bold");
    expect(edit.value).toBe("make this <strong>bold</strong>");
    expect(edit.value.slice(edit.start, edit.end)).toBe("bold");
  });

  it("inserts an empty pair with the cursor inside when nothing is selected", () => {
    const edit = applyFormat("ab", 1, 1, "italic");
    expect(edit.value).toBe("a<em></em>b");
    expect(edit.start).toBe(5);
    expect(edit.end).toBe(5);
  });

  it("makes each selected line a list item", () => {
    const edit = applyFormat("one\n\ntwo", 0, 8, "numbers");
    expect(edit.value).toBe("<ol>\n  <li>one</li>\n  <li>two</li>\n</ol>");
  });

  it("links the selection with the address selected for typing", () => {
    const edit = applyFormat("see site", 4, 8, "link");
    expect(edit.value).toBe('see <a href="https://">site</a>');
    expect(edit.value.slice(edit.start, edit.end)).toBe("https://");
  });
});
