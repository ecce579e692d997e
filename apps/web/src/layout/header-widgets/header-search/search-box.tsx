import { Combobox, Kbd, TextInput, useCombobox, VisuallyHidden } from "@mantine/core";
import { useOs } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type KeyboardEvent, type Ref, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { searchMenu } from "../../menu/filter-menu";
import type { MenuItem } from "../../menu/menu-items";
import { useMenu } from "../../menu/use-menu";
import classes from "./header-search.module.css";

type SearchBoxProps = {
  /** `header`: the results float under the box; `overlay`: they are listed in place, under the box. */
  variant: "header" | "overlay";
  inputRef?: Ref<HTMLInputElement>;
  /** Called after a result was chosen (the overlay closes itself). */
  onNavigate?: () => void;
};

/**
 * Menu search: entries with a path whose title starts with the query. The results are open while the query is
 * not empty; arrows move through them, Enter opens the highlighted one (or the first), Escape closes them and a
 * second Escape clears the query.
 */
export function SearchBox({ variant, inputRef, onNavigate }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useMenu();
  const hintId = useId();
  const mac = useOs() === "macos";
  const [query, setQuery] = useState("");
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const titleOf = (item: MenuItem) => t(`menu.${item.id}` as "menu.dashboard");
  // biome-ignore lint/correctness/useExhaustiveDependencies: titleOf only depends on t
  const results = useMemo(() => searchMenu(menu, query, titleOf), [menu, query, t]);
  const hasQuery = query.trim() !== "";

  const go = (id: string) => {
    const item = results.find((i) => i.id === id);
    if (!item?.path) return;
    setQuery("");
    combobox.closeDropdown();
    if (variant === "header") combobox.targetRef.current?.blur();
    navigate(item.path);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && !combobox.dropdownOpened && hasQuery) setQuery("");
    if (event.key === "Enter" && combobox.dropdownOpened && combobox.getSelectedOptionIndex() === -1 && results[0]) {
      event.preventDefault();
      go(results[0].id);
    }
  };

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
      placeholder={t("header.search.placeholder")}
      description={variant === "overlay" ? t("header.search.hint") : undefined}
      leftSection={<IconSearch size={16} aria-hidden />}
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

  const options = (
    <Combobox.Options aria-label={t("header.search.results")} className={classes.options}>
      {results.length > 0 ? (
        results.map((item) => {
          const Icon = item.icon;
          return (
            <Combobox.Option value={item.id} key={item.id} className={classes.option}>
              {Icon && <Icon size={18} stroke={1.6} aria-hidden className={classes.optionIcon} />}
              <span>{titleOf(item)}</span>
            </Combobox.Option>
          );
        })
      ) : (
        // A listbox needs an option inside: the message is one that cannot be chosen.
        <Combobox.Empty className={classes.empty} role="option" aria-disabled aria-selected={false}>
          {t("header.search.empty")}
        </Combobox.Empty>
      )}
    </Combobox.Options>
  );

  const status = (
    <VisuallyHidden aria-live="polite">
      {hasQuery && results.length === 0 ? t("header.search.empty") : ""}
    </VisuallyHidden>
  );

  if (variant === "overlay") {
    return (
      <Combobox store={combobox} onOptionSubmit={go} withinPortal={false}>
        <Combobox.EventsTarget withExpandedAttribute>{input}</Combobox.EventsTarget>
        {hasQuery && <div className={classes.inlineResults}>{options}</div>}
        {status}
      </Combobox>
    );
  }

  return (
    <Combobox store={combobox} onOptionSubmit={go} position="bottom-start" offset={6} shadow="lg" width={320}>
      <Combobox.Target withExpandedAttribute>{input}</Combobox.Target>
      {/* Only with a query: a mounted dropdown is positioned (a forced layout) on the first render and on every scroll. */}
      {hasQuery && <Combobox.Dropdown className={classes.dropdown}>{options}</Combobox.Dropdown>}
      <VisuallyHidden id={hintId}>{t("header.search.hint")}</VisuallyHidden>
      {status}
    </Combobox>
  );
}
