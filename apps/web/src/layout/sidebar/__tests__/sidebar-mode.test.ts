import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, type ThemeSettings } from "../../../theme/settings";
import { sidebarMode } from "../sidebar-mode";

const s = (over: Partial<ThemeSettings>) => ({ ...DEFAULT_SETTINGS, ...over });

describe("how the menu is drawn", () => {
  it("is the off-canvas tree below 992 px, whatever the layout", () => {
    expect(sidebarMode(s({ navLayout: "horizontal", navStyle: "icon-hover" }), false)).toEqual({ kind: "tree" });
    expect(sidebarMode(s({ verticalStyle: "doublemenu" }), false)).toEqual({ kind: "tree" });
  });

  it("is a bar in the horizontal layout, honouring the navigation style", () => {
    expect(sidebarMode(s({ navLayout: "horizontal", navStyle: "menu-click" }), true)).toEqual({
      kind: "bar",
      labels: "inline",
      trigger: "click",
    });
    expect(sidebarMode(s({ navLayout: "horizontal", navStyle: "icon-hover" }), true)).toEqual({
      kind: "bar",
      labels: "icon",
      trigger: "hover",
    });
  });

  it("collapses to a flyout rail when a navigation style is closed, and is the full tree when open", () => {
    expect(sidebarMode(s({ navStyle: "menu-hover", verticalStyle: "", toggled: "" }), true)).toEqual({ kind: "tree" });
    expect(sidebarMode(s({ navStyle: "menu-hover", verticalStyle: "", toggled: "menu-hover-closed" }), true)).toEqual({
      kind: "flyout",
      labels: "stacked",
      trigger: "hover",
    });
    expect(sidebarMode(s({ navStyle: "icon-click", verticalStyle: "", toggled: "icon-click-closed" }), true)).toEqual({
      kind: "flyout",
      labels: "icon",
      trigger: "click",
    });
  });

  it("follows the vertical style otherwise", () => {
    expect(sidebarMode(s({ verticalStyle: "doublemenu", toggled: "double-menu-close" }), true)).toEqual({
      kind: "double",
    });
    expect(sidebarMode(s({ verticalStyle: "icontext", toggled: "icon-text-close" }), true)).toMatchObject({
      kind: "flyout",
      labels: "stacked",
    });
    expect(sidebarMode(s({ verticalStyle: "overlay", toggled: "icon-overlay-close" }), true)).toEqual({
      kind: "tree",
    });
  });
});
