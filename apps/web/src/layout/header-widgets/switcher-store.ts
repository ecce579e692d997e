/**
 * Whether the theme switcher panel is open. The profile menu's Settings calls `open()`; the panel reads `opened`
 * and calls `close()`. It is the switcher's own store, so the header button and the menu open the same panel.
 */
export { useSwitcherPanel as useSwitcherOpen } from "../switcher/switcher-store";
