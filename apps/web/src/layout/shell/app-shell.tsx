import "../../theme/tokens.css";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigationType } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { prepareFormattersSoon } from "../../lib/format";
import { useThemeSettings } from "../../theme/settings-store";
import { DESKTOP_MIN_WIDTH } from "../../theme/toggle";
import { AppFooter, ScrollToTop } from "../footer";
import { SIDEBAR_ID, Sidebar } from "../sidebar/sidebar";
import { useSwitcherPanel } from "../switcher/switcher-store";
import { AppHeader } from "./app-header";
import classes from "./app-shell.module.css";
import { useIsDesktop } from "./use-desktop";

const loadSwitcher = () => import("../switcher/theme-switcher");
const ThemeSwitcher = lazy(() => loadSwitcher().then((m) => ({ default: m.ThemeSwitcher })));

/** The switcher's chunk loads the first time it is asked for (or hovered), not with the shell. */
function SwitcherHost() {
  const requested = useSwitcherPanel((s) => s.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ThemeSwitcher />
    </Suspense>
  );
}

const prefetchSwitcher = () => {
  void loadSwitcher();
};

/**
 * The signed-in layout: header, side menu (or menu bar), page and footer. Everything about its look is driven by
 * the attributes the settings store puts on <html> (app-shell.module.css, sidebar.module.css, theme/tokens.css).
 */
export function AppShell() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const toggled = useThemeSettings((s) => s.toggled);
  const update = useThemeSettings((s) => s.update);
  const syncToWidth = useThemeSettings((s) => s.syncToWidth);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const offCanvasOpen = !desktop && toggled === "open";

  // The number and date formatters are made while the page waits for its data, not inside its first figures.
  useEffect(prepareFormattersSoon, []);

  // Below 992 px the menu closes; growing back reopens it (SPEC.md section 4). Only a change of width counts:
  // a phone's toolbar or keyboard changes the height, and must not close the menu someone just opened.
  // The first look at the width waits for the next frame (before it is painted): reading it while the shell is
  // being built forces a layout of the whole page inside its longest task on a slow phone.
  useEffect(() => {
    let width = -1;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      syncToWidth(width);
    };
    const frame = requestAnimationFrame(onResize);
    window.addEventListener("resize", onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", onResize);
    };
  }, [syncToWidth]);

  // The off-canvas menu closes after navigating (not on the first page: the width's first look above sets the
  // menu for the screen, and reading the width here would force a layout while the shell is first built).
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (window.innerWidth < DESKTOP_MIN_WIDTH && useThemeSettings.getState().toggled === "open") {
      update({ toggled: "close" });
    }
  }, [pathname, update]);

  // A new page starts at its top (issue 35: an application opened from a match kept the match list's scroll);
  // Back and Forward leave the position to the browser.
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  // Opening the off-canvas menu takes focus into it and keeps it there (the menu and its toggle take
  // turns on Tab, as in a modal); Escape closes it and gives focus back to the toggle.
  useEffect(() => {
    if (!offCanvasOpen) return;
    document.querySelector<HTMLElement>(`#${SIDEBAR_ID} nav a, #${SIDEBAR_ID} nav button`)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Tab") {
        const inMenu = [
          ...document.querySelectorAll<HTMLElement>(`#${SIDEBAR_ID} a[href], #${SIDEBAR_ID} button:not([disabled])`),
        ].filter((el) => el.offsetParent !== null);
        const ring = toggleRef.current ? [toggleRef.current, ...inMenu] : inMenu;
        const at = ring.indexOf(document.activeElement as HTMLElement);
        const next = at === -1 ? 0 : (at + (e.shiftKey ? -1 : 1) + ring.length) % ring.length;
        e.preventDefault();
        ring[next]?.focus();
        return;
      }
      if (e.key !== "Escape") return;
      update({ toggled: "close" });
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [offCanvasOpen, update]);

  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skip}>
        {t("shell.skipToContent")}
      </a>
      <AppHeader desktop={desktop} toggleRef={toggleRef} prefetchSwitcher={prefetchSwitcher} />
      <Sidebar />
      {offCanvasOpen && (
        // A pointer convenience: keyboards close the menu with Escape or the toggle.
        <div
          className={classes.overlay}
          data-testid="sidebar-overlay"
          aria-hidden
          onClick={() => update({ toggled: "close" })}
        />
      )}
      <main id="main-content" tabIndex={-1} className={classes.main} data-page-content>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <div className={classes.footer}>
        <AppFooter />
      </div>
      <ScrollToTop />
      <SwitcherHost />
    </div>
  );
}
