import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type RowAction = "edit" | "activate" | "deactivate" | "delete";

/** The menu of one row: edit, activate or deactivate, delete. */
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
        <ActionIcon variant="subtle" color="gray" aria-label={t("mastersPage.actions.menu", { name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction("edit")}>
          {t("mastersPage.actions.edit")}
        </Menu.Item>
        {active ? (
          <Menu.Item leftSection={<IconPlayerStop size={16} />} onClick={() => onAction("deactivate")}>
            {t("mastersPage.actions.deactivate")}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => onAction("activate")}>
            {t("mastersPage.actions.activate")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction("delete")}>
          {t("mastersPage.actions.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
