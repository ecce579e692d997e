import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "../strings";

/** Placeholder: being built for issue 4. */
export function StudentsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t("studentsPage.title")}</Title>
    </Container>
  );
}
