import "../sessions-strings";
import { ActionIcon, Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from "@mantine/core";
import type { SessionItem } from "@pp/shared";
import { IconCircleCheck, IconDeviceDesktop, IconDeviceMobile, IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/load-failed";
import { errorMessage } from "../../../lib/api-error";
import { useFormat } from "../../../lib/format";
import { useEndOtherSessions, useEndSession, useSessions } from "../api/sessions";

const MOBILE = new Set(["iOS", "Android", "iPadOS"]);

function SessionRow({ session, onEnd, ending }: { session: SessionItem; onEnd: () => void; ending: boolean }) {
  const { t } = useTranslation();
  const { formatRelative, formatDateTime } = useFormat();
  const device = t("sessions.device", {
    browser: session.browser || t("sessions.unknownBrowser"),
    os: session.os || t("sessions.unknownOs"),
  });
  const Icon = MOBILE.has(session.os) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" data-testid="session">
      <Group wrap="nowrap" gap="sm" miw={0}>
        <Icon size={22} stroke={1.5} aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {device}
            </Text>
            {session.current && (
              <Badge size="xs" color="teal.9" variant="filled">
                {t("sessions.thisDevice")}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t("sessions.address")} <bdi dir="ltr">{session.ip ?? "?"}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={session.last_seen_at} title={formatDateTime(session.last_seen_at)}>
              {t("sessions.lastActive", { when: formatRelative(session.last_seen_at) })}
            </time>
            {" · "}
            <time dateTime={session.created_at} title={formatDateTime(session.created_at)}>
              {t("sessions.signedIn", { when: formatRelative(session.created_at) })}
            </time>
          </Text>
        </div>
      </Group>
      {!session.current && (
        <Tooltip label={t("sessions.end")}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t("sessions.endLabel", { device })}
            loading={ending}
            onClick={onEnd}
          >
            <IconLogout size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** The profile's Sessions card (issue 17): every signed-in session, ending one, or all but this one. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [notice, setNotice] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  const failure = end.error ?? endOthers.error;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      id="sessions"
      aria-labelledby="sessions-title"
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} fz="lg" id="sessions-title">
            {t("sessions.title")}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t("sessions.description")}
          </Text>
        </div>
        {others > 0 && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} />}
            loading={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) => setNotice(t("sessions.endedOthers", { count: ended })),
              })
            }
          >
            {t("sessions.endOthers")}
          </Button>
        )}
      </Group>
      <Stack gap="xs" mt="md">
        {notice && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {notice}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(failure, t("sessions.failed"))}
          </Alert>
        )}
        {sessions.isPending ? (
          <Stack gap="xs" aria-busy>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : sessions.isError ? (
          <LoadFailed
            title={t("sessions.loadFailed")}
            error={sessions.error}
            retryLabel={t("sessions.retry")}
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <>
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }} aria-labelledby="sessions-title">
              {sessions.data.map((s) => (
                <SessionRow
                  key={s.id}
                  session={s}
                  ending={end.isPending && end.variables === s.id}
                  onEnd={() => end.mutate(s.id, { onSuccess: () => setNotice(t("sessions.ended")) })}
                />
              ))}
            </Stack>
            {others === 0 && (
              <Text size="sm" c="dimmed">
                {t("sessions.onlyThis")}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
