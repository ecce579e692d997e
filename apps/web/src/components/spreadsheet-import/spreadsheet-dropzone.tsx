import "@mantine/dropzone/styles.css";
import { Button, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconFileUpload, IconUpload, IconX } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import classes from "./spreadsheet-import.module.css";

/** The imports whose catalogs hold `upload.*` and `done.*` (the students' and the Superadmin's courses). */
export type ImportStrings = "studentImport" | "adminCataloguePage.import";

/** What the file picker offers: CSV (whatever type the system gives it) and XLSX. */
export const SPREADSHEET_ACCEPT = {
  "text/csv": [".csv"],
  "application/vnd.ms-excel": [".csv"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
};

/**
 * Why a chosen file is refused before it is sent, or null: empty, over the server's limit, or (`byName`) not named
 * .csv or .xlsx. Without `byName` the server tells the file's type from its bytes and says why in its own words.
 */
export function spreadsheetProblem(file: { name: string; size: number }, maxBytes: number, byName = false) {
  if (byName && !/\.(csv|xlsx)$/i.test(file.name)) return "type" as const;
  if (file.size === 0) return "empty" as const;
  if (file.size > maxBytes) return "size" as const;
  return null;
}

/**
 * Drop a CSV or XLSX file, or choose one with the button inside (the drop area itself is not focusable, so it holds
 * no nested control). `strings` is the import's key in the catalogs, holding `upload.{inputLabel,drop,hint,choose}`.
 */
export function SpreadsheetDropzone(props: {
  strings: ImportStrings;
  onFile: (file: File) => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  const s = props.strings;
  return (
    <Dropzone
      className={classes.dropzone}
      openRef={openRef}
      onDrop={(files) => {
        const file = files[0];
        if (file) props.onFile(file);
      }}
      onReject={props.onRejected}
      accept={SPREADSHEET_ACCEPT}
      maxFiles={1}
      multiple={false}
      activateOnKeyboard={false}
      radius="lg"
      inputProps={{ "aria-label": t(`${s}.upload.inputLabel`) }}
    >
      <Stack align="center" justify="center" gap="xs" mih={170} py="md" ta="center">
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
          {t(`${s}.upload.drop`)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`${s}.upload.hint`)}
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
          {t(`${s}.upload.choose`)}
        </Button>
      </Stack>
    </Dropzone>
  );
}
