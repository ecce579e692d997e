import type { MasterItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal";
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
  return (
    <ConfirmDeleteModal
      opened={item !== null}
      title={item ? t("mastersPage.delete.title", { name: config.nameOf(item) }) : ""}
      body={t("mastersPage.delete.body")}
      cancelLabel={t("mastersPage.delete.cancel")}
      confirmLabel={t("mastersPage.delete.confirm")}
      error={remove.error}
      failedLabel={t("mastersPage.notify.failed")}
      pending={remove.isPending}
      confirmDisabled={remove.isError}
      onClose={close}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            notifySuccess(t("mastersPage.notify.deleted", { name: config.nameOf(item) }));
            close();
          },
        })
      }
    />
  );
}
