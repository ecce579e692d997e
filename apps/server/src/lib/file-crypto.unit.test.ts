import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { decryptStream, encryptBuffer, encryptStream, FileIntegrityError, openDecrypted, SEGMENT } from "./file-crypto";

const key = randomBytes(32);
const TAG = 16;

async function collect(source: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const p of source) parts.push(p);
  return Buffer.concat(parts);
}
/** Hands the bytes on in uneven pieces, as a disk or a socket does. */
async function* pieces(bytes: Buffer, size = 7777) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
const sizes = [0, 1, 100, SEGMENT - 1, SEGMENT, SEGMENT + 1, 2 * SEGMENT, 3 * SEGMENT + 5];

describe("segmented AES-256-GCM for stored files", () => {
  it.each(sizes)("round-trips %i bytes, the stream and the buffer writing the same bytes", async (size) => {
    const plain = randomBytes(size);
    const sealed = encryptBuffer(key, plain);
    expect((await collect(encryptStream(key, pieces(plain)))).equals(sealed)).toBe(true);
    expect(sealed.length).toBe(4 + size + TAG * Math.max(1, Math.ceil(size / SEGMENT)));
    expect((await collect(decryptStream(key, pieces(sealed), "f"))).equals(plain)).toBe(true);
    let counted = -1;
    await collect(encryptStream(key, pieces(plain), (n) => (counted = n)));
    expect(counted).toBe(size);
  });

  it("refuses a flipped bit in any segment, the mark, or a tag", async () => {
    const plain = randomBytes(3 * SEGMENT + 5);
    const sealed = encryptBuffer(key, plain);
    const spots = [0, 4, 4 + SEGMENT, 4 + SEGMENT + TAG + 1, 4 + 2 * (SEGMENT + TAG) + 3, sealed.length - 1];
    for (const at of spots) {
      const bad = Buffer.from(sealed);
      bad[at] = (bad[at] ?? 0) ^ 0x04;
      await expect(collect(decryptStream(key, pieces(bad), "f")), `byte ${at}`).rejects.toThrow(FileIntegrityError);
    }
  });

  it("refuses segments swapped, repeated, dropped or cut off at a segment's end", async () => {
    const plain = randomBytes(3 * SEGMENT + 5);
    const sealed = encryptBuffer(key, plain);
    const seg = (i: number) => sealed.subarray(4 + i * (SEGMENT + TAG), 4 + (i + 1) * (SEGMENT + TAG));
    const mark = sealed.subarray(0, 4);
    const last = sealed.subarray(4 + 3 * (SEGMENT + TAG));
    const forged = [
      Buffer.concat([mark, seg(1), seg(0), seg(2), last]),
      Buffer.concat([mark, seg(0), seg(0), seg(2), last]),
      Buffer.concat([mark, seg(0), seg(2), last]),
      Buffer.concat([mark, seg(0), seg(1), seg(2)]),
      Buffer.concat([mark]),
      Buffer.alloc(0),
    ];
    for (const [i, bad] of forged.entries()) {
      await expect(collect(decryptStream(key, pieces(bad), "f")), `forgery ${i}`).rejects.toThrow(FileIntegrityError);
    }
  });

  it("refuses another key before handing anything on; a later bad segment ends the stream after what authenticated", async () => {
    const sealed = encryptBuffer(key, Buffer.alloc(2 * SEGMENT + 1, 7));
    await expect(openDecrypted(randomBytes(32), pieces(sealed), "f")).rejects.toThrow(FileIntegrityError);
    const bad = Buffer.from(sealed);
    bad[4 + SEGMENT + TAG + 9] = (bad[4 + SEGMENT + TAG + 9] ?? 0) ^ 0x01;
    const stream = await openDecrypted(key, Readable.from(pieces(bad)), "f");
    const seen: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of stream) seen.push(chunk as Buffer);
      })(),
    ).rejects.toThrow(FileIntegrityError);
    expect(Buffer.concat(seen).length).toBe(SEGMENT);
  });

  it("leaves nothing of the plain bytes readable", () => {
    const plain = Buffer.from("Passport P1234567 of Jane Example, born 2001-02-03. ".repeat(50));
    const sealed = encryptBuffer(key, plain);
    expect(sealed.includes(Buffer.from("P1234567"))).toBe(false);
    expect(sealed.includes(Buffer.from("Jane Example"))).toBe(false);
  });
});
