import { type ComponentType, lazy } from "react";

export const RELOAD_FLAG = "pp:page-module-reload";

type Reloader = { storage: Storage; reload: () => void };

const browser = (): Reloader => ({ storage: window.sessionStorage, reload: () => window.location.reload() });

/**
 * Loads a page module. A failed load (usually a new deploy replaced the chunk) reloads the page once
 * (docs/architecture.md, departures from SPEC.md, 7); if it fails again, the error reaches the page error boundary.
 */
export async function loadPageOnce<T>(load: () => Promise<T>, { storage, reload }: Reloader = browser()): Promise<T> {
  try {
    const page = await load();
    storage.removeItem(RELOAD_FLAG);
    return page;
  } catch (error) {
    if (storage.getItem(RELOAD_FLAG)) throw error;
    storage.setItem(RELOAD_FLAG, "1");
    reload();
    return new Promise<never>(() => {});
  }
}

/** React.lazy for a page given by a named export. */
// biome-ignore lint/suspicious/noExplicitAny: a page may take any props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(() => loadPageOnce(load).then((Page) => ({ default: Page })));
}
