import { Alert, Anchor, Button, Center, Container, Group, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconUserQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { TagChips } from "../../../components/bulk-actions";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { formatDate } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { NewApplicationButton } from "../../applications/components/new-application-button";
import "../strings";
import { Spinner } from "../../../components/page-loader";
import { useMasterNames } from "../../lookups/use-master-names";
import { TasksPanel } from "../../tasks";
import { useStudent } from "../api/get-student";
import { DeleteStudentButton } from "../components/delete-student-button";
import { EraseStudentButton } from "../components/erase-student-button";
import { ExportStudentDataButton } from "../components/export-student-data-button";
import { LINK_COLOR } from "../components/link-color";
import { StudentActivity } from "../components/student-activity";
import { StudentApplications } from "../components/student-applications";
import { StudentDocuments } from "../components/student-documents";
import { StudentMatches } from "../components/student-matches";
import { StudentProfile } from "../components/student-profile";
import { StudentReads } from "../components/student-reads";
import { StudentStatusBadge } from "../components/student-status-badge";

const TABS = ["profile", "documents", "applications", "matches", "activity", "views"] as const;
type Tab = (typeof TABS)[number];

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor c={LINK_COLOR} component={Link} to={paths.partner.students.href()} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t("studentsPage.detail.back")}
      </Group>
    </Anchor>
  );
}

function StudentNotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="md" ta="center">
          <IconUserQuestion size={48} stroke={1.5} aria-hidden />
          <Title order={1}>{t("studentsPage.detail.notFoundTitle")}</Title>
          <Text c="dimmed">{t("studentsPage.detail.notFoundBody")}</Text>
          <Button component={Link} to={paths.partner.students.href()} leftSection={<IconArrowLeft size={16} />}>
            {t("studentsPage.detail.back")}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** /partner/student/:id: the student's header and tabs (profile, documents, applications, activity). */
export function StudentDetailPage() {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const params = useParams();
  const id = Number(params.id);
  const student = useStudent(id);
  const permissions = useSession((s) => s.permissions);
  const user = useSession((s) => s.user);
  // "Who viewed this" is the partner's owner's (issue 37); sub-logins have no such tab.
  const isOwner = user?.role === "Partner" && !user.is_sub_login;
  const tabs = TABS.filter((x) => x !== "views" || isOwner);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = tabs.find((x) => x === search.get("tab")) ?? "profile";

  if (!Number.isInteger(id) || id <= 0 || (isApiError(student.error) && student.error.status === 404)) {
    return <StudentNotFound />;
  }
  if (student.isPending) {
    return (
      <Center py="xl">
        <Spinner />
      </Center>
    );
  }
  if (student.isError) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          <BackLink />
          <Alert color="red" role="alert">
            {errorMessage(student.error, t("studentsPage.detail.loadFailed"))}
          </Alert>
        </Stack>
      </Container>
    );
  }

  const s = student.data;
  // An erased student (issue 37) is a pseudonym kept for its applications: nothing more is written to it.
  const canManage = permissions.includes("students.manage") && !s.erased_at;
  const date = formatDate(s.created_at);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackLink />
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: "1 1 18rem", minWidth: 0 }}>
            <Group gap="sm" align="center">
              <Title order={1} style={{ overflowWrap: "anywhere" }}>
                {s.full_name}
              </Title>
              <StudentStatusBadge status={s.status} />
            </Group>
            <Text c="dimmed" size="sm">
              {s.created_by
                ? t("studentsPage.detail.createdBy", { name: s.created_by.name, date })
                : t("studentsPage.detail.createdAt", { date })}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Text size="sm" data-testid="student-counsellor">
                {t("bulk.counsellor")}: {s.counsellor?.name ?? t("bulk.noCounsellor")}
              </Text>
              <TagChips tags={s.tags} max={20} />
            </Group>
          </Stack>
          {permissions.includes("students.delete") && !s.erased_at ? (
            <Group gap="xs">
              <ExportStudentDataButton id={s.id} name={s.full_name} />
              <EraseStudentButton id={s.id} name={s.full_name} />
              <DeleteStudentButton id={s.id} name={s.full_name} />
            </Group>
          ) : null}
        </Group>
        {s.erased_at ? (
          <Alert color="gray" variant="light" role="status">
            {t("studentsPage.detail.erasedNotice", { date: formatDate(s.erased_at) })}
          </Alert>
        ) : (
          <TasksPanel link={{ studentId: s.id }} />
        )}

        <Tabs
          value={tab}
          onChange={(v) =>
            setSearch(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (!v || v === "profile") next.delete("tab");
                else next.set("tab", v);
                return next;
              },
              { replace: true },
            )
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t("studentsPage.detail.tabs.label")} mb="lg">
            {tabs.map((x) => (
              <Tabs.Tab key={x} value={x}>
                {t(`studentsPage.detail.tabs.${x}`)}
                {x === "applications" ? ` (${s.applications_count})` : ""}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="profile">
            <StudentProfile key={s.updated_at} student={s} canManage={canManage} />
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <StudentDocuments studentId={s.id} canManage={canManage} />
          </Tabs.Panel>
          <Tabs.Panel value="applications">
            <StudentApplications
              id={s.id}
              action={permissions.includes("applications.manage") ? <NewApplicationButton studentId={s.id} /> : null}
            />
          </Tabs.Panel>
          <Tabs.Panel value="matches">
            <StudentMatches studentId={s.id} wantedLevel={s.study_level ? masters.level(s.study_level) : null} />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <StudentActivity id={s.id} />
          </Tabs.Panel>
          {isOwner ? (
            <Tabs.Panel value="views">
              <StudentReads id={s.id} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Container>
  );
}
