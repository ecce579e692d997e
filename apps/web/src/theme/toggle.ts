import type { ThemeSettings } from "./settings";

/** The desktop breakpoint of SPEC.md section 9. */
export const DESKTOP_MIN_WIDTH = 992;

const VERTICAL_CLOSED: Record<string, string> = {
  default: "close-menu-close",
  closed: "close-menu-close",
  icontext: "icon-text-close",
  overlay: "icon-overlay-close",
  detached: "detached-close",
};

const NAV_CLOSED: Record<string, string> = {
  "menu-click": "menu-click-closed",
  "menu-hover": "menu-hover-closed",
  "icon-click": "icon-click-closed",
  "icon-hover": "icon-hover-closed",
};

type ToggleInput = Pick<ThemeSettings, "navLayout" | "verticalStyle" | "navStyle" | "toggled">;

/**
 * The sidebar toggle (SPEC.md section 4). At 992 px and wider the closed state depends on the navigation style
 * when one is chosen, else on the vertical style, and toggles back to empty; double menu alternates open and
 * closed. Narrower, the menu alternates between "close" and "open".
 */
export function nextToggled(s: ToggleInput, width: number): string {
  if (width < DESKTOP_MIN_WIDTH) return s.toggled === "open" ? "close" : "open";
  if (s.navStyle) {
    const closed = NAV_CLOSED[s.navStyle]!;
    return s.toggled === closed ? "" : closed;
  }
  if (s.navLayout === "horizontal") return "";
  if (s.verticalStyle === "doublemenu")
    return s.toggled === "double-menu-open" ? "double-menu-close" : "double-menu-open";
  const closed = VERTICAL_CLOSED[s.verticalStyle || "default"]!;
  return s.toggled === closed ? "" : closed;
}

/** The state a resize leads to: below 992 px the menu closes; growing back reopens it. */
export function toggledAfterResize(s: ToggleInput, width: number): string {
  if (width < DESKTOP_MIN_WIDTH) return "close";
  if (s.toggled === "close" || s.toggled === "open") return s.verticalStyle === "doublemenu" ? "double-menu-open" : "";
  return s.toggled;
}

/** What choosing a vertical style or navigation style resets, so only one of them drives the toggle. */
export function chooseVerticalStyle(style: ThemeSettings["verticalStyle"]): Partial<ThemeSettings> {
  return { verticalStyle: style, navStyle: "", toggled: style === "doublemenu" ? "double-menu-open" : "" };
}

export function chooseNavStyle(style: ThemeSettings["navStyle"]): Partial<ThemeSettings> {
  return { navStyle: style, verticalStyle: "", toggled: "" };
}
