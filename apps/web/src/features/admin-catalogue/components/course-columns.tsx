import { Stack, Text, VisuallyHidden } from "@mantine/core";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import { Ltr, ltrText } from "../../../components/ltr";
import type { AdminCourse } from "../api/keys";
import { formatFee, intakeList } from "../utils/months";
import { type RowAction, RowActions } from "./row-actions";
import { ActiveBadge } from "./status-badge";

/** Course (and discipline), provider, level, tuition, duration, intakes, status and the row's menu. */
export function courseColumns(
  t: TFunction,
  onAction: (course: AdminCourse, action: RowAction) => void,
  levelName: (level: { id: number; name: string }) => string = (l) => l.name,
): DataColumn<AdminCourse>[] {
  return [
    {
      id: "name",
      header: t("adminCataloguePage.courses.columns.name"),
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.discipline}
          </Text>
        </Stack>
      ),
    },
    {
      id: "provider",
      header: t("adminCataloguePage.courses.columns.provider"),
      cell: (row) => <Text size="sm">{row.provider.name}</Text>,
    },
    {
      id: "level",
      header: t("adminCataloguePage.courses.columns.level"),
      cell: (row) => <Text size="sm">{levelName(row.study_level)}</Text>,
    },
    {
      id: "tuition",
      header: t("adminCataloguePage.courses.columns.tuition"),
      align: "right",
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            <Ltr>{formatFee(row.tuition_fee, row.currency)}</Ltr>
          </Text>
          {Number(row.application_fee) > 0 ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {t("adminCataloguePage.courses.applicationFee", {
                fee: ltrText(formatFee(row.application_fee, row.currency)),
              })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "duration",
      header: t("adminCataloguePage.courses.columns.duration"),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {t("adminCataloguePage.courses.months", { count: row.duration_months })}
        </Text>
      ),
    },
    {
      id: "intakes",
      header: t("adminCataloguePage.courses.columns.intakes"),
      cell: (row) => <Text size="sm">{intakeList(row.intake_months)}</Text>,
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
