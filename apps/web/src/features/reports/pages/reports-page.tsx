import "../strings";
import { Alert, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReportJob } from "@pp/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../../../lib/auth/session-store";
import { reportKeys } from "../api/keys";
import { JobsTable } from "../components/jobs-table";
import { ReportCard } from "../components/report-card";
import { visibleKinds } from "../utils/report-kinds";

/** /partner/reports ("Export Reports"): the reports the user may run, and their background exports (`?job=ID`). */
export function ReportsPage() {
  const { t } = useTranslation();
  const permissions = useSession((s) => s.permissions);
  const kinds = visibleKinds(permissions);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const highlight = Number(params.get("job")) || null;
  const jobStarted = useCallback(
    (job: ReportJob) => {
      setParams({ job: String(job.id) }, { replace: true });
      void client.invalidateQueries({ queryKey: reportKeys.jobs() });
    },
    [client, setParams],
  );

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t("reportsPage.titles.partner")}</Title>
          <Text c="dimmed" size="sm">
            {t("reportsPage.subtitle")}
          </Text>
        </div>
        {kinds.length === 0 ? (
          <Alert color="orange" role="status">
            {t("reportsPage.noReports")}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: "start" }}>
            {kinds.map((kind) => (
              <ReportCard key={kind} kind={kind} onJobStarted={jobStarted} />
            ))}
          </SimpleGrid>
        )}
        {permissions.includes("reports.export") ? <JobsTable highlight={highlight} /> : null}
      </Stack>
    </Container>
  );
}
