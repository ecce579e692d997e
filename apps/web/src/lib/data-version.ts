/**
 * Read-your-writes across server instances (issue 16): every partner answer says the partner's data version
 * (`PP-Data-Version: partnerId.partner.global`); the client keeps the newest it has seen and sends it with every
 * request, so that an instance which has not yet heard of a write this browser made reads it from the database
 * rather than answering from memory (or 304). The browser's own HTTP cache sends `If-None-Match` for the lists.
 */
let newest: { partnerId: number; partner: number; global: number } | null = null;

function parse(value: string | null) {
  const m = value ? /^(\d+)\.(\d+)\.(\d+)$/.exec(value.trim()) : null;
  return m ? { partnerId: Number(m[1]), partner: Number(m[2]), global: Number(m[3]) } : null;
}

/** Notes the version an answer carried: newer numbers for the same partner, or another partner's (a new sign-in). */
export function sawDataVersion(value: string | null) {
  const seen = parse(value);
  if (!seen) return;
  if (!newest || newest.partnerId !== seen.partnerId) {
    newest = seen;
    return;
  }
  newest = {
    partnerId: seen.partnerId,
    partner: Math.max(newest.partner, seen.partner),
    global: Math.max(newest.global, seen.global),
  };
}

/** The header value to send, or null before any partner answer. */
export function dataVersionHeader(): string | null {
  return newest ? `${newest.partnerId}.${newest.partner}.${newest.global}` : null;
}

/** Tests and sign-out: forget what was seen. */
export function forgetDataVersion() {
  newest = null;
}
