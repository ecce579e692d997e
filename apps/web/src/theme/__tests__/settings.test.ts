import { describe, expect, it } from "vitest";
import { applyDocumentTheme, documentTheme } from "../apply";
import { backgroundColour, DEFAULT_SETTINGS, hexToRgb, toggleMode } from "../settings";

describe("theme settings", () => {
  it("the dark toggle flips mode and header/menu styles and clears custom colours", () => {
    const custom = { ...DEFAULT_SETTINGS, ...backgroundColour("12, 23, 91"), themeMode: "light" as const };
    const dark = { ...custom, ...toggleMode(custom) };
    expect(dark).toMatchObject({
      themeMode: "dark",
      headerStyles: "dark",
      menuStyles: "dark",
      bodyBg: "",
      bodyBg2: "",
    });
    const light = { ...dark, ...toggleMode(dark) };
    expect(light).toMatchObject({ themeMode: "light", headerStyles: "light", menuStyles: "dark" });
  });

  it("keeps the primary colour through the dark toggle", () => {
    const s = { ...DEFAULT_SETTINGS, colorPrimaryRgb: "1, 159, 162" };
    expect({ ...s, ...toggleMode(s) }.colorPrimaryRgb).toBe("1, 159, 162");
  });

  it("parses hex colours", () => {
    expect(hexToRgb("#7647e5")).toBe("118, 71, 229");
    expect(hexToRgb("7647E5")).toBe("118, 71, 229");
    expect(hexToRgb("purple")).toBeNull();
  });

  it("maps settings to attributes and variables and removes empty ones", () => {
    const root = document.createElement("html");
    root.setAttribute("data-bg-img", "bgimg2");
    root.style.setProperty("--primary-rgb", "1, 2, 3");
    applyDocumentTheme(documentTheme({ ...DEFAULT_SETTINGS, dir: "rtl", bgImg: "" }), root);
    expect(root.getAttribute("dir")).toBe("rtl");
    expect(root.getAttribute("data-theme-mode")).toBe("light");
    expect(root.getAttribute("data-vertical-style")).toBe("overlay");
    expect(root.getAttribute("data-menu-styles")).toBe("dark");
    expect(root.hasAttribute("data-bg-img")).toBe(false);
    expect(root.style.getPropertyValue("--primary-rgb")).toBe("");
    applyDocumentTheme(
      documentTheme({ ...DEFAULT_SETTINGS, colorPrimaryRgb: "63, 75, 236", navLayout: "horizontal" }),
      root,
    );
    expect(root.style.getPropertyValue("--primary-rgb")).toBe("63, 75, 236");
    expect(root.hasAttribute("data-vertical-style")).toBe(false);
  });
});
