import "../matching-strings";
import {
  Accordion,
  Anchor,
  Badge,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import type { MatchItem } from "@pp/shared";
import { IconCheck, IconQuestionMark, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../../components/load-failed";
import { ltrText } from "../../../components/ltr";
import { useFormat } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import "../../catalogue/strings";
import { CourseDetailsButton } from "../../catalogue/components/course-card";
import { DisciplineSelect } from "../../catalogue/components/discipline-select";
import { ListPager } from "../../catalogue/components/list-pager";
import { toCountryOptions, useAllLevels, useStudyDestinations } from "../../lookups";
import { useMasterNames } from "../../lookups/use-master-names";
import { useRefNames } from "../../lookups/use-ref-names";
import { ShortlistToggle } from "../../shortlist/components/shortlist-toggle";
import { MATCH_PAGE_SIZE, useStudentMatches } from "../api/get-student-matches";
import { ApplyFromMatch } from "./apply-from-match";
import { EligibilityBadge, MatchScore } from "./match-badges";
import { OfferLikelihood } from "./offer-likelihood";

const STATUS = {
  met: { color: "teal", Icon: IconCheck },
  not_met: { color: "red", Icon: IconX },
  unknown: { color: "gray", Icon: IconQuestionMark },
} as const;
const FITS = ["destination", "discipline", "intake", "budget"] as const;

function MatchCard({ match, studentId }: { match: MatchItem; studentId: number }) {
  const { t } = useTranslation();
  const { formatMoney } = useFormat();
  const names = useRefNames();
  const { course } = match;
  return (
    <Paper component="article" withBorder radius="md" p="md" data-testid="match">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={3} fz="md" lh={1.3}>
            <Anchor component={Link} to={paths.partnerDetail.course.href(course.id)} inherit c="inherit">
              {course.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {course.provider.name} · {names.country(course.country)} · {names.level(course.study_level)}
          </Text>
          <Text size="sm">
            {t("matches.tuition", { fee: ltrText(formatMoney(course.tuition_fee, course.currency)) })}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <MatchScore score={match.score} />
          <EligibilityBadge eligibility={match.eligibility} />
        </Stack>
      </Group>
      <List spacing={4} mt="sm" size="sm" center aria-label={t("matches.reasonsLabel")}>
        {match.reasons.map((r) => {
          const { color, Icon } = STATUS[r.status];
          return (
            <List.Item
              key={r.requirement}
              icon={
                <ThemeIcon
                  role="img"
                  color={color}
                  size={18}
                  radius="xl"
                  variant="light"
                  aria-label={t(`matches.status.${r.status}`)}
                >
                  <Icon size={12} />
                </ThemeIcon>
              }
            >
              {r.message}
            </List.Item>
          );
        })}
      </List>
      {match.likelihood && (
        <Stack mt="sm" gap={4}>
          <Text size="xs" fw={600}>
            {t("matches.likelihood.label")}
          </Text>
          <OfferLikelihood likelihood={match.likelihood} />
        </Stack>
      )}
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap={4} role="group" aria-label={t("matches.fitLabel")}>
          {FITS.filter((f) => match.fit[f]).map((f) => (
            <Badge key={f} size="sm" variant="dot" color="teal" tt="none">
              {t(`matches.fit.${f}`)}
            </Badge>
          ))}
        </Group>
        <Group gap="xs">
          <ShortlistToggle course={course} />
          <ApplyFromMatch studentId={studentId} match={match} />
          <CourseDetailsButton course={course} />
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A student's "Course matches" tab (issue 18): the catalogue ranked for them, each course with its reasons. Without a
 * level chosen, the matches are at the level the student wants (issue 35), and the level filter says so.
 */
export function StudentMatches({ studentId, wantedLevel }: { studentId: number; wantedLevel: string | null }) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const [country, setCountry] = useState<number | undefined>(undefined);
  const [level, setLevel] = useState<number | undefined>(undefined);
  /** The chosen disciplines, comma-separated (as the course finder's URL keeps them). */
  const [discipline, setDiscipline] = useState("");
  const [page, setPage] = useState(1);
  const destinations = useStudyDestinations();
  const levels = useAllLevels();
  const matches = useStudentMatches(studentId, { country, study_level: level, discipline, page });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t("matches.intro")}
      </Text>
      {/* Full width in three columns: the wanted level's placeholder ("Postgraduate (Master's) (wanted)") fits. */}
      <SimpleGrid
        cols={{ base: 1, xs: 3 }}
        spacing="sm"
        verticalSpacing="xs"
        maw={960}
        role="group"
        aria-label={t("matches.filtersLabel")}
      >
        <Select
          label={t("matches.destination")}
          placeholder={t("matches.anyDestination")}
          data={toCountryOptions(destinations.data)}
          value={country ? String(country) : null}
          onChange={(v) => {
            setCountry(v ? Number(v) : undefined);
            setPage(1);
          }}
          clearable
          searchable
        />
        <Select
          label={t("cataloguePage.filters.level")}
          placeholder={
            wantedLevel ? t("matches.wantedLevel", { level: wantedLevel }) : t("cataloguePage.filters.anyLevel")
          }
          data={masters.levelOptions(levels.data)}
          value={level ? String(level) : null}
          onChange={(v) => {
            setLevel(v ? Number(v) : undefined);
            setPage(1);
          }}
          clearable
        />
        <DisciplineSelect
          value={discipline}
          onChange={(v) => {
            setDiscipline(v);
            setPage(1);
          }}
        />
      </SimpleGrid>
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="how">
          <Accordion.Control>{t("matches.howTitle")}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{t("matches.how")}</Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="how-likelihood">
          <Accordion.Control>{t("matches.likelihood.howTitle")}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{t("matches.likelihood.how")}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {matches.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={150} radius="md" />
          <Skeleton height={150} radius="md" />
        </Stack>
      ) : matches.isError ? (
        <LoadFailed
          title={t("matches.loadFailed")}
          error={matches.error}
          retryLabel={t("matches.retry")}
          onRetry={() => void matches.refetch()}
        />
      ) : matches.data.items.length === 0 ? (
        <Text c="dimmed">{t("matches.empty")}</Text>
      ) : (
        <>
          {matches.data.items.some((m) => m.reasons.some((r) => r.status === "unknown")) && (
            <Text size="sm" c="dimmed">
              {t("matches.completeProfile")}
            </Text>
          )}
          <Stack gap="sm">
            {matches.data.items.map((m) => (
              <MatchCard key={m.course.id} match={m} studentId={studentId} />
            ))}
          </Stack>
          <ListPager
            label={t("matches.pages")}
            page={page}
            pageSize={MATCH_PAGE_SIZE}
            total={matches.data.count}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
