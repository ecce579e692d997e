import "../strings";
import { Alert, Center, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { useStudentReads } from "../api/get-student-reads";
import { ReadLogPager, ReadLogTable } from "./read-log-table";

const PAGE_SIZE = 20;

/** "Who viewed this" (issue 37): the student's read log for the partner's owner, newest first. */
export function StudentReads({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reads = useStudentReads(id, page);
  if (reads.isPending) {
    return (
      <Center py="xl">
        <Spinner size="sm" />
      </Center>
    );
  }
  if (reads.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(reads.error, t("studentsPage.reads.loadFailed"))}
      </Alert>
    );
  }
  const rows = reads.data.results.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("studentsPage.reads.intro")}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">{t("studentsPage.reads.empty")}</Text>
      ) : (
        <ReadLogTable rows={rows} label={t("studentsPage.reads.title")} />
      )}
      <ReadLogPager page={page} count={reads.data.count} pageSize={PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}
