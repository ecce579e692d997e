import type { Role } from "@pp/shared";
import type { MenuItem } from "./menu-items";

export interface MenuViewer {
  role: Role | null;
  permissions: readonly string[];
}

function visible(item: MenuItem, viewer: MenuViewer) {
  if (item.roles && (!viewer.role || !item.roles.includes(viewer.role))) return false;
  if (item.permission && !viewer.permissions.includes(item.permission)) return false;
  return true;
}

/** The entries this viewer may see; children are filtered the same way and a group left empty disappears. */
export function filterMenu(items: readonly MenuItem[], viewer: MenuViewer): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!visible(item, viewer)) continue;
    if (item.children) {
      const children = filterMenu(item.children, viewer);
      if (item.type === "sub" && children.length === 0) continue;
      out.push({ ...item, children });
    } else out.push(item);
  }
  return out;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

/** Whether an entry's path is the current location or a page below it (a detail route highlights its section). */
export function isActivePath(itemPath: string | undefined, pathname: string) {
  if (!itemPath) return false;
  const a = trimSlash(itemPath);
  const b = trimSlash(pathname);
  return b === a || b.startsWith(`${a}/`);
}

/** The chain of ids from the top to the active entry, so its group opens. */
export function activeTrail(items: readonly MenuItem[], pathname: string): string[] {
  for (const item of items) {
    if (isActivePath(item.path, pathname)) return [item.id];
    if (item.children) {
      const below = activeTrail(item.children, pathname);
      if (below.length) return [item.id, ...below];
    }
  }
  return [];
}

/** Every entry with a path, flattened in menu order. */
export function linkEntries(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [...(i.path ? [i] : []), ...(i.children ? linkEntries(i.children) : [])]);
}

/** Lower case without accents ("Gestión" finds "gestion", "Thanh toán" finds "thanh toan"). */
const folded = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
/** Scripts written without spaces between words: a query matches anywhere in a title. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Header search: entries with a path whose title, in the reader's language, has a word starting with the query (or,
 * from two characters, holds it anywhere). Titles that start with it come first, then word starts, then the rest,
 * each in menu order.
 */
export function searchMenu(items: readonly MenuItem[], query: string, titleOf: (item: MenuItem) => string) {
  const q = folded(query.trim());
  if (!q) return [];
  const anywhere = q.length >= 2 || UNSPACED.test(q);
  const rank = (title: string) => {
    if (title.startsWith(q)) return 0;
    if (title.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(q))) return 1;
    return anywhere && title.includes(q) ? 2 : -1;
  };
  return linkEntries(items)
    .map((item) => ({ item, rank: rank(folded(titleOf(item))) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.item);
}
