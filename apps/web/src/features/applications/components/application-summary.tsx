import { Anchor, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ApplicationDetail } from "@pp/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Ltr } from "../../../components/ltr";
import { exactTime, shortDate } from "../../../lib/dates";
import { formatMoney } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useRefNames } from "../../lookups/use-ref-names";
import { useCourse } from "../api/search-courses";
import classes from "./applications.module.css";
import { StatusBadge } from "./status-badge";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The header: number and status, then student, course, provider, intake, fees and dates. */
export function ApplicationSummary({
  application: a,
  actions,
}: {
  application: ApplicationDetail;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const names = useRefNames();
  const course = useCourse(a.course.id);
  const c = course.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t("applicationsPage.detail.heading", { id: a.id })}
            </Title>
            <StatusBadge status={a.status} size="lg" data-testid="application-status" />
          </Group>
          <Text size="sm" c="dimmed">
            {a.student.name} · {a.course.name}
          </Text>
        </Stack>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Field label={t("applicationsPage.detail.student")}>
          <Anchor
            className={classes.link}
            component={Link}
            to={paths.partnerDetail.student.href(a.student.id)}
            size="sm"
          >
            {a.student.name}
          </Anchor>
        </Field>
        <Field label={t("applicationsPage.detail.course")}>
          <Anchor className={classes.link} component={Link} to={paths.partnerDetail.course.href(a.course.id)} size="sm">
            {a.course.name}
          </Anchor>
        </Field>
        <Field label={t("applicationsPage.detail.provider")}>
          <Anchor
            className={classes.link}
            component={Link}
            to={paths.partnerDetail.provider.href(a.provider.id)}
            size="sm"
          >
            {a.provider.name}
          </Anchor>
        </Field>
        <Field label={t("applicationsPage.detail.intake")}>{names.intake(a.intake)}</Field>
        <Field label={t("applicationsPage.detail.destination")}>{names.country(a.country)}</Field>
        <Field label={t("applicationsPage.detail.studyLevel")}>{names.level(a.study_level)}</Field>
        <Field label={t("applicationsPage.detail.tuition")}>
          {c ? <Ltr>{formatMoney(c.tuition_fee, c.currency, { dropZeroCents: true })}</Ltr> : "…"}
        </Field>
        {c && Number(c.application_fee) > 0 && (
          <Field label={t("applicationsPage.detail.applicationFee")}>
            <Ltr>{formatMoney(c.application_fee, c.currency, { dropZeroCents: true })}</Ltr>
          </Field>
        )}
        <Field label={t("applicationsPage.detail.created")}>
          <time dateTime={a.created_at} title={exactTime(a.created_at)}>
            {shortDate(a.created_at)}
          </time>
        </Field>
        <Field label={t("applicationsPage.detail.submitted")}>
          {a.submitted_at ? (
            <time dateTime={a.submitted_at} title={exactTime(a.submitted_at)}>
              {shortDate(a.submitted_at)}
            </time>
          ) : (
            t("applicationsPage.detail.notSubmitted")
          )}
        </Field>
        {a.offer_type && <Field label={t("applicationsPage.detail.offerType")}>{a.offer_type}</Field>}
      </SimpleGrid>
    </Stack>
  );
}
