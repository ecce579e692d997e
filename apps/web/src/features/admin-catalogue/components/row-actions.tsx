import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconPencil, IconPlayerPlay, IconPlayerStop } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type RowAction = "edit" | "toggle";

/** The menu of one row: edit, and deactivate or activate. */
export function RowActions({
  name,
  active,
  onAction,
}: {
  name: string;
  active: boolean;
  onAction: (action: RowAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t("adminCataloguePage.actions.menu", { name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction("edit")}>
          {t("adminCataloguePage.actions.edit")}
        </Menu.Item>
        <Menu.Item
          color={active ? "red" : undefined}
          leftSection={active ? <IconPlayerStop size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
          onClick={() => onAction("toggle")}
        >
          {active ? t("adminCataloguePage.actions.deactivate") : t("adminCataloguePage.actions.activate")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
