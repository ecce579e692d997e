import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { ExpertItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
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
  return (
    <Modal
      opened={expert !== null}
      onClose={close}
      centered
      title={expert ? t("expertsPage.delete.title", { name: expert.name }) : ""}
    >
      <Text size="sm">{t("expertsPage.delete.body")}</Text>
      {remove.isError ? (
        <Alert color="red.8" variant="outline" role="alert" mt="md">
          {errorMessage(remove.error, t("expertsPage.delete.failed"))}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close}>
          {t("expertsPage.delete.cancel")}
        </Button>
        {refused && expert?.is_active ? (
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
        ) : (
          <Button
            color="red.8"
            disabled={refused}
            loading={remove.isPending}
            onClick={() =>
              expert &&
              remove.mutate(expert.id, {
                onSuccess: () => {
                  notify("success", t("expertsPage.delete.done", { name: expert.name }));
                  close();
                },
              })
            }
          >
            {t("expertsPage.delete.confirm")}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
