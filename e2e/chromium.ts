import { existsSync } from "node:fs";

/** Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, else /usr/bin/chromium. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export const CHROMIUM_MISSING =
  "No Chromium found for the end-to-end tests. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.";
