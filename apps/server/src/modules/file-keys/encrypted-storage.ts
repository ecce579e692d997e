import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { fileKeys } from "../../db/schema/file-keys";
import { encryptBuffer, encryptStream, FileIntegrityError, openDecrypted } from "../../lib/file-crypto";
import { diskStorage, type FileStorage, type WriteUnit } from "../../lib/storage";
import { type DataKeyRing, loadDataKeys, unwrapDataKey, wrapDataKey } from "./data-keys";

/**
 * The portal's file store as configuration sets it up: the disk under DATA_DIR, encrypted. Loading the keys checks
 * them against the database first: a wrong or missing master key refuses to start (ConfigError) with a sentence.
 */
export async function openFileStorage(
  config: Pick<AppConfig, "dataDir" | "dataKey" | "dataKeyOld">,
  db: Db,
  opts: { unit?: WriteUnit; onTampered?: (err: FileIntegrityError) => void } = {},
): Promise<FileStorage> {
  const keys = await loadDataKeys(db, { dataKey: config.dataKey, oldKeys: config.dataKeyOld, dataDir: config.dataDir });
  return encryptedStorage(diskStorage(path.join(config.dataDir, "files"), opts.unit), { db, keys, ...opts });
}

/**
 * Every file the portal keeps, encrypted before it reaches the store underneath (decision 056). Each file has its own
 * data key, kept wrapped under the master key in `file_keys` with the file's plain size; the row is written in the
 * same unit of work as the row that points to the file, so a rolled-back upload leaves neither. A file written
 * before encryption (no `file_keys` row) is read as it is.
 */
export function encryptedStorage(
  inner: FileStorage,
  deps: { db: Db; keys: DataKeyRing; unit?: WriteUnit; onTampered?: (err: FileIntegrityError) => void },
): FileStorage {
  const { db, keys } = deps;

  /** A key's row; a key written again (an export run again) takes the new file's data key. */
  async function keep(key: string, dataKey: Buffer, size: number) {
    const row = {
      master_key_id: keys.current.id,
      wrapped_key: wrapDataKey(keys.current, dataKey, key),
      size,
    };
    await db
      .insert(fileKeys)
      .values({ storage_key: key, ...row })
      .onConflictDoUpdate({ target: fileKeys.storage_key, set: row });
  }

  async function dataKeyOf(key: string) {
    const [row] = await db
      .select({ master_key_id: fileKeys.master_key_id, wrapped_key: fileKeys.wrapped_key, size: fileKeys.size })
      .from(fileKeys)
      .where(eq(fileKeys.storage_key, key));
    if (!row) return null;
    const master = keys.byId.get(row.master_key_id);
    if (!master)
      throw new Error(`stored file ${key} is wrapped under master key ${row.master_key_id}, which is not on hand`);
    try {
      return { dataKey: unwrapDataKey(master, row.wrapped_key, key), size: Number(row.size) };
    } catch {
      throw new FileIntegrityError(key);
    }
  }

  const refused = (err: unknown) => {
    if (err instanceof FileIntegrityError) deps.onTampered?.(err);
    return err;
  };

  return {
    async put(key, data) {
      const dataKey = randomBytes(32);
      const sealed = encryptBuffer(dataKey, data);
      if (deps.unit?.active()) {
        // The row first, in the unit's transaction; the file takes its name only once the unit commits.
        await keep(key, dataKey, data.length);
        await inner.put(key, sealed);
        return;
      }
      await inner.put(key, sealed);
      await keep(key, dataKey, data.length).catch(async (err) => {
        await inner.remove(key).catch(() => undefined);
        throw err;
      });
    },
    async putStream(key, data) {
      const dataKey = randomBytes(32);
      let size = 0;
      await inner.putStream(
        key,
        Readable.from(
          encryptStream(dataKey, data, (n) => {
            size = n;
          }),
        ),
      );
      await keep(key, dataKey, size).catch(async (err) => {
        await inner.remove(key).catch(() => undefined);
        throw err;
      });
      return size;
    },
    async get(key) {
      const found = await dataKeyOf(key).catch((err) => {
        throw refused(err);
      });
      const stored = await inner.get(key);
      if (!found) return stored;
      try {
        const stream = await openDecrypted(found.dataKey, stored.stream, key);
        stream.on("error", (err) => refused(err));
        return { stream, size: found.size };
      } catch (err) {
        stored.stream.destroy();
        throw refused(err);
      }
    },
    async remove(key) {
      // Inside a unit both go together: the row with its transaction, the file after its commit.
      await db.delete(fileKeys).where(eq(fileKeys.storage_key, key));
      await inner.remove(key);
    },
    sweepTemporary: (olderThanMs) => inner.sweepTemporary(olderThanMs),
  };
}
