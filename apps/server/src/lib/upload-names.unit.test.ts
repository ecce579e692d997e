import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_NAME, NAME_EMPTY, NAME_NUL, NAME_REORDERING, uploadName, uploadTextProblem } from "./upload-names";

describe("upload names", () => {
  it("keeps real names in any script, reduces a browser's path to its name, and trims", () => {
    expect(uploadName("паспорт.pdf")).toEqual({ name: "паспорт.pdf" });
    expect(uploadName('شهادة "نهائية".pdf')).toEqual({ name: 'شهادة "نهائية".pdf' });
    expect(uploadName("C:\\fakepath\\offer letter.pdf")).toEqual({ name: "offer letter.pdf" });
    expect(uploadName("../../etc/passwd")).toEqual({ name: "passwd" });
    expect(uploadName("  .profile.png ")).toEqual({ name: ".profile.png" });
  });

  it("refuses NUL, reversing characters, and names that are empty or only dots and spaces", () => {
    expect(uploadName("a\u0000b.pdf")).toEqual({ problem: NAME_NUL });
    expect(uploadName("invoice\u202efdp.exe")).toEqual({ problem: NAME_REORDERING });
    for (const empty of [undefined, "", " ", "..", ". .", "C:\\fakepath\\", "a/.."])
      expect(uploadName(empty)).toEqual({ problem: NAME_EMPTY });
  });

  it("whatever is sent, a kept name has no path, control, reversing character or edge space, and fits", () => {
    const char = fc.oneof(
      fc.constantFrom("/", "\\", ".", " ", "\t", "\u0000", "\u0085", "\u2028", "\u202e", "\u2067", "x"),
      fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c >= 0xd800 && c <= 0xdfff ? 0xfffd : c)),
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), fc.nat(300), (chars, pad) => {
        const out = uploadName("x".repeat(pad % 7 === 0 ? pad : 0) + chars.join(""));
        if ("problem" in out) return true;
        return (
          !/[\\/\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(out.name) &&
          out.name === out.name.trim() &&
          !/^[.\s]*$/.test(out.name) &&
          out.name.length <= MAX_NAME
        );
      }),
      { seed: 40, numRuns: 500 },
    );
  });

  it("text fields keep tabs and line breaks and refuse other controls", () => {
    expect(uploadTextProblem("Line one\r\n\tLine two")).toBeNull();
    expect(uploadTextProblem("bell\u0007")).not.toBeNull();
    expect(uploadTextProblem("x".repeat(5001))).not.toBeNull();
  });
});
