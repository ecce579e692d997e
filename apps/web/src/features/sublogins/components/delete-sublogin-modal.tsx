import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { SubLoginItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useDeleteSubLogin } from "../api/delete-sublogin";
import { notifyError, notifySuccess } from "./notify";

/** Asks before deleting; a refusal (the sub-login has used the portal) shows the server's sentence. */
export function DeleteSubLoginModal({ item, onClose }: { item: SubLoginItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteSubLogin();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notifySuccess(t("subLoginsPage.notify.deleted", { name: item.name }));
        close();
      },
      onError: (error) => notifyError(errorMessage(error, t("subLoginsPage.notify.failed"))),
    });
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={item ? t("subLoginsPage.delete.title", { name: item.name }) : ""}
      centered
    >
      <Text size="sm">{t("subLoginsPage.delete.body")}</Text>
      {remove.isError && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {errorMessage(remove.error, t("subLoginsPage.notify.failed"))}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close}>
          {t("subLoginsPage.delete.cancel")}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending} disabled={remove.isError}>
          {t("subLoginsPage.delete.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
