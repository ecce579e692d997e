import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { pgRateLimitStore } from "../modules/limits/store";

/**
 * Security headers with a CSP the app satisfies (a shorter set on API answers), the request's id and who may cache an
 * answer, same-origin unless CORS_ORIGINS says otherwise, rate limits.
 * helmet's two header sets are recorded once at start (`headersOf`) and set on each reply with its other headers:
 * @fastify/helmet built the middleware again for every request (about 3% of a cached page's CPU in the issue 16
 * profile), and applying it per request was six raw setHeader calls (docs/decisions/033).
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
  // JSON answers are never rendered as a page: they carry only what protects a response that is not a document
  // (no sniffing, no framing, nothing loaded, not readable by other origins, HTTPS, no referrer), as OWASP's REST
  // guidance has it. A third of the page set's bytes, on every API answer (issue 16: the 304 of a cached list is
  // headers only).
  const apiHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: "deny" },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const isApi = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");
  // helmet's answer is the same for every request (no nonces), so it is taken once and then set with the reply's
  // other headers: written in one writeHead instead of one raw setHeader each (issue 16 profile of a 304).
  const pageSet = headersOf(headers);
  const apiSet = headersOf(apiHeaders);
  // With them, set before the handler (a route may set its own cache-control): the request's id, and no shared cache
  // may keep what a signed-in caller was shown; files and exports are not kept at all.
  const signedInApi = (req: FastifyRequest) => req.headers.authorization !== undefined && req.url.startsWith("/api/");
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(isApi(req.url) ? apiSet : pageSet);
    reply.header("x-request-id", req.id);
    if (signedInApi(req)) reply.header("cache-control", "private, no-cache");
    done();
  });
  app.addHook("onSend", (req, reply, payload, done) => {
    if (signedInApi(req) && reply.hasHeader("content-disposition")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
  if (app.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: app.config.corsOrigins, credentials: false });
  }
  // Limits are set per route (sign-in, sign-up, resets); nothing is limited globally. The counts live in
  // PostgreSQL (or the embedded database), shared by every instance (docs/decisions/017); always on the pool, never
  // inside a request's unit of work.
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(app.database.db) });
});

/**
 * The headers a helmet middleware sets (the same on every response while no directive is a function). Its one
 * removal, `X-Powered-By`, is a header Fastify never sets.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const set: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  middleware({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(set);
}
