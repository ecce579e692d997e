/**
 * Short-lived memory of list totals that every caller shares (the public course finder): counting 50,000
 * courses joined to their providers costs more than the page itself, and the catalogue changes rarely.
 * Catalogue writes call `clear()`; otherwise a total is at most `ttlMs` old. The app makes `clear()` reach every
 * instance through the live bus (`live.shared`), which is why callers await it.
 */
export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
  clear(): void | Promise<void>;
}

export function createCountCache(ttlMs = 30_000, maxEntries = 500) {
  const entries = new Map<string, { at: number; n: Promise<number> }>();
  return {
    async get(key: string, count: () => Promise<number>): Promise<number> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.n;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const n = count();
      entries.set(key, { at: Date.now(), n });
      n.catch(() => entries.delete(key));
      return n;
    },
    clear() {
      entries.clear();
    },
  };
}
