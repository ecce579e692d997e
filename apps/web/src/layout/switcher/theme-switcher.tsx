import { Button, Drawer, Tabs, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useThemeSettings } from "../../theme/settings-store";
import { ColorsTab } from "./colors-tab";
import { StylesTab } from "./styles-tab";
import { useSwitcherPanel } from "./switcher-store";
import classes from "./theme-switcher.module.css";

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
