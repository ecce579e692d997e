import { create } from "zustand";
import { persist } from "zustand/middleware";
import { applySettings } from "./apply";
import { DEFAULT_SETTINGS, type ThemeSettings, toggleMode } from "./settings";
import { nextToggled, toggledAfterResize } from "./toggle";

type ThemeState = ThemeSettings & {
  update: (patch: Partial<ThemeSettings>) => void;
  /** Back to the defaults; the sign-in session is a separate store and stays. */
  reset: () => void;
  toggleMode: () => void;
  toggleSidebar: (width: number) => void;
  syncToWidth: (width: number) => void;
};

export const pickSettings = (s: ThemeSettings): ThemeSettings =>
  Object.fromEntries(
    Object.keys(DEFAULT_SETTINGS).map((k) => [k, s[k as keyof ThemeSettings]]),
  ) as unknown as ThemeSettings;

export const THEME_STORAGE_KEY = "pp-theme";

export const useThemeSettings = create<ThemeState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_SETTINGS,
      update: (patch) => set(patch),
      reset: () => set({ ...DEFAULT_SETTINGS }),
      toggleMode: () => set(toggleMode(get())),
      toggleSidebar: (width) => set({ toggled: nextToggled(get(), width) }),
      syncToWidth: (width) => {
        const toggled = toggledAfterResize(get(), width);
        if (toggled !== get().toggled) set({ toggled });
      },
    }),
    {
      name: THEME_STORAGE_KEY,
      version: 1,
      partialize: (s) => pickSettings(s),
      merge: (persisted, current) => ({
        ...current,
        ...pickSettings({ ...DEFAULT_SETTINGS, ...(persisted as object) }),
      }),
    },
  ),
);

/** Keeps <html> in step with the settings (and the boot copy that applies them before the next first paint). */
export function bindThemeToDocument() {
  applySettings(pickSettings(useThemeSettings.getState()));
  return useThemeSettings.subscribe((s) => applySettings(pickSettings(s)));
}
