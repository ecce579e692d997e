import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { pgRateLimitStore } from "../modules/limits/store";

/**
 * Security headers with a CSP the app satisfies, same-origin unless CORS_ORIGINS says otherwise, rate limits.
 * helmet's middleware is built once here and only applied per request: @fastify/helmet built it again for every
 * request (parsing the CSP directives each time: about 3% of a cached page's CPU in the issue 16 profile).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes and CSS variables inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (req, reply, done) => headers(req.raw, reply.raw, (err) => done(err as Error | undefined)));
  if (app.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: app.config.corsOrigins, credentials: false });
  }
  // Limits are set per route (sign-in, sign-up, resets); nothing is limited globally. The counts live in
  // PostgreSQL (or the embedded database), shared by every instance (docs/decisions/017); always on the pool, never
  // inside a request's unit of work.
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(app.database.db) });
});
