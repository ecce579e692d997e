import { Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type ModuleId =
  | "subLogins"
  | "updates"
  | "tickets"
  | "students"
  | "applications"
  | "providers"
  | "documents"
  | "experts"
  | "reports"
  | "payments"
  | "courses"
  | "roles"
  | "years"
  | "intakes"
  | "applicationStatuses"
  | "countries"
  | "regions"
  | "tasks"
  | "resolveModal";

/** The frame of a module that a later issue builds: its title and what it does, and no pretend data. */
export function ModulePage({ id }: { id: ModuleId }) {
  const { t } = useTranslation();
  const title = id === "resolveModal" ? t("menu.tickets") : t(`menu.${id}`);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4} maw={720}>
            {t(`modules.${id}`)}
          </Text>
        </div>
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconTools size={26} />
            </ThemeIcon>
            <Text ta="center" c="dimmed" maw={520}>
              {t("modules.comingSoon")}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
