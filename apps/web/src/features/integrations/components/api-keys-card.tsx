import "../strings";
import { Alert, Button, Code, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { API_KEY_PREFIX, type ApiKeyCreated, type ApiKeyItem } from "@pp/shared";
import { IconCircleCheck, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/load-failed";
import { API_KEYS_PAGE_SIZE, useApiKeys, useRevokeApiKey } from "../api/api-keys";
import { ApiKeyList } from "./api-key-list";
import { ApiKeyShownModal, AUTH_HEADER } from "./api-key-shown-modal";
import { CreateApiKeyModal } from "./create-api-key-modal";
import { RevokeKeyModal } from "./revoke-key-modal";

/**
 * The Integrations page's API keys (issue 19): the partner's keys, "Create API key" (the key then shown once with a
 * copy button), and Revoke after a confirmation.
 */
export function ApiKeysCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useApiKeys(page);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / API_KEYS_PAGE_SIZE));

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      id="api-keys"
      aria-labelledby="api-keys-title"
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: "1 1 320px", minWidth: 0 }}>
          <Title order={2} fz="lg" id="api-keys-title">
            {t("integrations.apiKeys.title")}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t("integrations.apiKeys.description")}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t("integrations.apiKeys.usage")}{" "}
            <Code dir="ltr">
              {AUTH_HEADER}
              {API_KEY_PREFIX}…
            </Code>
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t("integrations.apiKeys.create")}
        </Button>
      </Group>

      <Stack gap="sm" mt="md">
        {notice && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {notice}
          </Alert>
        )}
        {list.isPending ? (
          <Stack gap="xs" aria-busy>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : list.isError ? (
          <LoadFailed
            title={t("integrations.apiKeys.loadFailed")}
            error={list.error}
            retryLabel={t("integrations.apiKeys.retry")}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.count === 0 ? (
          <Text size="sm" c="dimmed">
            {t("integrations.apiKeys.empty")}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("integrations.apiKeys.count", { count: list.data.count })}
            </Text>
            <ApiKeyList
              label={t("integrations.apiKeys.tableLabel")}
              rows={list.data.results.data}
              onRevoke={(k) => {
                revoke.reset();
                setRevoking(k);
              }}
            />
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={page} onChange={setPage} size="sm" />
              </Group>
            )}
          </>
        )}
      </Stack>

      <CreateApiKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setNotice(null);
          setPage(1);
          setCreated(key);
        }}
      />
      <ApiKeyShownModal created={created} onClose={() => setCreated(null)} />
      <RevokeKeyModal apiKey={revoking} revoke={revoke} onClose={() => setRevoking(null)} onRevoked={setNotice} />
    </Paper>
  );
}
