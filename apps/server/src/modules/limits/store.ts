import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../../db/client";
import { hit } from "./counters";

type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit over the `rate_limits` table: every instance counts on the same rows, so a
 * limit of 20 a minute is 20 a minute in total however many instances answer. The plugin makes one store per
 * limited route (`child`); its keys are the route plus what the plugin keys by (the caller's address).
 * `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "rl:",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(db, `${this.prefix}${key}`, timeWindow).then(
        (c) => callback(null, { current: c.hits, ttl: c.ttlMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: unknown) {
      const info = (routeOptions as RouteParams).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(",") : (info.method ?? "");
      return new PgRateLimitStore(undefined, `${this.prefix}${method} ${info.url ?? ""}:`);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
