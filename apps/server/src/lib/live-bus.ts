import { EventEmitter } from "node:events";
import pg from "pg";

export type LiveEvent = { user_ids: number[]; event: string; data: unknown };
type Listener = (event: string, data: unknown) => void;

/** The channel server instances share on PostgreSQL. */
export const LIVE_CHANNEL = "pp_live";
/** The channel on which an instance tells the others to forget a cache (the payload names it). */
export const CACHE_CHANNEL = "pp_cache";
/** The longest pause between two attempts to listen again: within it, a returning database is heard again. */
const MAX_RETRY_MS = 5_000;

/**
 * Pushes events to the open pages of given users (the SSE stream, issue 6). In one process an EventEmitter
 * delivers them; on PostgreSQL every instance LISTENs on one channel and `publish` NOTIFYs it, so a page open
 * on one instance hears what another instance did.
 */
export function createLiveBus(
  opts: {
    postgresUrl?: string | undefined;
    /** Sends a NOTIFY through the app's pool (the LISTEN connection only listens). */
    notify?: (channel: string, payload: string) => Promise<unknown>;
    onError?: (err: unknown) => void;
    /** In one process: runs a delivery later (after the current unit of work commits); at once by default. */
    defer?: (fn: () => void) => void;
    /** Called each time the LISTEN is in place (first connection and every reconnection). */
    onListening?: () => void;
    /** The first pause before a reconnection (doubles on each failure, at most 5 s). */
    retryMs?: number;
    /** More channels to LISTEN on, each with what to do with a payload (PostgreSQL only). */
    channels?: Record<string, (payload: string) => void>;
  } = {},
) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (e: LiveEvent) => {
    for (const id of e.user_ids) local.emit(`user:${id}`, e.event, e.data);
  };
  let client: pg.Client | null = null;
  let ready: Promise<void> | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  /** Whether the LISTEN is in place now (always in one process): what was heard can be trusted. */
  let listening = !opts.postgresUrl;
  const channels = opts.channels ?? {};
  /** Open subscriptions (one per connected stream), for /metrics. */
  let clients = 0;
  const retryMs = opts.retryMs ?? 1000;
  const caches = new Map<string, Set<() => void>>();
  const forget = (topic: string) => {
    for (const clear of caches.get(topic) ?? []) {
      try {
        clear();
      } catch (err) {
        opts.onError?.(err);
      }
    }
  };

  /**
   * Opens the LISTEN connection. When it drops (a restart of PostgreSQL, a terminated backend, a network cut) a new
   * one is opened after a pause that doubles up to 5 s, so the instance goes on hearing the others. Whatever was
   * said while it was away is lost, so every shared cache is forgotten each time the LISTEN is back.
   */
  const listen = (): Promise<void> => {
    const c = new pg.Client({ connectionString: opts.postgresUrl, connectionTimeoutMillis: MAX_RETRY_MS });
    client = c;
    c.on("notification", (msg) => {
      if (msg.channel === CACHE_CHANNEL && msg.payload) return forget(msg.payload);
      const handle = channels[msg.channel];
      if (handle && msg.payload) {
        try {
          handle(msg.payload);
        } catch (err) {
          opts.onError?.(err);
        }
        return;
      }
      if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
      try {
        deliver(JSON.parse(msg.payload) as LiveEvent);
      } catch (err) {
        opts.onError?.(err);
      }
    });
    let lost = false;
    const reconnect = (err?: unknown) => {
      if (err) opts.onError?.(err);
      listening = false;
      if (lost || closing) return;
      lost = true;
      c.end().catch(() => undefined);
      const wait = Math.min(retryMs * 2 ** failures, MAX_RETRY_MS);
      failures += 1;
      retry = setTimeout(() => {
        retry = null;
        if (!closing) ready = listen().catch(() => undefined);
      }, wait);
      retry.unref();
    };
    c.on("error", reconnect);
    c.on("end", () => reconnect());
    return c
      .connect()
      .then(() => c.query(`listen ${CACHE_CHANNEL}`))
      .then(async () => {
        for (const channel of Object.keys(channels)) await c.query(`listen ${channel}`);
      })
      .then(() => c.query(`listen ${LIVE_CHANNEL}`))
      .then(() => {
        failures = 0;
        for (const topic of caches.keys()) forget(topic);
        listening = true;
        opts.onListening?.();
      })
      .catch((err) => {
        reconnect(err);
        throw err;
      });
  };

  if (opts.postgresUrl) {
    ready = listen();
    ready.catch(() => undefined);
  }

  return {
    /** Waits until the LISTEN is in place (PostgreSQL); at once in process. */
    ready: () => ready ?? Promise.resolve(),
    async publish(userIds: number[], event: string, data: unknown) {
      if (userIds.length === 0) return;
      const e: LiveEvent = { user_ids: userIds, event, data };
      if (opts.postgresUrl && opts.notify) {
        // NOTIFY payloads are limited to 8000 bytes: a notification is small (ids, a title, a short body).
        await opts.notify(LIVE_CHANNEL, JSON.stringify(e));
      } else if (opts.defer) {
        opts.defer(() => deliver(e));
      } else {
        deliver(e);
      }
    },
    subscribe(userId: number, fn: Listener) {
      local.on(`user:${userId}`, fn);
      clients += 1;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        clients -= 1;
        local.off(`user:${userId}`, fn);
      };
    },
    listeners: (userId: number) => local.listenerCount(`user:${userId}`),

    /**
     * Makes an in-process cache one that every instance forgets together: returns the function a write calls
     * instead of `clearLocal`. It forgets here at once; on PostgreSQL it NOTIFYs `topic` inside the caller's unit of
     * work, so every instance (this one again) forgets once the change has committed; in one process it forgets
     * again after the commit (a read in between may have filled the cache with the old state).
     */
    shared(topic: string, clearLocal: () => void): () => Promise<void> {
      const set = caches.get(topic) ?? new Set();
      set.add(clearLocal);
      caches.set(topic, set);
      return async () => {
        clearLocal();
        if (opts.postgresUrl && opts.notify) await opts.notify(CACHE_CHANNEL, topic);
        else if (opts.defer) opts.defer(() => forget(topic));
      };
    },
    /** Whether this instance hears the others now (its LISTEN is in place; always true in one process). */
    listening: () => listening && !closing,
    /** Streams connected to this instance. */
    clients: () => clients,
    async close() {
      closing = true;
      if (retry) clearTimeout(retry);
      local.removeAllListeners();
      if (client) await client.end().catch(() => undefined);
    },
  };
}
export type LiveBus = ReturnType<typeof createLiveBus>;
