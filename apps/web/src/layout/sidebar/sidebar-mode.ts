import type { ThemeSettings } from "../../theme/settings";

/**
 * How the menu is drawn. The widths, the hover expansion and hiding are CSS (driven by the attributes on <html>);
 * this only decides the markup:
 * - tree: nested, collapsible groups with labels (also the off-canvas menu below 992 px, and the icon rails of
 *   the overlay and detached styles, which expand on hover);
 * - flyout: a compact rail whose groups open as flyout menus (icon text, and the navigation styles when collapsed);
 * - double: an icon rail and a second panel with the selected group's children;
 * - bar: the horizontal menu bar with dropdowns.
 */
export type SidebarMode =
  | { kind: "tree" }
  | { kind: "double" }
  | { kind: "flyout" | "bar"; labels: "stacked" | "inline" | "icon"; trigger: "click" | "hover" };

type ModeInput = Pick<ThemeSettings, "navLayout" | "verticalStyle" | "navStyle" | "toggled">;

const trigger = (navStyle: string) => (navStyle.endsWith("hover") ? "hover" : "click");

export function sidebarMode(s: ModeInput, desktop: boolean): SidebarMode {
  if (!desktop) return { kind: "tree" };
  if (s.navLayout === "horizontal") {
    return { kind: "bar", labels: s.navStyle.startsWith("icon") ? "icon" : "inline", trigger: trigger(s.navStyle) };
  }
  if (s.navStyle) {
    if (s.toggled !== `${s.navStyle}-closed`) return { kind: "tree" };
    return { kind: "flyout", labels: s.navStyle.startsWith("icon") ? "icon" : "stacked", trigger: trigger(s.navStyle) };
  }
  if (s.verticalStyle === "doublemenu") return { kind: "double" };
  if (s.verticalStyle === "icontext" && s.toggled === "icon-text-close") {
    return { kind: "flyout", labels: "stacked", trigger: "click" };
  }
  return { kind: "tree" };
}
