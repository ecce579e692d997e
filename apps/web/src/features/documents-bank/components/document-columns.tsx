import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Text } from "@mantine/core";
import type { BankDocumentItem } from "@pp/shared";
import {
  IconDots,
  IconDownload,
  IconFileUpload,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { formatDate, formatDateTime } from "../../../lib/format";
import { fileKind, formatBytes } from "../utils/files";
import { categoryName } from "./category-label";
import { FileIcon } from "./file-icon";

const NOWRAP = { whiteSpace: "nowrap" } as const;

export type DocumentRowAction = "edit" | "version" | "download" | "deactivate" | "activate";

/** The Superadmin's table: document (icon, title, file), category, provider, country, version, size, status. */
export function documentColumns(
  t: TFunction,
  onAction: (action: DocumentRowAction, doc: BankDocumentItem) => void,
): DataColumn<BankDocumentItem>[] {
  return [
    {
      id: "title",
      header: t("documentsBankPage.admin.columns.title"),
      cell: (d) => (
        <Group gap="sm" wrap="nowrap">
          <FileIcon kind={fileKind(d.content_type, d.file_name)} size={36} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              c="inherit"
              ta="start"
              onClick={() => onAction("edit", d)}
            >
              {d.title}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end" maw={260} title={d.file_name}>
              {d.file_name}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      id: "category",
      header: t("documentsBankPage.admin.columns.category"),
      cell: (d) => (
        <Text size="sm" style={NOWRAP}>
          {categoryName(t, d.category)}
        </Text>
      ),
    },
    {
      id: "provider",
      header: t("documentsBankPage.admin.columns.provider"),
      cell: (d) => (
        <Text size="sm" c={d.provider ? undefined : "dimmed"}>
          {d.provider?.name ?? "—"}
        </Text>
      ),
    },
    {
      id: "country",
      header: t("documentsBankPage.admin.columns.country"),
      cell: (d) => (
        <Text size="sm" c={d.country ? undefined : "dimmed"}>
          {d.country?.name ?? "—"}
        </Text>
      ),
    },
    {
      id: "version",
      header: t("documentsBankPage.admin.columns.version"),
      align: "right",
      cell: (d) => (
        <Text size="sm" fw={600} data-testid="row-version">
          {t("documentsBankPage.card.versionShort", { version: d.version })}
        </Text>
      ),
    },
    {
      id: "size",
      header: t("documentsBankPage.admin.columns.size"),
      align: "right",
      cell: (d) => (
        <Text size="sm" style={NOWRAP}>
          {formatBytes(d.size_bytes)}
        </Text>
      ),
    },
    {
      id: "status",
      header: t("documentsBankPage.admin.columns.status"),
      cell: (d) => (
        <Badge variant="dot" color={d.is_active ? "teal" : "gray"} style={{ minWidth: "fit-content" }}>
          {d.is_active ? t("documentsBankPage.admin.status.active") : t("documentsBankPage.admin.status.inactive")}
        </Badge>
      ),
    },
    {
      id: "updated",
      header: t("documentsBankPage.admin.columns.updated"),
      cell: (d) => (
        <Text size="sm" style={NOWRAP} title={formatDateTime(d.updated_at)}>
          <time dateTime={d.updated_at}>{formatDate(d.updated_at)}</time>
        </Text>
      ),
    },
    {
      id: "actions",
      header: t("documentsBankPage.admin.columns.actions"),
      align: "right",
      width: 80,
      cell: (d) => (
        <Menu position="bottom-end" withinPortal shadow="md" width={220}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("documentsBankPage.admin.actions.menu", { title: d.title })}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction("edit", d)}>
              {t("documentsBankPage.admin.actions.edit")}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileUpload size={16} aria-hidden />} onClick={() => onAction("version", d)}>
              {t("documentsBankPage.admin.actions.newVersion")}
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onAction("download", d)}>
              {t("documentsBankPage.admin.actions.download")}
            </Menu.Item>
            <Menu.Divider />
            {d.is_active ? (
              <Menu.Item
                color="red"
                leftSection={<IconPlayerStop size={16} aria-hidden />}
                onClick={() => onAction("deactivate", d)}
              >
                {t("documentsBankPage.admin.actions.deactivate")}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => onAction("activate", d)}>
                {t("documentsBankPage.admin.actions.activate")}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}
