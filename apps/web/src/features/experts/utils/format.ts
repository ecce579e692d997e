import { formatDateTime } from "../../../lib/format";

/**
 * A meeting time in the reader's own time zone, named, in the interface's language:
 * "Tue, 14 Mar 2028, 10:00 GMT+5:30".
 */
export function formatLocal(iso: string): string {
  return formatDateTime(iso, { weekday: true, zone: true });
}

/** The reader's time zone as the browser names it (e.g. "Asia/Kolkata"). */
export function timeZoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "local time";
  } catch {
    return "local time";
  }
}

/** Up to two initials from a name: "Eleanor Whitfield" → "EW", "Cher" → "C". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return "?";
  const first = [...words[0]!].find((c) => /\p{L}/u.test(c)) ?? "";
  const last = words.length > 1 ? ([...words.at(-1)!].find((c) => /\p{L}/u.test(c)) ?? "") : "";
  return (first + last).toUpperCase();
}

/** Colours whose filled avatars keep white initials readable (WCAG AA). */
const AVATAR_COLORS = ["blue.8", "grape.8", "teal.9", "indigo.8", "cyan.9", "violet.8", "pink.9", "red.9"] as const;

/** The same colour (Mantine "name.shade") for the same name on every screen. */
export function avatarColor(name: string): (typeof AVATAR_COLORS)[number] {
  let h = 0;
  for (const c of name) h = (h * 31 + c.codePointAt(0)!) >>> 0;
  return AVATAR_COLORS[h % AVATAR_COLORS.length]!;
}

/** The CSS variable of an avatar colour ("blue.8" → var(--mantine-color-blue-8)). */
export const avatarColorVar = (color: string) => `var(--mantine-color-${color.replace(".", "-")})`;
