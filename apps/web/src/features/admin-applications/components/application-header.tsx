import { Anchor, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { AdminApplicationDetail } from "@pp/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { intakeName } from "../../../lib/ref-names";
import { useMasterNames } from "../../lookups/use-master-names";
import classes from "./admin-applications.module.css";
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

function When({ iso }: { iso: string }) {
  const { formatDate, formatDateTime } = useFormat();
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatDate(iso)}
    </time>
  );
}

/** Number and current status, then who applies (student, partner) for what (course, provider, intake) and when. */
export function ApplicationHeader({ application: a }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  return (
    <Stack gap="md">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("adminApplicationsPage.detail.heading", { id: a.id })}
          </Title>
          <StatusBadge status={a.status} size="lg" data-testid="admin-application-status" />
        </Group>
        <Text size="sm" c="dimmed">
          {t("adminApplicationsPage.detail.subtitle")}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Field label={t("adminApplicationsPage.detail.student")}>{a.student.name}</Field>
        <Field label={t("adminApplicationsPage.detail.partner")}>
          <Anchor className={classes.link} component={Link} to={paths.admin.partner.href(a.partner.id)} size="sm">
            {a.partner.name}
          </Anchor>
        </Field>
        <Field label={t("adminApplicationsPage.detail.course")}>{a.course.name}</Field>
        <Field label={t("adminApplicationsPage.detail.provider")}>{a.provider.name}</Field>
        <Field label={t("adminApplicationsPage.detail.intake")}>{intakeName(a.intake)}</Field>
        <Field label={t("adminApplicationsPage.detail.destination")}>{a.country.name}</Field>
        <Field label={t("adminApplicationsPage.detail.studyLevel")}>{masters.level(a.study_level)}</Field>
        <Field label={t("adminApplicationsPage.detail.created")}>
          <When iso={a.created_at} />
        </Field>
        <Field label={t("adminApplicationsPage.detail.submitted")}>
          {a.submitted_at ? <When iso={a.submitted_at} /> : t("adminApplicationsPage.detail.notSubmitted")}
        </Field>
        <Field label={t("adminApplicationsPage.detail.updated")}>
          <When iso={a.updated_at} />
        </Field>
        {a.offer_type && <Field label={t("adminApplicationsPage.detail.offerType")}>{a.offer_type}</Field>}
      </SimpleGrid>
    </Stack>
  );
}
