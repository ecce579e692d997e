import { ConfigError, loadConfig } from "../config";
import { openConfiguredDatabase, prepareDatabase } from "./open";

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  console.log(`Migrations applied (${database.kind}: ${database.location}).`);
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
