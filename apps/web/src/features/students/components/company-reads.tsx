import "../strings";
import { Alert, Center, Group, Select, Stack, Text, Title } from "@mantine/core";
import { READ_KINDS, type ReadKind } from "@pp/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { usePartnerReads } from "../api/get-partner-reads";
import { ReadLogPager, ReadLogTable } from "./read-log-table";

const PAGE_SIZE = 20;

/** The company page's "Who viewed your students' data" (issue 37): the agency's read log, newest first. */
export function CompanyReads() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [what, setWhat] = useState<ReadKind | null>(null);
  const reads = usePartnerReads(page, what);
  return (
    <section aria-labelledby="reads-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h3" id="reads-heading">
              {t("studentsPage.reads.companyTitle")}
            </Title>
            <Text c="dimmed" size="sm">
              {t("studentsPage.reads.companyHelp")}
            </Text>
          </div>
          <Select
            label={t("studentsPage.reads.filter")}
            w={220}
            value={what ?? "all"}
            allowDeselect={false}
            data={[
              { value: "all", label: t("studentsPage.reads.all") },
              ...READ_KINDS.map((k) => ({ value: k, label: t(`studentsPage.reads.kind.${k}`) })),
            ]}
            onChange={(v) => {
              setWhat(v && v !== "all" ? (v as ReadKind) : null);
              setPage(1);
            }}
          />
        </Group>
        {reads.isPending ? (
          <Center py="xl">
            <Spinner size="sm" />
          </Center>
        ) : reads.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(reads.error, t("studentsPage.reads.companyFailed"))}
          </Alert>
        ) : reads.data.results.data.length === 0 ? (
          <Text c="dimmed">{t("studentsPage.reads.companyEmpty")}</Text>
        ) : (
          <ReadLogTable rows={reads.data.results.data} label={t("studentsPage.reads.companyTitle")} withStudent />
        )}
        {reads.data ? (
          <ReadLogPager page={page} count={reads.data.count} pageSize={PAGE_SIZE} onChange={setPage} />
        ) : null}
      </Stack>
    </section>
  );
}
