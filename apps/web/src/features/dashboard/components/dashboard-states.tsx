import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";

/** A dashboard while its figures load: the placeholders given, announced as loading. */
export function DashboardLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy aria-label={t("common.loading")}>
      {children}
    </Stack>
  );
}

/** A dashboard whose figures could not be loaded: `title`, the server's sentence, and a retry. */
export function DashboardLoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />} title={title}>
      <Text size="sm">{errorMessage(error, "")}</Text>
      <Button size="xs" variant="light" color="red" mt="sm" onClick={onRetry}>
        {t("salesDashboard.retry")}
      </Button>
    </Alert>
  );
}
