import { ActionIcon } from "@mantine/core";
import { IconMaximize, IconMenu2, IconMinimize, IconMoon, IconSettings, IconSun } from "@tabler/icons-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageMenu } from "../../components/language-menu/language-menu";
import { HOME_PATH } from "../../lib/paths";
import { useThemeSettings } from "../../theme/settings-store";
import { HeaderSearch, NotificationsMenu, ProfileMenu, ShortlistMenu } from "../header-widgets";
import { SIDEBAR_ID } from "../sidebar/sidebar";
import { openThemeSwitcher } from "../switcher/switcher-store";
import classes from "./app-header.module.css";
import { useFullscreen } from "./use-fullscreen";
import { useScrolledPast } from "./use-scrolled";

/** The header's pinned style starts after this much scroll (SPEC.md section 9). */
const PIN_AFTER = 30;

/** Whether the sidebar is showing, for the toggle's aria-expanded. */
function sidebarShown(toggled: string, desktop: boolean) {
  if (!desktop) return toggled === "open";
  return toggled === "" || toggled === "double-menu-open";
}

interface HeaderProps {
  desktop: boolean;
  toggleRef: Ref<HTMLButtonElement>;
  /** Loads the switcher's chunk ahead of the first click. */
  prefetchSwitcher: () => void;
}

/** The sticky header: logo, sidebar toggle, search, mode, full screen, notifications, profile, theme settings. */
export function AppHeader({ desktop, toggleRef, prefetchSwitcher }: HeaderProps) {
  const { t } = useTranslation();
  const dark = useThemeSettings((s) => s.themeMode === "dark");
  const toggled = useThemeSettings((s) => s.toggled);
  const toggleMode = useThemeSettings((s) => s.toggleMode);
  const toggleSidebar = useThemeSettings((s) => s.toggleSidebar);
  const pinned = useScrolledPast(PIN_AFTER);
  const fullscreen = useFullscreen();

  return (
    <header className={classes.header} data-header-pinned={pinned || undefined}>
      <div className={classes.start}>
        <Link to={HOME_PATH} className={classes.brand} aria-label={t("shell.home")}>
          <img src="/favicon.svg" width={30} height={30} alt="" />
          <span className={classes.brandName}>{t("common.productName")}</span>
        </Link>
        <ActionIcon
          ref={toggleRef}
          variant="subtle"
          size={38}
          radius="md"
          className={`${classes.action} ${classes.toggle}`}
          aria-label={t("shell.toggleSidebar")}
          aria-controls={SIDEBAR_ID}
          aria-expanded={sidebarShown(toggled, desktop)}
          onClick={() => toggleSidebar(window.innerWidth)}
        >
          <IconMenu2 size={21} stroke={1.75} />
        </ActionIcon>
        <div className={classes.search}>
          <HeaderSearch />
        </div>
      </div>
      <div className={classes.end}>
        <LanguageMenu />
        <ActionIcon
          variant="subtle"
          size={38}
          radius="md"
          className={classes.action}
          aria-label={t(dark ? "shell.lightMode" : "shell.darkMode")}
          onClick={toggleMode}
        >
          {dark ? <IconSun size={20} stroke={1.75} /> : <IconMoon size={20} stroke={1.75} />}
        </ActionIcon>
        {fullscreen.supported && (
          <ActionIcon
            variant="subtle"
            size={38}
            radius="md"
            className={`${classes.action} ${classes.fullscreen}`}
            aria-label={t(fullscreen.active ? "shell.exitFullScreen" : "shell.fullScreen")}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? <IconMinimize size={20} stroke={1.75} /> : <IconMaximize size={20} stroke={1.75} />}
          </ActionIcon>
        )}
        <ShortlistMenu />
        <NotificationsMenu />
        <ProfileMenu />
        <ActionIcon
          variant="subtle"
          size={38}
          radius="md"
          className={classes.action}
          aria-label={t("shell.themeSettings")}
          onClick={openThemeSwitcher}
          onPointerEnter={prefetchSwitcher}
          onFocus={prefetchSwitcher}
        >
          <IconSettings size={20} stroke={1.75} />
        </ActionIcon>
      </div>
    </header>
  );
}
