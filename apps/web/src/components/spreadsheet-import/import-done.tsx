import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconFileImport, IconList } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ImportStrings } from "./spreadsheet-dropzone";

/**
 * After an import: how many records were added, the way to their list, and a way to start again. `strings` is the
 * import's key in the catalogs, holding `done.{title,body,view,again}`.
 */
export function ImportDone(props: {
  strings: ImportStrings;
  created: number;
  fileName: string;
  listHref: string;
  onAgain: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const s = props.strings;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="import-done">
      <Stack align="center" gap="sm" py="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="filled" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <div role="status">
          <Title order={2} size="h3" id="import-done">
            {t(`${s}.done.title`, { count: props.created })}
          </Title>
        </div>
        <Text c="dimmed" maw={520}>
          {t(`${s}.done.body`, { file: props.fileName })}
        </Text>
        {props.children}
        <Group gap="sm" mt="sm" justify="center">
          <Button component={Link} to={props.listHref} leftSection={<IconList size={18} aria-hidden />}>
            {t(`${s}.done.view`)}
          </Button>
          <Button variant="default" onClick={props.onAgain} leftSection={<IconFileImport size={18} aria-hidden />}>
            {t(`${s}.done.again`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
