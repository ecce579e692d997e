import {
  Alert,
  Badge,
  Button,
  Center,
  Divider,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { type MeetingItem, meetingDeclineBody } from "@pp/shared";
import { IconCalendarCheck, IconDownload, IconX } from "@tabler/icons-react";
import dayjs from "dayjs";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import type { Side } from "../api/keys";
import { useCancelMeeting, useConfirmMeeting, useDeclineMeeting, useDownloadIcs, useMeeting } from "../api/meetings";
import { formatLocal, timeZoneName } from "../utils/format";
import { MeetingStatusBadge } from "./meeting-status-badge";
import { notify } from "./notify";

type Props = { side: Side; id: number | null; onClose: () => void };

/**
 * One meeting request. The partner sees it, downloads the calendar file and may cancel it; the Superadmin
 * confirms one of the three times or declines with a reason.
 */
export function MeetingModal({ side, id, onClose }: Props) {
  const { t } = useTranslation();
  // While the modal fades out (id already null), it keeps showing the meeting it had.
  const last = useRef<number | null>(null);
  if (id !== null) last.current = id;
  const meeting = useMeeting(side, id ?? last.current);
  const m = meeting.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={m ? t("expertsPage.detail.title", { name: m.expert.name }) : t("expertsPage.detail.loading")}
      closeButtonProps={{ "aria-label": t("expertsPage.detail.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {meeting.isError ? (
        <Alert color="red.8" variant="outline" role="alert">
          {errorMessage(meeting.error, t("expertsPage.detail.loadFailed"))}
        </Alert>
      ) : !m ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label={t("expertsPage.detail.loading")} />
        </Center>
      ) : (
        <MeetingBody key={`${m.id}-${m.status}`} side={side} m={m} onClose={onClose} />
      )}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function MeetingBody({ side, m, onClose }: { side: Side; m: MeetingItem; onClose: () => void }) {
  const { t } = useTranslation();
  const none = t("expertsPage.detail.none");
  const download = useDownloadIcs();
  const [mode, setMode] = useState<"view" | "cancel" | "decline">("view");
  const deciding = side === "admin" && m.status === "requested";

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600}>{m.topic}</Text>
          <Text size="sm" c="dimmed">
            {m.expert.name}
            {m.provider ? ` · ${m.provider.name}` : ""}
          </Text>
        </div>
        <MeetingStatusBadge status={m.status} />
      </Group>

      {m.status === "confirmed" && m.confirmed_slot ? (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-teal-light)">
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconCalendarCheck size={22} aria-hidden />
              <div>
                <Text size="xs" fw={600} tt="uppercase">
                  {t("expertsPage.detail.confirmedFor")}
                </Text>
                <Text fw={700} data-testid="meeting-confirmed-time">
                  {formatLocal(m.confirmed_slot)}
                </Text>
              </div>
            </Group>
            {m.ics_url ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending}
                onClick={() =>
                  download.mutate(m.ics_url!, {
                    onError: (e) => notify("error", errorMessage(e, t("expertsPage.meetings.downloadFailed"))),
                  })
                }
              >
                {t("expertsPage.meetings.downloadIcs")}
              </Button>
            ) : null}
          </Group>
        </Paper>
      ) : null}

      {m.status === "declined" && m.decline_reason ? (
        <Alert color="red.8" variant="outline" title={t("expertsPage.detail.declineReason")}>
          {m.decline_reason}
        </Alert>
      ) : null}
      {m.status === "confirmed" && m.decision_note ? (
        <Alert color="teal.9" variant="outline" title={t("expertsPage.detail.decisionNote")}>
          {m.decision_note}
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        {side === "admin" ? <Fact label={t("expertsPage.detail.partner")}>{m.partner.name}</Fact> : null}
        <Fact label={t("expertsPage.detail.requestedBy")}>{m.requested_by?.name ?? none}</Fact>
        <Fact label={t("expertsPage.detail.student")}>{m.student?.name ?? none}</Fact>
        <Fact label={t("expertsPage.detail.duration")}>
          {t("expertsPage.request.minutes", { count: m.duration_minutes })}
        </Fact>
        <Fact label={t("expertsPage.detail.requestedAt")}>{formatLocal(m.created_at)}</Fact>
        {m.decided_at ? <Fact label={t("expertsPage.detail.decidedAt")}>{formatLocal(m.decided_at)}</Fact> : null}
      </SimpleGrid>

      {m.message ? (
        <Fact label={t("expertsPage.detail.message")}>
          <Text span size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {m.message}
          </Text>
        </Fact>
      ) : null}

      <Divider />

      {deciding ? (
        mode === "decline" ? (
          <DeclineForm m={m} onBack={() => setMode("view")} onDone={onClose} />
        ) : (
          <ConfirmForm m={m} onDecline={() => setMode("decline")} onDone={onClose} />
        )
      ) : (
        <>
          <SlotList m={m} />
          {side === "partner" && m.can_cancel ? (
            mode === "cancel" ? (
              <CancelConfirm m={m} onKeep={() => setMode("view")} onDone={onClose} />
            ) : (
              <Group justify="flex-end">
                <Button
                  variant="outline"
                  color="red.8"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setMode("cancel")}
                >
                  {t("expertsPage.cancel.confirm")}
                </Button>
              </Group>
            )
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** The three preferred times in the reader's time zone, the chosen one marked. */
function SlotList({ m }: { m: MeetingItem }) {
  const { t } = useTranslation();
  const zone = useMemo(timeZoneName, []);
  return (
    <div>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={4}>
        {t("expertsPage.detail.preferred")}
      </Text>
      <List size="sm" spacing={4} aria-label={t("expertsPage.detail.preferred")}>
        {m.slots.map((s) => (
          <List.Item key={s}>
            <Group gap="xs">
              <span>{formatLocal(s)}</span>
              {m.confirmed_slot && dayjs(s).isSame(m.confirmed_slot) ? (
                <Badge variant="dot" color="teal" size="sm">
                  {t("expertsPage.detail.chosen")}
                </Badge>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={6}>
        {t("expertsPage.meetings.zoneNote", { zone })}
      </Text>
    </div>
  );
}

function ConfirmForm({ m, onDecline, onDone }: { m: MeetingItem; onDecline: () => void; onDone: () => void }) {
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

function DeclineForm({ m, onBack, onDone }: { m: MeetingItem; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineMeeting();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = meetingDeclineBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
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
