import "../webhook-strings";
import { ActionIcon, Badge, Button, Group, Menu, Modal, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { WebhookItem } from "@pp/shared";
import { IconDots, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/load-failed";
import { errorMessage } from "../../../lib/api-error";
import { useFormat } from "../../../lib/format";
import {
  eventKey,
  useDeleteWebhook,
  useRotateSecret,
  useSendTest,
  useUpdateWebhook,
  useWebhooks,
} from "../api/webhooks";
import { DeliveryLog } from "./delivery-log";
import { SecretOnce } from "./secret-once";
import { WebhookForm } from "./webhook-form";

type Confirm = { kind: "rotate" | "remove"; endpoint: WebhookItem } | null;

function EndpointRow({ e, onLog, onConfirm }: { e: WebhookItem; onLog: () => void; onConfirm: (c: Confirm) => void }) {
  const { t } = useTranslation();
  const { formatRelative, formatDateTime } = useFormat();
  const test = useSendTest();
  const update = useUpdateWebhook();
  const failed = (err: unknown) =>
    notifications.show({ color: "red", message: errorMessage(err, t("webhooks.failed")) });
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="webhook">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            <bdi dir="ltr">{e.url}</bdi>
          </Text>
          {e.description && (
            <Text size="sm" c="dimmed">
              {e.description}
            </Text>
          )}
          <Group gap={4}>
            {e.events.map((ev) => (
              <Badge key={ev} size="sm" variant="light" tt="none" title={t(eventKey(ev))}>
                <bdi dir="ltr">{ev}</bdi>
              </Badge>
            ))}
          </Group>
          {e.disabled_at ? (
            <Text size="xs" c="var(--mantine-color-red-text)">
              {t("webhooks.turnedOff")}
            </Text>
          ) : e.failing_since ? (
            <Text size="xs" c="var(--mantine-color-red-text)">
              {t("webhooks.failing", { when: formatRelative(e.failing_since) })}
            </Text>
          ) : null}
          {e.previous_secret_until && (
            <Text size="xs" c="dimmed">
              {t("webhooks.previousUntil", { when: formatDateTime(e.previous_secret_until) })}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge color={e.is_active ? "teal.9" : "gray.7"} variant="filled">
            {e.is_active ? t("webhooks.active") : t("webhooks.off")}
          </Badge>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size="lg" aria-label={t("webhooks.actionsFor", { url: e.url })}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() =>
                  test.mutate(e.id, {
                    onSuccess: () => notifications.show({ color: "teal", message: t("webhooks.testSent") }),
                    onError: failed,
                  })
                }
              >
                {t("webhooks.sendTest")}
              </Menu.Item>
              <Menu.Item onClick={onLog}>{t("webhooks.log")}</Menu.Item>
              <Menu.Item onClick={() => onConfirm({ kind: "rotate", endpoint: e })}>{t("webhooks.rotate")}</Menu.Item>
              <Menu.Item onClick={() => update.mutate({ id: e.id, is_active: !e.is_active }, { onError: failed })}>
                {e.is_active ? t("webhooks.turnOff") : t("webhooks.turnOn")}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => onConfirm({ kind: "remove", endpoint: e })}>
                {t("webhooks.remove")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}

/** Company settings → Integrations → Webhooks (issue 19): endpoints, their secrets once, test, log, rotation. */
export function WebhooksCard() {
  const { t } = useTranslation();
  const list = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookItem | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const rotate = useRotateSecret();
  const remove = useDeleteWebhook();
  const failed = (err: unknown) =>
    notifications.show({ color: "red", message: errorMessage(err, t("webhooks.failed")) });

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="webhooks-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: "1 1 320px" }}>
            <Title order={2} fz="lg" id="webhooks-title">
              {t("webhooks.title")}
            </Title>
            <Text size="sm" c="dimmed" maw={680}>
              {t("webhooks.intro")}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t("webhooks.add")}
          </Button>
        </Group>
        {list.isPending ? (
          <Skeleton height={80} radius="md" />
        ) : list.isError ? (
          <LoadFailed
            title={t("webhooks.loadFailed")}
            error={list.error}
            retryLabel={t("webhooks.retry")}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("webhooks.empty")}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("webhooks.title")}>
            {list.data.map((e) => (
              <EndpointRow key={e.id} e={e} onLog={() => setLogOf(e)} onConfirm={setConfirm} />
            ))}
          </Stack>
        )}
      </Stack>

      <Modal
        closeButtonProps={{ "aria-label": t("webhooks.close") }}
        opened={adding}
        onClose={() => setAdding(false)}
        title={t("webhooks.addTitle")}
        size="lg"
      >
        <WebhookForm
          onCancel={() => setAdding(false)}
          onCreated={(w) => {
            setAdding(false);
            setSecret(w.secret);
          }}
        />
      </Modal>
      <SecretOnce secret={secret} onClose={() => setSecret(null)} />
      <DeliveryLog endpoint={logOf} onClose={() => setLogOf(null)} />
      <Modal
        closeButtonProps={{ "aria-label": t("webhooks.close") }}
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === "rotate" ? t("webhooks.rotateTitle") : t("webhooks.removeTitle")}
      >
        <Stack gap="md">
          <Text size="sm">
            {confirm?.kind === "rotate"
              ? t("webhooks.rotateText")
              : t("webhooks.removeText", { url: confirm?.endpoint.url ?? "" })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t("webhooks.cancel")}
            </Button>
            <Button
              color={confirm?.kind === "remove" ? "red" : undefined}
              loading={rotate.isPending || remove.isPending}
              onClick={() => {
                if (!confirm) return;
                const id = confirm.endpoint.id;
                if (confirm.kind === "rotate") {
                  rotate.mutate(id, {
                    onSuccess: (w) => setSecret(w.secret),
                    onError: failed,
                    onSettled: () => setConfirm(null),
                  });
                } else {
                  remove.mutate(id, { onError: failed, onSettled: () => setConfirm(null) });
                }
              }}
            >
              {confirm?.kind === "rotate" ? t("webhooks.rotateConfirm") : t("webhooks.removeConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
