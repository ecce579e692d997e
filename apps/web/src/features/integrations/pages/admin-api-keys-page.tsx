import "../strings";
import { Alert, Button, Center, Container, Group, Pagination, Paper, Stack, Text, Title } from "@mantine/core";
import type { AdminApiKeyItem } from "@pp/shared";
import { IconCircleCheck, IconFilterOff } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { PartnerSelect } from "../../admin-partners/components/partner-select";
import { useAdminApiKeys, useAdminRevokeApiKey } from "../api/api-keys";
import { ApiKeyList } from "../components/api-key-list";
import { RevokeKeyModal } from "../components/revoke-key-modal";

const DEFAULTS = { page_size: 25, partner: "" };

/**
 * /admin/api-keys (issue 19): every partner's API keys, never the keys themselves, filtered by partner in the URL
 * (the partner's page links here with its id); Revoke stops a key at once.
 */
export function AdminApiKeysPage() {
  const { t } = useTranslation();
  const list = useListParams(DEFAULTS);
  const query = useAdminApiKeys(list.query);
  const revoke = useAdminRevokeApiKey();
  const [revoking, setRevoking] = useState<AdminApiKeyItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const total = query.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(total / list.pageSize));

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("integrations.admin.title")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t("integrations.admin.subtitle")}
          </Text>
        </div>
        <Paper withBorder radius="lg" p="md" component="section" aria-label={t("integrations.admin.filtersLabel")}>
          <Group align="flex-end" gap="sm">
            <div style={{ flex: "1 1 260px", maxWidth: 420 }}>
              <PartnerSelect value={list.values.partner} onChange={(partner) => list.set({ partner })} />
            </div>
            {list.filtered && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconFilterOff size={14} aria-hidden />}
                onClick={() => list.reset()}
              >
                {t("integrations.admin.clear")}
              </Button>
            )}
          </Group>
        </Paper>
        {notice && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {notice}
          </Alert>
        )}
        {query.isPending ? (
          <Center py="xl">
            <Spinner label={t("integrations.admin.title")} />
          </Center>
        ) : query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(query.error, t("integrations.apiKeys.loadFailed"))}
          </Alert>
        ) : total === 0 ? (
          <Text c="dimmed">{t(list.filtered ? "integrations.admin.empty" : "integrations.admin.emptyNone")}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("integrations.apiKeys.count", { count: total })}
            </Text>
            <ApiKeyList
              label={t("integrations.admin.tableLabel")}
              rows={query.data.results.data}
              showPartner
              onRevoke={(k) => {
                revoke.reset();
                setRevoking(k as AdminApiKeyItem);
              }}
            />
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={list.page} onChange={list.setPage} size="sm" />
              </Group>
            )}
          </>
        )}
      </Stack>
      <RevokeKeyModal apiKey={revoking} revoke={revoke} onClose={() => setRevoking(null)} onRevoked={setNotice} />
    </Container>
  );
}
