import { Button, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HOME_PATH } from "../../../lib/paths";
import classes from "./not-found-page.module.css";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className={classes.root}>
      <Stack align="center" ta="center" gap="md" maw={520}>
        <div className={classes.code} aria-hidden>
          404
        </div>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t("errors.notFound.title")}
        </Title>
        <Text c="dimmed">{t("errors.notFound.body")}</Text>
        <Button component={Link} to={HOME_PATH} size="md" mt="sm" leftSection={<IconArrowLeft size={18} />}>
          {t("errors.notFound.back")}
        </Button>
      </Stack>
    </main>
  );
}
