import { ConfigError, loadConfig } from "../config";
import { openConfiguredDatabase } from "./open";

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  console.log(`Migrations applied (${database.kind}: ${database.location}).`);
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
