import { MultiSelect, type MultiSelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDisciplines } from "../api/get-disciplines";
import { disciplinesOf, disciplinesValue } from "../utils/course-query";
import "../strings";

type Props = Omit<MultiSelectProps, "data" | "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The disciplines that exist, several at once, found by typing any part of a name ("comp" offers Computer Science);
 * a discipline in the URL that no course has any more stays chosen so it can be removed.
 */
export function DisciplineSelect({ value, onChange, ...props }: Props) {
  const { t } = useTranslation();
  const list = useDisciplines();
  const chosen = disciplinesOf(value);
  const options = [...(list.data ?? [])];
  for (const d of chosen) if (!options.some((o) => o.toLowerCase() === d.toLowerCase())) options.push(d);
  // The URL's spelling may differ in case from the list's: show the list's.
  const selected = chosen.map((d) => options.find((o) => o.toLowerCase() === d.toLowerCase()) ?? d);

  return (
    <MultiSelect
      label={t("cataloguePage.filters.discipline")}
      placeholder={selected.length ? undefined : t("cataloguePage.filters.disciplineSearch")}
      nothingFoundMessage={
        list.isPending ? t("cataloguePage.filters.disciplineLoading") : t("cataloguePage.filters.disciplineNothing")
      }
      data={options}
      value={selected}
      onChange={(v) => onChange(disciplinesValue(v))}
      searchable
      clearable
      hidePickedOptions
      maxValues={20}
      aria-busy={list.isPending || undefined}
      {...props}
    />
  );
}
