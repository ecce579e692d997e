import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "./strings";

/** Placeholder: being built for issue 4. */
export function ComparePage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t("shortlist.title")}</Title>
    </Container>
  );
}
