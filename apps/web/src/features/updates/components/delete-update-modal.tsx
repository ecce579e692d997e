import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { UpdateItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useDeleteUpdate } from "../api/delete-update";
import { notify } from "./notify";

/** Asks before deleting an update; a refusal shows the server's sentence and removes nothing. */
export function DeleteUpdateModal({ item, onClose }: { item: UpdateItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUpdate();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notify(t("updatesPage.delete.done", { title: item.title }));
        close();
      },
    });
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={item ? t("updatesPage.delete.title", { title: item.title }) : ""}
      centered
      closeButtonProps={{ "aria-label": t("updatesPage.form.close") }}
    >
      <Text size="sm">{t("updatesPage.delete.body")}</Text>
      {remove.isError ? (
        <Alert color="red" variant="outline" role="alert" mt="md">
          {errorMessage(remove.error, t("updatesPage.delete.failed"))}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close}>
          {t("updatesPage.delete.cancel")}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t("updatesPage.delete.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
