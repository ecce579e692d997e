import "../strings";
import { Anchor, Pagination, Table, Text } from "@mantine/core";
import type { ReadLogItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";

/** Who, and how: a person (Superadmin staff marked), an API key in their name, or an account since removed. */
function Who({ entry }: { entry: ReadLogItem }) {
  const { t } = useTranslation();
  const name = entry.user
    ? entry.user.role === "Superadmin"
      ? t("studentsPage.reads.admin", { name: entry.user.name })
      : entry.user.name
    : t("studentsPage.reads.removed");
  return (
    <>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {entry.api_key !== null ? (
        <Text size="xs" c="dimmed">
          {t("studentsPage.reads.apiKey", { name: entry.api_key })}
        </Text>
      ) : null}
    </>
  );
}

/** What was seen; an export says which report, in which format, how many rows. */
function What({ entry }: { entry: ReadLogItem }) {
  const { t } = useTranslation();
  const d = entry.detail as { report?: string; format?: string; rows?: number } | null;
  return (
    <>
      <Text size="sm">{t(`studentsPage.reads.kind.${entry.what}`)}</Text>
      {entry.what === "export" && d?.report ? (
        <Text size="xs" c="dimmed">
          {t("studentsPage.reads.exportDetail", {
            report: t(`studentsPage.reads.report.${d.report}`, { defaultValue: d.report }),
            format: (d.format ?? "").toUpperCase(),
            rows: d.rows ?? 0,
          })}
        </Text>
      ) : null}
    </>
  );
}

/** The read log's rows as a table: when, (whose data), who, what, from where. */
export function ReadLogTable({
  rows,
  label,
  withStudent = false,
}: {
  rows: ReadLogItem[];
  label: string;
  withStudent?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={withStudent ? 640 : 480}>
      <Table striped aria-label={label} data-testid="read-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("studentsPage.reads.when")}</Table.Th>
            {withStudent ? <Table.Th>{t("studentsPage.reads.student")}</Table.Th> : null}
            <Table.Th>{t("studentsPage.reads.who")}</Table.Th>
            <Table.Th>{t("studentsPage.reads.what")}</Table.Th>
            <Table.Th>{t("studentsPage.reads.from")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
              {withStudent ? (
                <Table.Td>
                  {r.student === null ? (
                    "—"
                  ) : r.student.name === null ? (
                    t("studentsPage.reads.gone", { id: r.student.id })
                  ) : (
                    <Anchor component={Link} to={paths.partnerDetail.student.href(r.student.id)} size="sm">
                      {r.student.name}
                    </Anchor>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td>
                <Who entry={r} />
              </Table.Td>
              <Table.Td>
                <What entry={r} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {r.ip ?? "—"}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The read log's pages (shown only when there is more than one), labelled for screen readers. */
export function ReadLogPager(props: {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (props.count <= props.pageSize) return null;
  return (
    <Pagination
      value={props.page}
      onChange={props.onChange}
      total={Math.ceil(props.count / props.pageSize)}
      getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
      getItemProps={(p) => ({ "aria-label": t("table.page", { page: p }) })}
    />
  );
}
