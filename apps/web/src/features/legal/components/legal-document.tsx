import "../../auth/account-strings";
import { Anchor, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Brand } from "../../../components/brand";
import { paths } from "../../../lib/paths";
import { useLegalContent } from "../content/use-legal-content";
import classes from "./legal-document.module.css";

/** A legal document: title, date, introduction and numbered sections. */
export function LegalDocument({ doc }: { doc: "terms" | "privacy" }) {
  const { t } = useTranslation();
  const content = useLegalContent();
  const { title, intro, sections } = content[doc];
  const other = doc === "terms" ? "privacy" : "terms";

  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Container size="md" className={classes.headerInner}>
          <Anchor component={Link} to={paths.login.href()} underline="never" c="inherit">
            <Brand />
          </Anchor>
          <Anchor component={Link} to={paths.login.href()} size="sm" fw={600}>
            <Group gap={4} component="span">
              <IconArrowLeft size={14} />
              {t("auth.backToSignIn")}
            </Group>
          </Anchor>
        </Container>
      </header>
      <Container size="md" py="xl" component="main">
        <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} component="article" className={classes.article}>
          <Stack gap="lg">
            <div>
              <Title order={1}>{title}</Title>
              <Text size="sm" c="dimmed" mt={4}>
                {content.updated.replace("{{date}}", content.updatedDate)}
              </Text>
            </div>
            <Text>{intro}</Text>
            {sections.map((section) => (
              <section key={section.heading}>
                <Title order={2} fz="lg" mb="xs">
                  {section.heading}
                </Title>
                <Stack gap="xs">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
                  ))}
                </Stack>
              </section>
            ))}
            <Text size="sm" c="dimmed">
              {content.seeAlso}{" "}
              <Anchor component={Link} to={paths[other].href()}>
                {content[other].title}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}
