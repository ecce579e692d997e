import { Alert, Anchor, Button, Center, Container, Grid, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { Conversation } from "../../conversation";
import { ApplicationDeadline, PassportWarning } from "../../deadlines/deadline-text";
import { ApplicationLikelihood } from "../../students/components/offer-likelihood";
import { OfferAnswerDate, TasksPanel } from "../../tasks";
import { useApplication } from "../api/get-application";
import { type StatusRef, useApplicationLookups } from "../api/lookups";
import { ApplicationActions } from "../components/application-actions";
import { ApplicationCounselling } from "../components/application-counselling";
import { ApplicationSummary } from "../components/application-summary";
import { ApplicationTimeline } from "../components/application-timeline";
import { DocumentChecklist } from "../components/document-checklist";
import { useCan } from "../components/use-can";
import "../strings";
import { Spinner } from "../../../components/page-loader";
import classes from "../components/applications.module.css";

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor className={classes.link} component={Link} to={paths.partner.applications.href()} size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: "middle" }} aria-hidden /> {t("applicationsPage.detail.back")}
    </Anchor>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1}>{t("applicationsPage.detail.notFound")}</Title>
        <Text c="dimmed">{t("applicationsPage.detail.notFoundText")}</Text>
        <Button component={Link} to={paths.partner.applications.href()} leftSection={<IconArrowLeft size={16} />}>
          {t("applicationsPage.detail.back")}
        </Button>
      </Stack>
    </Container>
  );
}

/** /partner/application/:id: summary, actions, document checklist, messages and the status timeline. */
export function ApplicationDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useApplication(id);
  const lookups = useApplicationLookups();
  const canManage = useCan("applications.manage");
  const canUpload = useCan("students.manage");
  const colours = useMemo(
    () => new Map<number, StatusRef>((lookups.data?.statuses ?? []).map((s) => [s.id, s])),
    [lookups.data],
  );

  if (!valid || (isApiError(query.error) && query.error.status === 404)) return <NotFound />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Spinner />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Container size="xl" py="lg">
        <Title order={1} mb="md">
          {t("applicationsPage.detail.titleFallback")}
        </Title>
        <Alert color="red" role="alert">
          {errorMessage(query.error, t("applicationsPage.detail.loadFailed"))}
        </Alert>
      </Container>
    );
  }
  const a = query.data;
  const statusColours = new Map(colours).set(a.status.id, a.status);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <BackLink />
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <ApplicationSummary application={a} actions={canManage ? <ApplicationActions application={a} /> : null} />
        </Paper>
        {a.deadline || a.passport_warning ? (
          <SimpleGrid cols={{ base: 1, md: a.deadline && a.passport_warning ? 2 : 1 }} spacing="md">
            <ApplicationDeadline
              deadline={a.deadline}
              submitted={a.submitted_at !== null || a.status.name !== "Draft"}
            />
            <PassportWarning warning={a.passport_warning} />
          </SimpleGrid>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <ApplicationCounselling application={a} canManage={canManage} />
          <OfferAnswerDate key={a.updated_at} application={a} canManage={canManage} />
        </Paper>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
                <DocumentChecklist application={a} canUpload={canUpload && !a.status.is_terminal} />
              </Paper>
              <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
                <Conversation side="partner" applicationId={a.id} messages={a.messages} canWrite={canManage} />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <TasksPanel link={{ applicationId: a.id }} />
              <ApplicationLikelihood applicationId={a.id} />
              <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
                <ApplicationTimeline timeline={a.timeline} colours={statusColours} />
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
