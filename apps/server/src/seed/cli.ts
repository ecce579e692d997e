import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { openConfiguredDatabase, prepareDatabase } from "../db/open";
import { demoAccountsBanner } from "../db/print-accounts";
import { openFileStorage } from "../modules/file-keys/encrypted-storage";
import { type SeedSize, seed } from "./index";

try {
  const { values } = parseArgs({ options: { size: { type: "string", default: "demo" } } });
  if (values.size !== "demo" && values.size !== "large") throw new ConfigError("--size must be demo or large");
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const started = Date.now();
  const summary = await seed(database.db, values.size as SeedSize, (line) => console.log(line), {
    storage: await openFileStorage(config, database.db),
  });
  console.log(
    `Seeded ${values.size} data in ${Date.now() - started} ms (${summary.countries} countries, ${summary.states} states) into ${database.kind}: ${database.location}.`,
  );
  console.log(demoAccountsBanner());
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
