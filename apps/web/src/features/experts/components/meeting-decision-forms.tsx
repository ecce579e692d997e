import { Alert, Button, Group, Radio, Stack, Text, Textarea } from "@mantine/core";
import { type MeetingItem, meetingDeclineBody } from "@pp/shared";
import { IconCalendarCheck } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { translateMessage } from "../../../lib/i18n/server-messages";
import { useConfirmMeeting, useDeclineMeeting } from "../api/meetings";
import { formatLocal, timeZoneName } from "../utils/format";
import { notify } from "./notify";

export function ConfirmForm({ m, onDecline, onDone }: { m: MeetingItem; onDecline: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const zone = useMemo(timeZoneName, []);
  const confirm = useConfirmMeeting();
  const now = Date.now();
  const firstOpen = m.slots.findIndex((s) => Date.parse(s) > now);
  const [slot, setSlot] = useState<string | null>(firstOpen >= 0 ? String(firstOpen) : null);
  const [note, setNote] = useState("");
  const [slotError, setSlotError] = useState<string | null>(null);
  const failed = confirm.error && !(isApiError(confirm.error) && confirm.error.fieldErrors.slot_index);

  const submit = () => {
    if (slot === null) {
      setSlotError(t("expertsPage.decide.chooseFirst"));
      return;
    }
    confirm.mutate(
      { id: m.id, slot_index: Number(slot), note },
      {
        onSuccess: (saved) => {
          notify("success", t("expertsPage.decide.confirmed", { when: formatLocal(saved.confirmed_slot!) }));
          onDone();
        },
        onError: (e) => {
          if (isApiError(e) && e.fieldErrors.slot_index) setSlotError(e.fieldErrors.slot_index[0] ?? null);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label={t("expertsPage.decide.chooseTime")}
        description={t("expertsPage.decide.chooseTimeDescription", { zone })}
        value={slot}
        onChange={(v) => {
          setSlot(v);
          setSlotError(null);
        }}
        error={slotError}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {m.slots.map((s, i) => {
            const passed = Date.parse(s) <= now;
            return (
              <Radio
                key={s}
                value={String(i)}
                disabled={passed}
                label={passed ? `${formatLocal(s)} (${t("expertsPage.detail.passed")})` : formatLocal(s)}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t("expertsPage.decide.note")}
        placeholder={t("expertsPage.decide.notePlaceholder")}
        autosize
        minRows={2}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {failed ? (
        <Alert color="red.8" variant="outline" role="alert">
          {errorMessage(confirm.error, t("expertsPage.decide.failed"))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="outline" color="red.8" onClick={onDecline}>
          {t("expertsPage.decide.decline")}
        </Button>
        <Button leftSection={<IconCalendarCheck size={16} aria-hidden />} onClick={submit} loading={confirm.isPending}>
          {t("expertsPage.decide.confirm")}
        </Button>
      </Group>
    </Stack>
  );
}

export function DeclineForm({ m, onBack, onDone }: { m: MeetingItem; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineMeeting();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = meetingDeclineBody.safeParse({ reason });
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message;
      setError(first ? translateMessage(first) : null);
      return;
    }
    decline.mutate(
      { id: m.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify("success", t("expertsPage.decide.declined"));
          onDone();
        },
        onError: (e) => setError(isApiError(e) ? (e.fieldErrors.reason?.[0] ?? null) : null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fw={600}>{t("expertsPage.decide.declineTitle")}</Text>
      <Textarea
        label={t("expertsPage.decide.reason")}
        placeholder={t("expertsPage.decide.reasonPlaceholder")}
        withAsterisk
        autosize
        minRows={3}
        maxLength={1000}
        data-autofocus
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
      />
      {decline.isError && !error ? (
        <Alert color="red.8" variant="outline" role="alert">
          {errorMessage(decline.error, t("expertsPage.decide.failed"))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t("expertsPage.decide.back")}
        </Button>
        <Button color="red.8" onClick={submit} loading={decline.isPending}>
          {t("expertsPage.decide.declineConfirm")}
        </Button>
      </Group>
    </Stack>
  );
}
