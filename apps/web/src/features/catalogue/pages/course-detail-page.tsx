import { Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { paths } from "../../../lib/paths";
import { IntakeDeadlineList } from "../../deadlines/deadline-text";
import { useRefNames, useStudyDestinations } from "../../lookups";
import { ShortlistToggle } from "../../shortlist/components/shortlist-toggle";
import { useCourse } from "../api/get-course";
import { BackLink } from "../components/back-link";
import { CountryCode } from "../components/country-flag";
import { DetailFallback } from "../components/detail-fallback";
import { FactList } from "../components/fact-list";
import { formatMoney, formatMonthYear, monthName, nextIntakes } from "../utils/format";
import "../strings";
import { Ltr } from "../../../components/ltr";
import { CourseRequirementsText } from "../components/course-requirements";

/** One course: overview, fees, intakes, requirements and its provider; shortlist it from here. */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useCourse(id);
  const destinations = useStudyDestinations();
  const names = useRefNames();
  const back = <BackLink to={paths.partner.courses.href()}>{t("cataloguePage.detail.back")}</BackLink>;

  const c = query.data;
  if (!c) {
    return (
      <DetailFallback
        size="lg"
        back={back}
        loading={query.isPending && Number.isInteger(id) && id > 0}
        error={query.error}
        heading={t("cataloguePage.title")}
        notFound={t("cataloguePage.detail.notFound")}
        failed={t("cataloguePage.detail.loadFailed")}
      />
    );
  }

  const iso2 = destinations.data?.find((d) => d.id === c.country.id)?.iso2;
  const country = names.country({ ...c.country, iso2: iso2 ?? null });
  const upcoming = c.intakes?.length
    ? c.intakes.slice(0, 4).map((i) => names.intake(i))
    : nextIntakes(c.intake_months, new Date(), 4).map((m) => formatMonthYear(m));
  const months = [...c.intake_months].sort((a, b) => a - b).map((m) => monthName(m, true));

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                <CountryCode iso2={iso2} /> {country}
              </Text>
              <Badge variant="light" radius="sm" tt="none">
                {names.level(c.study_level)}
              </Badge>
            </Group>
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {c.name}
            </Title>
            <Anchor component={Link} to={paths.partnerDetail.provider.href(c.provider.id)}>
              {c.provider.name}
            </Anchor>
          </Stack>
          <ShortlistToggle course={c} size="sm" />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-overview">
            <Title order={2} fz="lg" mb="sm" id="course-overview">
              {t("cataloguePage.detail.overview")}
            </Title>
            <FactList
              facts={{
                [t("cataloguePage.detail.provider")]: c.provider.name,
                [t("cataloguePage.detail.destination")]: country,
                [t("cataloguePage.detail.city")]: c.city ?? "—",
                [t("cataloguePage.detail.level")]: names.level(c.study_level),
                [t("cataloguePage.detail.discipline")]: c.discipline,
                [t("cataloguePage.detail.language")]: names.language(c.language),
                [t("cataloguePage.detail.duration")]: t("cataloguePage.duration", { count: c.duration_months }),
              }}
            />
          </Paper>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-fees">
              <Title order={2} fz="lg" mb="sm" id="course-fees">
                {t("cataloguePage.detail.fees")}
              </Title>
              <FactList
                facts={{
                  [t("cataloguePage.detail.tuition")]: (
                    <Text span fw={700} key="fee" data-testid="course-tuition">
                      <Ltr>{formatMoney(c.tuition_fee, c.currency)}</Ltr>
                    </Text>
                  ),
                  [t("cataloguePage.detail.applicationFee")]: (
                    <Ltr key="app-fee">{formatMoney(c.application_fee, c.currency)}</Ltr>
                  ),
                }}
              />
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-intakes">
              <Title order={2} fz="lg" mb="sm" id="course-intakes">
                {t("cataloguePage.detail.intakes")}
              </Title>
              <FactList
                facts={{
                  [t("cataloguePage.detail.intakeMonths")]: months.join(", ") || t("cataloguePage.card.noIntakes"),
                  [t("cataloguePage.detail.upcoming")]: upcoming.join(", ") || "—",
                }}
              />
              <IntakeDeadlineList intakes={(c.intakes ?? []).slice(0, 4)} nameOf={(i) => names.intake(i)} />
            </Paper>
          </Stack>
        </SimpleGrid>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-requirements">
          <Title order={2} fz="lg" mb="sm" id="course-requirements">
            {t("cataloguePage.detail.requirements")}
          </Title>
          <CourseRequirementsText course={c} />
        </Paper>
        <Group>
          <Button
            component={Link}
            to={paths.partnerDetail.provider.href(c.provider.id)}
            variant="light"
            leftSection={<IconBuildingBank size={16} aria-hidden />}
          >
            {t("cataloguePage.detail.viewProvider")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
