import { Button, ColorInput, Drawer, Radio, Tabs, Text } from "@mantine/core";
import { IconBan, IconCheck, IconRefresh } from "@tabler/icons-react";
import { type CSSProperties, type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BACKGROUND_PRESETS,
  BG_IMAGES,
  backgroundColour,
  hexToRgb,
  NAV_STYLES,
  PRIMARY_PRESETS,
  SURFACE_STYLES,
  type ThemeSettings,
  VERTICAL_STYLES,
} from "../../theme/settings";
import { useThemeSettings } from "../../theme/settings-store";
import { chooseNavStyle, chooseVerticalStyle } from "../../theme/toggle";
import { useSwitcherPanel } from "./switcher-store";
import classes from "./theme-switcher.module.css";

interface ChoiceProps<V extends string> {
  label: string;
  description?: string;
  value: V | "";
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  columns?: number;
}

/** One setting as a labelled group of radio tiles. */
function Choice<V extends string>({ label, description, value, options, onChange, columns = 2 }: ChoiceProps<V>) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(v) => onChange(v as V)}
      classNames={{ label: classes.groupLabel, description: classes.groupDescription }}
    >
      <div className={classes.options} style={{ "--cols": columns } as CSSProperties}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} size="xs" classNames={{ root: classes.option }} />
        ))}
      </div>
    </Radio.Group>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h3 className={classes.groupLabel} id={id}>
        {title}
      </h3>
      {description && <p className={classes.groupDescription}>{description}</p>}
      {children}
    </section>
  );
}

const rgbToHex = (rgb: string) =>
  `#${rgb
    .split(",")
    .map((n) => Number(n.trim()).toString(16).padStart(2, "0"))
    .join("")}`;

function Swatch({
  rgb,
  label,
  selected,
  onClick,
}: {
  rgb: string;
  label: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={classes.swatch}
      style={{ "--swatch": `rgb(${rgb})` } as CSSProperties}
      aria-label={label}
      aria-pressed={selected}
      onClick={onClick}
    >
      {selected && <IconCheck size={16} stroke={3} aria-hidden />}
    </button>
  );
}

/** A colour field that applies a colour once it is a complete hex value. */
function CustomColour({
  label,
  current,
  placeholder,
  onColour,
}: {
  label: string;
  current: string;
  placeholder: string;
  onColour: (rgb: string) => void;
}) {
  const [value, setValue] = useState(current ? rgbToHex(current) : "");
  // Follow changes made elsewhere (a preset, Reset) without fighting what is being typed.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (hexToRgb(value) !== current) setValue(current ? rgbToHex(current) : "");
  }
  return (
    <ColorInput
      label={label}
      value={value}
      format="hex"
      placeholder={placeholder}
      withEyeDropper={false}
      size="sm"
      mt="sm"
      classNames={{ label: classes.fieldLabel }}
      onChange={(hex) => {
        setValue(hex);
        const rgb = hexToRgb(hex);
        if (rgb) onColour(rgb);
      }}
    />
  );
}

function StylesTab() {
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

function ColorsTab() {
  const { t } = useTranslation();
  const s = useThemeSettings();
  const primary = s.colorPrimaryRgb || PRIMARY_PRESETS[0];
  return (
    <div className={classes.stack}>
      <Section title={t("shell.switcher.primary")}>
        <div className={classes.swatches}>
          {PRIMARY_PRESETS.map((rgb) => (
            <Swatch
              key={rgb}
              rgb={rgb}
              label={t("shell.switcher.primarySwatch", { rgb })}
              selected={primary === rgb}
              onClick={() => s.update({ colorPrimaryRgb: rgb })}
            />
          ))}
        </div>
        <CustomColour
          label={t("shell.switcher.customPrimary")}
          placeholder="#7647e5"
          current={PRIMARY_PRESETS.includes(primary as (typeof PRIMARY_PRESETS)[number]) ? "" : primary}
          onColour={(colorPrimaryRgb) => s.update({ colorPrimaryRgb })}
        />
      </Section>
      <Section title={t("shell.switcher.background")} description={t("shell.switcher.backgroundHint")}>
        <div className={classes.swatches}>
          {BACKGROUND_PRESETS.map((rgb) => (
            <Swatch
              key={rgb}
              rgb={rgb}
              label={t("shell.switcher.backgroundSwatch", { rgb })}
              selected={s.bodyBg === rgb}
              onClick={() => s.update(backgroundColour(rgb))}
            />
          ))}
        </div>
        <CustomColour
          label={t("shell.switcher.customBackground")}
          placeholder="#0c175b"
          current={
            s.bodyBg && !BACKGROUND_PRESETS.includes(s.bodyBg as (typeof BACKGROUND_PRESETS)[number]) ? s.bodyBg : ""
          }
          onColour={(rgb) => s.update(backgroundColour(rgb))}
        />
      </Section>
      <Section title={t("shell.switcher.bgImage")}>
        <div className={classes.images}>
          <button
            type="button"
            className={`${classes.image} ${classes.noImage}`}
            aria-label={t("shell.switcher.noBgImage")}
            aria-pressed={!s.bgImg}
            onClick={() => s.update({ bgImg: "" })}
          >
            <IconBan size={18} stroke={1.75} aria-hidden />
            <span aria-hidden>{t("shell.switcher.none")}</span>
          </button>
          {BG_IMAGES.map((img, i) => (
            <button
              key={img}
              type="button"
              className={classes.image}
              aria-label={t("shell.switcher.bgImageOption", { n: i + 1 })}
              aria-pressed={s.bgImg === img}
              onClick={() => s.update({ bgImg: img })}
            >
              <img src={`/images/menu-bg/${img}.svg`} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      </Section>
    </div>
  );
}

/**
 * The theme switcher: every option of SPEC.md section 2 in a panel that slides in from the inline end (the left
 * in RTL). Everything goes through the settings store, which persists it and applies it to <html>.
 */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const opened = useSwitcherPanel((s) => s.opened);
  const close = useSwitcherPanel((s) => s.close);
  const reset = useThemeSettings((s) => s.reset);
  // The panel mounts already asked for; opening it one render later lets Drawer note the focused element
  // (the button that opened it) and give focus back there when it closes.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={opened && mounted}
      onClose={close}
      position="right"
      size={380}
      title={t("shell.switcher.title")}
      closeButtonProps={{ "aria-label": t("shell.switcher.close") }}
      classNames={{ header: classes.header, title: classes.title, body: classes.body, content: classes.content }}
    >
      <Tabs defaultValue="styles" classNames={{ list: classes.tabs }}>
        <Tabs.List grow>
          <Tabs.Tab value="styles">{t("shell.switcher.stylesTab")}</Tabs.Tab>
          <Tabs.Tab value="colors">{t("shell.switcher.colorsTab")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="styles" className={classes.panel}>
          <StylesTab />
        </Tabs.Panel>
        <Tabs.Panel value="colors" className={classes.panel}>
          <ColorsTab />
        </Tabs.Panel>
      </Tabs>
      <div className={classes.footer}>
        <Button fullWidth variant="light" leftSection={<IconRefresh size={16} />} onClick={reset}>
          {t("shell.switcher.reset")}
        </Button>
        <Text size="xs" c="dimmed" ta="center" mt={6}>
          {t("shell.switcher.resetHint")}
        </Text>
      </div>
    </Drawer>
  );
}
