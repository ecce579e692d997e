import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { BANK_CATEGORIES, type BankDocumentItem } from "@pp/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { useBankDocument } from "../api/get-document";
import { useUpdateDocument, useUploadDocument } from "../api/save-document";
import type { documentsBankStrings } from "../strings";
import {
  type DocumentFormValues,
  documentToValues,
  emptyDocumentValues,
  validateDocument,
  valuesToFormData,
  valuesToPatch,
} from "../utils/document-form";
import { formatBytes, titleFromFileName } from "../utils/files";
import { categoryName } from "./category-label";
import { CountrySelect } from "./country-select";
import { FileDropzone } from "./file-dropzone";
import { notify } from "./notify";
import { ProviderSelect } from "./provider-select";

type FormKey = keyof typeof documentsBankStrings.documentsBankPage.form;

export type DocumentDrawerState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; doc: BankDocumentItem };

/** The versions of a document, newest first (from the document's own endpoint). */
function Versions({ id }: { id: number }) {
  const { t } = useTranslation();
  const doc = useBankDocument(id);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("documentsBankPage.form.versions")}
      </Title>
      {doc.isPending ? (
        <Skeleton height={40} />
      ) : (
        <Paper withBorder radius="md" p="sm">
          <List size="sm" spacing={4} listStyleType="none" data-testid="document-versions">
            {(doc.data?.versions ?? []).map((v) => (
              <List.Item key={v.version}>
                <Text size="sm" fw={v.version === doc.data?.version ? 600 : 400}>
                  {t("documentsBankPage.form.versionLine", {
                    version: v.version,
                    name: v.file_name,
                    size: formatBytes(v.size_bytes),
                    date: formatDateTime(v.created_at),
                  })}
                </Text>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

function DocumentForm({ doc, onDone }: { doc?: BankDocumentItem; onDone: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({
    initialValues: doc ? documentToValues(doc) : emptyDocumentValues(),
    validate: validateDocument,
    // The "fix the fields" sentence goes once the user starts fixing them.
    onValuesChange: () => setFailure(null),
  });
  const f = (key: FormKey) => t(`documentsBankPage.form.${key}`);
  const saving = upload.isPending || update.isPending;

  const chooseFile = (next: File | null) => {
    setFile(next);
    setFileError(null);
    setFailure(null);
    if (next && !form.values.title.trim()) form.setFieldValue("title", titleFromFileName(next.name));
  };

  const fail = (error: unknown) => {
    if (isApiError(error)) {
      const { file: fileMessage, ...rest } = error.firstFieldErrors();
      form.setErrors(rest);
      if (fileMessage) setFileError(fileMessage);
    }
    setFailure(isApiError(error) && error.message ? error.message : f("failed"));
  };

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      if (!doc && !file) {
        setFileError(f("fileRequired"));
        setFailure(f("fixErrors"));
        return;
      }
      try {
        const saved = doc
          ? await update.mutateAsync({ id: doc.id, patch: valuesToPatch(values) })
          : await upload.mutateAsync(valuesToFormData(values, file!));
        notify(
          doc
            ? t("documentsBankPage.form.saved", { title: saved.title })
            : t("documentsBankPage.form.uploaded", { title: saved.title }),
        );
        onDone();
      } catch (error) {
        fail(error);
      }
    },
    () => {
      if (!doc && !file) setFileError(f("fileRequired"));
      setFailure(f("fixErrors"));
    },
  );

  return (
    <form noValidate onSubmit={submit} aria-label={doc ? f("editTitle") : f("createTitle")}>
      <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {doc ? null : (
            <FileDropzone
              label={f("file")}
              required
              file={file}
              onChange={chooseFile}
              onReject={(message) => {
                setFile(null);
                setFileError(message);
              }}
              error={fileError}
              disabled={saving}
            />
          )}
          <TextInput
            label={f("title")}
            placeholder={f("titlePlaceholder")}
            withAsterisk
            maxLength={200}
            autoComplete="off"
            {...form.getInputProps("title")}
          />
          <Select
            label={f("category")}
            placeholder={f("categoryPlaceholder")}
            withAsterisk
            data={BANK_CATEGORIES.map((c) => ({ value: c, label: categoryName(t, c) }))}
            {...form.getInputProps("category")}
          />
          <Textarea
            label={f("description")}
            placeholder={f("descriptionPlaceholder")}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            {...form.getInputProps("description")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ProviderSelect
              side="admin"
              label={f("provider")}
              placeholder={f("providerPlaceholder")}
              description={f("providerHint")}
              inputWrapperOrder={["label", "input", "description", "error"]}
              knownName={doc?.provider?.name ?? null}
              value={form.values.provider_id}
              onChange={(v) => form.setFieldValue("provider_id", v)}
              error={form.errors.provider_id}
            />
            <CountrySelect
              label={f("country")}
              placeholder={f("countryPlaceholder")}
              description={f("countryHint")}
              inputWrapperOrder={["label", "input", "description", "error"]}
              value={form.values.country_id}
              onChange={(v) => form.setFieldValue("country_id", v)}
              error={form.errors.country_id}
            />
          </SimpleGrid>

          {doc ? (
            <>
              <Divider />
              <Versions id={doc.id} />
            </>
          ) : null}

          {failure ? (
            <Alert color="red" variant="outline" role="alert">
              {failure}
            </Alert>
          ) : null}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onDone}>
              {f("cancel")}
            </Button>
            <Button type="submit" loading={saving}>
              {doc ? f("save") : f("upload")}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

/** Upload a document, or edit one's details (with its versions), in a right-hand drawer. */
export function DocumentDrawer({ state, onClose }: { state: DocumentDrawerState; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const doc = state.mode === "edit" ? state.doc : undefined;
  return (
    <Drawer
      opened={state.mode !== "closed"}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={doc ? t("documentsBankPage.form.editTitle") : t("documentsBankPage.form.createTitle")}
      closeButtonProps={{ "aria-label": t("documentsBankPage.form.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      {state.mode !== "closed" ? <DocumentForm key={doc?.id ?? "new"} doc={doc} onDone={onClose} /> : null}
    </Drawer>
  );
}
