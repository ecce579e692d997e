import { languageInfo } from "../lib/i18n/languages";
import type { ThemeSettings } from "./settings";

/** Where the boot script (public/theme-boot.js) finds what to apply before React starts. */
export const BOOT_KEY = "pp-theme-boot";

export interface DocumentTheme {
  attrs: Record<string, string>;
  vars: Record<string, string>;
}

/** The attributes on <html> and CSS variables a settings object stands for (docs/architecture.md "Front end"). */
export function documentTheme(s: ThemeSettings): DocumentTheme {
  const attrs: Record<string, string> = {
    lang: languageInfo(s.language).html,
    dir: s.dir,
    "data-theme-mode": s.themeMode,
    "data-mantine-color-scheme": s.themeMode,
    "data-nav-layout": s.navLayout,
    "data-vertical-style": s.navLayout === "vertical" ? s.verticalStyle : "",
    "data-nav-style": s.navStyle,
    "data-page-style": s.pageStyle,
    "data-width": s.width,
    "data-menu-position": s.menuPosition,
    "data-header-position": s.headerPosition,
    "data-menu-styles": s.menuStyles,
    "data-header-styles": s.headerStyles,
    "data-toggled": s.toggled,
    "data-bg-img": s.bgImg,
    "data-loader": s.loader,
  };
  const vars: Record<string, string> = {
    "--primary-rgb": s.colorPrimaryRgb,
    "--body-bg-rgb": s.bodyBg,
    "--body-bg-rgb2": s.bodyBg2,
    "--light-rgb": s.lightRgb,
    "--input-border": s.inputBorder,
    "--form-control-bg": s.formControlBg,
    "--gray-3": s.gray,
  };
  return { attrs, vars };
}

/** Applies a document theme: empty values remove the attribute or variable so the CSS default holds. */
export function applyDocumentTheme(t: DocumentTheme, root: HTMLElement = document.documentElement) {
  for (const [k, v] of Object.entries(t.attrs)) {
    if (v) root.setAttribute(k, v);
    else root.removeAttribute(k);
  }
  for (const [k, v] of Object.entries(t.vars)) {
    if (v) root.style.setProperty(k, v);
    else root.style.removeProperty(k);
  }
}

export function applySettings(s: ThemeSettings, root?: HTMLElement) {
  const t = documentTheme(s);
  applyDocumentTheme(t, root);
  try {
    localStorage.setItem(BOOT_KEY, JSON.stringify(t));
  } catch {
    // Storage may be full or blocked; the theme still applies for this page.
  }
}
