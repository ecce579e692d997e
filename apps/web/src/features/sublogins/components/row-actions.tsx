import { ActionIcon, Menu } from "@mantine/core";
import type { SubLoginItem } from "@pp/shared";
import { IconDots, IconKey, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type RowAction = "edit" | "disable" | "enable" | "reset" | "delete";

/** The menu of one row: edit, disable or enable, password-reset link, delete. */
export function RowActions({ item, onAction }: { item: SubLoginItem; onAction: (action: RowAction) => void }) {
  const { t } = useTranslation();
  const disabled = item.status !== "active";
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t("subLoginsPage.actions.menu", { name: item.name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction("edit")}>
          {t("subLoginsPage.actions.edit")}
        </Menu.Item>
        {disabled ? (
          <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => onAction("enable")}>
            {t("subLoginsPage.actions.enable")}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconPlayerStop size={16} />} onClick={() => onAction("disable")}>
            {t("subLoginsPage.actions.disable")}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => onAction("reset")} disabled={disabled}>
          {t("subLoginsPage.actions.reset")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction("delete")}>
          {t("subLoginsPage.actions.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
