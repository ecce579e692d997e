import { ADDRESS_NOT_ALLOWED, URL_NOT_PUBLIC, URL_PORT } from "./address-guard";

/**
 * What the delivery log says of a failed attempt (issue 33): a few fixed sentences, never the system's error, so
 * the log cannot be used to learn which addresses and ports answer. The system's error goes to the server log.
 */
export const ATTEMPT_ERRORS = {
  refused: ADDRESS_NOT_ALLOWED,
  connect: "Could not connect.",
  tls: "TLS handshake failed.",
  timeout: "Timed out.",
  invalid: "The endpoint gave no valid answer.",
  cutOff: "The answer was cut off.",
  off: "The endpoint is turned off.",
  /** A row written before these sentences, whose text may name an address or port. */
  earlier: "The attempt failed.",
} as const;

export const answered = (code: number) => `The endpoint answered ${code}.`;

const FIXED = new Set<string>([
  ...Object.values(ATTEMPT_ERRORS),
  URL_NOT_PUBLIC,
  URL_PORT,
  "URL must start with https://.",
  "URL must not contain a user name or password.",
]);

/** A stored attempt's error as the partner may see it: one of the fixed sentences, whatever the row holds. */
export function shownError(stored: string | null): string | null {
  if (stored === null || FIXED.has(stored) || /^The endpoint answered \d{3}\.$/.test(stored)) return stored;
  return ATTEMPT_ERRORS.earlier;
}
