import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** One reading of a gauge: a value, with its labels when the gauge has any. */
export type GaugeReading = { value: number; labels?: Record<string, string | number> };

export interface GaugeOptions {
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Read at each scrape: a number (no labels), or one reading per label set. May be async (a database count). */
  collect: () => number | GaugeReading[] | Promise<number | GaugeReading[]>;
}

/**
 * The application's Prometheus registry (`app.metrics`, decision 018). Modules add what they measure through it:
 * `gauge({ name, help, labelNames, collect })` for a value read at each scrape (queue depth, pool use), `counter`
 * and `histogram` for what they count as it happens. Names start with `pp_` by convention. Each app has its own
 * registry, so tests can build many apps in one process.
 */
export function createMetrics(opts: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const metrics = {
    registry,
    contentType: registry.contentType,
    gauge({ name, help, labelNames = [], collect }: GaugeOptions) {
      return new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          const read = await collect();
          this.reset();
          if (typeof read === "number") this.set(read);
          else for (const r of read) this.set(r.labels ?? {}, r.value);
        },
      });
    },
    counter<L extends string>(cfg: { name: string; help: string; labelNames?: readonly L[] }) {
      return new Counter<L>({ ...cfg, registers: [registry] });
    },
    histogram<L extends string>(cfg: { name: string; help: string; labelNames?: readonly L[]; buckets?: number[] }) {
      return new Histogram<L>({ ...cfg, registers: [registry] });
    },
    /**
     * A histogram whose series are known by a key the caller builds (for every request: prom-client's `observe`
     * validates and hashes the label object each time, about 4% of a cached page's CPU in the issue 16 profile).
     * `count` also names a counter of the same observations (the histogram's `_count` under a name of its own).
     */
    seriesHistogram<L extends string>(cfg: {
      name: string;
      help: string;
      count: { name: string; help: string };
      buckets: number[];
    }) {
      const series = new Map<
        string,
        { labels: Record<L, string | number>; buckets: number[]; sum: number; n: number }
      >();
      const bounds = [...cfg.buckets].sort((a, b) => a - b);
      /** A collector prom-client's registry reads: its name, help and type, and its values when asked. */
      const collector = (head: { name: string; help: string; type: string }, values: () => unknown[]) => {
        const described = { ...head, aggregator: "sum" };
        return { ...described, reset: () => series.clear(), get: async () => ({ ...described, values: values() }) };
      };
      const histogram = collector({ name: cfg.name, help: cfg.help, type: "histogram" }, () =>
        [...series.values()].flatMap((s) => {
          let cumulative = 0;
          return [
            ...bounds.map((le, i) => {
              cumulative += s.buckets[i]!;
              return { metricName: `${cfg.name}_bucket`, labels: { le, ...s.labels }, value: cumulative };
            }),
            { metricName: `${cfg.name}_bucket`, labels: { le: "+Inf", ...s.labels }, value: s.n },
            { metricName: `${cfg.name}_sum`, labels: s.labels, value: s.sum },
            { metricName: `${cfg.name}_count`, labels: s.labels, value: s.n },
          ];
        }),
      );
      const counter = collector({ ...cfg.count, type: "counter" }, () =>
        [...series.values()].map((s) => ({ labels: s.labels, value: s.n })),
      );
      registry.registerMetric(histogram as never);
      registry.registerMetric(counter as never);
      return {
        /** One observation of `seconds` in the series `key` (the same key always with the same `labels`). */
        observe(key: string, labels: () => Record<L, string | number>, seconds: number) {
          let s = series.get(key);
          if (!s) {
            s = { labels: labels(), buckets: bounds.map(() => 0), sum: 0, n: 0 };
            series.set(key, s);
          }
          s.n += 1;
          s.sum += seconds;
          const i = bounds.findIndex((b) => seconds <= b);
          if (i >= 0) s.buckets[i]! += 1;
        },
      };
    },
    /** The Prometheus text exposition of everything registered. */
    text: () => registry.metrics(),
  };
  return metrics;
}
export type Metrics = ReturnType<typeof createMetrics>;
