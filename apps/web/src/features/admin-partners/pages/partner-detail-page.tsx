import "../strings";
import "../../integrations/strings";
import { Alert, Anchor, Button, Center, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconKey } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Ltr } from "../../../components/ltr";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { formatDate, formatNumber } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useRefNames } from "../../lookups/use-ref-names";
import { useAdminPartner } from "../api/get-partner";
import { CommissionForm } from "../components/commission-form";
import { PartnerActions } from "../components/partner-actions";
import { PartnerUsersTable } from "../components/partner-users-table";
import { PartnerStatusBadge } from "../components/status-badge";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** /admin/partners/:id: one agency, its users, the status actions and its commission. */
export function AdminPartnerDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useAdminPartner(id);
  const p = query.data;
  const names = useRefNames();
  const none = t("adminPartnersPage.detail.none");
  const date = (v: string | null) => (v ? formatDate(v) : none);

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.admin.partners.href()} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t("adminPartnersPage.detail.back")}
          </Group>
        </Anchor>
        {query.isPending && (
          <Center py="xl">
            <Spinner label={t("adminPartnersPage.title")} />
          </Center>
        )}
        {query.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(query.error, t("adminPartnersPage.detail.loadFailed"))}
          </Alert>
        )}
        {p && (
          <>
            <Group justify="space-between" align="flex-start" gap="md">
              <div>
                <Group gap="sm" align="center">
                  <Title order={1} fz={{ base: 24, sm: 30 }}>
                    {p.company_name}
                  </Title>
                  <PartnerStatusBadge status={p.status} />
                </Group>
                <Text c="dimmed" mt={4}>
                  {p.contact_name} · <Ltr>{p.contact_email}</Ltr>
                </Text>
              </div>
              <PartnerActions partner={p} />
            </Group>
            <Paper withBorder radius="md" p="md">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                <Fact label={t("adminPartnersPage.detail.contact")}>{p.contact_name}</Fact>
                <Fact label={t("adminPartnersPage.detail.email")}>
                  <Ltr>{p.contact_email}</Ltr>
                </Fact>
                <Fact label={t("adminPartnersPage.detail.phone")}>
                  {p.contact_phone ? <Ltr>{p.contact_phone}</Ltr> : none}
                </Fact>
                <Fact label={t("adminPartnersPage.detail.country")}>{p.country ? names.country(p.country) : none}</Fact>
                <Fact label={t("adminPartnersPage.detail.created")}>{date(p.created_at)}</Fact>
                <Fact label={t("adminPartnersPage.detail.approved")}>{date(p.approved_at)}</Fact>
                <Fact label={t("adminPartnersPage.columns.students")}>{formatNumber(p.counts.students)}</Fact>
                <Fact label={t("adminPartnersPage.columns.applications")}>{formatNumber(p.counts.applications)}</Fact>
              </SimpleGrid>
            </Paper>
            <CommissionForm key={`${p.id}-${p.commission_rate}-${p.commission_currency}`} partner={p} />
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t("adminPartnersPage.detail.users")} ({p.counts.users})
              </Title>
              <PartnerUsersTable users={p.users} />
            </Stack>
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {t("integrations.admin.partnerLinkHelp")}
              </Text>
              <Button
                component={Link}
                to={paths.admin.apiKeys.href(p.id)}
                variant="light"
                leftSection={<IconKey size={16} aria-hidden />}
              >
                {t("integrations.admin.partnerLink")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
