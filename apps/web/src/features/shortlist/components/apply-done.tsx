import { Button, Group, List, Stack, Text } from "@mantine/core";
import type { ApplicationDetail, StudentItem } from "@pp/shared";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";

type Props = { studentId: number; student: StudentItem | null; created: ApplicationDetail[]; onClose: () => void };

/** The Total Applications list filtered to one student. */
export const applicationsOf = (studentId: number) => `${paths.partner.applications.href()}?student=${studentId}`;

/** What the apply form created, with the way to the student's applications. */
export function ApplyDone({ studentId, student, created, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={24} color="var(--mantine-color-green-7)" aria-hidden />
        <Text fw={600}>
          {t("shortlist.apply.success", { count: created.length, student: student?.full_name ?? "" })}
        </Text>
      </Group>
      <List size="sm" spacing={4}>
        {created.map((a) => (
          <List.Item key={a.id}>
            {a.course.name} · {a.intake.name} · {a.status.name}
          </List.Item>
        ))}
      </List>
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
