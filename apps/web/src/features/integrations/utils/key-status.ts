import type { ApiKeyItem } from "@pp/shared";

export type KeyStatus = "active" | "revoked" | "expired";

/** Where a key stands now: revoked wins over expired (the server refuses both). */
export function keyStatus(key: Pick<ApiKeyItem, "revoked_at" | "expires_at">, now = Date.now()): KeyStatus {
  if (key.revoked_at) return "revoked";
  if (key.expires_at && Date.parse(key.expires_at) <= now) return "expired";
  return "active";
}

/** The strings key of a scope's help line: `students:read` → `studentsRead`. */
export function scopeHelpKey(scope: string) {
  const [area = "", access = ""] = scope.split(":");
  return `${area}${access.charAt(0).toUpperCase()}${access.slice(1)}` as
    | "studentsRead"
    | "studentsWrite"
    | "applicationsRead"
    | "applicationsWrite"
    | "catalogueRead"
    | "paymentsRead";
}

/** The end of a chosen day (YYYY-MM-DD) in the person's own time zone, as the API's ISO date-time. */
export function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}
