import {
  Alert,
  Badge,
  Button,
  Center,
  Divider,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import type { MeetingItem } from "@pp/shared";
import { IconCalendarCheck, IconDownload, IconX } from "@tabler/icons-react";
import dayjs from "dayjs";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import type { Side } from "../api/keys";
import { useDownloadIcs, useMeeting } from "../api/meetings";
import { formatLocal, timeZoneName } from "../utils/format";
import { CancelConfirm } from "./cancel-meeting";
import { ConfirmForm, DeclineForm } from "./meeting-decision-forms";
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
          <Spinner size="sm" label={t("expertsPage.detail.loading")} />
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
