import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, ne, notExists, sql } from "drizzle-orm";
import { ConfigError } from "../../config";
import type { Db } from "../../db/client";
import { dataMasterKeys, fileKeys } from "../../db/schema/file-keys";

/**
 * The master keys that wrap each stored file's data key (decision 056). `DATA_KEY` is the one new files are wrapped
 * under; `DATA_KEY_OLD` lists keys retired by a rotation, still read until `npm run data-key:rotate` has rewrapped
 * every data key under the new one. Unset, a key is generated into DATA_DIR on first start (as JWT_SECRET is), which
 * suits one instance; several instances must be given the same DATA_KEY.
 */
export interface DataKeyRing {
  current: MasterKey;
  /** Every key on hand by id: the current one and the retired ones. */
  byId: Map<string, MasterKey>;
}

export interface MasterKey {
  id: string;
  key: Buffer;
}

const KEY_FILE = "data-key";
/** Where `data-key:rotate --generate` keeps the key it replaces until every data key is rewrapped. */
const OLD_KEY_FILE = "data-key.old";

/** A key as configuration gives it: 32 bytes as 64 hex digits or base64 (base64url too). */
export function parseMasterKey(text: string, name: string): Buffer {
  const t = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, "hex") : Buffer.from(t, "base64");
  if (bytes.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(t) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(t))) {
    throw new ConfigError(
      `${name} must be 32 random bytes written as 64 hex digits or as base64 (for example the output of \`openssl rand -hex 32\`).`,
    );
  }
  return bytes;
}

/** A key's name in the database: it says which key wrapped a data key without saying anything of the key. */
export const masterKeyId = (key: Buffer) =>
  createHmac("sha256", key).update("partner-portal master key id").digest("hex").slice(0, 16);

const master = (key: Buffer): MasterKey => ({ id: masterKeyId(key), key });

/** A fresh master key as the configuration would take it (hex). */
export const newMasterKeyText = () => randomBytes(32).toString("hex");

/**
 * The keys from configuration, or the one kept in DATA_DIR. A key is generated there only when the database has
 * wrapped nothing yet: a database whose files were written under a key that is not on hand refuses to start.
 */
export async function loadDataKeys(
  db: Db,
  opts: { dataKey?: string; oldKeys?: string[]; dataDir: string },
): Promise<DataKeyRing> {
  const file = path.join(opts.dataDir, KEY_FILE);
  const known = (
    await db.select({ id: dataMasterKeys.id }).from(dataMasterKeys).orderBy(asc(dataMasterKeys.created_at))
  ).map((r) => r.id);
  let current: MasterKey;
  if (opts.dataKey) current = master(parseMasterKey(opts.dataKey, "DATA_KEY"));
  else if (existsSync(file)) current = master(parseMasterKey(readFileSync(file, "utf8"), `The key file ${file}`));
  else if (known.length) {
    throw new ConfigError(
      `DATA_KEY is not set and ${file} does not exist, but the stored files are encrypted under master key ${known.join(", ")}: set DATA_KEY to that key.`,
    );
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    const text = newMasterKeyText();
    writeFileSync(file, text, { mode: 0o600, flag: "wx" });
    current = master(parseMasterKey(text, KEY_FILE));
  }
  const byId = new Map([[current.id, current]]);
  const oldFile = path.join(opts.dataDir, OLD_KEY_FILE);
  const kept = existsSync(oldFile) ? [readFileSync(oldFile, "utf8").trim()] : [];
  for (const [i, text] of [...(opts.oldKeys ?? []), ...kept].entries()) {
    const old = master(parseMasterKey(text, `DATA_KEY_OLD (key ${i + 1})`));
    byId.set(old.id, old);
  }
  const missing = known.filter((id) => !byId.has(id));
  if (missing.length) {
    throw new ConfigError(
      `DATA_KEY is not the key the stored files are encrypted under (master key ${missing.join(", ")}; DATA_KEY is ${current.id}). ` +
        "Set DATA_KEY to that key, or after a rotation keep the retired key in DATA_KEY_OLD until `npm run data-key:rotate` has run.",
    );
  }
  await db.insert(dataMasterKeys).values({ id: current.id }).onConflictDoNothing();
  return { current, byId };
}

/** A data key wrapped under a master key (AES-256-GCM, the storage key as associated data): nonce, tag, ciphertext. */
export function wrapDataKey(masterKey: MasterKey, dataKey: Buffer, storageKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", masterKey.key, iv);
  cipher.setAAD(Buffer.from(storageKey));
  const body = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function unwrapDataKey(masterKey: MasterKey, wrapped: string, storageKey: string): Buffer {
  const bytes = Buffer.from(wrapped, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", masterKey.key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(storageKey));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

/**
 * Rewraps every data key not under the current master key, in batches of 500 (one transaction each), then forgets the
 * retired master keys nothing is wrapped under any more. The files are not touched.
 */
export async function rotateDataKeys(db: Db, ring: DataKeyRing, log: (line: string) => void = () => undefined) {
  let rewrapped = 0;
  for (;;) {
    const batch = await db
      .select({
        storage_key: fileKeys.storage_key,
        master_key_id: fileKeys.master_key_id,
        wrapped_key: fileKeys.wrapped_key,
      })
      .from(fileKeys)
      .where(ne(fileKeys.master_key_id, ring.current.id))
      .orderBy(asc(fileKeys.storage_key))
      .limit(500);
    if (!batch.length) break;
    await db.transaction(async (tx) => {
      for (const row of batch) {
        const old = ring.byId.get(row.master_key_id);
        if (!old)
          throw new ConfigError(`A file is wrapped under master key ${row.master_key_id}, which is not on hand.`);
        const wrapped = wrapDataKey(
          ring.current,
          unwrapDataKey(old, row.wrapped_key, row.storage_key),
          row.storage_key,
        );
        await tx
          .update(fileKeys)
          .set({ master_key_id: ring.current.id, wrapped_key: wrapped })
          .where(eq(fileKeys.storage_key, row.storage_key));
      }
    });
    rewrapped += batch.length;
    log(`rewrapped ${rewrapped} data keys`);
  }
  const retired = (
    await db
      .delete(dataMasterKeys)
      .where(
        and(
          ne(dataMasterKeys.id, ring.current.id),
          notExists(db.select({ one: sql`1` }).from(fileKeys).where(eq(fileKeys.master_key_id, dataMasterKeys.id))),
        ),
      )
      .returning({ id: dataMasterKeys.id })
  ).map((r) => r.id);
  return { rewrapped, retired, current: ring.current.id };
}

/**
 * For the key kept in DATA_DIR: a new key takes its place, the old one waits in `data-key.old` (read as a retired
 * key) until the rotation has finished, so a rotation cut short loses nothing.
 */
export function replaceKeptKey(dataDir: string) {
  const file = path.join(dataDir, KEY_FILE);
  const oldFile = path.join(dataDir, OLD_KEY_FILE);
  if (!existsSync(file)) throw new ConfigError(`There is no key in ${file} to replace.`);
  if (!existsSync(oldFile)) writeFileSync(oldFile, readFileSync(file, "utf8"), { mode: 0o600 });
  writeFileSync(`${file}.new`, newMasterKeyText(), { mode: 0o600 });
  renameSync(`${file}.new`, file);
  return { forget: () => rmSync(oldFile, { force: true }) };
}
