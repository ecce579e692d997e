import { Alert, Autocomplete, Button, Group, Modal, Select, Stack } from "@mantine/core";
import { TAG_MAX_LENGTH } from "@pp/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/api-error";
import { type BulkKind, useCounsellors, useTags } from "./api";
import "./strings";

type Props = {
  opened: boolean;
  onClose: () => void;
  /** "the 3 selected" or "all 1,234 matching the filter". */
  what: string;
  /** Runs the action; a rejection's sentence (the server's) is shown in the dialog, which stays open. */
  onApply: (value: string) => Promise<unknown>;
};

/** The frame the two dialogs share: a form with Apply and Cancel, the server's sentence when it refuses. */
function BulkDialog({
  opened,
  onClose,
  title,
  canApply,
  apply,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  canApply: boolean;
  apply: () => Promise<unknown>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canApply || busy) return;
    setBusy(true);
    setError(null);
    try {
      await apply();
      close();
    } catch (err) {
      setError(errorMessage(err, t("bulk.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ "aria-label": t("bulk.cancel") }}>
      <form onSubmit={submit}>
        <Stack gap="md">
          {children}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("bulk.cancel")}
            </Button>
            <Button type="submit" loading={busy} disabled={!canApply}>
              {t("bulk.apply")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Assign counsellor: a select of the partner's team (the owner and the active sub-logins). */
export function AssignCounsellorModal({ opened, onClose, what, onApply }: Props) {
  const { t } = useTranslation();
  const counsellors = useCounsellors(opened);
  const [value, setValue] = useState<string | null>(null);
  const data = (counsellors.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.is_owner ? t("bulk.owner", { name: c.name }) : c.name,
  }));
  return (
    <BulkDialog
      opened={opened}
      onClose={() => {
        setValue(null);
        onClose();
      }}
      title={t("bulk.assignTitle", { what })}
      canApply={value !== null}
      apply={() => onApply(value!)}
    >
      <Select
        label={t("bulk.counsellor")}
        placeholder={t("bulk.counsellorPlaceholder")}
        data={data}
        value={value}
        onChange={setValue}
        searchable
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
    </BulkDialog>
  );
}

/** Add tag / Remove tag: a text input suggesting the tags in use on this list. */
export function TagModal({
  opened,
  onClose,
  what,
  onApply,
  kind,
  remove,
}: Props & { kind: BulkKind; remove?: boolean }) {
  const { t } = useTranslation();
  const tags = useTags(kind, opened);
  const [value, setValue] = useState("");
  const tag = value.trim().replace(/\s+/g, " ");
  return (
    <BulkDialog
      opened={opened}
      onClose={() => {
        setValue("");
        onClose();
      }}
      title={t(remove ? "bulk.removeTagTitle" : "bulk.addTagTitle", { what })}
      canApply={tag.length > 0 && tag.length <= TAG_MAX_LENGTH}
      apply={() => onApply(tag)}
    >
      <Autocomplete
        label={t("bulk.tag")}
        placeholder={t("bulk.tagPlaceholder")}
        description={t("bulk.tagHint")}
        data={tags.data ?? []}
        value={value}
        onChange={setValue}
        maxLength={TAG_MAX_LENGTH}
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
    </BulkDialog>
  );
}
