import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { HOME_PATH } from "../../lib/paths";
import { useThemeSettings } from "../../theme/settings-store";
import { activeTrail } from "../menu/filter-menu";
import { useMenu } from "../menu/use-menu";
import { useIsDesktop } from "../shell/use-desktop";
import { MenuCompact } from "./menu-compact";
import { MenuDouble } from "./menu-double";
import { MenuTree } from "./menu-tree";
import classes from "./sidebar.module.css";
import { sidebarMode } from "./sidebar-mode";

export const SIDEBAR_ID = "app-sidebar";

/**
 * The side menu (or, in the horizontal layout, the menu bar): the signed-in user's filtered menu in a navigation
 * landmark. Its width, position and colours come from the attributes on <html> (sidebar.module.css).
 */
export function Sidebar() {
  const { t } = useTranslation();
  const menu = useMenu();
  const { pathname } = useLocation();
  const desktop = useIsDesktop();
  const settings = useThemeSettings(
    useShallow((s) => ({
      navLayout: s.navLayout,
      verticalStyle: s.verticalStyle,
      navStyle: s.navStyle,
      toggled: s.toggled,
    })),
  );
  const update = useThemeSettings((s) => s.update);
  const mode = sidebarMode(settings, desktop);
  const rail =
    desktop &&
    settings.navLayout === "vertical" &&
    (settings.toggled === "icon-overlay-close" || settings.toggled === "detached-close");
  const trail = activeTrail(menu, pathname);
  const asideRef = useRef<HTMLElement>(null);
  const isBar = mode.kind === "bar";

  // The horizontal bar wraps onto more lines when it must; the page grid reserves its measured height
  // (the bar spans every row to stay sticky, so its row cannot size itself).
  useLayoutEffect(() => {
    const page = asideRef.current?.parentElement;
    const aside = asideRef.current;
    if (!isBar || !aside || !page) return;
    const measure = () => page.style.setProperty("--menubar-height", `${aside.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(aside);
    return () => {
      observer.disconnect();
      page.style.removeProperty("--menubar-height");
    };
  }, [isBar]);
  // Following a link closes the off-canvas menu, even when it leads to the page already shown.
  const closeOffCanvas = desktop ? undefined : () => update({ toggled: "close" });

  return (
    <aside
      ref={asideRef}
      className={classes.sidebar}
      id={SIDEBAR_ID}
      data-kind={mode.kind}
      data-rail={rail || undefined}
    >
      <div className={classes.panel}>
        <div className={classes.brand}>
          <Link to={HOME_PATH} className={classes.brandLink} aria-label={t("shell.home")} onClick={closeOffCanvas}>
            <img src="/favicon.svg" width={30} height={30} alt="" className={classes.brandLogo} />
            <span className={classes.brandName}>{t("common.productName")}</span>
          </Link>
        </div>
        <nav className={classes.nav} aria-label={t("shell.mainMenu")}>
          {mode.kind === "tree" && <MenuTree items={menu} trail={trail} onNavigate={closeOffCanvas} />}
          {mode.kind === "double" && <MenuDouble items={menu} trail={trail} />}
          {(mode.kind === "flyout" || mode.kind === "bar") && (
            <MenuCompact
              items={menu}
              trail={trail}
              labels={mode.labels}
              trigger={mode.trigger}
              orientation={mode.kind === "bar" ? "horizontal" : "vertical"}
            />
          )}
        </nav>
      </div>
    </aside>
  );
}
