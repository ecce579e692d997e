import { Alert, Button, Group, Modal, Select, Stack, TagsInput, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { type ApplicationDetail, TAGS_PER_RECORD } from "@pp/shared";
import { IconPencil } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TagChips, useCounsellors, useTags } from "../../../components/bulk-actions";
import { errorMessage } from "../../../lib/api-error";
import { useUpdateApplication } from "../api/update-application";

/** Who looks after the application and its tags (issue 20); the people who may edit it change them here. */
export function ApplicationCounselling({
  application: a,
  canManage,
}: {
  application: ApplicationDetail;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t("bulk.counsellor")}
          </Text>
          <Text size="sm" data-testid="application-counsellor">
            {a.counsellor?.name ?? t("bulk.noCounsellor")}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t("bulk.tags")}
          </Text>
          {a.tags.length ? <TagChips tags={a.tags} max={20} /> : <Text size="sm">—</Text>}
        </Stack>
      </Group>
      {canManage ? (
        <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={dialog.open}>
          {t("bulk.edit")}
        </Button>
      ) : null}
      {opened ? <EditDialog application={a} onClose={dialog.close} /> : null}
    </Group>
  );
}

function EditDialog({ application: a, onClose }: { application: ApplicationDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const counsellors = useCounsellors();
  const tags = useTags("applications");
  const update = useUpdateApplication(a.id, a.updated_at);
  const [counsellor, setCounsellor] = useState<string | null>(a.counsellor ? String(a.counsellor.id) : null);
  const [chosen, setChosen] = useState<string[]>(a.tags);
  const [error, setError] = useState<string | null>(null);
  const options = (counsellors.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.is_owner ? t("bulk.owner", { name: c.name }) : c.name,
  }));
  if (a.counsellor && !options.some((o) => o.value === String(a.counsellor?.id))) {
    options.push({ value: String(a.counsellor.id), label: a.counsellor.name });
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({ counsellor_id: counsellor ? Number(counsellor) : null, tags: chosen });
      notifications.show({ color: "teal", message: t("bulk.saved") });
      onClose();
    } catch (err) {
      setError(errorMessage(err, t("bulk.failed")));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t("bulk.editTitle")} closeButtonProps={{ "aria-label": t("bulk.cancel") }}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Select
            label={t("bulk.counsellor")}
            placeholder={t("bulk.noCounsellor")}
            data={options}
            value={counsellor}
            onChange={setCounsellor}
            clearable
            searchable
            data-autofocus
          />
          <TagsInput
            label={t("bulk.tags")}
            description={t("bulk.tagHint")}
            data={tags.data ?? []}
            value={chosen}
            onChange={setChosen}
            maxTags={TAGS_PER_RECORD}
            splitChars={[","]}
            clearable
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("bulk.cancel")}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t("bulk.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
