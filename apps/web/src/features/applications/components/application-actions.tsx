import { Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import type { ApplicationDetail } from "@pp/shared";
import { IconArrowBackUp, IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMasterNames } from "../../lookups/use-master-names";
import { canWithdraw, submitState } from "../utils/application-state";
import { SubmitModal } from "./submit-modal";
import { WithdrawModal } from "./withdraw-modal";

/**
 * Submit (a complete Draft) and Withdraw (until a final status), each confirmed first with what will happen, and the
 * reason when they are not offered.
 */
export function ApplicationActions({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const names = useMasterNames();
  const [submitOpen, submitModal] = useDisclosure(false);
  const [withdrawOpen, withdrawModal] = useDisclosure(false);
  const state = submitState(application, (c) => names.documentKind(c.kind, c.label));
  const withdrawable = canWithdraw(application);
  const reasonId = `submit-reason-${application.id}`;

  if (!state.visible && !withdrawable) {
    return (
      <Text size="sm" c="dimmed">
        {t("applicationsPage.actions.final", { status: names.status(application.status) })}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {state.visible && (
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!state.enabled}
            aria-describedby={state.enabled ? undefined : reasonId}
            onClick={submitModal.open}
          >
            {t("applicationsPage.actions.submit")}
          </Button>
        )}
        {withdrawable && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconArrowBackUp size={16} />}
            onClick={withdrawModal.open}
          >
            {t("applicationsPage.actions.withdraw")}
          </Button>
        )}
      </Group>
      {state.visible && !state.enabled && (
        <Text size="xs" c="dimmed" id={reasonId}>
          {t("applicationsPage.actions.submitNeedsDocuments")} ({state.missing.join(", ")})
        </Text>
      )}
      <SubmitModal
        id={application.id}
        version={application.updated_at}
        opened={submitOpen}
        onClose={submitModal.close}
        onDone={() => {
          submitModal.close();
          notifications.show({ color: "teal", message: t("applicationsPage.actions.submitted") });
        }}
      />
      <WithdrawModal
        id={application.id}
        version={application.updated_at}
        opened={withdrawOpen}
        onClose={withdrawModal.close}
        onDone={() => {
          withdrawModal.close();
          notifications.show({ color: "gray", message: t("applicationsPage.actions.withdrawn") });
        }}
      />
    </Stack>
  );
}
