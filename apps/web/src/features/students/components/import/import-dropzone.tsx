import "@mantine/dropzone/styles.css";
import { Button, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { STUDENT_IMPORT_MAX_BYTES } from "@pp/shared";
import { IconFileUpload, IconUpload, IconX } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import classes from "./import.module.css";

/** What the file picker offers: CSV (whatever type the system gives it) and XLSX. */
const ACCEPT = {
  "text/csv": [".csv"],
  "application/vnd.ms-excel": [".csv"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
};

/** Why a chosen file is refused before it is sent, or null (its type the server tells from its bytes). */
export function fileProblem(file: { size: number }): "size" | "empty" | null {
  if (file.size === 0) return "empty";
  if (file.size > STUDENT_IMPORT_MAX_BYTES) return "size";
  return null;
}

/**
 * Drop a CSV or XLSX file, or choose one with the button inside (the drop area itself is not focusable, so it holds
 * no nested control).
 */
export function ImportDropzone({ onFile, onRejected }: { onFile: (file: File) => void; onRejected: () => void }) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      className={classes.dropzone}
      openRef={openRef}
      onDrop={(files) => {
        const file = files[0];
        if (file) onFile(file);
      }}
      onReject={onRejected}
      accept={ACCEPT}
      maxFiles={1}
      multiple={false}
      activateOnKeyboard={false}
      radius="lg"
      inputProps={{ "aria-label": t("studentImport.upload.inputLabel") }}
    >
      <Stack align="center" justify="center" gap="xs" mih={160} py="md" ta="center">
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileUpload size={44} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        </Dropzone.Idle>
        <Text size="lg" fw={600}>
          {t("studentImport.upload.drop")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("studentImport.upload.hint")}
        </Text>
        <Button
          mt="xs"
          variant="default"
          style={{ pointerEvents: "all" }}
          onClick={(event) => {
            event.stopPropagation();
            openRef.current?.();
          }}
        >
          {t("studentImport.upload.choose")}
        </Button>
      </Stack>
    </Dropzone>
  );
}
