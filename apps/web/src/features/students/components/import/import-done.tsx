import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconFileImport, IconList } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../../lib/paths";

/** After an import: how many students were added, the way to them, and a way to start again. */
export function ImportDone(props: { created: number; fileName: string; onAgain: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="import-done">
      <Stack align="center" gap="sm" py="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="filled" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <div role="status">
          <Title order={2} size="h3" id="import-done">
            {t("studentImport.done.title", { count: props.created })}
          </Title>
        </div>
        <Text c="dimmed" maw={520}>
          {t("studentImport.done.body", { file: props.fileName })}
        </Text>
        {props.children}
        <Group gap="sm" mt="sm" justify="center">
          <Button component={Link} to={paths.partner.students.href()} leftSection={<IconList size={18} aria-hidden />}>
            {t("studentImport.done.view")}
          </Button>
          <Button variant="default" onClick={props.onAgain} leftSection={<IconFileImport size={18} aria-hidden />}>
            {t("studentImport.done.again")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
