import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { CourseItem, MatchItem } from "@pp/shared";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Ltr } from "../../../components/ltr";
import { paths } from "../../../lib/paths";
import { useRefNames } from "../../lookups/use-ref-names";
import { ShortlistToggle } from "../../shortlist/components/shortlist-toggle";
import { formatMoney, formatMonthYear, nextIntakes } from "../utils/format";
import { CardMatch } from "./card-match";
import { CountryCode } from "./country-flag";
import classes from "./course-card.module.css";

type Props = { course: CourseItem; iso2?: string; now?: Date; headingLevel?: 2 | 3; match?: MatchItem };

/** "Details →" to a course's page, named after the course for screen readers (the catalogue's strings). */
export function CourseDetailsButton({ course }: { course: Pick<CourseItem, "id" | "name"> }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.partnerDetail.course.href(course.id)}
      size="xs"
      variant="subtle"
      rightSection={<IconArrowRight size={14} aria-hidden />}
      aria-label={t("cataloguePage.card.detailsOf", { name: course.name })}
    >
      {t("cataloguePage.card.details")}
    </Button>
  );
}

/** One course of the finder: what it costs, how long, where, when it starts; shortlist and details. */
export function CourseCard({ course, iso2, now = new Date(), headingLevel = 2, match }: Props) {
  const { t } = useTranslation();
  const names = useRefNames();
  const starts = nextIntakes(course.intake_months, now, 3).map((m) => formatMonthYear(m));
  return (
    <Paper component="article" withBorder radius="md" p="md" className={classes.card} data-testid="course-card">
      <Stack gap={6} className={classes.body}>
        <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="xs" c="dimmed" className={classes.place}>
            <CountryCode iso2={iso2} />
            {names.country({ ...course.country, iso2: iso2 ?? null })}
          </Text>
          <Badge variant="light" size="sm" radius="sm" tt="none" className={classes.level}>
            {names.level(course.study_level)}
          </Badge>
        </Group>
        <Title order={headingLevel} fz="md" lh={1.3} className={classes.name}>
          <Anchor component={Link} to={paths.partnerDetail.course.href(course.id)} inherit c="inherit">
            {course.name}
          </Anchor>
        </Title>
        <Anchor
          component={Link}
          to={paths.partnerDetail.provider.href(course.provider.id)}
          size="sm"
          className={classes.provider}
        >
          {course.provider.name}
        </Anchor>
        <dl className={classes.facts}>
          <div>
            <dt>{t("cataloguePage.card.tuition")}</dt>
            <dd className={classes.fee} data-testid="course-tuition">
              <Ltr>{formatMoney(course.tuition_fee, course.currency)}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t("cataloguePage.card.duration")}</dt>
            <dd>{t("cataloguePage.duration", { count: course.duration_months })}</dd>
          </div>
          <div className={classes.wide}>
            <dt>{t("cataloguePage.card.intakes")}</dt>
            <dd>{starts.length ? starts.join(", ") : t("cataloguePage.card.noIntakes")}</dd>
          </div>
        </dl>
        {match && <CardMatch match={match} />}
      </Stack>
      <Group gap="xs" justify="space-between" className={classes.actions}>
        <ShortlistToggle course={course} />
        <CourseDetailsButton course={course} />
      </Group>
    </Paper>
  );
}
