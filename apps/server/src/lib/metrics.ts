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
    /** The Prometheus text exposition of everything registered. */
    text: () => registry.metrics(),
  };
  return metrics;
}
export type Metrics = ReturnType<typeof createMetrics>;
