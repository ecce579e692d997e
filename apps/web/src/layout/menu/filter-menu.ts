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

/** Header search: entries with a path whose title starts with the query, case-insensitively. */
export function searchMenu(items: readonly MenuItem[], query: string, titleOf: (item: MenuItem) => string) {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [];
  return linkEntries(items).filter((i) => titleOf(i).toLocaleLowerCase().startsWith(q));
}
