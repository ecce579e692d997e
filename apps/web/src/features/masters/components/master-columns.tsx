import { Badge } from "@mantine/core";
import type { MasterItem } from "@pp/shared";
import type { TFunction } from "i18next";
import type { DataColumn } from "../../../components/data-table";
import type { MasterConfig } from "../config/types";
import { type RowAction, RowActions } from "./row-actions";

/** The config's columns, then the active badge and the row's action menu. */
export function masterColumns(
  config: MasterConfig,
  t: TFunction,
  onAction: (item: MasterItem, action: RowAction) => void,
): DataColumn<MasterItem>[] {
  return [
    ...config.columns.map((c) => ({
      id: c.id,
      header: c.header(t),
      cell: (row: MasterItem) => c.cell(row, t),
      width: c.width,
      align: c.align,
    })),
    {
      id: "is_active",
      header: t("mastersPage.columns.status"),
      width: 110,
      cell: (row) => (
        <Badge color={row.is_active ? "teal" : "gray"} variant="dot" style={{ minWidth: "max-content" }}>
          {row.is_active ? t("mastersPage.active") : t("mastersPage.inactive")}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t("mastersPage.columns.actions"),
      width: 80,
      align: "right",
      cell: (row) => <RowActions name={config.nameOf(row)} active={row.is_active} onAction={(a) => onAction(row, a)} />,
    },
  ];
}
