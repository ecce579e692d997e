import { Anchor, Container, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { linkEntries } from "../../../layout/menu/filter-menu";
import { MENU } from "../../../layout/menu/menu-items";
import { useMenu } from "../../../layout/menu/use-menu";
import { useHelpContent } from "../content/use-help-content";
import classes from "./help-page.module.css";

const trim = (path: string) => path.replace(/\/+$/, "");
const menuPaths = new Set(linkEntries(MENU).flatMap((i) => (i.path ? [trim(i.path)] : [])));

/** /help: how to use the portal, one section per area, with a table of contents. */
export function HelpPage() {
  const { t } = useTranslation();
  const { intro, sections } = useHelpContent();
  const visiblePaths = new Set(linkEntries(useMenu()).flatMap((i) => (i.path ? [trim(i.path)] : [])));
  // A link to a screen the user's menu does not show would only lead to "no access".
  const canOpen = (path: string) => !menuPaths.has(trim(path)) || visiblePaths.has(trim(path));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("help.title")}
          </Title>
          <Text c="dimmed" mt={4} maw={760}>
            {intro}
          </Text>
        </div>
        <div className={classes.layout}>
          <nav aria-labelledby="help-contents" className={classes.toc}>
            <Text id="help-contents" size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="xs">
              {t("help.contents")}
            </Text>
            <ol className={classes.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={classes.tocLink}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <Stack gap="md" className={classes.content}>
            {sections.map((section) => (
              <Paper
                key={section.id}
                id={section.id}
                component="section"
                aria-labelledby={`${section.id}-title`}
                withBorder
                radius="lg"
                p={{ base: "md", sm: "lg" }}
                className={classes.section}
              >
                <Title order={2} fz="lg" mb="sm" id={`${section.id}-title`}>
                  {section.heading}
                </Title>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph.slice(0, 48)} className={classes.paragraph}>
                      {paragraph}
                    </Text>
                  ))}
                  {"steps" in section && section.steps && (
                    <List type="ordered" spacing={6} className={classes.paragraph}>
                      {section.steps.map((step) => (
                        <List.Item key={step.slice(0, 48)}>{step}</List.Item>
                      ))}
                    </List>
                  )}
                  {"link" in section && section.link && canOpen(section.link[1]) && (
                    <Anchor component={Link} to={section.link[1]} fw={600} className={classes.more}>
                      {section.link[0]}
                      <IconArrowRight size={16} aria-hidden />
                    </Anchor>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
