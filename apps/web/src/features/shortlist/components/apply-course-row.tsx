import { CloseButton, Group, Paper, Select, Text } from "@mantine/core";
import type { CourseItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import { formatMoney } from "../../catalogue/utils/format";
import { useRefNames } from "../../lookups/use-ref-names";
import type { CourseIntakes } from "../api/get-course-intakes";

type Props = {
  course: CourseItem;
  intakes: CourseIntakes | undefined;
  value: string;
  onChange: (intakeId: string) => void;
  error?: React.ReactNode;
  canLeaveOut: boolean;
  onLeaveOut: () => void;
};

/** One course of the apply form: what it is and which intake to apply for. */
export function ApplyCourseRow({ course, intakes, value, onChange, error, canLeaveOut, onLeaveOut }: Props) {
  const { t } = useTranslation();
  const names = useRefNames();
  const options = (intakes?.intakes ?? []).map((i) => ({ value: String(i.id), label: names.intake(i) }));
  const none = intakes && !intakes.pending && !intakes.failed && options.length === 0;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="apply-course">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {course.name}
          </Text>
          <Text size="xs" c="dimmed">
            {course.provider.name} · <Ltr>{formatMoney(course.tuition_fee, course.currency)}</Ltr>
          </Text>
        </div>
        {canLeaveOut && (
          <CloseButton
            size="sm"
            aria-label={t("shortlist.apply.exclude", { name: course.name })}
            onClick={onLeaveOut}
          />
        )}
      </Group>
      <Select
        mt="xs"
        label={t("shortlist.apply.intake", { name: course.name })}
        placeholder={t("shortlist.apply.intakePlaceholder")}
        data={options}
        value={value || null}
        onChange={(v) => onChange(v ?? "")}
        disabled={!intakes || intakes.pending || none}
        error={
          error ??
          (intakes?.failed ? t("shortlist.apply.intakesFailed") : none ? t("shortlist.apply.noIntakes") : undefined)
        }
        withAsterisk
        allowDeselect={false}
      />
    </Paper>
  );
}
