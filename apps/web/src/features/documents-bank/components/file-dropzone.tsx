import "@mantine/dropzone/styles.css";
import { Button, CloseButton, Group, Input, Paper, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconCloudUpload, IconFolderOpen, IconUpload, IconX } from "@tabler/icons-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { BANK_ACCEPT, BANK_MAX_BYTES, fileKind, formatBytes } from "../utils/files";
import { FileIcon } from "./file-icon";

type Props = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Called when the chosen file is refused here (wrong type or too large). */
  onReject: (message: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/**
 * One file: dropped on the zone, or chosen with a click on it or its "Choose a file" button (the keyboard's way in),
 * checked for type and size, then shown with a remove button.
 */
export function FileDropzone({ label, file, onChange, onReject, error, required, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const max = formatBytes(BANK_MAX_BYTES);
  const openRef = useRef<() => void>(null);
  return (
    <Input.Wrapper
      label={label}
      withAsterisk={required}
      error={error}
      id={`${id}-input`}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
    >
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={(files) => onChange(files[0] ?? null)}
          onReject={() => onReject(t("documentsBankPage.form.rejected", { size: max }))}
          accept={BANK_ACCEPT}
          maxSize={BANK_MAX_BYTES}
          multiple={false}
          disabled={disabled}
          openRef={openRef}
          activateOnKeyboard={false}
          inputProps={{ "aria-label": t("documentsBankPage.form.dropLabel"), tabIndex: -1 }}
          radius="md"
          style={error ? { borderColor: "var(--mantine-color-error)" } : undefined}
          data-testid="file-dropzone"
        >
          <Group justify="center" gap="md" mih={110} wrap="nowrap" style={{ pointerEvents: "none" }}>
            <Dropzone.Accept>
              <IconUpload size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} stroke={1.5} color="var(--mantine-color-red-7)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconCloudUpload size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text fw={600}>{t("documentsBankPage.form.dropTitle")}</Text>
              <Text size="sm" c="dimmed" mt={4} id={`${id}-hint`}>
                {t("documentsBankPage.form.dropHint", { size: max })}
              </Text>
              <Button
                mt="sm"
                size="xs"
                variant="default"
                leftSection={<IconFolderOpen size={14} aria-hidden />}
                style={{ pointerEvents: "all" }}
                disabled={disabled}
                aria-describedby={`${id}-hint`}
                aria-invalid={error ? true : undefined}
                aria-labelledby={`${id}-label ${id}-choose`}
                id={`${id}-choose`}
                onClick={(e) => {
                  // The dropzone itself opens the dialog on a click too: open it once.
                  e.stopPropagation();
                  openRef.current?.();
                }}
              >
                {t("documentsBankPage.form.choose")}
              </Button>
            </div>
          </Group>
        </Dropzone>
        {file ? (
          <Paper withBorder radius="md" p="xs" data-testid="chosen-file">
            <Group gap="sm" wrap="nowrap">
              <FileIcon kind={fileKind(file.type, file.name)} size={32} />
              <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
                {t("documentsBankPage.form.chosen", { name: file.name, size: formatBytes(file.size) })}
              </Text>
              <CloseButton
                aria-label={t("documentsBankPage.form.removeFile")}
                onClick={() => onChange(null)}
                disabled={disabled}
              />
            </Group>
          </Paper>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
