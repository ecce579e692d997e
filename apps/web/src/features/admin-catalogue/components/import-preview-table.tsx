import { Badge, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { cellHasError, type ImportRow, isImportColumn, pageOf, rowProblems } from "../utils/import-preview";
import classes from "./import.module.css";

/** A value of the file; a field with an error is highlighted (and an empty one says it is missing). */
function Value({
  row,
  fields,
  children,
  dimmed,
}: {
  row: ImportRow;
  fields: string[];
  children: ReactNode;
  dimmed?: boolean;
}) {
  const { t } = useTranslation();
  const empty = children === "" || children === undefined || children === null;
  if (cellHasError(row, fields))
    return (
      <Text size={dimmed ? "xs" : "sm"} component="span" className={classes.bad}>
        <IconAlertTriangle size={14} aria-hidden />
        {empty ? t("adminCataloguePage.import.preview.missing") : children}
      </Text>
    );
  return (
    <Text size={dimmed ? "xs" : "sm"} c={dimmed || empty ? "dimmed" : undefined}>
      {empty ? "—" : children}
    </Text>
  );
}

const fieldLabel = (t: TFunction, field: string) =>
  isImportColumn(field) ? t(`adminCataloguePage.import.columns.${field}.label`) : field;

function previewColumns(t: TFunction): DataColumn<ImportRow>[] {
  return [
    { id: "line", header: t("adminCataloguePage.import.preview.columns.line"), width: 64, cell: (r) => r.line },
    {
      id: "provider",
      header: t("adminCataloguePage.import.preview.columns.provider"),
      cell: (r) => (
        <Stack gap={2}>
          <Value row={r} fields={["provider"]}>
            {r.values.provider}
          </Value>
          <Value row={r} fields={["provider_country"]} dimmed>
            {r.values.provider_country}
          </Value>
        </Stack>
      ),
    },
    {
      id: "course",
      header: t("adminCataloguePage.import.preview.columns.course"),
      cell: (r) => (
        <Stack gap={2}>
          <Value row={r} fields={["name"]}>
            {r.values.name}
          </Value>
          <Value row={r} fields={["discipline"]} dimmed>
            {r.values.discipline}
          </Value>
        </Stack>
      ),
    },
    {
      id: "level",
      header: t("adminCataloguePage.import.preview.columns.level"),
      cell: (r) => (
        <Value row={r} fields={["study_level"]}>
          {r.values.study_level}
        </Value>
      ),
    },
    {
      id: "duration",
      header: t("adminCataloguePage.import.preview.columns.duration"),
      cell: (r) => (
        <Value row={r} fields={["duration_months"]}>
          {r.values.duration_months}
        </Value>
      ),
    },
    {
      id: "fees",
      header: t("adminCataloguePage.import.preview.columns.fees"),
      cell: (r) => (
        <Stack gap={2}>
          <Value row={r} fields={["tuition_fee", "currency"]}>
            {[r.values.tuition_fee, r.values.currency].filter(Boolean).join(" ")}
          </Value>
          {Number(r.values.application_fee) || r.errors.application_fee ? (
            <Value row={r} fields={["application_fee"]} dimmed>
              {t("adminCataloguePage.import.preview.applicationFee", { fee: r.values.application_fee ?? "" })}
            </Value>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "intakes",
      header: t("adminCataloguePage.import.preview.columns.intakes"),
      cell: (r) => (
        <Value row={r} fields={["intake_months"]}>
          {r.values.intake_months}
        </Value>
      ),
    },
    {
      id: "result",
      header: t("adminCataloguePage.import.preview.columns.result"),
      cell: (r) => {
        const problems = rowProblems(r);
        return (
          <Stack gap={6} align="flex-start">
            <Badge variant="dot" color={problems.length ? "red" : "teal"} style={{ minWidth: "max-content" }}>
              {problems.length
                ? t("adminCataloguePage.import.preview.problems", { count: problems.length })
                : t("adminCataloguePage.import.preview.ready")}
            </Badge>
            {problems.length ? (
              <ul className={classes.problems}>
                {problems.map((p) => (
                  <li key={`${p.field}:${p.message}`}>
                    <Text size="sm" component="span" fw={600} inherit>
                      {fieldLabel(t, p.field)}:
                    </Text>{" "}
                    <Text size="sm" component="span" inherit>
                      {p.message}
                    </Text>
                  </li>
                ))}
              </ul>
            ) : null}
          </Stack>
        );
      },
    },
  ];
}

const PAGE_SIZE = 25;

/** The checked rows of the file, paged here (the whole file came back at once). */
export function ImportPreviewTable({ rows, empty }: { rows: ImportRow[]; empty: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const columns = useMemo(() => previewColumns(t), [t]);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  return (
    <DataTable<ImportRow>
      label={t("adminCataloguePage.import.preview.tableLabel")}
      rows={pageOf(rows, current, pageSize)}
      rowKey={(r) => r.line}
      columns={columns}
      page={current}
      pageSize={pageSize}
      total={rows.length}
      onPageChange={setPage}
      onPageSizeChange={(n) => {
        setPageSize(n);
        setPage(1);
      }}
      empty={<Text c="dimmed">{empty}</Text>}
    />
  );
}
