import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { MeetingItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useCancelMeeting } from "../api/meetings";
import { notify } from "./notify";

/** "Cancel this meeting?" with Keep / Cancel meeting; used in the meeting modal and on its own. */
export function CancelConfirm({ m, onKeep, onDone }: { m: MeetingItem; onKeep: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelMeeting();
  return (
    <Stack gap="md">
      <Text size="sm">{t("expertsPage.cancel.body", { topic: m.topic })}</Text>
      {cancel.isError ? (
        <Alert color="red.8" variant="outline" role="alert">
          {errorMessage(cancel.error, t("expertsPage.cancel.failed"))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onKeep}>
          {t("expertsPage.cancel.keep")}
        </Button>
        <Button
          color="red.8"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(m.id, {
              onSuccess: () => {
                notify("success", t("expertsPage.cancel.done"));
                onDone();
              },
            })
          }
        >
          {t("expertsPage.cancel.confirm")}
        </Button>
      </Group>
    </Stack>
  );
}

/** The cancel question in its own modal (from the table's Cancel button). */
export function CancelMeetingModal({ meeting, onClose }: { meeting: MeetingItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={meeting !== null} onClose={onClose} centered title={t("expertsPage.cancel.title")}>
      {meeting ? <CancelConfirm m={meeting} onKeep={onClose} onDone={onClose} /> : null}
    </Modal>
  );
}
