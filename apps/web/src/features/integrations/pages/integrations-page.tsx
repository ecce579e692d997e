import "../strings";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ForbiddenNotice } from "../../../components/forbidden-notice";
import { useSession } from "../../../lib/auth/session-store";
import { ApiKeysCard } from "../components/api-keys-card";
import { WebhooksCard } from "../components/webhooks-card";

/**
 * /partner/integrations (issue 19): how the agency's own systems connect to the portal. Only the partner's main
 * user sees it (the server refuses sub-logins too). Each part is a card of its own, one below the other.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (user?.role !== "Partner" || user.is_sub_login) return <ForbiddenNotice />;
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("integrations.title")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t("integrations.subtitle")}
          </Text>
        </div>
        <ApiKeysCard />
        <WebhooksCard />
      </Stack>
    </Container>
  );
}
