import "../strings";
import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { hasPermission } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/load-failed";
import { useSession } from "../../../lib/auth/session-store";
import { useFormat } from "../../../lib/format";
import { useMyDay } from "../api/get-my-day";
import { SectionCard, SectionPlaceholder } from "../components/section-card";
import { SECTION_FRAMES } from "../components/sections";

/**
 * /partner/my-day (issue 36): the date, then one card per section the person may see: its count, its first rows
 * and "See all" to the list with the same filter. Live notifications and coming back to the tab refresh it.
 */
export function MyDayPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const permissions = useSession((s) => s.permissions);
  const day = useMyDay();
  const expected = SECTION_FRAMES.filter((f) => hasPermission(permissions, f.permission));

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {format.formatDate(new Date(), { long: true })}
          </Text>
          <Title order={1}>{t("myDay.title")}</Title>
          <Text c="dimmed">{t("myDay.subtitle")}</Text>
        </div>
        {day.isError ? (
          <LoadFailed
            title={t("myDay.loadFailed")}
            error={day.error}
            retryLabel={t("myDay.retry")}
            onRetry={() => void day.refetch()}
          />
        ) : day.data === undefined ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" role="status" aria-busy aria-label={t("common.loading")}>
            {expected.map((f) => (
              <SectionPlaceholder key={f.key} sectionKey={f.key} />
            ))}
          </SimpleGrid>
        ) : day.data.sections.length === 0 ? (
          <Text>{t("myDay.nothing")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {day.data.sections.map((s) => (
              <SectionCard key={s.key} section={s} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
