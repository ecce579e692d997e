import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ExpertItem } from "@pp/shared";
import { IconBuildingBank, IconCalendarPlus, IconLanguage, IconMail, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import { useRefNames } from "../../lookups/use-ref-names";
import { ExpertAvatar } from "./expert-avatar";

const CHIPS = 6;

/** One representative: photo or initials, who they are, what they cover, how to reach them, and the request button. */
export function ExpertCard({ expert, onRequest }: { expert: ExpertItem; onRequest: (expert: ExpertItem) => void }) {
  const { t } = useTranslation();
  const names = useRefNames();
  const coverage = [
    ...expert.regions.map((r) => ({ key: `r${r.id}`, name: r.name, region: true })),
    ...expert.countries.map((c) => ({ key: `c${c.id}`, name: names.country(c), region: false })),
  ];
  const shown = coverage.slice(0, CHIPS);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`expert-${expert.id}`} h="100%">
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ExpertAvatar name={expert.name} photoUrl={expert.photo_url} size={56} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={`expert-${expert.id}`} lh={1.3}>
              {expert.name}
            </Title>
            {expert.title ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {expert.title}
              </Text>
            ) : null}
            <Group gap={6} wrap="nowrap" mt={2}>
              <IconBuildingBank size={16} aria-hidden style={{ flex: "none" }} />
              <Text size="sm" fw={500} truncate>
                {expert.provider?.name ?? t("expertsPage.directory.noProvider")}
              </Text>
            </Group>
          </Stack>
        </Group>

        {coverage.length ? (
          <div>
            <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={6}>
              {t("expertsPage.directory.covers")}
            </Text>
            <Group gap={6}>
              {shown.map((c) => (
                <Badge
                  key={c.key}
                  variant={c.region ? "filled" : "default"}
                  color={c.region ? "indigo.8" : undefined}
                  tt="none"
                  fw={500}
                >
                  {c.name}
                </Badge>
              ))}
              {coverage.length > CHIPS ? (
                <Badge
                  variant="default"
                  tt="none"
                  fw={500}
                  title={coverage
                    .slice(CHIPS)
                    .map((c) => c.name)
                    .join(", ")}
                >
                  {t("expertsPage.directory.more", { count: coverage.length - CHIPS })}
                </Badge>
              ) : null}
            </Group>
          </div>
        ) : null}

        {expert.languages.length ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconLanguage size={16} aria-hidden style={{ flex: "none", marginTop: 2 }} />
            <Text size="sm">
              <Text span size="sm" c="dimmed">
                {t("expertsPage.directory.speaks")}:{" "}
              </Text>
              {expert.languages.map((l) => names.language(l)).join(", ")}
            </Text>
          </Group>
        ) : null}

        {expert.bio ? (
          <Text size="sm" lineClamp={3}>
            {expert.bio}
          </Text>
        ) : null}

        <Stack gap={4} mt="auto">
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden style={{ flex: "none" }} />
            <Anchor href={`mailto:${expert.email}`} size="sm" truncate>
              <Ltr>{expert.email}</Ltr>
            </Anchor>
          </Group>
          {expert.phone ? (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden style={{ flex: "none" }} />
              <Anchor href={`tel:${expert.phone.replace(/[^+\d]/g, "")}`} size="sm">
                <Ltr>{expert.phone}</Ltr>
              </Anchor>
            </Group>
          ) : null}
        </Stack>

        <Button
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={() => onRequest(expert)}
          aria-label={t("expertsPage.directory.requestWith", { name: expert.name })}
          fullWidth
        >
          {t("expertsPage.directory.request")}
        </Button>
      </Stack>
    </Card>
  );
}
