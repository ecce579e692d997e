import { Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { PROVIDER_TYPES } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { paths } from "../../../lib/paths";
import { useRefNames, useStudyDestinations } from "../../lookups";
import { useProvider } from "../api/get-provider";
import { BackLink } from "../components/back-link";
import { CountryCode } from "../components/country-flag";
import { DetailFallback } from "../components/detail-fallback";
import { FactList } from "../components/fact-list";
import { ProviderCourses } from "../components/provider-courses";
import { ProviderLogo } from "../components/provider-logo";
import "../strings";
import { Ltr } from "../../../components/ltr";
import { formatNumber } from "../../../lib/format";

/** One education provider: who they are, whom to contact, and their courses. */
export function ProviderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useProvider(valid ? id : null);
  const destinations = useStudyDestinations();
  const names = useRefNames();
  const back = <BackLink to={paths.partner.providers.href()}>{t("cataloguePage.provider.back")}</BackLink>;

  const p = query.data;
  if (!p) {
    return (
      <DetailFallback
        size="xl"
        back={back}
        loading={valid && query.isPending}
        error={query.error}
        heading={t("cataloguePage.providers.title")}
        notFound={t("cataloguePage.provider.notFound")}
        failed={t("cataloguePage.provider.loadFailed")}
      />
    );
  }

  const iso2 = destinations.data?.find((d) => d.id === p.country.id)?.iso2;
  const type = (PROVIDER_TYPES as readonly string[]).includes(p.type)
    ? t(`cataloguePage.providers.types.${p.type as (typeof PROVIDER_TYPES)[number]}`)
    : p.type;
  const none = (
    <Text span c="dimmed" size="sm">
      {t("cataloguePage.provider.noContact")}
    </Text>
  );

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        {back}
        <Group gap="md" wrap="nowrap" align="center">
          <ProviderLogo name={p.name} url={p.logo_url} size={56} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {p.name}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                <CountryCode iso2={iso2} />{" "}
                {[p.city, names.country({ ...p.country, iso2: iso2 ?? null })].filter(Boolean).join(", ")}
              </Text>
              <Badge variant="light" radius="sm" tt="none">
                {type}
              </Badge>
              <Text size="sm" c="dimmed">
                {t("cataloguePage.providers.courses", {
                  count: p.courses_count,
                  formatted: formatNumber(p.courses_count),
                })}
              </Text>
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="provider-about">
            <Title order={2} fz="lg" mb="sm" id="provider-about">
              {t("cataloguePage.provider.about")}
            </Title>
            <Text size="sm" c={p.description ? undefined : "dimmed"}>
              {p.description || t("cataloguePage.provider.noDescription")}
            </Text>
          </Paper>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="provider-contacts">
            <Title order={2} fz="lg" mb="sm" id="provider-contacts">
              {t("cataloguePage.provider.contacts")}
            </Title>
            <FactList
              facts={{
                [t("cataloguePage.provider.contactName")]: p.contact_name || none,
                [t("cataloguePage.provider.email")]: p.contact_email ? (
                  <Anchor href={`mailto:${p.contact_email}`} size="sm">
                    <Ltr>{p.contact_email}</Ltr>
                  </Anchor>
                ) : (
                  none
                ),
                [t("cataloguePage.provider.phone")]: p.contact_phone ? (
                  <Anchor href={`tel:${p.contact_phone.replace(/\s+/g, "")}`} size="sm">
                    <Ltr>{p.contact_phone}</Ltr>
                  </Anchor>
                ) : (
                  none
                ),
                [t("cataloguePage.provider.website")]: p.website ? (
                  <Anchor href={p.website} target="_blank" rel="noopener noreferrer" size="sm">
                    <Ltr>{p.website.replace(/^https?:\/\//, "")}</Ltr>
                  </Anchor>
                ) : (
                  none
                ),
              }}
            />
          </Paper>
        </SimpleGrid>
        <ProviderCourses providerId={p.id} providerName={p.name} iso2={iso2} />
      </Stack>
    </Container>
  );
}
