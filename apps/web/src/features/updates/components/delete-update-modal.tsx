import type { UpdateItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal";
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
  return (
    <ConfirmDeleteModal
      opened={item !== null}
      title={item ? t("updatesPage.delete.title", { title: item.title }) : ""}
      body={t("updatesPage.delete.body")}
      cancelLabel={t("updatesPage.delete.cancel")}
      confirmLabel={t("updatesPage.delete.confirm")}
      closeLabel={t("updatesPage.form.close")}
      error={remove.error}
      failedLabel={t("updatesPage.delete.failed")}
      pending={remove.isPending}
      onClose={close}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            notify(t("updatesPage.delete.done", { title: item.title }));
            close();
          },
        })
      }
    />
  );
}
