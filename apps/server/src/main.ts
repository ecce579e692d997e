import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openConfiguredDatabase, prepareDatabase } from "./db/open";
import { demoAccountsBanner } from "./db/print-accounts";
import { openFileStorage } from "./modules/file-keys/encrypted-storage";
import { seed } from "./seed/index";

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  // Migrations and a first run's demo data, one instance at a time (issue 37).
  await prepareDatabase(database, async () => {
    console.log("First run: seeding the demo data...");
    await seed(database.db, "demo", undefined, { storage: await openFileStorage(config, database.db) });
  });
  const app = await buildApp(config, { database });
  // Files written for units of work that never committed (a crash in between) are swept after an hour.
  const swept = await app.storage.sweepTemporary(3_600_000);
  if (swept) app.log.info({ swept }, "removed temporary upload files left by an earlier run");

  // SIGTERM (decision 018): stop accepting connections, let requests in flight finish (up to 10 s, then cut them),
  // run the onClose hooks (live streams end, running jobs reach a safe point), close the database last, exit 0.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const cut = setTimeout(() => {
      app.log.warn("requests still in flight after 10 s are cut");
      app.server.closeAllConnections();
    }, 10_000);
    cut.unref();
    const force = setTimeout(() => {
      app.log.error("shutdown took longer than 20 s; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app.close();
      clearTimeout(cut);
      await database.close();
      app.log.info("stopped");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `\nPartner Portal is running at ${config.publicUrl} (database: ${database.kind}, ${database.location})\n${demoAccountsBanner()}\n`,
  );
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
