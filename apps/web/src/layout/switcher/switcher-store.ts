import { create } from "zustand";

interface SwitcherPanel {
  opened: boolean;
  /** Set once the panel has been asked for, so its chunk loads on first use and stays. */
  requested: boolean;
  open: () => void;
  close: () => void;
}

/** Whether the theme switcher is open: the header's "Theme settings" button and the profile menu's Settings. */
export const useSwitcherPanel = create<SwitcherPanel>()((set) => ({
  opened: false,
  requested: false,
  open: () => set({ opened: true, requested: true }),
  close: () => set({ opened: false }),
}));

/** Opens the theme switcher from anywhere inside the shell. */
export const openThemeSwitcher = () => useSwitcherPanel.getState().open();
