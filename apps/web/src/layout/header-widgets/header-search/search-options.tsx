import { Combobox } from "@mantine/core";
import {
  IconArrowRight,
  IconBook2,
  IconBuildingStore,
  IconChecklist,
  IconHeadset,
  type IconProps,
  IconUser,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import classes from "./header-search.module.css";
import type { SearchGroup, SearchOption } from "./search-groups";

const KIND_ICONS: Record<Exclude<SearchGroup["kind"], "menu">, ComponentType<IconProps>> = {
  students: IconUser,
  applications: IconChecklist,
  courses: IconBook2,
  tickets: IconHeadset,
  partners: IconBuildingStore,
};

function Option({ option, kind }: { option: SearchOption; kind: SearchGroup["kind"] }) {
  const Icon = option.more ? IconArrowRight : kind === "menu" ? option.menuItem?.icon : KIND_ICONS[kind];
  return (
    <Combobox.Option value={option.value} className={classes.option} data-more={option.more || undefined}>
      {Icon && <Icon size={18} stroke={1.6} aria-hidden className={classes.optionIcon} />}
      <span className={classes.optionText}>
        <span className={classes.optionTitle}>{option.title}</span>
        {option.detail && <span className={classes.optionDetail}>{option.detail}</span>}
      </span>
    </Combobox.Option>
  );
}

/**
 * The dropdown's list: a group per kind with its heading, or one line that cannot be chosen (searching, no
 * results, too short, failed) when there is nothing to choose. A line under the groups says what is still coming.
 */
export function SearchOptions({ groups, note }: { groups: SearchGroup[]; note: string }) {
  const { t } = useTranslation();
  const empty = groups.length === 0;
  return (
    <Combobox.Options aria-label={t("header.search.results")} className={classes.options}>
      {groups.map((group) => (
        <Combobox.Group key={group.kind} label={group.label} classNames={{ groupLabel: classes.groupLabel }}>
          {group.options.map((option) => (
            <Option key={option.value} option={option} kind={group.kind} />
          ))}
        </Combobox.Group>
      ))}
      {empty || note ? (
        // A listbox needs an option inside: the message is one that cannot be chosen.
        <Combobox.Empty className={classes.empty} role="option" aria-disabled aria-selected={false}>
          {note}
        </Combobox.Empty>
      ) : null}
    </Combobox.Options>
  );
}
