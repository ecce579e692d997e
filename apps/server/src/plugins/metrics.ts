import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(req: FastifyRequest, token: string) {
  const header = req.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7) : "";
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics (decision 018): every answered request by method, route pattern and status, with its
 * duration; the database pool; live stream clients; the process (app.metrics' default metrics). `GET /metrics`
 * answers them in the text format, behind `METRICS_TOKEN` (Bearer) when it is set. Other modules add theirs through
 * `app.metrics` (lib/metrics.ts).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = app.metrics;
  const requests = metrics.seriesHistogram<"method" | "route" | "status_code">({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end",
    count: { name: "http_requests_total", help: "Requests answered" },
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  app.addHook("onResponse", (req: FastifyRequest, reply: FastifyReply, done) => {
    // The route's pattern (`/api/partner/students/:id/`), never the raw URL, so ids do not make new series.
    const route = req.routeOptions.url ?? "(no route)";
    const status = reply.statusCode;
    requests.observe(
      `${req.method} ${status} ${route}`,
      () => ({ method: req.method, route, status_code: status }),
      reply.elapsedTime / 1000,
    );
    done();
  });

  metrics.gauge({
    name: "pp_db_pool_connections",
    help: "Database connections by state: total open, in use, and callers waiting for one",
    labelNames: ["state"],
    collect: () => {
      const s = app.database.poolStats();
      return [
        { labels: { state: "total" }, value: s.total },
        { labels: { state: "in_use" }, value: s.inUse },
        { labels: { state: "waiting" }, value: s.waiting },
      ];
    },
  });
  metrics.gauge({
    name: "pp_live_stream_clients",
    help: "Live notification streams connected to this instance",
    collect: () => app.live.clients(),
  });

  metrics.gauge({
    name: "pp_jobs",
    help: "Background jobs by kind and state (queued is the queue's depth; failed ones ended after their retries)",
    labelNames: ["kind", "state"],
    collect: async () =>
      Object.entries(await app.jobs.stats()).flatMap(([kind, states]) =>
        Object.entries(states).map(([state, value]) => ({ labels: { kind, state }, value })),
      ),
  });

  const token = app.config.metricsToken;
  app.get(
    "/metrics",
    // Public to the router: the handler checks the metrics token itself when one is set.
    { config: { rateLimit: false, access: { public: true } }, schema: { hide: true } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      if (token && !bearerMatches(req, token)) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ status_code: 401, message: "A valid metrics token is required.", request_id: req.id });
      }
      return reply
        .header("cache-control", "no-store")
        .type(metrics.contentType)
        .send(await metrics.text());
    },
  );
});
