import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { MasterItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useDeleteMaster } from "../api/delete-master";
import type { MasterConfig } from "../config/types";
import { notifySuccess } from "./notify";

/** Asks before deleting; a refusal (something uses the row) shows the server's sentence and removes nothing. */
export function DeleteMasterModal({
  config,
  item,
  onClose,
}: {
  config: MasterConfig;
  item: MasterItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMaster(config.resource);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notifySuccess(t("mastersPage.notify.deleted", { name: config.nameOf(item) }));
        close();
      },
    });
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={item ? t("mastersPage.delete.title", { name: config.nameOf(item) }) : ""}
      centered
    >
      <Text size="sm">{t("mastersPage.delete.body")}</Text>
      {remove.isError && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {errorMessage(remove.error, t("mastersPage.notify.failed"))}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close}>
          {t("mastersPage.delete.cancel")}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending} disabled={remove.isError}>
          {t("mastersPage.delete.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
