import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import type { StudentImportRow } from "@pp/shared";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DataColumn, DataTable } from "../../../../components/data-table";
import { Ltr } from "../../../../components/ltr";
import { paths } from "../../../../lib/paths";
import { LINK_COLOR } from "../link-color";
import classes from "./import.module.css";

/** A checked row: its cells when the whole file came back, only its errors for a background job's first problems. */
export type CheckedRow = Omit<StudentImportRow, "values"> & { values?: Record<string, string> };

const problemsOf = (r: CheckedRow) =>
  Object.entries(r.errors).flatMap(([column, list]) => list.map((message) => ({ column, message })));

function Outcome({ row }: { row: CheckedRow }) {
  const { t } = useTranslation();
  const problems = problemsOf(row);
  return (
    <Stack gap={6} align="flex-start">
      <Badge variant="dot" color={problems.length ? "red" : "teal"} style={{ minWidth: "max-content" }}>
        {problems.length
          ? t("studentImport.review.errorBadge", { count: problems.length })
          : t("studentImport.review.okBadge")}
      </Badge>
      {problems.length ? (
        <ul className={classes.problems}>
          {problems.map((p) => (
            <li key={`${p.column}:${p.message}`}>
              <Text size="sm" component="span" fw={600} inherit>
                <Ltr>{p.column}</Ltr>:
              </Text>{" "}
              <Text size="sm" component="span" inherit>
                {p.message}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      {row.duplicate_of ? (
        <Anchor
          c={LINK_COLOR}
          component={Link}
          to={paths.partnerDetail.student.href(row.duplicate_of.id)}
          size="sm"
          target="_blank"
        >
          {t("studentImport.review.existing", { name: row.duplicate_of.name })}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function Student({ row }: { row: CheckedRow }) {
  const v = row.values;
  if (!v) return <Text c="dimmed">—</Text>;
  const name = [v.first_name, v.last_name].filter(Boolean).join(" ");
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {name || "—"}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        <Ltr>{v.email || "—"}</Ltr>
      </Text>
    </Stack>
  );
}

function columnsOf(t: TFunction): DataColumn<CheckedRow>[] {
  return [
    { id: "line", header: t("studentImport.review.columns.line"), width: 64, cell: (r) => r.line },
    { id: "student", header: t("studentImport.review.columns.student"), cell: (r) => <Student row={r} /> },
    {
      id: "destination",
      header: t("studentImport.review.columns.destination"),
      optional: true,
      cell: (r) => (
        <Text size="sm">{[r.values?.study_country, r.values?.study_level].filter(Boolean).join(" · ") || "—"}</Text>
      ),
    },
    { id: "result", header: t("studentImport.review.columns.result"), cell: (r) => <Outcome row={r} /> },
  ];
}

const PAGE_SIZE = 25;

/** The checked rows, paged here (the whole check came back at once). */
export function ImportRowsTable({ rows }: { rows: CheckedRow[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const columns = useMemo(() => columnsOf(t), [t]);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  return (
    <DataTable<CheckedRow>
      label={t("studentImport.review.tableLabel")}
      rows={rows.slice((current - 1) * pageSize, current * pageSize)}
      rowKey={(r) => r.line}
      columns={columns}
      card={(r) => (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t("studentImport.review.line", { line: r.line })}
            </Text>
          </Group>
          <Student row={r} />
          <Outcome row={r} />
        </Stack>
      )}
      page={current}
      pageSize={pageSize}
      total={rows.length}
      onPageChange={setPage}
      onPageSizeChange={(n) => {
        setPageSize(n);
        setPage(1);
      }}
      empty={<Text c="dimmed">{t("studentImport.review.empty")}</Text>}
    />
  );
}
