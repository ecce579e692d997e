import { useCallback, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
}

/** The real full-screen state (Esc included, through `fullscreenchange`) and a toggle for it. */
export function useFullscreen() {
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const toggle = useCallback(() => {
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // The browser may refuse (no user gesture, an iframe without permission); the state then stays as it is.
    done?.catch(() => {});
  }, []);
  return { active, toggle, supported: typeof document !== "undefined" && document.fullscreenEnabled !== false };
}
