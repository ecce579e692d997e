/** Theme and layout settings (SPEC.md sections 2, 3 and 9). */

export const VERTICAL_STYLES = ["default", "closed", "icontext", "overlay", "detached", "doublemenu"] as const;
export const NAV_STYLES = ["menu-click", "menu-hover", "icon-click", "icon-hover"] as const;
export const SURFACE_STYLES = ["light", "dark", "color", "gradient", "transparent"] as const;
export const BG_IMAGES = ["bgimg1", "bgimg2", "bgimg3", "bgimg4", "bgimg5"] as const;

export type VerticalStyle = (typeof VERTICAL_STYLES)[number];
export type NavStyle = (typeof NAV_STYLES)[number];
export type SurfaceStyle = (typeof SURFACE_STYLES)[number];

export interface ThemeSettings {
  language: string;
  dir: "ltr" | "rtl";
  themeMode: "light" | "dark";
  navLayout: "vertical" | "horizontal";
  verticalStyle: VerticalStyle | "";
  navStyle: NavStyle | "";
  pageStyle: "regular" | "classic" | "modern";
  width: "fullwidth" | "boxed";
  menuPosition: "fixed" | "scrollable";
  headerPosition: "fixed" | "scrollable";
  menuStyles: SurfaceStyle;
  headerStyles: SurfaceStyle;
  toggled: string;
  /** "r, g, b" or empty for the default. */
  colorPrimaryRgb: string;
  bodyBg: string;
  bodyBg2: string;
  lightRgb: string;
  inputBorder: string;
  formControlBg: string;
  gray: string;
  bgImg: (typeof BG_IMAGES)[number] | "";
  loader: "enable" | "disable";
}

/** SPEC.md section 9 defaults. */
export const DEFAULT_SETTINGS: ThemeSettings = {
  // Empty: nobody chose yet, so the browser's language decides (lib/i18n/language.ts).
  language: "",
  dir: "ltr",
  themeMode: "light",
  navLayout: "vertical",
  verticalStyle: "overlay",
  navStyle: "",
  pageStyle: "regular",
  width: "fullwidth",
  menuPosition: "fixed",
  headerPosition: "fixed",
  menuStyles: "dark",
  headerStyles: "light",
  toggled: "",
  colorPrimaryRgb: "",
  bodyBg: "",
  bodyBg2: "",
  lightRgb: "",
  inputBorder: "",
  formControlBg: "",
  gray: "",
  bgImg: "",
  loader: "disable",
};

/** The one list of preset primary colours (docs/architecture.md, departures from SPEC.md, 8). */
export const PRIMARY_PRESETS = ["118, 71, 229", "63, 75, 236", "55, 125, 206", "1, 159, 162", "139, 149, 4"] as const;
/** Preset dark backgrounds. */
export const BACKGROUND_PRESETS = ["12, 23, 91", "50, 11, 110", "8, 81, 113", "3, 81, 60", "73, 78, 1"] as const;

const CUSTOM_COLOURS = ["bodyBg", "bodyBg2", "lightRgb", "inputBorder", "formControlBg", "gray"] as const;

/** The header's light/dark toggle: flips the mode, sets header and menu styles, clears custom colours. */
export function toggleMode(s: ThemeSettings): Partial<ThemeSettings> {
  const dark = s.themeMode === "light";
  const cleared = Object.fromEntries(CUSTOM_COLOURS.map((k) => [k, ""])) as Partial<ThemeSettings>;
  return {
    ...cleared,
    themeMode: dark ? "dark" : "light",
    headerStyles: dark ? "dark" : "light",
    menuStyles: "dark",
  };
}

/** A custom background is a dark theme with derived surface colours. */
export function backgroundColour(rgb: string): Partial<ThemeSettings> {
  const [r = 0, g = 0, b = 0] = rgb.split(",").map((n) => Number(n.trim()));
  const lighter = [r, g, b].map((c) => Math.min(255, c + 14)).join(", ");
  return {
    themeMode: "dark",
    headerStyles: "dark",
    menuStyles: "dark",
    bodyBg: rgb,
    bodyBg2: lighter,
    lightRgb: lighter,
    formControlBg: `rgb(${lighter})`,
    inputBorder: "rgba(255, 255, 255, 0.1)",
  };
}

/** "#7647e5" -> "118, 71, 229"; anything else -> null. */
export function hexToRgb(hex: string): string | null {
  const m = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex.trim());
  if (!m) return null;
  return [m[1], m[2], m[3]].map((h) => Number.parseInt(h!, 16)).join(", ");
}
