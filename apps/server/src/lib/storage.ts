import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where uploaded files live. The disk store keeps them under DATA_DIR; an S3-compatible store can implement the same. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Writes a stream in constant memory (exports); resolves with the bytes written. */
  putStream(key: string, data: Readable): Promise<number>;
  get(key: string): Promise<{ stream: Readable; size: number }>;
  remove(key: string): Promise<void>;
  /** Removes temporary files older than `olderThanMs` (left by a crash between the write and the commit). */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

/** What the store needs of a unit of work: whether one is open, and hooks on its outcome. */
export interface WriteUnit {
  active(): boolean;
  afterCommit(fn: () => unknown): void;
  onRollback(fn: () => unknown): void;
}

/**
 * Files under DATA_DIR. Inside a unit of work a file is written under a temporary name first and takes its real
 * name only when the unit commits; a failed unit removes it. No row points to a missing file, and a file without
 * a row is only ever a temporary one, swept on start.
 */
export function diskStorage(root: string, unit?: WriteUnit): FileStorage {
  const tmpDir = path.join(root, ".tmp");
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (!unit?.active()) {
        await writeFile(file, data, { flag: "wx" });
        return;
      }
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      await writeFile(tmp, data, { flag: "wx" });
      unit.afterCommit(() => rename(tmp, file));
      unit.onRollback(() => rm(tmp, { force: true }));
    },
    async putStream(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(data, createWriteStream(file, { flags: "wx" }));
      return (await stat(file)).size;
    },
    async get(key) {
      const file = resolve(key);
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    },
    async remove(key) {
      const file = resolve(key);
      // Inside a unit the file goes only once the unit commits: a rolled-back delete keeps its file.
      if (unit?.active()) unit.afterCommit(() => rm(file, { force: true }));
      else await rm(file, { force: true });
    },
    async sweepTemporary(olderThanMs) {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs > olderThanMs) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

const SIGNATURES: { type: string; ext: string; bytes: number[] }[] = [
  { type: "application/pdf", ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/png", ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
];

/** The types `sniffDocumentType` tells: what a document upload accepts. */
export const DOCUMENT_TYPES = SIGNATURES.map((s) => s.type);

/** The file's real type from its first bytes (PDF, PNG or JPEG), whatever its name says; null otherwise. */
export function sniffDocumentType(data: Buffer): { type: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => data.length >= s.bytes.length && s.bytes.every((b, i) => data[i] === b));
  return hit ? { type: hit.type, ext: hit.ext } : null;
}
