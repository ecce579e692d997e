import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { BankDocumentItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useUpdateDocument } from "../api/save-document";
import { notify } from "./notify";

/** Asks before hiding a document from partners (the server keeps it and its versions). */
export function DeactivateModal({ doc, onClose }: { doc: BankDocumentItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDocument();
  const close = () => {
    update.reset();
    onClose();
  };
  const confirm = () => {
    if (!doc) return;
    update.mutate(
      { id: doc.id, patch: { is_active: false } },
      {
        onSuccess: () => {
          notify(t("documentsBankPage.admin.deactivated", { title: doc.title }));
          close();
        },
      },
    );
  };
  return (
    <Modal
      opened={doc !== null}
      onClose={close}
      title={doc ? t("documentsBankPage.deactivate.title", { title: doc.title }) : ""}
      centered
      closeButtonProps={{ "aria-label": t("documentsBankPage.form.close") }}
    >
      <Text size="sm">{t("documentsBankPage.deactivate.body")}</Text>
      {update.isError ? (
        <Alert color="red" variant="outline" role="alert" mt="md">
          {errorMessage(update.error, t("documentsBankPage.admin.toggleFailed"))}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close}>
          {t("documentsBankPage.deactivate.cancel")}
        </Button>
        <Button color="red" onClick={confirm} loading={update.isPending}>
          {t("documentsBankPage.deactivate.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
