import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import type { ApplicationDetail } from "@pp/shared";
import { IconArrowBackUp, IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useSubmitApplication } from "../api/application-actions";
import { canWithdraw, submitState } from "../utils/application-state";
import { WithdrawModal } from "./withdraw-modal";

/** Submit (a complete Draft) and Withdraw (until a final status), with the reason when they are not offered. */
export function ApplicationActions({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const submit = useSubmitApplication(application.id, application.updated_at);
  const [withdrawOpen, withdrawModal] = useDisclosure(false);
  const state = submitState(application);
  const withdrawable = canWithdraw(application);
  const reasonId = `submit-reason-${application.id}`;

  if (!state.visible && !withdrawable) {
    return (
      <Text size="sm" c="dimmed">
        {t("applicationsPage.actions.final", { status: application.status.name })}
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
            loading={submit.isPending}
            aria-describedby={state.enabled ? undefined : reasonId}
            onClick={() =>
              submit.mutate(
                {},
                {
                  onSuccess: () =>
                    notifications.show({ color: "teal", message: t("applicationsPage.actions.submitted") }),
                },
              )
            }
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
      {submit.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(submit.error, t("applicationsPage.actions.submitFailed"))}
        </Alert>
      )}
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
