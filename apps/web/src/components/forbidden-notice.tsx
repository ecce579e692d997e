import { Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The refusal a screen shows to someone its rule does not admit (the menu guard and role-checked pages). */
export function ForbiddenNotice() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl" role="alert">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={1} fz={24} ta="center">
            {t("errors.forbidden.title")}
          </Title>
          <Text c="dimmed" ta="center">
            {t("errors.forbidden.body")}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
