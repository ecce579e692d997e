import { MENU, type MenuItem } from "../menu/menu-items";

/** The category each top-level entry belongs to: the last heading (menuTitle) at or above it in MENU. */
const SECTION_OF = (() => {
  const map = new Map<string, string>();
  let section: string | undefined;
  for (const item of MENU) {
    section = item.menuTitle ?? section;
    if (section) map.set(item.id, section);
  }
  return map;
})();

/**
 * Which visible entries carry a category heading: the first of each category. The heading belongs to the category,
 * not to the entry that declares it, so it stays when a filter hides that entry (a sub-login without Sub Logins
 * still sees "Partner" above Important Updates).
 */
export function headingsFor(items: readonly MenuItem[]): Map<string, string> {
  const out = new Map<string, string>();
  let previous: string | undefined;
  for (const item of items) {
    const section = SECTION_OF.get(item.id) ?? item.menuTitle;
    if (section && section !== previous) out.set(item.id, section);
    previous = section;
  }
  return out;
}
