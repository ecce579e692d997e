import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
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
}

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: "wx" });
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
      await rm(resolve(key), { force: true });
    },
  };
}

const SIGNATURES: { type: string; ext: string; bytes: number[] }[] = [
  { type: "application/pdf", ext: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/png", ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
];

/** The file's real type from its first bytes (PDF, PNG or JPEG), whatever its name says; null otherwise. */
export function sniffDocumentType(data: Buffer): { type: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => data.length >= s.bytes.length && s.bytes.every((b, i) => data[i] === b));
  return hit ? { type: hit.type, ext: hit.ext } : null;
}
