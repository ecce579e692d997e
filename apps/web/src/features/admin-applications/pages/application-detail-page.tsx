import "../strings";
import { Alert, Anchor, Button, Center, Container, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Spinner } from "../../../components/page-loader";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { Conversation } from "../../conversation";
import { useAdminApplication } from "../api/get-application";
import { useStatuses } from "../api/get-statuses";
import classes from "../components/admin-applications.module.css";
import { ApplicationHeader } from "../components/application-header";
import { ChecklistCard } from "../components/checklist-card";
import { LockedNotice } from "../components/locked-notice";
import { MoveForm } from "../components/move-form";
import { OfferLetterCard } from "../components/offer-letter-card";
import { StatusTimeline } from "../components/status-timeline";

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor className={classes.link} component={Link} to={paths.admin.applications.href()} size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: "middle" }} aria-hidden />{" "}
      {t("adminApplicationsPage.detail.back")}
    </Anchor>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1}>{t("adminApplicationsPage.detail.notFound")}</Title>
        <Text c="dimmed">{t("adminApplicationsPage.detail.notFoundText")}</Text>
        <Button component={Link} to={paths.admin.applications.href()} leftSection={<IconArrowLeft size={16} />}>
          {t("adminApplicationsPage.detail.back")}
        </Button>
      </Stack>
    </Container>
  );
}

/** /admin/applications/:id: the application, the move form (or the lock), the offer letter and the history. */
export function AdminApplicationDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminApplication(id);
  const statuses = useStatuses();
  const colours = useMemo(() => new Map((statuses.data ?? []).map((s) => [s.id, s.colour])), [statuses.data]);

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
          {t("adminApplicationsPage.detail.titleFallback")}
        </Title>
        <Alert color="red" role="alert">
          {errorMessage(query.error, t("adminApplicationsPage.detail.loadFailed"))}
        </Alert>
      </Container>
    );
  }
  const a = query.data;
  const timelineColours = new Map(colours).set(a.status.id, a.status.colour);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <BackLink />
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <ApplicationHeader application={a} />
        </Paper>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {a.status.is_terminal ? (
                <LockedNotice application={a} />
              ) : (
                <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
                  <MoveForm application={a} />
                </Paper>
              )}
              <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
                <Conversation
                  side="admin"
                  applicationId={a.id}
                  messages={a.messages}
                  canWrite
                  partnerName={a.partner.name}
                />
              </Paper>
              <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
                <OfferLetterCard application={a} />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
                <StatusTimeline timeline={a.timeline} colours={timelineColours} />
              </Paper>
              <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
                <ChecklistCard application={a} />
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
