import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../config";
import { dataMasterKeys, fileKeys, studentDocuments } from "../../db/schema/index";
import { SEGMENT } from "../../lib/file-crypto";
import { diskStorage } from "../../lib/storage";
import { bearer, buildTestApp, login, TEST_DATA_KEY, type TestApp } from "../../test/app";
import { isolatedTestDatabase } from "../../test/db";
import { studentPayload } from "../../test/factories";
import { multipartForm, SAMPLE_FILES, uploadCases } from "../../test/upload-forms";
import { loadDataKeys, masterKeyId, rotateDataKeys } from "./data-keys";
import { encryptedStorage } from "./encrypted-storage";

// Files encrypted at rest (issue 37, decision 056): every upload route, exports' streams, downloads, tampering,
// rollback, rotation and the start-up checks of the master key, on a database of this file's own.

let app: TestApp;
let admin: string;
let partner: string;
const logs: string[] = [];
const root = () => path.join(app.config.dataDir, "files");

function filesOnDisk(dir = root()): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else found.set(path.relative(dir, full), createHash("sha256").update(readFileSync(full)).digest("hex"));
    }
  };
  try {
    walk(dir);
  } catch {
    // no file yet
  }
  return found;
}

const readAll = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
};

beforeAll(async () => {
  app = await buildTestApp({}, await isolatedTestDatabase("encrypted"), {
    logger: { level: "error", stream: { write: (line: string) => logs.push(line) } },
  });
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
}, 60_000);
afterAll(() => app.close());

