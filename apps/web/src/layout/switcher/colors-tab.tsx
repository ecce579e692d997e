import { IconBan } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { BACKGROUND_PRESETS, BG_IMAGES, backgroundColour, PRIMARY_PRESETS } from "../../theme/settings";
import { useThemeSettings } from "../../theme/settings-store";
import { CustomColour, Section, Swatch } from "./switcher-parts";
import classes from "./theme-switcher.module.css";

export function ColorsTab() {
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
