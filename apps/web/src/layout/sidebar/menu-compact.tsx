import { Menu, Tooltip, useDirection } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { linkEntries } from "../menu/filter-menu";
import type { MenuItem } from "../menu/menu-items";
import { ItemContent } from "./item-content";
import { menuTitle } from "./menu-labels";
import classes from "./sidebar.module.css";

/** Icon-only entries show their title on hover and on keyboard focus. */
export const TOOLTIP_EVENTS = { hover: true, focus: true, touch: false };

interface CompactProps {
  items: readonly MenuItem[];
  trail: readonly string[];
  /** Under an icon, beside it (the horizontal bar), or icons only with the title as a tooltip. */
  labels: "stacked" | "inline" | "icon";
  /** Whether groups open on click or on hover (hover menus open on click too, for keyboards and touch). */
  trigger: "click" | "hover";
  orientation: "vertical" | "horizontal";
}

/**
 * The compact menu: a rail (collapsed navigation styles, icon text) or the horizontal bar. Groups open as flyout
 * menus beside the rail or below the bar; they render in a portal, so the rail's scrolling never clips them.
 */
export function MenuCompact({ items, trail, labels, trigger, orientation }: CompactProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const current = trail[trail.length - 1];
  const side = orientation === "horizontal" ? "bottom" : dir === "rtl" ? "left" : "right";
  const iconOnly = labels === "icon";
  const tooltipSide = orientation === "horizontal" ? "bottom" : side;
  const flyoutPosition =
    orientation === "horizontal" ? (dir === "rtl" ? "bottom-end" : "bottom-start") : (`${side}-start` as const);

  return (
    <ul className={classes.compactList} data-labels={labels} data-orientation={orientation}>
      {items.map((item) => {
        const title = menuTitle(t, item);
        if (item.type === "sub") {
          const children = linkEntries(item.children ?? []);
          return (
            <li key={item.id} className={classes.item}>
              <Menu
                trigger={trigger === "hover" ? "click-hover" : "click"}
                openDelay={trigger === "hover" ? 60 : undefined}
                closeDelay={trigger === "hover" ? 180 : undefined}
                position={flyoutPosition}
                offset={orientation === "horizontal" ? 6 : 10}
                shadow="lg"
                radius="md"
                width={220}
                withinPortal
              >
                <Menu.Target>
                  <button
                    type="button"
                    className={`${classes.link} ${classes.compactLink}`}
                    data-active={trail.includes(item.id) || undefined}
                  >
                    <ItemContent item={item} title={title} chevron={!iconOnly} />
                  </button>
                </Menu.Target>
                <Menu.Dropdown className={classes.flyout}>
                  <Menu.Label>{title}</Menu.Label>
                  {children.map((child) => {
                    const ChildIcon = child.icon;
                    const active = child.id === current;
                    return (
                      <Menu.Item
                        key={child.id}
                        component={Link}
                        to={child.path!}
                        aria-current={active ? "page" : undefined}
                        data-active={active || undefined}
                        className={classes.flyoutItem}
                        leftSection={ChildIcon ? <ChildIcon size={17} stroke={1.75} aria-hidden /> : undefined}
                      >
                        {menuTitle(t, child)}
                      </Menu.Item>
                    );
                  })}
                </Menu.Dropdown>
              </Menu>
            </li>
          );
        }
        if (!item.path) return null;
        const link = (
          <Link
            to={item.path}
            className={`${classes.link} ${classes.compactLink}`}
            aria-current={current === item.id ? "page" : undefined}
          >
            <ItemContent item={item} title={title} />
          </Link>
        );
        return (
          <li key={item.id} className={classes.item}>
            {iconOnly ? (
              <Tooltip
                label={title}
                position={tooltipSide}
                withArrow
                offset={orientation === "horizontal" ? 6 : 12}
                events={TOOLTIP_EVENTS}
              >
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}
