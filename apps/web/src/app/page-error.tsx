import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown when a page fails to render or its module cannot be loaded even after a reload. */
export function PageError() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={2}>{t("errors.page.title")}</Title>
        <Text c="dimmed">{t("errors.page.body")}</Text>
        <Button onClick={() => window.location.reload()}>{t("errors.page.reload")}</Button>
      </Stack>
    </Center>
  );
}
