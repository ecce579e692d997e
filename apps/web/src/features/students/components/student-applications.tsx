import { Alert, Anchor, Center, Group, Paper, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Ltr } from "../../../components/ltr";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { StatusBadge } from "../../applications/components/status-badge";
import { IntakeDeadline, PassportWarning } from "../../deadlines/deadline-text";
import { useRefNames } from "../../lookups/use-ref-names";
import { useStudentApplications } from "../api/get-student-applications";
import { LINK_COLOR } from "./link-color";

/** The student's applications, each linking to its page; `action` is the "New application" button. */
export function StudentApplications({ id, action }: { id: number; action?: ReactNode }) {
  const { t } = useTranslation();
  const apps = useStudentApplications(id);
  const names = useRefNames();
  const a = (key: "id" | "course" | "provider" | "intake" | "status" | "created") =>
    t(`studentsPage.applications.${key}`);
  return (
    <>
      {action ? (
        <Group justify="flex-end" mb="md">
          {action}
        </Group>
      ) : null}
      {apps.isPending ? (
        <Center py="xl">
          <Spinner size="sm" />
        </Center>
      ) : apps.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(apps.error, t("studentsPage.applications.loadFailed"))}
        </Alert>
      ) : apps.data.length === 0 ? (
        <Text c="dimmed">{t("studentsPage.applications.empty")}</Text>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={t("studentsPage.applications.tableLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{a("id")}</Table.Th>
                  <Table.Th>{a("course")}</Table.Th>
                  <Table.Th>{a("intake")}</Table.Th>
                  <Table.Th>{a("status")}</Table.Th>
                  <Table.Th>{a("created")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {apps.data.map((app) => (
                  <Table.Tr key={app.id}>
                    <Table.Td>
                      <Anchor
                        c={LINK_COLOR}
                        component={Link}
                        to={paths.partnerDetail.application.href(app.id)}
                        aria-label={t("studentsPage.applications.open", { id: app.id })}
                        fw={600}
                      >
                        <Ltr>#{app.id}</Ltr>
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{app.course.name}</Text>
                      <Text size="xs" c="dimmed">
                        {app.provider.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {names.intake(app.intake)}
                      {app.deadline && !app.submitted_at ? <IntakeDeadline closesOn={app.deadline} /> : null}
                      <PassportWarning warning={app.passport_warning} short />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={app.status} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(app.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </>
  );
}
