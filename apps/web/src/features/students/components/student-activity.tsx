import { Alert, Anchor, Center, Text, Timeline } from "@mantine/core";
import { IconActivity, IconFile, IconFileCheck, IconPencil, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useStudentActivity } from "../api/get-student-activity";
import { LINK_COLOR } from "./link-color";

function icon(kind: string) {
  if (kind === "student.create") return <IconUserPlus size={14} aria-hidden />;
  if (kind === "student.update") return <IconPencil size={14} aria-hidden />;
  if (kind.startsWith("student.document")) return <IconFile size={14} aria-hidden />;
  if (kind === "application.status") return <IconFileCheck size={14} aria-hidden />;
  return <IconActivity size={14} aria-hidden />;
}

/** What happened to the student, newest first, as a timeline. */
export function StudentActivity({ id }: { id: number }) {
  const { t } = useTranslation();
  const activity = useStudentActivity(id);
  if (activity.isPending) {
    return (
      <Center py="xl">
        <Spinner size="sm" />
      </Center>
    );
  }
  if (activity.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(activity.error, t("studentsPage.activity.loadFailed"))}
      </Alert>
    );
  }
  if (activity.data.length === 0) return <Text c="dimmed">{t("studentsPage.activity.empty")}</Text>;
  return (
    <Timeline bulletSize={24} lineWidth={2} active={activity.data.length}>
      {activity.data.map((entry) => (
        <Timeline.Item
          key={`${entry.at}-${entry.kind}-${entry.summary}`}
          bullet={icon(entry.kind)}
          title={entry.summary}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at)}
            {entry.by ? ` · ${t("studentsPage.activity.by", { name: entry.by })}` : ""}
          </Text>
          {entry.application_id ? (
            <Anchor
              c={LINK_COLOR}
              component={Link}
              to={paths.partnerDetail.application.href(entry.application_id)}
              size="sm"
            >
              {t("studentsPage.activity.openApplication")}
            </Anchor>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
