import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "../strings";

/** Placeholder: being built for issue 4. */
export function ProvidersPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t("cataloguePage.title")}</Title>
    </Container>
  );
}
