import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger, RouteOptions } from "fastify";

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Runs every route handler with its request's logger in scope (an onRoute hook), so that what it calls, and what
 * runs after its commit, can log with the request id.
 */
export function withRequestLog(route: RouteOptions) {
  const handler = route.handler;
  route.handler = function (this: unknown, req, reply) {
    return current.run(req.log, () => handler.call(this as never, req, reply));
  };
}

/**
 * A logger for services built once per app: inside a request it writes through that request's logger (so its lines
 * carry `reqId`), elsewhere (jobs, start-up) through `base`.
 */
export function requestScopedLog(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, prop) {
      const log = current.getStore() ?? target;
      const value = Reflect.get(log, prop, log);
      return typeof value === "function" ? value.bind(log) : value;
    },
  });
}
