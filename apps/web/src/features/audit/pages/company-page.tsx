import "../strings";
import "../../integrations/strings";
import { Alert, Button, Center, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlugConnected } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ForbiddenNotice } from "../../../components/forbidden-notice";
import { Spinner } from "../../../components/page-loader";
import { errorMessage } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { paths } from "../../../lib/paths";
import { CompanyReads } from "../../students/components/company-reads";
import { useCompany } from "../api/get-company";
import { AuditLog } from "../components/audit-log";
import { CompanyProfile } from "../components/company-profile";
import { TwoFactorSetting } from "../components/two-factor-setting";

/**
 * /partner/company: the partner's company profile, its activity log and who viewed its students' data (issue 37);
 * only the partner's main user sees it.
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const allowed = user?.role === "Partner" && !user.is_sub_login;
  const company = useCompany(allowed);

  if (!allowed) return <ForbiddenNotice />;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{t("auditPage.company.title")}</Title>
          <Text c="dimmed" size="sm">
            {t("auditPage.company.subtitle")}
          </Text>
        </div>
        {company.isPending ? (
          <Center py="xl">
            <Spinner />
          </Center>
        ) : company.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(company.error, t("auditPage.company.loadFailed"))}
          </Alert>
        ) : (
          <>
            <CompanyProfile company={company.data} />
            <TwoFactorSetting company={company.data} />
          </>
        )}
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <Group justify="space-between" gap="sm">
            <div>
              <Text fw={600}>{t("integrations.companyLink")}</Text>
              <Text size="sm" c="dimmed">
                {t("integrations.companyLinkHelp")}
              </Text>
            </div>
            <Button
              component={Link}
              to={paths.partnerDetail.integrations.href()}
              variant="light"
              leftSection={<IconPlugConnected size={16} aria-hidden />}
            >
              {t("integrations.menu")}
            </Button>
          </Group>
        </Paper>
        <section aria-labelledby="activity-heading">
          <Title order={2} size="h3" id="activity-heading">
            {t("auditPage.company.activity")}
          </Title>
          <Text c="dimmed" size="sm" mb="sm">
            {t("auditPage.company.activityHelp")}
          </Text>
          <AuditLog
            scope="partner"
            label={t("auditPage.company.activityLabel")}
            loadFailed={t("auditPage.company.activityFailed")}
            empty={t("auditPage.company.activityEmpty")}
            emptyFiltered={t("auditPage.company.activityEmptyFiltered")}
          />
        </section>
        <CompanyReads />
      </Stack>
    </Container>
  );
}
