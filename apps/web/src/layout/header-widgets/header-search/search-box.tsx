import { Combobox, Kbd, Loader, TextInput, useCombobox, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue, useOs } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type KeyboardEvent, type Ref, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { searchable, useSearchResults } from "../../../features/search/api/get-search-results";
import { useSession } from "../../../lib/auth/session-store";
import { searchMenu } from "../../menu/filter-menu";
import type { MenuItem } from "../../menu/menu-items";
import { useMenu } from "../../menu/use-menu";
import classes from "./header-search.module.css";
import { type SearchOption, searchGroups } from "./search-groups";
import { SearchOptions } from "./search-options";

type SearchBoxProps = {
  /** `header`: the results float under the box; `overlay`: they are listed in place, under the box. */
  variant: "header" | "overlay";
  inputRef?: Ref<HTMLInputElement>;
  /** Called after a result was chosen (the overlay closes itself). */
  onNavigate?: () => void;
};

/** How long typing pauses before the server is asked. */
const DEBOUNCE_MS = 200;

/**
 * The header search (issue 35): menu entries by any word of their title, then the records the server finds
 * (students, applications, courses, tickets, partners), grouped. The results are open while the query is not empty;
 * arrows move through them, Enter opens the highlighted one (or the first), Escape closes them and a second Escape
 * clears the query.
 */
export function SearchBox({ variant, inputRef, onNavigate }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useMenu();
  const admin = useSession((s) => s.role) === "Superadmin";
  const hintId = useId();
  const mac = useOs() === "macos";
  const [query, setQuery] = useState("");
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const records = useSearchResults(debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const titleOf = (item: MenuItem) => t(`menu.${item.id}` as "menu.dashboard");
  const hasQuery = query.trim() !== "";
  const wanted = searchable(query);
  // The records answer the query typed now (not one a keystroke ago) once the pause is over and the server has said.
  const current = wanted && debounced === query.trim() && !records.isPlaceholderData && records.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: titleOf only depends on t
  const groups = useMemo(() => {
    const entries: SearchOption[] = searchMenu(menu, query, titleOf).map((item) => ({
      value: `m-${item.id}`,
      href: item.path ?? "",
      title: titleOf(item),
      menuItem: item,
    }));
    return searchGroups(entries, wanted ? records.data : undefined, { t, admin });
  }, [menu, query, t, admin, wanted, records.data]);
  const options = groups.flatMap((g) => g.options);

  let note: "searching" | "failed" | "tooShort" | "empty" | null = null;
  if (hasQuery && !wanted) note = "tooShort";
  else if (wanted && records.isError) note = "failed";
  else if (wanted && !current && options.length === 0) note = "searching";
  else if (current && options.length === 0) note = "empty";
  const noteText = note === null ? "" : t(`header.search.${note}`, { query: query.trim() });

  const go = (value: string) => {
    const option = options.find((o) => o.value === value);
    if (!option?.href) return;
    setQuery("");
    combobox.closeDropdown();
    if (variant === "header") combobox.targetRef.current?.blur();
    navigate(option.href);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && !combobox.dropdownOpened && hasQuery) setQuery("");
    if (event.key === "Enter" && combobox.dropdownOpened && combobox.getSelectedOptionIndex() === -1 && options[0]) {
      event.preventDefault();
      go(options[0].value);
    }
  };

  const loading = wanted && records.isFetching;
  const input = (
    <TextInput
      ref={inputRef}
      enterKeyHint="search"
      value={query}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setQuery(next);
        combobox.resetSelectedOption();
        if (next.trim()) combobox.openDropdown();
        else combobox.closeDropdown();
      }}
      onFocus={() => hasQuery && combobox.openDropdown()}
      onClick={() => hasQuery && combobox.openDropdown()}
      onKeyDown={onKeyDown}
      aria-label={t("header.search.label")}
      aria-keyshortcuts={variant === "header" ? "Control+K Meta+K" : undefined}
      aria-describedby={variant === "header" ? hintId : undefined}
      aria-busy={loading || undefined}
      placeholder={t("header.search.placeholder")}
      description={variant === "overlay" ? t("header.search.hint") : undefined}
      leftSection={loading ? <Loader size={14} aria-hidden /> : <IconSearch size={16} aria-hidden />}
      rightSection={
        variant === "header" ? (
          <Kbd size="xs" aria-hidden className={classes.kbd}>
            {mac ? t("header.search.shortcutMac") : t("header.search.shortcut")}
          </Kbd>
        ) : undefined
      }
      rightSectionWidth={variant === "header" ? 58 : undefined}
      rightSectionPointerEvents="none"
      radius={variant === "header" ? "xl" : "md"}
      size={variant === "header" ? "sm" : "md"}
      classNames={variant === "header" ? { input: classes.headerInput, section: classes.headerSection } : undefined}
      data-autofocus={variant === "overlay" || undefined}
    />
  );

  const list = <SearchOptions groups={groups} note={noteText} />;
  // Said once the answer for the query typed is in: how many were found, or the no-results sentence.
  const status = (
    <VisuallyHidden aria-live="polite">
      {note === "empty" || note === "failed"
        ? noteText
        : current
          ? t("header.search.found", { count: options.length })
          : ""}
    </VisuallyHidden>
  );

  if (variant === "overlay") {
    return (
      <Combobox store={combobox} onOptionSubmit={go} withinPortal={false}>
        <Combobox.EventsTarget withExpandedAttribute>{input}</Combobox.EventsTarget>
        {hasQuery && <div className={classes.inlineResults}>{list}</div>}
        {status}
      </Combobox>
    );
  }

  return (
    <Combobox store={combobox} onOptionSubmit={go} position="bottom-start" offset={6} shadow="lg" width={380}>
      <Combobox.Target withExpandedAttribute>{input}</Combobox.Target>
      {/* Only with a query: a mounted dropdown is positioned (a forced layout) on the first render and on every scroll. */}
      {hasQuery && <Combobox.Dropdown className={classes.dropdown}>{list}</Combobox.Dropdown>}
      <VisuallyHidden id={hintId}>{t("header.search.hint")}</VisuallyHidden>
      {status}
    </Combobox>
  );
}
