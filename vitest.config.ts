import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/shared/src/**/*.test.ts", "apps/server/src/**/*.unit.test.ts"],
        },
      },
      {
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          // jsdom renders of whole screens take 1-5 s on a busy 2-core machine; the 5 s default failed them there.
          testTimeout: 15_000,
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/**/*.unit.test.ts", "apps/server/src/**/*.resilience.test.ts"],
          // One database per worker, migrated once and reset per file (see src/test/db.ts).
          isolate: false,
          // A hang guard, not a speed check (speed is measured by `npm run bench`): on PGlite beside the PostgreSQL
          // run on a busy 2-core machine, tests that walk every write route or export several batches took 21-24 s.
          testTimeout: 60_000,
          // A file's first hook builds an app on the worker's database (and the job queue's tables on a fresh
          // one); on a busy 2-core machine that passed 60 s.
          hookTimeout: 120_000,
        },
      },
      {
        // Crash, several-instance and bounded load tests (`npm run test:resilience`): real server processes and
        // connections, each bounded in seconds; on PostgreSQL (TEST_DATABASE_URL), skipped without it.
        test: {
          name: "resilience",
          environment: "node",
          include: ["apps/server/src/**/*.resilience.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