describe("files encrypted at rest", () => {
  it("every upload route of the OpenAPI document stores its file encrypted, with its key row, none of its bytes plain", async () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    };
    const forms = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content?.["multipart/form-data"])
        .map(([m, op]) => {
          const schema = op.requestBody!.content!["multipart/form-data"]!.schema as {
            properties?: { file?: { contentMediaType?: string; anyOf?: { contentMediaType?: string }[] } };
          };
          const file = schema.properties?.file;
          const type = file?.contentMediaType ?? file?.anyOf?.[0]?.contentMediaType ?? "application/pdf";
          return { key: `${m.toUpperCase()} ${p}`, path: p, type };
        }),
    );
    const cases = uploadCases(app, { admin, partner });
    expect(forms.length).toBeGreaterThan(5);
    const stored: string[] = [];
    for (const form of forms) {
      const c = await cases[form.key]!();
      // A marker no encryption would leave readable, inside a file of the declared type.
      const sample = c.data ?? SAMPLE_FILES[form.type]!;
      const data = c.data ?? Buffer.concat([sample, Buffer.from(`marker-${form.key}-plain-text`)]);
      const before = filesOnDisk();
      const url = form.path.replace(/\{([^}]+)\}/g, (_, name: string) => c.params[name] ?? "0");
      const { payload, contentType } = multipartForm(c.fields, { name: `document.${form.type.split("/")[1]}`, data });
      const res = await app.inject({
        method: "POST",
        url: c.query ? `${url}?${c.query}` : url,
        headers: { ...bearer(c.token), "content-type": contentType },
        payload,
      });
      expect(res.statusCode, `${form.key}: ${res.body}`).toBeLessThan(300);
      const added = [...filesOnDisk().keys()].filter((k) => !before.has(k) && !k.startsWith(".tmp"));
      for (const key of added) {
        const bytes = readFileSync(path.join(root(), key));
        expect(bytes.subarray(0, 4).toString(), key).toBe("PPE1");
        expect(bytes.includes(Buffer.from("-plain-text")), key).toBe(false);
        const [row] = await app.db.select().from(fileKeys).where(eq(fileKeys.storage_key, key));
        expect(row?.master_key_id, key).toBe(masterKeyId(Buffer.from(TEST_DATA_KEY, "hex")));
        stored.push(form.key);
      }
    }
    // The two imports read their file and keep none in the store; every other upload route stored one.
    expect(
      forms
        .filter((f) => !stored.includes(f.key))
        .map((f) => f.key)
        .sort(),
    ).toEqual(["POST /api/admin/courses/import/", "POST /api/partner/students/import/"]);
  });

  it("a streamed file (an export) is written encrypted in segments and read back whole, with its plain size", async () => {
    const sizes = [0, 1, SEGMENT - 1, SEGMENT, SEGMENT + 1, 3 * SEGMENT + 17];
    for (const size of sizes) {
      const plain = Buffer.alloc(size);
      for (let i = 0; i < size; i++) plain[i] = (i * 31 + size) % 251;
      const key = `test-exports/stream-${size}.csv`;
      // In small pieces, as an export's rows arrive.
      const pieces = Array.from({ length: Math.ceil(size / 1000) }, (_, i) =>
        plain.subarray(i * 1000, i * 1000 + 1000),
      );
      expect(await app.storage.putStream(key, Readable.from(pieces))).toBe(size);
      const onDisk = readFileSync(path.join(root(), key));
      expect(onDisk.length).toBe(4 + size + 16 * Math.max(1, Math.ceil(size / SEGMENT)));
      const got = await app.storage.get(key);
      expect(got.size).toBe(size);
      expect((await readAll(got.stream)).equals(plain)).toBe(true);
    }
  });

  it("a download answers the plain bytes; a tampered file is refused with a sentence and an error logged, never served", async () => {
    const student = await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(partner),
      payload: await studentPayload(app.db),
    });
    const studentId = student.json().data.id as number;
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3000, 0x41), Buffer.from("\n%%EOF\n")]);
    const { payload, contentType } = multipartForm({}, { name: "passport.pdf", data: pdf });
    const up = await app.inject({
      method: "POST",
      url: `/api/partner/students/${studentId}/documents/?kind=passport`,
      headers: { ...bearer(partner), "content-type": contentType },
      payload,
    });
    expect(up.statusCode).toBe(201);
    const doc = (up.json().data as { id: number; kind: string }[]).find((d) => d.kind === "passport")!;
    const url = `/api/partner/students/${studentId}/documents/${doc.id}/download/`;
    const ok = await app.inject({ url, headers: bearer(partner) });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(pdf)).toBe(true);
    expect(ok.headers["content-length"]).toBe(String(pdf.length));

    const [row] = await app.db
      .select({ key: studentDocuments.storage_key })
      .from(studentDocuments)
      .where(eq(studentDocuments.id, doc.id));
    const storageKey = row!.key;
    const file = path.join(root(), storageKey);
    const bytes = readFileSync(file);
    bytes[100] = (bytes[100] ?? 0) ^ 0x01;
    writeFileSync(file, bytes);
    logs.length = 0;
    const refused = await app.inject({ url, headers: bearer(partner) });
    expect(refused.statusCode).toBe(500);
    expect(refused.json().message).toBe(
      "This file failed its integrity check, so it was not sent. The team has been told.",
    );
    expect(refused.body.includes("AAAA")).toBe(false);
    expect(logs.join("\n")).toContain("failed its integrity check");
    expect(logs.join("\n")).toContain(storageKey);
  });

  it("a segment tampered with later in a large file ends the stream after the bytes that authenticated", async () => {
    const plain = Buffer.alloc(3 * SEGMENT + 5, 0x42);
    await app.storage.put("test-exports/large.bin", plain);
    const file = path.join(root(), "test-exports/large.bin");
    const bytes = readFileSync(file);
    const third = 4 + 2 * (SEGMENT + 16) + 10;
    bytes[third] = (bytes[third] ?? 0) ^ 0x80;
    writeFileSync(file, bytes);
    const got = await app.storage.get("test-exports/large.bin");
    const seen: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of got.stream) seen.push(chunk as Buffer);
      })(),
    ).rejects.toThrow(/integrity check/);
    expect(Buffer.concat(seen).length).toBe(2 * SEGMENT);
    // Cut short at a segment's end: the last segment's flag is missing, so it is refused too.
    const whole = encryptedTruncation(readFileSync(file));
    writeFileSync(file, whole);
    await expect(app.storage.get("test-exports/large.bin").then((g) => readAll(g.stream))).rejects.toThrow(
      /integrity check/,
    );
  });

  it("a unit of work that fails leaves neither the file nor its key row", async () => {
    const before = filesOnDisk();
    const keys = (await app.db.select().from(fileKeys)).length;
    await expect(
      app.uow.run(async () => {
        await app.storage.put("test-exports/rolled-back.pdf", Buffer.from("%PDF-1.7 rolled back"));
        throw new Error("the row after the file was refused");
      }),
    ).rejects.toThrow(/refused/);
    expect([...filesOnDisk().keys()].filter((k) => !before.has(k))).toEqual([]);
    expect((await app.db.select().from(fileKeys)).length).toBe(keys);
  });

  it("a wrong, missing or malformed master key refuses to start with a sentence saying which", async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), "pp-keys-"));
    await expect(loadDataKeys(app.db, { dataDir: fresh })).rejects.toThrow(
      /DATA_KEY is not set .* the stored files are encrypted under master key/,
    );
    await expect(loadDataKeys(app.db, { dataDir: fresh, dataKey: "ab".repeat(32) })).rejects.toThrow(
      /DATA_KEY is not the key the stored files are encrypted under/,
    );
    await expect(loadDataKeys(app.db, { dataDir: fresh, dataKey: "too short" })).rejects.toThrow(ConfigError);
    await expect(loadDataKeys(app.db, { dataDir: fresh, dataKey: "too short" })).rejects.toThrow(
      /DATA_KEY must be 32 random bytes/,
    );
    // Nothing was generated or registered by the refusals.
    expect(readdirSync(fresh)).toEqual([]);
    expect((await app.db.select().from(dataMasterKeys)).map((r) => r.id)).toEqual([
      masterKeyId(Buffer.from(TEST_DATA_KEY, "hex")),
    ]);
  });

  it("rotation rewraps every data key under the new master key, leaves every file as it was and readable", async () => {
    const newKey = "c0de".repeat(16);
    const before = filesOnDisk();
    const count = (await app.db.select().from(fileKeys)).length;
    expect(count).toBeGreaterThan(10);
    const ring = await loadDataKeys(app.db, { dataDir: app.config.dataDir, dataKey: newKey, oldKeys: [TEST_DATA_KEY] });
    const result = await rotateDataKeys(app.db, ring);
    expect(result.rewrapped).toBe(count);
    expect(result.retired).toEqual([masterKeyId(Buffer.from(TEST_DATA_KEY, "hex"))]);
    expect(filesOnDisk()).toEqual(before);
    // Only the new key now: every file with a key row reads back (the two tampered above are refused, as before).
    const only = await loadDataKeys(app.db, { dataDir: app.config.dataDir, dataKey: newKey });
    const store = encryptedStorage(diskStorage(root()), { db: app.db, keys: only });
    const rows = await app.db.select().from(fileKeys);
    let read = 0;
    for (const r of rows) {
      if (r.storage_key === "test-exports/large.bin") continue;
      const got = await store.get(r.storage_key).catch(() => null);
      if (!got) continue;
      expect((await readAll(got.stream)).length, r.storage_key).toBe(r.size);
      read += 1;
    }
    expect(read).toBe(rows.length - 2);
    // The retired key alone no longer starts.
    await expect(loadDataKeys(app.db, { dataDir: app.config.dataDir, dataKey: TEST_DATA_KEY })).rejects.toThrow(
      /DATA_KEY is not the key/,
    );
  });
});

/** The file without its last segment (cut at a segment's end). */
function encryptedTruncation(bytes: Buffer) {
  return bytes.subarray(0, 4 + 3 * (SEGMENT + 16));
}
