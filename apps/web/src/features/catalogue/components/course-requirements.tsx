import { List, Text } from "@mantine/core";
import type { CourseDetail } from "@pp/shared";
import { useTranslation } from "react-i18next";
import "../strings";

/**
 * A course's entry requirements, the same on the course page and in the shortlist's comparison (issue 35): the
 * structured requirements course matching checks, as sentences; the provider's own words only when the course states
 * none, so two minimums never stand side by side.
 */
export function CourseRequirementsText({
  course,
}: {
  course: Pick<CourseDetail, "entry_requirements" | "requirements">;
}) {
  const { t } = useTranslation();
  if (course.entry_requirements.length)
    return (
      <List size="sm" spacing={2} data-testid="entry-requirements">
        {course.entry_requirements.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    );
  return (
    <Text size="sm" c={course.requirements ? undefined : "dimmed"}>
      {course.requirements || t("cataloguePage.detail.noRequirements")}
    </Text>
  );
}
