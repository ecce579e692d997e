import { Checkbox, Paper, Text } from "@mantine/core";
import type { ShortlistItem } from "@pp/shared";
import { COMPARE_MAX } from "@pp/shared/limits";
import { useTranslation } from "react-i18next";
import classes from "./compare.module.css";

type Props = { items: readonly ShortlistItem[]; selected: readonly number[]; onToggle: (id: number) => void };

/** Which shortlisted courses to compare, when there are more than fit: at most COMPARE_MAX ticked. */
export function ComparePicker({ items, selected, onToggle }: Props) {
  const { t } = useTranslation();
  const full = selected.length >= COMPARE_MAX;
  return (
    <Paper withBorder radius="md" p="md">
      <fieldset className={classes.fieldset}>
        <Text component="legend" fw={600} size="sm" className={classes.legend}>
          {t("shortlist.compare.pickLegend", { max: COMPARE_MAX })}
        </Text>
        <Text size="xs" c="dimmed" mb="xs" aria-live="polite">
          {t("shortlist.compare.pickHint", { chosen: selected.length, max: COMPARE_MAX })}
        </Text>
        <div className={classes.picks}>
          {items.map((item) => {
            const on = selected.includes(item.id);
            return (
              <Checkbox
                key={item.id}
                label={item.name}
                description={item.provider.name}
                checked={on}
                disabled={!on && full}
                onChange={() => onToggle(item.id)}
              />
            );
          })}
        </div>
        {full && (
          <Text size="xs" c="dimmed" mt="xs">
            {t("shortlist.compare.limit", { max: COMPARE_MAX })}
          </Text>
        )}
      </fieldset>
    </Paper>
  );
}
