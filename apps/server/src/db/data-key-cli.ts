import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { loadDataKeys, replaceKeptKey, rotateDataKeys } from "../modules/file-keys/data-keys";
import { openConfiguredDatabase, prepareDatabase } from "./open";

/**
 * `npm run data-key:rotate`: rewraps every stored file's data key under the current master key (decision 056).
 * With DATA_KEY set: set the new key in DATA_KEY and the old one in DATA_KEY_OLD, then run this. With the key kept
 * in DATA_DIR: `-- --generate` makes the new key itself. The files are not rewritten.
 */
try {
  const { values } = parseArgs({ options: { generate: { type: "boolean", default: false } } });
  const config = loadConfig();
  if (values.generate && config.dataKey) {
    throw new ConfigError(
      "--generate replaces the key kept in DATA_DIR; DATA_KEY is set, so put the new key in DATA_KEY and the old one in DATA_KEY_OLD instead.",
    );
  }
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const replaced = values.generate ? replaceKeptKey(config.dataDir) : null;
  const ring = await loadDataKeys(database.db, {
    dataKey: config.dataKey,
    oldKeys: config.dataKeyOld,
    dataDir: config.dataDir,
  });
  const result = await rotateDataKeys(database.db, ring, (line) => console.log(line));
  replaced?.forget();
  console.log(
    `Every data key is now wrapped under master key ${result.current} (${result.rewrapped} rewrapped; retired: ${result.retired.join(", ") || "none"}).`,
  );
  if (config.dataKeyOld.length) console.log("DATA_KEY_OLD can now be removed from the configuration.");
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
