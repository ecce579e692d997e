import { type ComboboxItem, Loader, Select, type SelectProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useMemo, useState } from "react";

export type SearchSelectProps = Omit<
  SelectProps,
  "data" | "searchValue" | "onSearchChange" | "filter" | "searchable"
> & {
  /** The options the server answered for the current search. */
  options: ComboboxItem[];
  /** The chosen option, kept in the list so its label shows while other searches run. */
  selected?: ComboboxItem | null;
  loading?: boolean;
  /** Called (debounced) with what the user types. */
  onSearch: (search: string) => void;
};

/** A searchable select whose options come from the server: the server filters, the select only shows. */
export function SearchSelect({ options, selected, loading, onSearch, onChange, ...props }: SearchSelectProps) {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedCallback(onSearch, 250);
  const data = useMemo(() => {
    if (!selected || options.some((o) => o.value === selected.value)) return options;
    return [selected, ...options];
  }, [options, selected]);

  return (
    <Select
      {...props}
      searchable
      data={data}
      searchValue={search}
      onSearchChange={(value) => {
        setSearch(value);
        // Choosing an option puts its label in the box; that is not a new search.
        if (value !== selected?.label && !data.some((o) => o.label === value)) debounced(value.trim());
      }}
      onChange={(value, option) => {
        if (value === null) debounced("");
        onChange?.(value, option);
      }}
      filter={({ options: all }) => all}
      rightSection={loading ? <Loader size={14} /> : undefined}
    />
  );
}
