import "../strings";
import { Badge, Box, Button, Code, Group, Paper, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { AdminApiKeyItem, ApiKeyItem } from "@pp/shared";
import { IconKeyOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { type KeyStatus, keyStatus } from "../utils/key-status";

type Row = ApiKeyItem & { partner?: AdminApiKeyItem["partner"] };

const STATUS_COLOR: Record<KeyStatus, string> = { active: "teal.9", revoked: "red.9", expired: "gray.7" };

function StatusBadge({ status }: { status: KeyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" size="sm" miw="max-content">
      {t(`integrations.apiKeys.statuses.${status}`)}
    </Badge>
  );
}

function Scopes({ scopes }: { scopes: string[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {scopes.map((s) => (
        <Badge key={s} variant="default" size="sm" tt="none" fw={500} dir="ltr">
          {s}
        </Badge>
      ))}
    </Group>
  );
}

/** The parts of a key both layouts show, in the person's language and time. */
function useFacts() {
  const { t } = useTranslation();
  const { formatDate, formatDateTime, formatRelative } = useFormat();
  return {
    prefix: (k: Row) => (
      <Code dir="ltr" style={{ whiteSpace: "nowrap", alignSelf: "flex-start" }}>
        {k.prefix}…
      </Code>
    ),
    created: (k: Row) => (
      <>
        <time dateTime={k.created_at} style={{ whiteSpace: "nowrap" }}>
          {formatDate(k.created_at)}
        </time>
        {k.created_by && (
          <Text span size="xs" c="dimmed" display="block">
            {t("integrations.apiKeys.createdBy", { name: k.created_by.name })}
          </Text>
        )}
      </>
    ),
    lastUsed: (k: Row) =>
      k.last_used_at ? (
        <>
          <time dateTime={k.last_used_at} title={formatDateTime(k.last_used_at)}>
            {formatRelative(k.last_used_at)}
          </time>
          {k.last_used_ip && (
            <Text span size="xs" c="dimmed" display="block">
              {/* The address stays left to right inside a right-to-left sentence (Unicode isolates). */}
              {t("integrations.apiKeys.usedFrom", { ip: `\u2066${k.last_used_ip}\u2069` })}
            </Text>
          )}
        </>
      ) : (
        <Text span size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {t("integrations.apiKeys.neverUsed")}
        </Text>
      ),
    expires: (k: Row) =>
      k.expires_at ? (
        <time dateTime={k.expires_at} style={{ whiteSpace: "nowrap" }}>
          {formatDate(k.expires_at)}
        </time>
      ) : (
        t("integrations.apiKeys.noExpiry")
      ),
  };
}

type Props = {
  label: string;
  rows: Row[];
  /** The Superadmin's list shows whose key each is. */
  showPartner?: boolean;
  onRevoke: (key: Row) => void;
};

/** Keys as a table on wide screens and as stacked cards on a phone; Revoke on each key still in use. */
export function ApiKeyList({ label, rows, showPartner = false, onRevoke }: Props) {
  const { t } = useTranslation();
  const facts = useFacts();
  const revoke = (k: Row) =>
    keyStatus(k) === "revoked" ? null : (
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={<IconKeyOff size={14} aria-hidden />}
        aria-label={t("integrations.apiKeys.revokeLabel", { name: k.name })}
        onClick={() => onRevoke(k)}
      >
        {t("integrations.apiKeys.revoke")}
      </Button>
    );
  const c = (key: string) => t(`integrations.apiKeys.columns.${key}` as "integrations.apiKeys.columns.name");

  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={showPartner ? 900 : 760}>
          <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c("name")}</Table.Th>
                {showPartner && <Table.Th>{t("integrations.admin.partner")}</Table.Th>}
                <Table.Th>{c("scopes")}</Table.Th>
                <Table.Th>{c("created")}</Table.Th>
                <Table.Th>{c("lastUsed")}</Table.Th>
                <Table.Th>{c("expires")}</Table.Th>
                <Table.Th>{c("status")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{c("actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((k) => (
                <Table.Tr key={k.id} data-testid="api-key-row">
                  <Table.Td>
                    <Text fw={600} size="sm" mb={4}>
                      {k.name}
                    </Text>
                    {facts.prefix(k)}
                  </Table.Td>
                  {showPartner && <Table.Td fz="sm">{k.partner?.name}</Table.Td>}
                  <Table.Td maw={260}>
                    <Scopes scopes={k.scopes} />
                  </Table.Td>
                  <Table.Td fz="sm">{facts.created(k)}</Table.Td>
                  <Table.Td fz="sm">{facts.lastUsed(k)}</Table.Td>
                  <Table.Td fz="sm">{facts.expires(k)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={keyStatus(k)} />
                  </Table.Td>
                  <Table.Td ta="end">{revoke(k)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" component="ul" aria-label={label} m={0} p={0} style={{ listStyle: "none" }}>
        {rows.map((k) => (
          <Paper key={k.id} component="li" withBorder radius="md" p="sm" data-testid="api-key-card">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {k.name}
              </Text>
              <StatusBadge status={keyStatus(k)} />
            </Group>
            {showPartner && (
              <Text size="sm" c="dimmed">
                {k.partner?.name}
              </Text>
            )}
            <Stack gap={6} mt="xs">
              {facts.prefix(k)}
              <Scopes scopes={k.scopes} />
              <Fact label={c("created")}>{facts.created(k)}</Fact>
              <Fact label={c("lastUsed")}>{facts.lastUsed(k)}</Fact>
              <Fact label={c("expires")}>{facts.expires(k)}</Fact>
            </Stack>
            {keyStatus(k) !== "revoked" && (
              <Group justify="flex-end" mt="xs">
                {revoke(k)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" fz="sm">
      <Text span size="sm" c="dimmed" miw={90}>
        {label}
      </Text>
      <div>{children}</div>
    </Group>
  );
}
