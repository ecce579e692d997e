import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { BankDocumentItem } from "@pp/shared";
import { IconFileUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useUploadVersion } from "../api/save-document";
import { FileDropzone } from "./file-dropzone";
import { notify } from "./notify";

/** Replaces a document's file with a new version; the earlier versions stay on the server. */
export function NewVersionModal({ doc, onClose }: { doc: BankDocumentItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadVersion();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const next = (doc?.version ?? 0) + 1;

  const close = () => {
    setFile(null);
    setFileError(null);
    upload.reset();
    onClose();
  };

  const submit = () => {
    if (!doc) return;
    if (!file) {
      setFileError(t("documentsBankPage.form.fileRequired"));
      return;
    }
    upload.mutate(
      { id: doc.id, file },
      {
        onSuccess: (saved) => {
          notify(t("documentsBankPage.newVersion.done", { title: saved.title, version: saved.version }));
          close();
        },
        onError: (error) => {
          const message = isApiError(error) ? error.firstFieldErrors().file : undefined;
          if (message) setFileError(message);
        },
      },
    );
  };

  return (
    <Modal
      opened={doc !== null}
      onClose={close}
      title={t("documentsBankPage.newVersion.title")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("documentsBankPage.form.close") }}
    >
      {doc ? (
        <Stack gap="md">
          <Text size="sm">
            {t("documentsBankPage.newVersion.body", { title: doc.title, version: doc.version, next })}
          </Text>
          <FileDropzone
            label={t("documentsBankPage.form.file")}
            required
            file={file}
            onChange={(f) => {
              setFile(f);
              setFileError(null);
              upload.reset();
            }}
            onReject={(message) => {
              setFile(null);
              setFileError(message);
            }}
            error={fileError}
            disabled={upload.isPending}
          />
          {upload.isError ? (
            <Alert color="red" variant="outline" role="alert">
              {errorMessage(upload.error, t("documentsBankPage.newVersion.failed"))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("documentsBankPage.newVersion.cancel")}
            </Button>
            <Button onClick={submit} loading={upload.isPending} leftSection={<IconFileUpload size={16} aria-hidden />}>
              {t("documentsBankPage.newVersion.upload", { next })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
