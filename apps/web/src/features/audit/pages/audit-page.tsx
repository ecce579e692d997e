import "../strings";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AuditLog } from "../components/audit-log";

/** /admin/audit: every change made through the portal, filtered by action, record type, partner and dates. */
export function AuditPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{t("auditPage.title")}</Title>
          <Text c="dimmed" size="sm">
            {t("auditPage.subtitle")}
          </Text>
        </div>
        <AuditLog
          scope="admin"
          label={t("auditPage.tableLabel")}
          loadFailed={t("auditPage.loadFailed")}
          empty={t("auditPage.emptyNone")}
          emptyFiltered={t("auditPage.empty")}
        />
      </Stack>
    </Container>
  );
}
