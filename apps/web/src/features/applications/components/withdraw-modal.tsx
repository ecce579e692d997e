import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useWithdrawApplication } from "../api/application-actions";

type Props = { id: number; version?: string; opened: boolean; onClose: () => void; onDone: () => void };

/** Asks before withdrawing; the optional reason goes to the timeline as the move's note. */
export function WithdrawModal({ id, version, opened, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const withdraw = useWithdrawApplication(id, version);
  const [reason, setReason] = useState("");
  const close = () => {
    withdraw.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t("applicationsPage.actions.withdrawTitle", { id })}>
      <Stack gap="md">
        <Text size="sm">{t("applicationsPage.actions.withdrawText")}</Text>
        <Textarea
          label={t("applicationsPage.actions.withdrawReason")}
          placeholder={t("applicationsPage.actions.withdrawReasonPlaceholder")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
        />
        {withdraw.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(withdraw.error, t("applicationsPage.actions.withdrawFailed"))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("applicationsPage.actions.withdrawCancel")}
          </Button>
          <Button
            color="red"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(reason.trim() ? { note: reason.trim() } : {}, {
                onSuccess: () => {
                  setReason("");
                  onDone();
                },
              })
            }
          >
            {t("applicationsPage.actions.withdrawConfirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
