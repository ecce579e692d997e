import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { UPDATE_CATEGORIES } from "@pp/shared";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export type FeedFilters = { category: string; search: string; unread: boolean };

type Props = {
  values: FeedFilters;
  filtered: boolean;
  onChange: (patch: Partial<FeedFilters>) => void;
  onClear: () => void;
};

/** Search (debounced), category and All / Unread; every change goes to the URL. */
export function UpdatesFilters({ values, filtered, onChange, onClear }: Props) {
  const { t } = useTranslation();
  const showId = useId();
  const [search, setSearch] = useState(values.search);
  const [debounced] = useDebouncedValue(search, 300);
  const latest = useRef({ values, onChange });
  latest.current = { values, onChange };
  useEffect(() => {
    const { values: current, onChange: change } = latest.current;
    if (debounced.trim() !== current.search) change({ search: debounced.trim() });
  }, [debounced]);
  // A cleared or restored URL (Clear filters, back button) puts its value back in the box.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === values.search ? typed : values.search));
  }, [values.search]);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t("updatesPage.filters.label")}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t("updatesPage.filters.search")}
          placeholder={t("updatesPage.filters.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: "1 1 220px" }}
        />
        <Select
          label={t("updatesPage.filters.category")}
          placeholder={t("updatesPage.filters.anyCategory")}
          clearable
          data={UPDATE_CATEGORIES.map((c) => ({ value: c, label: t(`updatesPage.categories.${c}`) }))}
          value={values.category || null}
          onChange={(v) => onChange({ category: v ?? "" })}
          w={{ base: "100%", xs: 200 }}
        />
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id={showId}>
            {t("updatesPage.filters.show")}
          </Text>
          <SegmentedControl
            aria-labelledby={showId}
            value={values.unread ? "unread" : "all"}
            onChange={(v) => onChange({ unread: v === "unread" })}
            data={[
              { value: "all", label: t("updatesPage.filters.all") },
              { value: "unread", label: t("updatesPage.filters.unread") },
            ]}
          />
        </Stack>
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            setSearch("");
            onClear();
          }}
          disabled={!filtered && !search}
        >
          {t("updatesPage.filters.clear")}
        </Button>
      </Group>
    </Paper>
  );
}
