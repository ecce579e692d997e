import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useSubmitApplication } from "../api/application-actions";

type Props = { id: number; version?: string; opened: boolean; onClose: () => void; onDone: () => void };

/** Asks before submitting, saying what follows: the admissions team has it and its documents are fixed. */
export function SubmitModal({ id, version, opened, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitApplication(id, version);
  const close = () => {
    submit.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t("applicationsPage.actions.submitTitle", { id })}>
      <Stack gap="md">
        <Text size="sm">{t("applicationsPage.actions.submitText")}</Text>
        {submit.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(submit.error, t("applicationsPage.actions.submitFailed"))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("applicationsPage.actions.submitCancel")}
          </Button>
          <Button loading={submit.isPending} onClick={() => submit.mutate({}, { onSuccess: onDone })}>
            {t("applicationsPage.actions.submitConfirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
