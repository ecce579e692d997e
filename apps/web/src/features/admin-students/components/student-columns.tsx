import { Anchor, Stack, Text } from "@mantine/core";
import type { AdminStudentItem } from "@pp/shared";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { RelativeTime } from "../../../components/relative-time";
import { formatNumber } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import type { RefNames } from "../../lookups/use-ref-names";
import classes from "./admin-students.module.css";

/** The list's columns: student (name and e-mail), partner (a link to it), nationality, applications, created. */
export function studentColumns(t: TFunction, names: RefNames): DataColumn<AdminStudentItem>[] {
  return [
    {
      id: "student",
      header: t("adminStudentsPage.columns.student"),
      cell: (s) => (
        <Stack gap={0} miw={140} maw={240}>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {s.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            <Ltr>{s.email}</Ltr>
          </Text>
        </Stack>
      ),
    },
    {
      id: "partner",
      header: t("adminStudentsPage.columns.partner"),
      cell: (s) => (
        <Anchor
          className={classes.link}
          component={Link}
          to={paths.admin.partner.href(s.partner.id)}
          size="sm"
          lineClamp={2}
          maw={180}
        >
          {s.partner.name}
        </Anchor>
      ),
    },
    {
      id: "nationality",
      header: t("adminStudentsPage.columns.nationality"),
      cell: (s) => <Text size="sm">{s.nationality ? names.country({ name: s.nationality }) : "—"}</Text>,
    },
    {
      id: "applications",
      header: t("adminStudentsPage.columns.applications"),
      align: "right",
      cell: (s) => <Text size="sm">{formatNumber(s.applications)}</Text>,
    },
    {
      id: "created",
      header: t("adminStudentsPage.columns.created"),
      cell: (s) => <RelativeTime iso={s.created_at} c="dimmed" />,
    },
  ];
}
