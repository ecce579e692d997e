import { createCipheriv, createDecipheriv } from "node:crypto";
import { Readable } from "node:stream";

/**
 * A stored file's bytes encrypted with AES-256-GCM under the file's own data key (decision 056), in segments so
 * that both directions run in constant memory and nothing unauthenticated is ever handed on: each segment of up to
 * 64 KiB carries its own tag, its number in the nonce (segments cannot be reordered or repeated) and, for the
 * last one, a flag (a file cut short is refused too). The file starts with a four-byte mark of the format.
 *
 *   file    = "PPE1" segment*
 *   segment = ciphertext (SEGMENT bytes, or fewer for the last) + tag (16 bytes)
 *   nonce   = segment number (8 bytes, big-endian) + 0x00000001 on the last segment, else zeros
 */
export const SEGMENT = 64 * 1024;
const TAG = 16;
const MARK = Buffer.from("PPE1");

/** A stored file whose bytes do not authenticate under its key: tampered with, cut short or not ours. */
export class FileIntegrityError extends Error {
  constructor(readonly key: string) {
    super(`stored file ${key} failed its integrity check (the authentication tag does not match)`);
  }
}

function nonce(index: number, last: boolean) {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(index), 0);
  if (last) n.writeUInt32BE(1, 8);
  return n;
}

function seal(key: Buffer, index: number, last: boolean, plain: Buffer) {
  const cipher = createCipheriv("aes-256-gcm", key, nonce(index, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function open(key: Buffer, index: number, last: boolean, sealed: Buffer): Buffer | null {
  if (sealed.length < TAG) return null;
  const decipher = createDecipheriv("aes-256-gcm", key, nonce(index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG)), decipher.final()]);
  } catch {
    return null;
  }
}

/** Encrypts a whole buffer (the small uploads that arrive as one). */
export function encryptBuffer(key: Buffer, plain: Buffer): Buffer {
  const parts = [MARK];
  let index = 0;
  let at = 0;
  while (plain.length - at > SEGMENT) {
    parts.push(seal(key, index++, false, plain.subarray(at, at + SEGMENT)));
    at += SEGMENT;
  }
  parts.push(seal(key, index, true, plain.subarray(at)));
  return Buffer.concat(parts);
}

/** Encrypts a stream as it flows; `counted` hears the plain bytes' total at the end. */
export async function* encryptStream(
  key: Buffer,
  source: AsyncIterable<Buffer | string>,
  counted?: (n: number) => void,
) {
  yield MARK;
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  let total = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    pending = pending.length ? Buffer.concat([pending, bytes]) : bytes;
    // A full segment is sealed as not-last only once a byte beyond it has arrived.
    while (pending.length > SEGMENT) {
      yield seal(key, index++, false, pending.subarray(0, SEGMENT));
      pending = pending.subarray(SEGMENT);
    }
  }
  yield seal(key, index, true, pending);
  counted?.(total);
}

/** Decrypts a stream segment by segment; throws `FileIntegrityError` at the first segment that does not authenticate. */
export async function* decryptStream(key: Buffer, source: AsyncIterable<Buffer | string>, name: string) {
  let pending: Buffer = Buffer.alloc(0);
  let marked = false;
  let index = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    pending = pending.length ? Buffer.concat([pending, bytes]) : bytes;
    if (!marked) {
      if (pending.length < MARK.length) continue;
      if (!pending.subarray(0, MARK.length).equals(MARK)) throw new FileIntegrityError(name);
      pending = pending.subarray(MARK.length);
      marked = true;
    }
    while (pending.length > SEGMENT + TAG) {
      const plain = open(key, index++, false, pending.subarray(0, SEGMENT + TAG));
      if (!plain) throw new FileIntegrityError(name);
      pending = pending.subarray(SEGMENT + TAG);
      yield plain;
    }
  }
  if (!marked) throw new FileIntegrityError(name);
  const last = open(key, index, true, pending);
  if (!last) throw new FileIntegrityError(name);
  if (last.length) yield last;
}

/**
 * A readable of the plain bytes whose first segment has already been checked: a file whose start does not
 * authenticate (the wrong key, a tampered or foreign file) is refused before anything is sent. A later segment
 * that fails ends the stream with the error, having sent only bytes that did authenticate.
 */
export async function openDecrypted(key: Buffer, source: AsyncIterable<Buffer | string>, name: string) {
  const segments = decryptStream(key, source, name);
  const first = await segments.next();
  async function* rest() {
    if (!first.done && first.value.length) yield first.value;
    yield* segments;
  }
  return Readable.from(rest(), { objectMode: false });
}
