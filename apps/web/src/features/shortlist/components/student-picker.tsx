import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { StudentItem } from "@pp/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ltrText } from "../../../components/ltr";
import { useStudentSearch } from "../api/search-students";

type Props = Omit<SelectProps, "data" | "value" | "onChange"> & {
  value: string;
  onChange: (id: string, student: StudentItem | null) => void;
  enabled: boolean;
};

const label = (s: StudentItem) => `${s.full_name} · ${ltrText(s.email)}`;

/** Picks one of my active students, searching the server as you type. */
export function StudentPicker({ value, onChange, enabled, ...props }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<StudentItem | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  // Once chosen, the box shows the student's label: do not search for that.
  const term = chosen && search === label(chosen) ? "" : debounced;
  const students = useStudentSearch(term, enabled);
  const rows = students.data ?? [];
  const options = rows.map((s) => ({ value: String(s.id), label: label(s) }));
  if (chosen && !options.some((o) => o.value === String(chosen.id))) {
    options.unshift({ value: String(chosen.id), label: label(chosen) });
  }

  return (
    <Select
      label={t("shortlist.apply.student")}
      placeholder={t("shortlist.apply.studentPlaceholder")}
      nothingFoundMessage={students.isFetching ? undefined : t("shortlist.apply.studentNothing")}
      searchable
      data={options}
      value={value || null}
      onChange={(v) => {
        const student = rows.find((s) => String(s.id) === v) ?? (chosen && String(chosen.id) === v ? chosen : null);
        setChosen(student);
        onChange(v ?? "", student);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      withAsterisk
      {...props}
    />
  );
}
