import { Tooltip, useDirection } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useThemeSettings } from "../../theme/settings-store";
import type { MenuItem } from "../menu/menu-items";
import { ItemContent } from "./item-content";
import { TOOLTIP_EVENTS } from "./menu-compact";
import { menuTitle } from "./menu-labels";
import { MenuTree } from "./menu-tree";
import classes from "./sidebar.module.css";

interface DoubleProps {
  items: readonly MenuItem[];
  trail: readonly string[];
}

/**
 * The double menu: a rail with every top-level entry as an icon, and a second panel with the children of the
 * selected group (the one holding the current page on load). The sidebar toggle shows and hides that panel
 * (double-menu-open / double-menu-close); choosing a group in the rail shows it again.
 */
export function MenuDouble({ items, trail }: DoubleProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const toggled = useThemeSettings((s) => s.toggled);
  const update = useThemeSettings((s) => s.update);
  const trailGroup = items.find((i) => i.type === "sub" && i.id === trail[0])?.id ?? null;
  const [selected, setSelected] = useState<string | null>(trailGroup);
  const [seenGroup, setSeenGroup] = useState(trailGroup);
  if (seenGroup !== trailGroup) {
    setSeenGroup(trailGroup);
    if (trailGroup) setSelected(trailGroup);
  }
  const group = items.find((i) => i.id === selected && i.type === "sub");
  const panelOpen = toggled !== "double-menu-close";
  const current = trail[trail.length - 1];
  const side = dir === "rtl" ? "left" : "right";

  const choose = (id: string) => {
    if (selected === id && panelOpen) update({ toggled: "double-menu-close" });
    else {
      setSelected(id);
      if (!panelOpen) update({ toggled: "double-menu-open" });
    }
  };

  return (
    <div className={classes.double} data-panel={(group && panelOpen) || undefined}>
      <ul className={`${classes.compactList} ${classes.rail}`} data-labels="icon" data-orientation="vertical">
        {items.map((item) => {
          const title = menuTitle(t, item);
          const control =
            item.type === "sub" ? (
              <button
                type="button"
                className={`${classes.link} ${classes.compactLink}`}
                aria-expanded={selected === item.id && panelOpen}
                aria-controls="menu-second-panel"
                data-active={trail.includes(item.id) || undefined}
                onClick={() => choose(item.id)}
              >
                <ItemContent item={item} title={title} />
              </button>
            ) : item.path ? (
              <Link
                to={item.path}
                className={`${classes.link} ${classes.compactLink}`}
                aria-current={current === item.id ? "page" : undefined}
              >
                <ItemContent item={item} title={title} />
              </Link>
            ) : null;
          if (!control) return null;
          return (
            <li key={item.id} className={classes.item}>
              <Tooltip label={title} position={side} withArrow offset={12} events={TOOLTIP_EVENTS}>
                {control}
              </Tooltip>
            </li>
          );
        })}
      </ul>
      {group && panelOpen && (
        <div className={classes.second} id="menu-second-panel">
          <p className={classes.secondTitle}>{menuTitle(t, group)}</p>
          <MenuTree items={group.children ?? []} trail={trail} headings={false} />
        </div>
      )}
    </div>
  );
}
