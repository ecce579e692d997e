import { IconChevronDown } from "@tabler/icons-react";
import type { MenuItem } from "../menu/menu-items";
import classes from "./sidebar.module.css";

/** Icon, title, badge and (for groups) the chevron of one menu entry. */
export function ItemContent({
  item,
  title,
  chevron = false,
  iconSize = 20,
}: {
  item: MenuItem;
  title: string;
  chevron?: boolean;
  iconSize?: number;
}) {
  const Icon = item.icon;
  return (
    <>
      {Icon && (
        <span className={classes.icon} aria-hidden>
          <Icon size={iconSize} stroke={1.75} />
        </span>
      )}
      <span className={classes.label}>{title}</span>
      {item.badge && <span className={classes.badge}>{item.badge}</span>}
      {chevron && <IconChevronDown className={classes.chevron} size={16} stroke={2} aria-hidden />}
    </>
  );
}
