/**
 * Read-your-writes across server instances (issue 16, decision 020): every partner answer says the partner's data
 * version (`PP-Data-Version: partnerId.p0-p1-….g0-g1-…`, one count per shard); the client keeps the newest it has seen
 * (count by count) and sends it with every request, so that an instance which has not yet heard of a write this
 * browser made reads it from the database rather than answering from memory (or 304). The browser's own HTTP
 * cache sends `If-None-Match` for the lists.
 */
type Version = { partnerId: number; partner: number[]; global: number[] };
let newest: Version | null = null;

const vector = (text: string | undefined) => {
  const parts = text?.split("-") ?? [];
  return parts.length > 0 && parts.every((p) => /^\d{1,15}$/.test(p)) ? parts.map(Number) : null;
};

function parse(value: string | null): Version | null {
  const [id, p, g, ...rest] = value?.trim().split(".") ?? [];
  const partner = vector(p);
  const global = vector(g);
  if (rest.length > 0 || !id || !/^\d+$/.test(id) || !partner || !global) return null;
  return { partnerId: Number(id), partner, global };
}

const newer = (a: number[], b: number[]) => (a.length === b.length ? a.map((v, i) => Math.max(v, b[i] ?? 0)) : b);

/** Notes the version an answer carried: newer counts for the same partner, or another partner's (a new sign-in). */
export function sawDataVersion(value: string | null) {
  const seen = parse(value);
  if (!seen) return;
  if (!newest || newest.partnerId !== seen.partnerId) {
    newest = seen;
    return;
  }
  newest = {
    partnerId: seen.partnerId,
    partner: newer(newest.partner, seen.partner),
    global: newer(newest.global, seen.global),
  };
}

/** The header value to send, or null before any partner answer. */
export function dataVersionHeader(): string | null {
  return newest ? `${newest.partnerId}.${newest.partner.join("-")}.${newest.global.join("-")}` : null;
}

/** Tests and sign-out: forget what was seen. */
export function forgetDataVersion() {
  newest = null;
}
