import { Collapse } from "@mantine/core";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MenuItem } from "../menu/menu-items";
import { ItemContent } from "./item-content";
import { headingTitle, menuTitle } from "./menu-labels";
import { headingsFor } from "./menu-sections";
import classes from "./sidebar.module.css";

interface TreeProps {
  items: readonly MenuItem[];
  /** Ids from the top to the current page's entry (activeTrail). */
  trail: readonly string[];
  /** Called when a link is followed (the off-canvas menu closes). */
  onNavigate?: () => void;
  /** Category headings above entries (not in the double menu's second panel). */
  headings?: boolean;
}

/**
 * The nested, collapsible menu: a group opens with a click (closing its open siblings); the group that holds the
 * current page is open on load and opens whenever the page changes; the current entry carries aria-current.
 */
export function MenuTree({ items, trail, onNavigate, headings = true }: TreeProps) {
  const trailKey = trail.join("/");
  const [open, setOpen] = useState<readonly string[]>(trail);
  const [seenTrail, setSeenTrail] = useState(trailKey);
  if (seenTrail !== trailKey) {
    setSeenTrail(trailKey);
    setOpen(trail);
  }
  const toggle = (id: string, siblings: readonly string[]) =>
    setOpen((prev) =>
      prev.includes(id) ? prev.filter((x) => x !== id) : [...prev.filter((x) => !siblings.includes(x)), id],
    );
  return <Level items={items} trail={trail} open={open} toggle={toggle} onNavigate={onNavigate} headings={headings} />;
}

interface LevelProps {
  items: readonly MenuItem[];
  trail: readonly string[];
  open: readonly string[];
  toggle: (id: string, siblings: readonly string[]) => void;
  onNavigate?: () => void;
  headings: boolean;
  nested?: boolean;
  id?: string;
}

function Level({ items, trail, open, toggle, onNavigate, headings, nested = false, id }: LevelProps) {
  const { t } = useTranslation();
  const siblings = items.map((i) => i.id);
  const current = trail[trail.length - 1];
  const headingOf = headings ? headingsFor(items) : new Map<string, string>();
  return (
    <ul className={nested ? classes.children : classes.list} id={id}>
      {items.map((item) => {
        const title = menuTitle(t, item);
        const isOpen = open.includes(item.id);
        const inTrail = trail.includes(item.id);
        return (
          <Fragment key={item.id}>
            {headingOf.has(item.id) && <li className={classes.heading}>{headingTitle(t, headingOf.get(item.id)!)}</li>}
            <li className={classes.item}>
              {item.type === "sub" ? (
                <>
                  <button
                    type="button"
                    className={classes.link}
                    aria-expanded={isOpen}
                    aria-controls={`menu-group-${item.id}`}
                    data-active={inTrail || undefined}
                    onClick={() => toggle(item.id, siblings)}
                  >
                    <ItemContent item={item} title={title} chevron />
                  </button>
                  <Collapse expanded={isOpen} transitionDuration={200} className={classes.childrenWrap}>
                    <Level
                      items={item.children ?? []}
                      trail={trail}
                      open={open}
                      toggle={toggle}
                      onNavigate={onNavigate}
                      headings={false}
                      nested
                      id={`menu-group-${item.id}`}
                    />
                  </Collapse>
                </>
              ) : item.path ? (
                <Link
                  to={item.path}
                  className={classes.link}
                  aria-current={current === item.id ? "page" : undefined}
                  onClick={onNavigate}
                >
                  <ItemContent item={item} title={title} iconSize={nested ? 17 : 20} />
                </Link>
              ) : (
                <span className={classes.link} data-empty>
                  <ItemContent item={item} title={title} />
                </span>
              )}
            </li>
          </Fragment>
        );
      })}
    </ul>
  );
}
