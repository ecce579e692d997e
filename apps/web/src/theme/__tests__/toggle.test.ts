import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, NAV_STYLES, type ThemeSettings, VERTICAL_STYLES } from "../settings";
import { chooseNavStyle, chooseVerticalStyle, nextToggled, toggledAfterResize } from "../toggle";

const WIDE = 1280;
const NARROW = 390;
const s = (over: Partial<ThemeSettings>) => ({ ...DEFAULT_SETTINGS, ...over });

describe("sidebar toggle at 992 px and wider", () => {
  const expected: Record<string, string> = {
    default: "close-menu-close",
    closed: "close-menu-close",
    icontext: "icon-text-close",
    overlay: "icon-overlay-close",
    detached: "detached-close",
  };
  for (const style of VERTICAL_STYLES.filter((v) => v !== "doublemenu")) {
    it(`vertical style ${style} closes to ${expected[style]} and back to empty`, () => {
      const closed = nextToggled(s({ verticalStyle: style, toggled: "" }), WIDE);
      expect(closed).toBe(expected[style]);
      expect(nextToggled(s({ verticalStyle: style, toggled: closed }), WIDE)).toBe("");
    });
  }

  it("double menu alternates between open and closed", () => {
    expect(nextToggled(s({ verticalStyle: "doublemenu", toggled: "double-menu-open" }), WIDE)).toBe(
      "double-menu-close",
    );
    expect(nextToggled(s({ verticalStyle: "doublemenu", toggled: "double-menu-close" }), WIDE)).toBe(
      "double-menu-open",
    );
    expect(nextToggled(s({ verticalStyle: "doublemenu", toggled: "" }), WIDE)).toBe("double-menu-open");
  });

  for (const nav of NAV_STYLES) {
    it(`navigation style ${nav} closes to ${nav}-closed and back`, () => {
      const base = s({ ...chooseNavStyle(nav) });
      const closed = nextToggled(base, WIDE);
      expect(closed).toBe(`${nav}-closed`);
      expect(nextToggled({ ...base, toggled: closed }, WIDE)).toBe("");
    });
  }

  it("a navigation style wins over the vertical style", () => {
    expect(nextToggled(s({ verticalStyle: "detached", navStyle: "icon-hover" }), WIDE)).toBe("icon-hover-closed");
  });
});

describe("sidebar toggle below 992 px", () => {
  for (const style of VERTICAL_STYLES) {
    it(`vertical style ${style} alternates close and open`, () => {
      expect(nextToggled(s({ verticalStyle: style, toggled: "close" }), NARROW)).toBe("open");
      expect(nextToggled(s({ verticalStyle: style, toggled: "open" }), NARROW)).toBe("close");
    });
  }
  for (const nav of NAV_STYLES) {
    it(`navigation style ${nav} alternates close and open`, () => {
      expect(nextToggled(s({ ...chooseNavStyle(nav), toggled: "close" }), NARROW)).toBe("open");
      expect(nextToggled(s({ ...chooseNavStyle(nav), toggled: "open" }), NARROW)).toBe("close");
    });
  }
});

describe("resizing", () => {
  it("closes the menu below 992 px and reopens it when the window grows back", () => {
    const narrow = toggledAfterResize(s({ toggled: "" }), 800);
    expect(narrow).toBe("close");
    expect(toggledAfterResize(s({ toggled: narrow }), 1200)).toBe("");
    expect(toggledAfterResize(s({ toggled: "open" }), 1200)).toBe("");
    expect(toggledAfterResize(s({ verticalStyle: "doublemenu", toggled: "close" }), 1200)).toBe("double-menu-open");
  });

  it("keeps a desktop state when staying wide", () => {
    expect(toggledAfterResize(s({ toggled: "icon-overlay-close" }), 1400)).toBe("icon-overlay-close");
  });

  it("choosing a vertical style clears the navigation style and the toggle", () => {
    expect(chooseVerticalStyle("icontext")).toEqual({ verticalStyle: "icontext", navStyle: "", toggled: "" });
    expect(chooseVerticalStyle("doublemenu").toggled).toBe("double-menu-open");
  });
});
