import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { MatchItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { NewApplicationModal } from "../../applications/components/new-application-button";
import { useCan } from "../../applications/components/use-can";

/**
 * "Apply" on a course match (issue 18): the new-application form with the student and the course preset. For a course
 * the student does not qualify for, a confirmation first names what is not met; the server records it on the
 * application's timeline.
 */
export function ApplyFromMatch({ studentId, match }: { studentId: number; match: MatchItem }) {
  const { t } = useTranslation();
  const canApply = useCan("applications.manage");
  const [confirming, confirm] = useDisclosure(false);
  const [applying, apply] = useDisclosure(false);
  if (!canApply) return null;
  // The budget is a wish, not a requirement: it never makes a course not eligible.
  const shortfalls = match.reasons.filter((r) => r.status === "not_met" && r.requirement !== "budget");
  return (
    <>
      <Button
        size="xs"
        onClick={
          match.eligibility === "not_eligible" || match.eligibility === "other_level" ? confirm.open : apply.open
        }
        aria-label={t("matches.applyTo", { name: match.course.name })}
      >
        {t("matches.apply")}
      </Button>
      <Modal opened={confirming} onClose={confirm.close} title={t("matches.confirmTitle")}>
        <Stack gap="sm">
          <Text size="sm">{t("matches.confirmText", { name: match.course.name })}</Text>
          <List size="sm" spacing={4}>
            {shortfalls.map((r) => (
              <List.Item key={r.requirement}>{r.message}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t("matches.confirmRecord")}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close}>
              {t("matches.cancel")}
            </Button>
            <Button
              color="red"
              onClick={() => {
                confirm.close();
                apply.open();
              }}
            >
              {t("matches.applyAnyway")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <NewApplicationModal opened={applying} onClose={apply.close} studentId={studentId} course={match.course} />
    </>
  );
}
