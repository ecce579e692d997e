import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconFileImport, IconList } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";

/** After a commit: how many courses were added, a way to them, and a way to start again. */
export function ImportDone({ created, fileName, onAgain }: { created: number; fileName: string; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="import-done">
      <Stack align="center" gap="sm" py="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="filled" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <div role="status">
          <Title order={2} size="h3" id="import-done">
            {t("adminCataloguePage.import.done.title", { count: created })}
          </Title>
        </div>
        <Text c="dimmed" maw={520}>
          {t("adminCataloguePage.import.done.body", { file: fileName })}
        </Text>
        <Group gap="sm" mt="sm" justify="center">
          <Button component={Link} to={paths.admin.courses.href()} leftSection={<IconList size={18} aria-hidden />}>
            {t("adminCataloguePage.import.done.view")}
          </Button>
          <Button variant="default" onClick={onAgain} leftSection={<IconFileImport size={18} aria-hidden />}>
            {t("adminCataloguePage.import.done.again")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
