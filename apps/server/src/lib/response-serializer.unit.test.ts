import { listEnvelope } from "@pp/shared";
import { createSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResponseSerializerCompiler, type SerializerChoice, serializationSchema } from "./response-serializer";

const zodSerializer = createSerializerCompiler();

function build(schema: z.ZodType, options: Parameters<typeof createResponseSerializerCompiler>[0] = {}) {
  const choices: SerializerChoice[] = [];
  const compiler = createResponseSerializerCompiler({ ...options, onCompile: (c) => choices.push(c) });
  const serialize = compiler({ schema, method: "GET", url: "/api/thing/", httpStatus: "200" }) as (
    d: unknown,
  ) => string;
  return { serialize, choice: choices[0] };
}
const viaZod = (schema: z.ZodType, data: unknown) =>
  (zodSerializer({ schema, method: "GET", url: "/api/thing/", httpStatus: "200" }) as (d: unknown) => string)(data);

/** The compiled serializer writes the same JSON value as zod's (key order aside), in check mode too. */
function expectSameAsZod(schema: z.ZodType, data: unknown) {
  const compiled = build(schema);
  expect(compiled.choice?.kind).toBe("compiled");
  expect(JSON.parse(compiled.serialize(data))).toEqual(JSON.parse(viaZod(schema, data)));
  expect(build(schema, { check: true }).serialize(data)).toBe(compiled.serialize(data));
}

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  nationality: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(["active", "archived"]).nullable(),
  tags: z.array(z.string()),
  notes: z.string().optional(),
  created_at: z.string(),
});
const row = {
  id: 7,
  name: 'Ana "Quote" \u2028 Ñ',
  email: null,
  nationality: { id: 3, name: "Nepal", iso2: "NP" },
  status: null,
  tags: ["a", "b"],
  created_at: "2026-01-02T03:04:05.000Z",
  // Columns the schema does not list.
  partner_id: 12,
  passport_number: "X123",
};

describe("response serializer compiled from the zod schema", () => {
  it("writes what zod wrote: nullable, optional, nested objects, list envelope", () => {
    expectSameAsZod(item, row);
    expectSameAsZod(item, { ...row, email: "a@b.c", status: "active", notes: "n", nationality: null });
    expectSameAsZod(listEnvelope(item), { count: 1, next: null, previous: "/x?page=1", results: { data: [row] } });
  });

  it("drops the fields its schema does not list, as zod did", () => {
    const out = JSON.parse(build(item).serialize(row));
    expect(out).not.toHaveProperty("partner_id");
    expect(out).not.toHaveProperty("passport_number");
    expect(out.nationality).toEqual({ id: 3, name: "Nepal" });
  });

  it("writes unions, discriminated unions, records, catchall objects and dates as zod did", () => {
    const du = z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a"), x: z.number() }),
      z.object({ kind: z.literal("b"), y: z.string().nullable() }),
    ]);
    expectSameAsZod(z.array(du), [
      { kind: "a", x: 1, extra: true },
      { kind: "b", y: null, extra: true },
    ]);
    expectSameAsZod(z.union([z.object({ n: z.number() }), z.object({ s: z.string() })]), { s: "x", other: 1 });
    expectSameAsZod(z.object({ errors: z.record(z.string(), z.array(z.string())).optional() }), {
      errors: { email: ["Taken."], "a.b": ["x"] },
    });
    expectSameAsZod(z.object({ id: z.number() }).catchall(z.unknown()), { id: 1, name: "kept", more: { x: [1] } });
    expectSameAsZod(z.object({ at: z.date(), n: z.number().int().nullable() }), { at: new Date(0), n: null });
    expectSameAsZod(z.object({ a: z.literal("x").nullable(), t: z.tuple([z.string(), z.number()]) }), {
      a: null,
      t: ["x", 2],
    });
  });

  it("keeps zod's serializer for transforms, codecs and preprocessing, and for the routes it is told to", () => {
    const codec = z.object({
      at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
    });
    expect(serializationSchema(codec)).toEqual({ reason: "contains pipe" });
    const viaCodec = build(codec);
    expect(viaCodec.choice).toMatchObject({ kind: "zod", reason: "contains pipe" });
    expect(viaCodec.serialize({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(serializationSchema(z.object({ n: z.string().transform((s) => s.length) }))).toHaveProperty("reason");
    expect(serializationSchema(z.preprocess((v) => v, z.string()))).toHaveProperty("reason");

    const kept = build(item, { zodRoutes: ["GET /api/thing/"] });
    expect(kept.choice).toMatchObject({ kind: "zod", reason: "kept on zod (zodRoutes)" });
    expect(kept.serialize(row)).toBe(viaZod(item, row));
  });

  it("does not validate in production; check mode refuses an answer its schema does not describe", () => {
    const wrong = { ...row, name: 42 };
    // fast-json-stringify coerces: proof that zod (which refuses) is not the one writing.
    expect(JSON.parse(build(item).serialize(wrong)).name).toBe("42");
    expect(() => viaZod(item, wrong)).toThrow();
    expect(() => build(item, { check: true }).serialize(wrong)).toThrow(/Response doesn't match the schema/);
  });
});
