import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { StudentItem } from "@pp/shared";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { TagChips } from "../../../components/bulk-actions";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { formatDate } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import type { RefNames } from "../../lookups/use-ref-names";
import type { studentsStrings } from "../strings";
import { LINK_COLOR } from "./link-color";
import { StudentStatusBadge } from "./student-status-badge";

const dash = "—";

/** The columns of the students table; ids of sortable columns are the server's `ordering` names. */
export function studentColumns(t: TFunction, names: RefNames): DataColumn<StudentItem>[] {
  const c = (key: keyof typeof studentsStrings.studentsPage.columns) => t(`studentsPage.columns.${key}`);
  return [
    {
      id: "last_name",
      header: c("name"),
      sortable: true,
      // Room for a usual e-mail on one line; a longer one breaks rather than push the table past its frame.
      cell: (s) => (
        <Stack gap={0} miw="14rem">
          <Anchor
            c={LINK_COLOR}
            component={Link}
            to={paths.partnerDetail.student.href(s.id)}
            fw={600}
            size="sm"
            onClick={(e) => e.stopPropagation()}
          >
            {s.full_name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            <Ltr>{s.email}</Ltr>
          </Text>
        </Stack>
      ),
    },
    // Nationality and the creator step aside on a laptop (both are filters and on the student's page).
    {
      id: "nationality",
      header: c("nationality"),
      optional: true,
      cell: (s) => (s.nationality ? names.country(s.nationality) : dash),
    },
    {
      id: "destination",
      header: c("destination"),
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm">{s.study_country ? names.country(s.study_country) : dash}</Text>
          <Text size="xs" c="dimmed">
            {s.study_level ? names.level(s.study_level) : dash}
          </Text>
        </Stack>
      ),
    },
    {
      id: "phone",
      header: c("phone"),
      cell: (s) => <span style={{ whiteSpace: "nowrap" }}>{s.phone ? <Ltr>{s.phone}</Ltr> : dash}</span>,
    },
    { id: "applications", header: c("applications"), align: "right", cell: (s) => s.applications_count },
    { id: "status", header: c("status"), cell: (s) => <StudentStatusBadge status={s.status} /> },
    {
      id: "created_at",
      header: c("created"),
      sortable: true,
      cell: (s) => <span style={{ whiteSpace: "nowrap" }}>{formatDate(s.created_at)}</span>,
    },
    { id: "created_by", header: c("createdBy"), optional: true, cell: (s) => s.created_by?.name ?? dash },
    {
      id: "counsellor",
      header: t("bulk.counsellor"),
      cell: (s) => (
        <Stack gap={4}>
          <Text size="sm">{s.counsellor?.name ?? dash}</Text>
          <TagChips tags={s.tags} />
        </Stack>
      ),
    },
  ];
}

/** A student as a card on a phone (issue 20): name and status, e-mail, destination and level, phone, applications. */
export function studentCard(t: TFunction, names: RefNames) {
  const c = (key: keyof typeof studentsStrings.studentsPage.columns) => t(`studentsPage.columns.${key}`);
  return (s: StudentItem) => (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          c={LINK_COLOR}
          component={Link}
          to={paths.partnerDetail.student.href(s.id)}
          fw={600}
          size="sm"
          onClick={(e) => e.stopPropagation()}
        >
          {s.full_name}
        </Anchor>
        <StudentStatusBadge status={s.status} />
      </Group>
      <Text size="xs" c="dimmed">
        <Ltr>{s.email}</Ltr>
      </Text>
      <Text size="xs">
        {[s.study_country && names.country(s.study_country), s.study_level && names.level(s.study_level)]
          .filter(Boolean)
          .join(" · ") || dash}
      </Text>
      <Group gap="md">
        {s.phone && (
          <Text size="xs">
            <Ltr>{s.phone}</Ltr>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {c("applications")}: {s.applications_count}
        </Text>
        {s.counsellor ? (
          <Text size="xs" c="dimmed">
            {t("bulk.counsellor")}: {s.counsellor.name}
          </Text>
        ) : null}
      </Group>
      <TagChips tags={s.tags} />
    </Stack>
  );
}
