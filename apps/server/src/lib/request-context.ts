import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger } from "fastify";

/**
 * The request (or job) that the running code serves, kept in an AsyncLocalStorage so that what a request causes
 * far below its route (a job it enqueues, a mail, a service's log line, what runs after its commit) carries its
 * id without passing it through every call.
 */
const store = new AsyncLocalStorage<{
  requestId: string | null;
  log: FastifyBaseLogger | undefined;
  /** The API key the request authenticated with (issue 19): the audit entries it writes name it. */
  apiKey?: { id: number; name: string };
}>();

export const requestContext = {
  /** Runs `fn` (and everything it starts) as part of the request `requestId`, logging through `log`. */
  run<T>(requestId: string | null, fn: () => T, log?: FastifyBaseLogger): T {
    return store.run({ requestId, log }, fn);
  },
  /** The id of the request the caller serves, or null outside one. */
  requestId(): string | null {
    return store.getStore()?.requestId ?? null;
  },
  /** The logger of the request or job the caller serves, if it set one. */
  log(): FastifyBaseLogger | undefined {
    return store.getStore()?.log;
  },
  /** Marks the request being served as made with this API key (modules/api-keys). */
  useApiKey(key: { id: number; name: string }) {
    const current = store.getStore();
    if (current) current.apiKey = key;
  },
  /** The API key the request being served authenticated with, or null. */
  apiKey(): { id: number; name: string } | null {
    return store.getStore()?.apiKey ?? null;
  },
};
