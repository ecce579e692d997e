import "../webhook-strings";
import { Accordion, Badge, Button, Code, Drawer, Group, Skeleton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { WebhookDelivery, WebhookItem } from "@pp/shared";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/load-failed";
import { errorMessage } from "../../../lib/api-error";
import { useFormat } from "../../../lib/format";
import { ListPager } from "../../catalogue/components/list-pager";
import { DELIVERY_PAGE_SIZE, useDeliveries, useRedeliver } from "../api/webhooks";

// Dark enough for white text in both schemes; axe checks it (e2e).
const STATUS_COLOR = { pending: "yellow.4", succeeded: "teal.9", failed: "red.9" } as const;

function DeliveryRow({ endpointId, d }: { endpointId: number; d: WebhookDelivery }) {
  const { t } = useTranslation();
  const { formatDateTime, formatRelative } = useFormat();
  const redeliver = useRedeliver(endpointId);
  return (
    <Accordion.Item value={String(d.id)} data-testid="delivery">
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              <bdi dir="ltr">{d.type}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={d.created_at} title={formatDateTime(d.created_at)}>
                {formatRelative(d.created_at)}
              </time>
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[d.status]} variant="filled" autoContrast data-testid="delivery-status">
              {t(`webhooks.status.${d.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t("webhooks.columns.attempts")}: {d.attempts}
            </Text>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="sm">
            {t("webhooks.columns.response")}:{" "}
            {d.last_status_code !== null
              ? t("webhooks.responseCode", { code: d.last_status_code, ms: d.last_response_ms ?? 0 })
              : t("webhooks.noResponse")}
            {d.last_error && d.status !== "succeeded" ? ` · ${d.last_error}` : ""}
          </Text>
          {d.next_attempt_at && d.status === "pending" && (
            <Text size="xs" c="dimmed">
              {t("webhooks.nextAttempt", { when: formatRelative(d.next_attempt_at) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <bdi dir="ltr">
              {t("webhooks.idLabel")}: {d.event_id}
            </bdi>
          </Text>
          <Text size="sm" fw={600}>
            {t("webhooks.body")}
          </Text>
          <Code block dir="ltr" style={{ maxHeight: 240, overflow: "auto" }}>
            {JSON.stringify(d.payload, null, 2)}
          </Code>
          {d.status !== "pending" && (
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={redeliver.isPending}
                onClick={() =>
                  redeliver.mutate(d.id, {
                    onSuccess: () => notifications.show({ color: "teal", message: t("webhooks.redelivered") }),
                    onError: (err) =>
                      notifications.show({ color: "red", message: errorMessage(err, t("webhooks.failed")) }),
                  })
                }
              >
                {t("webhooks.redeliver")}
              </Button>
            </Group>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** An endpoint's delivery log in a drawer: newest first, each with its answer, attempts, body and Redeliver. */
export function DeliveryLog({ endpoint, onClose }: { endpoint: WebhookItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useDeliveries(endpoint?.id ?? null, page);
  return (
    <Drawer
      opened={endpoint !== null}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ "aria-label": t("webhooks.close") }}
      title={endpoint ? t("webhooks.logTitle", { url: endpoint.url }) : ""}
    >
      {endpoint &&
        (log.isPending ? (
          <Stack gap="xs" aria-busy>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : log.isError ? (
          <LoadFailed
            title={t("webhooks.loadFailed")}
            error={log.error}
            retryLabel={t("webhooks.retry")}
            onRetry={() => void log.refetch()}
          />
        ) : log.data.results.data.length === 0 ? (
          <Text c="dimmed">{t("webhooks.logEmpty")}</Text>
        ) : (
          <Stack gap="sm">
            <Accordion variant="separated" aria-label={t("webhooks.log")}>
              {log.data.results.data.map((d) => (
                <DeliveryRow key={d.id} endpointId={endpoint.id} d={d} />
              ))}
            </Accordion>
            <ListPager
              label={t("webhooks.pages")}
              page={page}
              pageSize={DELIVERY_PAGE_SIZE}
              total={log.data.count}
              onChange={setPage}
            />
          </Stack>
        ))}
    </Drawer>
  );
}
