import "../strings";
import { Alert, Center, Pagination, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { useStudentReads } from "../api/get-student-reads";
import { ReadLogTable } from "./read-log-table";

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
      {reads.data.count > PAGE_SIZE ? (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil(reads.data.count / PAGE_SIZE)}
          getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
          getItemProps={(p) => ({ "aria-label": t("table.page", { page: p }) })}
        />
      ) : null}
    </Stack>
  );
}
