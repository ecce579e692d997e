import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request (or job) that the running code serves, kept in an AsyncLocalStorage so that what a request causes
 * far below its route (a job it enqueues, a mail) carries its id without passing it through every call.
 */
const store = new AsyncLocalStorage<{ requestId: string | null }>();

export const requestContext = {
  /** Runs `fn` (and everything it starts) as part of the request `requestId`. */
  run<T>(requestId: string | null, fn: () => T): T {
    return store.run({ requestId }, fn);
  },
  /** The id of the request the caller serves, or null outside one. */
  requestId(): string | null {
    return store.getStore()?.requestId ?? null;
  },
};
