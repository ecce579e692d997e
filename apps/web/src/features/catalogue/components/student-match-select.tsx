import "../../students/matching-strings";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUserSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ltrText } from "../../../components/ltr";
import { useStudentOption, useStudentOptions } from "../../applications/api/search-students";

type Props = { value: string; onChange: (id: string) => void };

/** "Match to a student": a search of the partner's students; the chosen one keeps its name after a reload. */
export function StudentMatchSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [open, setOpen] = useState(false);
  const chosenId = Number(value) || undefined;
  const chosen = useStudentOption(chosenId);
  const list = useStudentOptions(debounced.trim(), open);

  const chosenName = chosen.data?.full_name;
  useEffect(() => {
    if (chosenName && value) setSearch((s) => s || chosenName);
  }, [chosenName, value]);

  const options = (list.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.full_name} · ${ltrText(s.email)}`,
  }));
  if (chosen.data && !options.some((o) => o.value === value)) {
    options.unshift({ value: String(chosen.data.id), label: chosen.data.full_name });
  }

  return (
    <Select
      label={t("matches.finder.forStudent")}
      description={t("matches.finder.forStudentHint")}
      placeholder={t("matches.finder.searchStudent")}
      leftSection={<IconUserSearch size={16} aria-hidden />}
      searchable
      clearable
      data={options}
      value={value || null}
      onChange={(v) => {
        if (!v) setSearch("");
        onChange(v ?? "");
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      filter={({ options: all }) => all}
      maw={420}
      data-testid="finder-student"
    />
  );
}
