import { Anchor, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { paths } from "../../../lib/paths";
import type { RefNames } from "../../lookups/use-ref-names";
import type { AdminProvider } from "../api/keys";
import { isProviderType } from "../utils/provider-form";
import { type RowAction, RowActions } from "./row-actions";
import { ActiveBadge } from "./status-badge";

/** Name (and website), country and city, type, courses (a link to them), status and the row's menu. */
export function providerColumns(
  t: TFunction,
  names: RefNames,
  onAction: (provider: AdminProvider, action: RowAction) => void,
): DataColumn<AdminProvider>[] {
  return [
    {
      id: "name",
      header: t("adminCataloguePage.providers.columns.name"),
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          {row.website ? (
            <Anchor href={row.website} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
              <Group gap={4} wrap="nowrap" component="span">
                <Ltr>{row.website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}</Ltr>
                <IconExternalLink size={12} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "country",
      header: t("adminCataloguePage.providers.columns.country"),
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{names.country(row.country)}</Text>
          {row.city ? (
            <Text size="xs" c="dimmed">
              {row.city}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "type",
      header: t("adminCataloguePage.providers.columns.type"),
      cell: (row) => (isProviderType(row.type) ? t(`adminCataloguePage.providerTypes.${row.type}`) : row.type),
    },
    {
      id: "courses",
      header: t("adminCataloguePage.providers.columns.courses"),
      align: "right",
      cell: (row) =>
        row.courses_count ? (
          <Anchor
            component={Link}
            to={`${paths.admin.courses.href()}?provider=${row.id}`}
            size="sm"
            fw={500}
            aria-label={t("adminCataloguePage.providers.coursesLink", { count: row.courses_count, name: row.name })}
          >
            {row.courses_count}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        ),
    },
    {
      id: "status",
      header: t("adminCataloguePage.columns.status"),
      cell: (row) => <ActiveBadge active={row.is_active} />,
    },
    {
      id: "actions",
      header: <VisuallyHidden>{t("adminCataloguePage.columns.actions")}</VisuallyHidden>,
      width: 56,
      align: "right",
      cell: (row) => <RowActions name={row.name} active={row.is_active} onAction={(a) => onAction(row, a)} />,
    },
  ];
}
