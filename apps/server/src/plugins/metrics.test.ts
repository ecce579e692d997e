import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp, waitForJob, waitUntil } from "../test/app";

/** The value of one sample line of the exposition, e.g. `pp_live_stream_clients` or `x{a="b"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let app: TestApp;
let guarded: TestApp;
const TOKEN = "metrics-token-for-the-test-0123456789";
beforeAll(async () => {
  app = await buildTestApp({}, undefined, { processMetrics: true });
  guarded = await buildTestApp({ metricsToken: TOKEN });
});
afterAll(async () => {
  await app.close();
  await guarded.close();
});

describe("GET /metrics", () => {
  it("answers the Prometheus text format with process metrics, outside /api and the SPA fallback", async () => {
    const res = await app.inject({ url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.headers["content-type"]).toContain("version=0.0.4");
    expect(res.body).toContain("# TYPE process_cpu_user_seconds_total counter");
    expect(res.body).toContain("# TYPE nodejs_heap_size_used_bytes gauge");
    expect((await app.inject({ url: "/api/metrics" })).statusCode).toBe(404);
  });

  it("counts requests and their durations by method, route pattern and status", async () => {
    const { access } = await login(app, "partner");
    for (const id of [987654, 987655]) {
      const res = await app.inject({ method: "POST", url: `/api/notifications/${id}/read/`, headers: bearer(access) });
      expect(res.statusCode).toBe(404);
    }
    await app.inject({ method: "PUT", url: "/api/no-such-thing/42" });
    const text = (await app.inject({ url: "/metrics" })).body;
    const labels = 'method="POST",route="/api/notifications/:id/read/",status_code="404"';
    expect(sample(text, `http_requests_total{${labels}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_count{${labels}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${labels}}`)).toBe(2);
    // Buckets are cumulative: none below zero seconds, both by ten seconds; the sum is theirs.
    expect(sample(text, `http_request_duration_seconds_bucket{le="10",${labels}}`)).toBe(2);
    const sum = sample(text, `http_request_duration_seconds_sum{${labels}}`)!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(20);
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(sample(text, 'http_requests_total{method="POST",route="/api/login/",status_code="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="PUT",route="(no route)",status_code="404"}')).toBe(1);
    // The raw URLs never become series.
    expect(text).not.toContain("987654");
    expect(text).not.toContain("no-such-thing");
  });

  it("reports the database pool and counts live stream clients as they connect and leave", async () => {
    const before = (await app.inject({ url: "/metrics" })).body;
    const total = sample(before, 'pp_db_pool_connections{state="total"}')!;
    const inUse = sample(before, 'pp_db_pool_connections{state="in_use"}')!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(inUse).toBeLessThanOrEqual(total);
    expect(sample(before, 'pp_db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(before, "pp_live_stream_clients")).toBe(0);

    const { access } = await login(app, "partner");
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const clients = async () => sample((await app.inject({ url: "/metrics" })).body, "pp_live_stream_clients");
    const streams = [new AbortController(), new AbortController()];
    for (const s of streams) {
      const res = await fetch(`${address}/api/notifications/stream/`, { headers: bearer(access), signal: s.signal });
      expect(res.status).toBe(200);
    }
    let seen: number | undefined;
    const poll = async () => {
      seen = await clients();
    };
    await poll();
    expect(seen).toBe(2);
    streams[0]!.abort();
    await waitUntil(() => {
      void poll();
      return seen === 1;
    });
    streams[1]!.abort();
    await waitUntil(() => {
      void poll();
      return seen === 0;
    });
  });

  it("reports the background jobs by kind and state: the queue's depth and its failures", async () => {
    const kind = "metrics.test-failing";
    await app.jobs.work(
      kind,
      async () => {
        throw new Error("always fails");
      },
      { retryLimit: 0 },
    );
    const id = await app.jobs.send(kind, {}, { retryLimit: 0 });
    await waitForJob(app, id!, "failed");
    await app.jobs.send(kind, {}, { startAfter: new Date(Date.now() + 3_600_000) });
    const text = (await app.inject({ url: "/metrics" })).body;
    expect(sample(text, `pp_jobs{kind="${kind}",state="failed"}`)).toBe(1);
    expect(sample(text, `pp_jobs{kind="${kind}",state="queued"}`)).toBe(1);
  });

  it("asks for the Bearer token when METRICS_TOKEN is set", async () => {
    expect((await guarded.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await guarded.inject({ url: "/metrics", headers: bearer("not-the-token") });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["www-authenticate"]).toContain("Bearer");
    // A user's sign-in token is not the metrics token.
    const { access } = await login(guarded, "admin");
    expect((await guarded.inject({ url: "/metrics", headers: bearer(access) })).statusCode).toBe(401);
    const ok = await guarded.inject({ url: "/metrics", headers: bearer(TOKEN) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain("http_requests_total");
  });

  it("lets modules add gauges read at each scrape", async () => {
    let depth = 3;
    app.metrics.gauge({
      name: "pp_test_queue_depth",
      help: "A gauge a module adds",
      labelNames: ["kind"],
      collect: async () => [{ labels: { kind: "export" }, value: depth }],
    });
    expect(sample((await app.inject({ url: "/metrics" })).body, 'pp_test_queue_depth{kind="export"}')).toBe(3);
    depth = 5;
    expect(sample((await app.inject({ url: "/metrics" })).body, 'pp_test_queue_depth{kind="export"}')).toBe(5);
  });
});
