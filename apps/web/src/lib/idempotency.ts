/**
 * Idempotency keys for creating requests (the server keeps each key's first answer for 24 hours). One submission
 * keeps one key through the client's own retry; the same JSON sent to the same path again within a minute (a
 * double click, a second Enter, a retry after a dropped answer) reuses it, so the server answers the first result
 * again instead of creating a second record. A different body, or the same one a minute later, gets a new key.
 */
const REUSE_MS = 60_000;
const recent = new Map<string, { key: string; at: number }>();

function randomKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function idempotencyKeyFor(method: string, path: string, body: unknown, now = Date.now()): string {
  if (typeof FormData !== "undefined" && body instanceof FormData) return randomKey();
  for (const [k, v] of recent) if (now - v.at > REUSE_MS) recent.delete(k);
  const fingerprint = `${method} ${path} ${JSON.stringify(body ?? null)}`;
  const hit = recent.get(fingerprint);
  if (hit) return hit.key;
  const key = randomKey();
  recent.set(fingerprint, { key, at: now });
  return key;
}
