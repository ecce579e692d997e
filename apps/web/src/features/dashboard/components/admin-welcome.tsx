import { Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The Superadmin's landing panel until the admin dashboard exists (the partner figures are partner-only). */
export function AdminWelcome() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="admin-welcome">
      <Title order={2} fz="lg">
        {t("salesDashboard.admin.title")}
      </Title>
      <Text c="dimmed" mt="xs">
        {t("salesDashboard.admin.body")}
      </Text>
    </Paper>
  );
}
