/** Seconds of slack: a token this close to its end is treated as ended (clocks differ, requests take time). */
const SLACK_MS = 10_000;

/** The `exp` of a JWT (seconds since 1970), read without checking it; null when the token is not a JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const text = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const exp = (JSON.parse(text) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Whether an access token has ended (or is about to): the client then refreshes before calling, so a page opened
 * after a pause makes no request doomed to a 401 (issue 35: three 401s per page load before the refresh).
 */
export const accessEnded = (token: string, now = Date.now()) => {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 - SLACK_MS <= now;
};
