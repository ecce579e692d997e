import { Anchor, Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import type { AdminDashboardData } from "@pp/shared";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime, formatNumber } from "../../../lib/format";
import { useMasterNames } from "../../lookups/use-master-names";
import type { dashboardStrings } from "../strings";
import { adminLinks } from "../utils/admin-links";
import { ChartPanel } from "./chart-panel";
import classes from "./dashboard.module.css";

/** "4.5 days" in the interface's language (Intl's unit formatting). */
const inDays = (n: number) =>
  formatNumber(n, { style: "unit", unit: "day", unitDisplay: "long", maximumFractionDigits: 1 });

/** Each status with its applications (a link to them) and the median time applications spend in it. */
export function PipelineTable({ pipeline }: { pipeline: AdminDashboardData["pipeline"] }) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const k = (key: keyof typeof dashboardStrings.salesDashboard.admin.pipeline) =>
    t(`salesDashboard.admin.pipeline.${key}`);
  return (
    <ChartPanel title={k("title")} hint={k("hint")}>
      <div className={classes.tableWrap}>
        <Table verticalSpacing={6} aria-label={k("tableLabel")} data-testid="admin-pipeline">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{k("status")}</Table.Th>
              <Table.Th ta="end">{k("applications")}</Table.Th>
              <Table.Th ta="end">{k("median")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pipeline.map((s) => (
              <Table.Tr key={s.id} data-status={s.id}>
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <span
                      aria-hidden
                      style={{
                        width: 10,
                        height: 10,
                        flexShrink: 0,
                        borderRadius: 3,
                        background: `var(--mantine-color-${s.colour}-6, ${s.colour})`,
                      }}
                    />
                    <Text size="sm">{masters.status(s)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="end">
                  <Anchor
                    className={classes.link}
                    component={Link}
                    to={adminLinks.applicationsInStatus(s.id)}
                    fw={700}
                    size="sm"
                  >
                    {formatNumber(s.count)}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="end">
                  {s.median_days === null ? (
                    <Text size="sm" c="dimmed" title={k("notLeft")}>
                      <span aria-hidden>—</span>
                      <VisuallyHidden>{k("notLeft")}</VisuallyHidden>
                    </Text>
                  ) : (
                    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                      {inDays(s.median_days)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </ChartPanel>
  );
}

type Ranked = AdminDashboardData["top_partners"];

/** The five partners or providers with the most applications; each name opens those applications. */
export function TopTable({ kind, rows }: { kind: "partners" | "providers"; rows: Ranked }) {
  const { t } = useTranslation();
  const link = kind === "partners" ? adminLinks.applicationsOfPartner : adminLinks.applicationsOfProvider;
  const title = t(`salesDashboard.admin.top.${kind}`);
  return (
    <ChartPanel title={title} hint={t("salesDashboard.admin.top.hint")}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {t("salesDashboard.admin.top.none")}
        </Text>
      ) : (
        <Table verticalSpacing={6} aria-label={title} data-testid={`admin-top-${kind}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={28}>#</Table.Th>
              <Table.Th>{t("salesDashboard.admin.top.name")}</Table.Th>
              <Table.Th ta="end">{t("salesDashboard.admin.top.applications")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.id}>
                <Table.Td c="dimmed">{formatNumber(i + 1)}</Table.Td>
                <Table.Td>
                  <Anchor
                    className={classes.link}
                    component={Link}
                    to={link(r.id)}
                    size="sm"
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {r.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="end" fw={700}>
                  {formatNumber(r.count)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ChartPanel>
  );
}

/** The newest failed jobs with their error, and a link to every failed one. */
export function FailedJobs({ jobs }: { jobs: AdminDashboardData["jobs"] }) {
  const { t } = useTranslation();
  const k = (key: keyof typeof dashboardStrings.salesDashboard.admin.jobs) => t(`salesDashboard.admin.jobs.${key}`);
  return (
    <ChartPanel title={k("title")} hint={k("hint")}>
      {jobs.recent.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {k("none")}
        </Text>
      ) : (
        <div className={classes.tableWrap}>
          <Table verticalSpacing={6} aria-label={k("tableLabel")} data-testid="admin-failed-jobs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{k("kind")}</Table.Th>
                <Table.Th>{k("error")}</Table.Th>
                <Table.Th>{k("when")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.recent.map((j) => (
                <Table.Tr key={j.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                      {j.kind}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" className={classes.alertText} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                      {j.error ?? "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                      {j.finished_at ? formatDateTime(j.finished_at, { year: false }) : "—"}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {jobs.failed > 0 && (
        <Group justify="flex-end" mt="sm">
          <Button
            component={Link}
            to={adminLinks.failedJobs()}
            variant="light"
            size="xs"
            rightSection={<IconArrowRight size={14} className={classes.flipRtl} aria-hidden />}
          >
            {t("salesDashboard.admin.jobs.all", { value: formatNumber(jobs.failed) })}
          </Button>
        </Group>
      )}
    </ChartPanel>
  );
}
