import { Button, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconFileUpload, IconUpload, IconX } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { IMPORT_ACCEPT, IMPORT_MAX_BYTES } from "../utils/import-preview";
import classes from "./import.module.css";

type Props = {
  onFile: (file: File) => void;
  onRejected: () => void;
};

/**
 * Drop a CSV or XLSX file, or click anywhere to choose one. Keyboard users get a real button inside (the drop
 * area itself is not focusable, so it holds no nested control).
 */
export function ImportDropzone({ onFile, onRejected }: Props) {
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
      accept={IMPORT_ACCEPT}
      maxSize={IMPORT_MAX_BYTES}
      maxFiles={1}
      multiple={false}
      activateOnKeyboard={false}
      radius="lg"
      inputProps={{ "aria-label": t("adminCataloguePage.import.upload.inputLabel") }}
    >
      <Stack align="center" justify="center" gap="xs" mih={180} py="md" ta="center">
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
          {t("adminCataloguePage.import.upload.drop")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("adminCataloguePage.import.upload.hint")}
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
          {t("adminCataloguePage.import.upload.choose")}
        </Button>
      </Stack>
    </Dropzone>
  );
}
