import type { SubLoginItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal";
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
  return (
    <ConfirmDeleteModal
      opened={item !== null}
      title={item ? t("subLoginsPage.delete.title", { name: item.name }) : ""}
      body={t("subLoginsPage.delete.body")}
      cancelLabel={t("subLoginsPage.delete.cancel")}
      confirmLabel={t("subLoginsPage.delete.confirm")}
      error={remove.error}
      failedLabel={t("subLoginsPage.notify.failed")}
      pending={remove.isPending}
      confirmDisabled={remove.isError}
      onClose={close}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            notifySuccess(t("subLoginsPage.notify.deleted", { name: item.name }));
            close();
          },
          onError: (error) => notifyError(errorMessage(error, t("subLoginsPage.notify.failed"))),
        })
      }
    />
  );
}
