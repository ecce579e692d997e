import { ActionIcon, Anchor, Badge, Group, Menu, Text, Tooltip } from "@mantine/core";
import type { UpdateItem } from "@pp/shared";
import { IconDots, IconPencil, IconPinFilled, IconTrash } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { formatDateTime } from "../../../lib/format";
import { CategoryBadge } from "./category-badge";

const NOWRAP = { whiteSpace: "nowrap" } as const;

export type UpdateRowAction = "edit" | "delete";

/** Names of the audience's countries or regions (as far as they are known), for the tooltip. */
export type AudienceNames = { countries: Map<number, string>; regions: Map<number, string> };

function audienceLabel(u: UpdateItem, t: TFunction) {
  if (u.audience === "countries") return t("updatesPage.admin.audience.countries", { count: u.audience_ids.length });
  if (u.audience === "regions") return t("updatesPage.admin.audience.regions", { count: u.audience_ids.length });
  return t("updatesPage.admin.audience.everyone");
}

/** The admin table's columns: title (pinned mark), category, audience, status, publish time, actions. */
export function updateColumns(
  t: TFunction,
  names: AudienceNames,
  onAction: (action: UpdateRowAction, u: UpdateItem) => void,
): DataColumn<UpdateItem>[] {
  return [
    {
      id: "title",
      header: t("updatesPage.admin.columns.title"),
      cell: (u) => (
        <Group gap={6} wrap="nowrap">
          {u.pinned ? (
            <Tooltip label={t("updatesPage.admin.pinned")}>
              <IconPinFilled
                size={16}
                aria-label={t("updatesPage.admin.pinned")}
                role="img"
                style={{ flex: "none", color: "var(--mantine-primary-color-filled)" }}
              />
            </Tooltip>
          ) : null}
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            c="inherit"
            ta="start"
            onClick={() => onAction("edit", u)}
          >
            {u.title}
          </Anchor>
        </Group>
      ),
    },
    {
      id: "category",
      header: t("updatesPage.admin.columns.category"),
      cell: (u) => <CategoryBadge category={u.category} />,
    },
    {
      id: "audience",
      header: t("updatesPage.admin.columns.audience"),
      cell: (u) => {
        const map = u.audience === "countries" ? names.countries : names.regions;
        const list = u.audience_ids.map((id) => map.get(id)).filter(Boolean);
        return u.audience !== "everyone" && list.length ? (
          <Tooltip label={list.join(", ")} multiline maw={320}>
            <Text size="sm" style={NOWRAP} td="underline dotted" tabIndex={0}>
              {audienceLabel(u, t)}
            </Text>
          </Tooltip>
        ) : (
          <Text size="sm" style={NOWRAP}>
            {audienceLabel(u, t)}
          </Text>
        );
      },
    },
    {
      id: "status",
      header: t("updatesPage.admin.columns.status"),
      cell: (u) => (
        <Badge variant="dot" color={u.published ? "teal" : "orange"} style={{ minWidth: "fit-content" }}>
          {u.published ? t("updatesPage.admin.status.published") : t("updatesPage.admin.status.scheduled")}
        </Badge>
      ),
    },
    {
      id: "publish_at",
      header: t("updatesPage.admin.columns.publishAt"),
      cell: (u) => {
        const date = formatDateTime(u.publish_at);
        return (
          <Text size="sm" style={NOWRAP}>
            <time dateTime={u.publish_at}>{u.published ? date : t("updatesPage.admin.scheduledFor", { date })}</time>
          </Text>
        );
      },
    },
    {
      id: "actions",
      header: t("updatesPage.admin.columns.actions"),
      align: "right",
      width: 64,
      cell: (u) => (
        <Menu position="bottom-end" withinPortal shadow="md" width={180}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("updatesPage.admin.actions.menu", { title: u.title })}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction("edit", u)}>
              {t("updatesPage.admin.actions.edit")}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onAction("delete", u)}
            >
              {t("updatesPage.admin.actions.delete")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}
