import type { FastifyBaseLogger } from "fastify";
import { requestContext } from "./request-context";

/**
 * A logger for services built once per app: inside a request (or a job) it writes through that one's logger, so
 * its lines carry `reqId`; elsewhere (start-up) through `base`. The request's logger is put in scope by the
 * onRequest hook in app.ts (lib/request-context.ts).
 */
export function requestScopedLog(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, prop) {
      const log = requestContext.log() ?? target;
      const value = Reflect.get(log, prop, log);
      return typeof value === "function" ? value.bind(log) : value;
    },
  });
}
