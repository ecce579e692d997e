import { Paper, Table, Text } from "@mantine/core";
import { type AdminJobCounts, JOB_STATES } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";

/** Jobs per kind and state; a click on a number filters the list to it. */
export function JobCounts({
  counts,
  onPick,
}: {
  counts: AdminJobCounts[];
  onPick: (kind: string, state: (typeof JOB_STATES)[number]) => void;
}) {
  const { t } = useTranslation();
  if (counts.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={0} style={{ overflowX: "auto" }}>
      <Table striped highlightOnHover aria-label={t("adminJobsPage.countsLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("adminJobsPage.columns.kind")}</Table.Th>
            {JOB_STATES.map((s) => (
              <Table.Th key={s} ta="right">
                {t(`adminJobsPage.state.${s}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {counts.map((c) => (
            <Table.Tr key={c.kind}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {c.kind}
                </Text>
              </Table.Td>
              {JOB_STATES.map((s) => (
                <Table.Td key={s} ta="right">
                  {c[s] > 0 ? (
                    <Text
                      component="button"
                      type="button"
                      size="sm"
                      c={s === "failed" ? "red.8" : undefined}
                      fw={s === "failed" ? 700 : undefined}
                      style={{ background: "none", border: 0, cursor: "pointer", padding: 0 }}
                      onClick={() => onPick(c.kind, s)}
                    >
                      {formatNumber(c[s])}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {formatNumber(0)}
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
