import { ActionIcon, Menu } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../lib/i18n/languages";
import { chooseLanguageAndKeep } from "../../lib/i18n/user-language";

/**
 * The header's language menu (issue 17): each language named in itself. The choice is kept in the browser and,
 * once signed in, on the person (PATCH me/), so it follows them to another device.
 */
export function LanguageMenu({ size = "lg" }: { size?: "md" | "lg" }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={t("common.language")}
          title={t("common.language")}
        >
          <IconLanguage size={20} stroke={1.75} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.html}
            dir={l.dir}
            aria-current={current === l.code ? "true" : undefined}
            rightSection={current === l.code ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => chooseLanguageAndKeep(l.code)}
          >
            {l.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
