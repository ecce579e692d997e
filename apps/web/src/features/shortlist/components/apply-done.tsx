import { Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import type { ApplicationDetail, StudentItem } from "@pp/shared";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { intakeName } from "../../../lib/ref-names";

type Props = { studentId: number; student: StudentItem | null; created: ApplicationDetail[]; onClose: () => void };

/** The Total Applications list filtered to one student. */
export const applicationsOf = (studentId: number) => `${paths.partner.applications.href()}?student=${studentId}`;

/** Each application once (by id), in the order the server created them. */
export function uniqueApplications(created: readonly ApplicationDetail[]): ApplicationDetail[] {
  const seen = new Set<number>();
  return created.filter((a) => !seen.has(a.id) && seen.add(a.id));
}

/** What the apply form created: each application once with its course, provider and intake, and the way to them. */
export function ApplyDone({ studentId, student, created, onClose }: Props) {
  const { t } = useTranslation();
  const rows = uniqueApplications(created);
  return (
    <Stack gap="md" role="status">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={24} color="var(--mantine-color-green-7)" aria-hidden />
        <Text fw={600}>{t("shortlist.apply.success", { count: rows.length, student: student?.full_name ?? "" })}</Text>
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={6} fz="sm" data-testid="apply-created" aria-label={t("shortlist.apply.createdLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("shortlist.apply.createdCourse")}</Table.Th>
              <Table.Th>{t("shortlist.apply.createdProvider")}</Table.Th>
              <Table.Th>{t("shortlist.apply.createdIntake")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a.id} data-testid="apply-created-row">
                <Table.Td>
                  <Anchor component={Link} to={paths.partnerDetail.application.href(a.id)} onClick={onClose} size="sm">
                    {a.course.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{a.provider.name}</Table.Td>
                <Table.Td>{intakeName(a.intake)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("shortlist.apply.close")}
        </Button>
        <Button component={Link} to={applicationsOf(studentId)} onClick={onClose}>
          {t("shortlist.apply.viewApplications")}
        </Button>
      </Group>
    </Stack>
  );
}
