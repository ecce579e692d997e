import { Anchor, CloseButton, Group, Table, Text } from "@mantine/core";
import type { ShortlistItem } from "@pp/shared";
import { useQueries } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Ltr } from "../../../components/ltr";
import { useAnswerLanguage } from "../../../lib/i18n/answer-language";
import { paths } from "../../../lib/paths";
import { courseQueryOptions } from "../../catalogue/api/get-course";
import { CourseRequirementsText } from "../../catalogue/components/course-requirements";
import { formatMoney, formatMonthYear, monthName, nextIntakes } from "../../catalogue/utils/format";
import { IntakeDeadlineList } from "../../deadlines/deadline-text";
import { useRefNames } from "../../lookups/use-ref-names";
import classes from "./compare.module.css";

type Props = { courses: readonly ShortlistItem[]; onRemove: (id: number) => void; now?: Date };

type Row = { id: string; label: string; cell: (c: ShortlistItem, requirements: ReactNode) => ReactNode };

/** The chosen courses side by side: one column per course, one row per fact. */
export function CompareTable({ courses, onRemove, now = new Date() }: Props) {
  const { t } = useTranslation();
  const names = useRefNames();
  const language = useAnswerLanguage();
  const details = useQueries({
    queries: courses.map((c) => ({ ...courseQueryOptions(c.id, language), staleTime: 5 * 60_000 })),
  });
  const requirementsOf = (i: number): ReactNode => {
    const d = details[i];
    if (d?.isPending)
      return (
        <Text size="sm" c="dimmed">
          {t("shortlist.compare.loading")}
        </Text>
      );
    if (d?.data && (d.data.entry_requirements.length || d.data.requirements))
      return <CourseRequirementsText course={d.data} />;
    return (
      <Text size="sm" c="dimmed">
        {t("shortlist.compare.noRequirements")}
      </Text>
    );
  };
  const rows: Row[] = [
    {
      id: "tuition",
      label: t("shortlist.compare.rows.tuition"),
      cell: (c) => (
        <strong data-testid="compare-tuition">
          <Ltr>{formatMoney(c.tuition_fee, c.currency)}</Ltr>
        </strong>
      ),
    },
    {
      id: "applicationFee",
      label: t("shortlist.compare.rows.applicationFee"),
      cell: (c) => <Ltr>{formatMoney(c.application_fee, c.currency)}</Ltr>,
    },
    {
      id: "duration",
      label: t("shortlist.compare.rows.duration"),
      cell: (c) => t("shortlist.duration", { count: c.duration_months }),
    },
    {
      id: "intakes",
      label: t("shortlist.compare.rows.intakes"),
      cell: (c) =>
        [...c.intake_months]
          .sort((a, b) => a - b)
          .map((m) => monthName(m))
          .join(", ") +
        (c.intake_months.length ? ` (${nextIntakes(c.intake_months, now, 1).map((m) => formatMonthYear(m))[0]})` : ""),
    },
    {
      id: "deadlines",
      label: t("deadlines.compareRow"),
      cell: (c) => {
        const d = details[courses.indexOf(c)]?.data;
        return d?.intakes.some((i) => i.closes_on) ? (
          <IntakeDeadlineList intakes={d.intakes.slice(0, 3)} nameOf={(i) => names.intake(i)} />
        ) : (
          <Text size="sm" c="dimmed">
            {t("deadlines.noDeadline")}
          </Text>
        );
      },
    },
    { id: "level", label: t("shortlist.compare.rows.level"), cell: (c) => names.level(c.study_level) },
    {
      id: "provider",
      label: t("shortlist.compare.rows.provider"),
      cell: (c) => (
        <Anchor component={Link} to={paths.partnerDetail.provider.href(c.provider.id)} size="sm">
          {c.provider.name}
        </Anchor>
      ),
    },
    { id: "destination", label: t("shortlist.compare.rows.destination"), cell: (c) => names.country(c.country) },
    { id: "discipline", label: t("shortlist.compare.rows.discipline"), cell: (c) => c.discipline },
    { id: "language", label: t("shortlist.compare.rows.language"), cell: (c) => names.language(c.language) },
    { id: "requirements", label: t("shortlist.compare.rows.requirements"), cell: (_c, req) => req },
  ];

  return (
    <Table.ScrollContainer minWidth={200 + courses.length * 200} type="native">
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="sm"
        className={classes.table}
        aria-label={t("shortlist.compare.tableLabel")}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.attr}>
              {t("shortlist.compare.attribute")}
            </Table.Th>
            {courses.map((c) => (
              <Table.Th key={c.id} scope="col" data-testid="compare-course">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
                  <div className={classes.head}>
                    <Anchor
                      component={Link}
                      to={paths.partnerDetail.course.href(c.id)}
                      fw={700}
                      size="sm"
                      className={classes.name}
                      data-testid="compare-course-name"
                    >
                      {c.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" fw={400} className={classes.name}>
                      {c.provider.name}
                    </Text>
                  </div>
                  <CloseButton
                    size="sm"
                    aria-label={t("shortlist.compare.removeFromCompare", { name: c.name })}
                    onClick={() => onRemove(c.id)}
                  />
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" className={classes.attr}>
                {row.label}
              </Table.Th>
              {courses.map((c, i) => (
                <Table.Td key={c.id} className={classes.cell}>
                  {row.cell(c, row.id === "requirements" ? requirementsOf(i) : null)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
