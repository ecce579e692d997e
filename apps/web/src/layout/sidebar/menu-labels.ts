import type { TFunction } from "i18next";
import type { MenuItem } from "../menu/menu-items";

/** The translated title of a menu entry (`menu.<id>`) and of a category heading (`menu.headings.<key>`). */
export const menuTitle = (t: TFunction, item: MenuItem) => t(`menu.${item.id}` as "menu.dashboard");
export const headingTitle = (t: TFunction, key: string) => t(`menu.headings.${key}` as "menu.headings.main");
