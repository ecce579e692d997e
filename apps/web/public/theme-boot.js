// Applies the saved theme before the first paint, so a reload never flashes the default theme.
// It only replays what src/theme/apply.ts saved under "pp-theme-boot"; the mapping lives there.
(() => {
  try {
    const saved = JSON.parse(localStorage.getItem("pp-theme-boot") || "null");
    if (!saved) return;
    const root = document.documentElement;
    for (const [k, v] of Object.entries(saved.attrs || {})) {
      if (v) root.setAttribute(k, v);
      else root.removeAttribute(k);
    }
    for (const [k, v] of Object.entries(saved.vars || {})) if (v) root.style.setProperty(k, v);
  } catch {
    // A broken saved value falls back to the defaults.
  }
})();
