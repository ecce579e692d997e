import "../strings";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileZip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { useExportStudentData } from "../api/export-student-data";

/**
 * "Export all data" (the owner only; issue 37, decision 058): answers a student's access request. The archive is
 * made in the background; Export Reports shows its progress and keeps it ready to download for 7 days.
 */
export function ExportStudentDataButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useExportStudentData(id);
  return (
    <Button
      variant="default"
      leftSection={<IconFileZip size={16} aria-hidden />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: (job) => {
            notifications.show({ color: "teal", message: t("studentsPage.detail.exportDataStarted", { name }) });
            navigate(`${paths.partner.reports.href()}?job=${job.id}`);
          },
          onError: (err) =>
            notifications.show({ color: "red", message: errorMessage(err, t("studentsPage.detail.exportDataFailed")) }),
        })
      }
    >
      {t("studentsPage.detail.exportData")}
    </Button>
  );
}
