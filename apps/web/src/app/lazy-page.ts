import { type ComponentType, lazy } from "react";

export const RELOAD_FLAG = "pp:page-module-reload";

/**
 * React.lazy for a page module. A failed load (usually a new deploy replaced the chunk) reloads the page
 * once (ARCHITECTURE.md section 7.7); if it fails again the route's error screen takes over.
 */
// biome-ignore lint/suspicious/noExplicitAny: a page may take any props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(async () => {
    try {
      const Page = await load();
      window.sessionStorage.removeItem(RELOAD_FLAG);
      return { default: Page };
    } catch (error) {
      if (window.sessionStorage.getItem(RELOAD_FLAG)) throw error;
      window.sessionStorage.setItem(RELOAD_FLAG, "1");
      window.location.reload();
      return new Promise<never>(() => {});
    }
  });
}
