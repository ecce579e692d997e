import { Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ApplicationDetail } from "@pp/shared";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMasterNames } from "../../lookups/use-master-names";

/** Shown instead of the move form once the application reached a final status. */
export function LockedNotice({ application: a }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const names = useMasterNames();
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} role="status" data-testid="locked-notice">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="filled" color="gray" aria-hidden>
          <IconLock size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700}>{t("adminApplicationsPage.locked.title", { status: names.status(a.status) })}</Text>
          <Text size="sm" c="dimmed">
            {t("adminApplicationsPage.locked.body")}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
