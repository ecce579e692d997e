/**
 * Whether an error means "the database cannot be reached now" (docs/decisions/017), as opposed to a fault in a
 * query: the server cannot be connected to (refused, unreachable, timed out), refuses new connections (starting
 * up, shutting down, ALLOW_CONNECTIONS false, too many connections), cut an open connection (an administrator,
 * a failover), or the pool found no free connection in time. Such a request answers 503 with Retry-After; the
 * pool opens new connections by itself once the database is back. Drivers and the ORM wrap errors, so the
 * `cause` chain is searched too.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/** SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. Class 08 is connection. */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

const MESSAGES = [
  /not currently accepting connections/i,
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /connection timeout/i,
  /is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

function one(e: { code?: unknown; message?: unknown }): boolean {
  const code = typeof e.code === "string" ? e.code : "";
  const message = typeof e.message === "string" ? e.message : "";
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  // 55000 (object not in prerequisite state) is a connection refusal only with this message.
  if (code === "55000") return /not currently accepting connections/i.test(message);
  if (code && /^[0-9A-Z]{5}$/.test(code)) return false;
  return MESSAGES.some((m) => m.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e && typeof e === "object"; depth++) {
    const err = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (one(err)) return true;
    // Node's AggregateError (a connection to every address of a host refused) carries its parts here.
    if (Array.isArray(err.errors) && err.errors.some((x) => x && typeof x === "object" && one(x))) return true;
    e = err.cause;
  }
  return false;
}

/** What every request answers while the database is unavailable, and how long to wait before trying again. */
export const UNAVAILABLE_DETAIL = "The service is temporarily unavailable. Please try again shortly.";
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
