import { Chip, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "./strings";

type Chips = "deadline" | "documents" | "passport";
const CHIP: Record<Chips, { value: string; label: "deadlineSoon" | "documentsMissing" | "passportExpiring" }> = {
  deadline: { value: "soon", label: "deadlineSoon" },
  documents: { value: "missing", label: "documentsMissing" },
  passport: { value: "expiring", label: "passportExpiring" },
};

/**
 * The "needs doing" filters of a list (issue 36) as chips: each one URL-kept value ("soon", "missing", "expiring")
 * or "" for off, usable together.
 */
export function DeadlineChips<K extends Chips>({
  keys,
  values,
  set,
}: {
  keys: readonly K[];
  values: Record<K, string>;
  set: (patch: Partial<Record<K, string>>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t("deadlines.filters.label")} data-testid="deadline-chips">
      {keys.map((k) => (
        <Chip
          key={k}
          size="sm"
          variant="outline"
          color="orange"
          checked={values[k] === CHIP[k].value}
          onChange={(on) => set({ [k]: on ? CHIP[k].value : "" } as Partial<Record<K, string>>)}
        >
          {t(`deadlines.filters.${CHIP[k].label}`)}
        </Chip>
      ))}
    </Group>
  );
}
