import { useTranslation } from "react-i18next";
import { NAV_STYLES, SURFACE_STYLES, type ThemeSettings, VERTICAL_STYLES } from "../../theme/settings";
import { useThemeSettings } from "../../theme/settings-store";
import { chooseNavStyle, chooseVerticalStyle } from "../../theme/toggle";
import { Choice } from "./switcher-parts";
import classes from "./theme-switcher.module.css";

export function StylesTab() {
  const { t } = useTranslation();
  const s = useThemeSettings();
  const label = (key: string) => t(`shell.switcher.${key}` as "shell.switcher.mode");
  const surfaces = SURFACE_STYLES.map((v) => ({ value: v, label: t(`shell.switcher.surface.${v}`) }));
  const set = (patch: Partial<ThemeSettings>) => s.update(patch);
  return (
    <div className={classes.stack}>
      <Choice
        label={label("mode")}
        value={s.themeMode}
        options={(["light", "dark"] as const).map((v) => ({ value: v, label: t(`shell.switcher.modes.${v}`) }))}
        onChange={(v) => v !== s.themeMode && s.toggleMode()}
      />
      <Choice
        label={label("direction")}
        value={s.dir}
        options={(["ltr", "rtl"] as const).map((v) => ({ value: v, label: t(`shell.switcher.directions.${v}`) }))}
        onChange={(dir) => set({ dir })}
      />
      <Choice
        label={label("navLayout")}
        value={s.navLayout}
        options={(["vertical", "horizontal"] as const).map((v) => ({
          value: v,
          label: t(`shell.switcher.navLayouts.${v}`),
        }))}
        onChange={(v) =>
          set(
            v === "horizontal"
              ? { navLayout: v, navStyle: s.navStyle || "menu-click", toggled: "" }
              : { navLayout: v, ...chooseVerticalStyle(s.verticalStyle || "overlay") },
          )
        }
      />
      {s.navLayout === "vertical" && (
        <Choice
          label={label("verticalStyles")}
          value={s.verticalStyle}
          options={VERTICAL_STYLES.map((v) => ({ value: v, label: t(`shell.switcher.verticalStyle.${v}`) }))}
          onChange={(v) => set(chooseVerticalStyle(v))}
        />
      )}
      <Choice
        label={label("navStyles")}
        description={s.navLayout === "vertical" ? label("navStylesHint") : undefined}
        value={s.navStyle}
        options={NAV_STYLES.map((v) => ({ value: v, label: t(`shell.switcher.navStyle.${v}`) }))}
        onChange={(v) => set(chooseNavStyle(v))}
      />
      <Choice
        label={label("pageStyles")}
        value={s.pageStyle}
        columns={3}
        options={(["regular", "classic", "modern"] as const).map((v) => ({
          value: v,
          label: t(`shell.switcher.pageStyle.${v}`),
        }))}
        onChange={(pageStyle) => set({ pageStyle })}
      />
      <Choice
        label={label("width")}
        value={s.width}
        options={(["fullwidth", "boxed"] as const).map((v) => ({ value: v, label: t(`shell.switcher.widths.${v}`) }))}
        onChange={(width) => set({ width })}
      />
      <Choice
        label={label("menuPosition")}
        value={s.menuPosition}
        options={(["fixed", "scrollable"] as const).map((v) => ({
          value: v,
          label: t(`shell.switcher.positions.${v}`),
        }))}
        onChange={(menuPosition) => set({ menuPosition })}
      />
      <Choice
        label={label("headerPosition")}
        value={s.headerPosition}
        options={(["fixed", "scrollable"] as const).map((v) => ({
          value: v,
          label: t(`shell.switcher.positions.${v}`),
        }))}
        onChange={(headerPosition) => set({ headerPosition })}
      />
      <Choice
        label={label("menuStyles")}
        value={s.menuStyles}
        options={surfaces}
        onChange={(menuStyles) => set({ menuStyles })}
      />
      <Choice
        label={label("headerStyles")}
        value={s.headerStyles}
        options={surfaces}
        onChange={(headerStyles) => set({ headerStyles })}
      />
    </div>
  );
}
