import { Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { linkEntries } from "../layout/menu/filter-menu";
import { useMenu } from "../layout/menu/use-menu";

/** A screen reachable only by those whose menu shows it: the same rule for the menu and the direct URL. */
export function RequireMenuAccess({ menuId, children }: { menuId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const menu = useMenu();
  if (linkEntries(menu).some((i) => i.id === menuId)) return children;
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
