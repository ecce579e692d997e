import { Button } from "@mantine/core";
import type { ExpertItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal";
import { isApiError } from "../../../lib/api-error";
import { useDeleteExpert, useSaveExpert } from "../api/admin-experts";
import { notify } from "./notify";

/** Asks before deleting; an expert with meetings is refused (409) and can be deactivated from here instead. */
export function DeleteExpertModal({ expert, onClose }: { expert: ExpertItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteExpert();
  const save = useSaveExpert();
  const close = () => {
    remove.reset();
    onClose();
  };
  const refused = isApiError(remove.error) && remove.error.status === 409;
  const deactivateInstead =
    refused && expert?.is_active ? (
      <Button
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { id: expert.id, body: { is_active: false } },
            {
              onSuccess: () => {
                notify("success", t("expertsPage.admin.deactivated", { name: expert.name }));
                close();
              },
            },
          )
        }
      >
        {t("expertsPage.delete.deactivateInstead")}
      </Button>
    ) : undefined;
  return (
    <ConfirmDeleteModal
      opened={expert !== null}
      title={expert ? t("expertsPage.delete.title", { name: expert.name }) : ""}
      body={t("expertsPage.delete.body")}
      cancelLabel={t("expertsPage.delete.cancel")}
      confirmLabel={t("expertsPage.delete.confirm")}
      error={remove.error}
      failedLabel={t("expertsPage.delete.failed")}
      pending={remove.isPending}
      confirmDisabled={refused}
      action={deactivateInstead}
      onClose={close}
      onConfirm={() =>
        expert &&
        remove.mutate(expert.id, {
          onSuccess: () => {
            notify("success", t("expertsPage.delete.done", { name: expert.name }));
            close();
          },
        })
      }
    />
  );
}
