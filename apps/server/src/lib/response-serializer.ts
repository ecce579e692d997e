import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { createSerializerCompiler, ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/**
 * Zod types whose wire form JSON Schema cannot describe, or describes differently from what zod's encode writes:
 * a pipe is a transform, a preprocess or a codec (encode runs it backwards); the rest have no JSON form.
 */
const NOT_SERIALIZABLE = new Set([
  "pipe",
  "transform",
  "custom",
  "bigint",
  "symbol",
  "map",
  "set",
  "function",
  "promise",
  "nan",
  "undefined",
  "void",
]);

/** A response schema as fast-json-stringify takes it, or why it cannot be (it then stays on zod's serializer). */
export function serializationSchema(schema: z.ZodType): { json: JsonSchema } | { reason: string } {
  const refused = new Set<string>();
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      target: "draft-07",
      io: "output",
      unrepresentable: "any",
      cycles: "ref",
      reused: "inline",
      override: ({ zodSchema, jsonSchema }) => {
        const type = zodSchema._zod.def.type;
        if (NOT_SERIALIZABLE.has(type)) refused.add(type);
        // A Date leaves as its ISO string, as JSON.stringify writes it (fast-json-stringify's date-time format).
        if (type === "date") Object.assign(jsonSchema, { type: "string", format: "date-time" });
      },
    }) as JsonSchema;
  } catch (err) {
    return { reason: err instanceof Error ? err.message : String(err) };
  }
  if (refused.size > 0) return { reason: `contains ${[...refused].sort().join(", ")}` };
  return { json: tidy(json) as JsonSchema };
}

const isObject = (v: unknown): v is JsonSchema => v !== null && typeof v === "object" && !Array.isArray(v);
// Keywords that decide the shape; annotations (description, title, ...) may sit beside a nullable's anyOf.
const SHAPE_KEYWORDS = ["$ref", "allOf", "anyOf", "oneOf", "if", "not", "type", "nullable", "enum", "const"];
const COMBINATORS = ["$ref", "allOf", "anyOf", "oneOf", "if", "not", "nullable", "const"];

/**
 * Two rewrites of zod's JSON Schema, both keeping what is written the same:
 * - `additionalProperties: false` goes: fast-json-stringify writes only the listed properties anyway, but the ajv
 *   check that picks a union's branch would refuse an object carrying one more column than its schema (zod strips
 *   it instead);
 * - `anyOf: [X, {type: "null"}]` becomes X with `nullable: true` when X is a plain schema, so the serializer tests
 *   `=== null` instead of running ajv over the branches.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema") continue;
    if (key === "additionalProperties" && value === false) continue;
    if (key === "properties" || key === "definitions" || key === "$defs" || key === "patternProperties") {
      out[key] = isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tidy(v)])) : value;
    } else if (key === "enum" || key === "const" || key === "default" || key === "examples" || key === "required") {
      out[key] = value;
    } else {
      out[key] = tidy(value);
    }
  }
  const { anyOf, ...rest } = out;
  if (Array.isArray(anyOf) && anyOf.length === 2 && !SHAPE_KEYWORDS.some((k) => k in rest)) {
    const isNull = (s: unknown) => isObject(s) && s.type === "null" && Object.keys(s).length === 1;
    const other = anyOf.find((s) => !isNull(s));
    const plain = isObject(other) && typeof other.type === "string" && !COMBINATORS.some((k) => k in other);
    if (anyOf.some(isNull) && plain) {
      // ajv (a union's branch check) applies enum after nullable: null must be listed to pass.
      const nullEnum = Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {};
      return { ...other, ...rest, ...nullEnum, nullable: true };
    }
  }
  return out;
}

// Compiled once per zod schema object, whatever app or route uses it (the shared error body is on every route).
const compiled = new WeakMap<z.ZodType, Serialize | { reason: string }>();

function compile(schema: z.ZodType): Serialize | { reason: string } {
  const known = compiled.get(schema);
  if (known) return known;
  const converted = serializationSchema(schema);
  const result = "json" in converted ? (fastJson(converted.json) as Serialize) : converted;
  compiled.set(schema, result);
  return result;
}

export interface ResponseSerializerOptions {
  /**
   * Tests: every answer is also encoded by its zod schema (as the zod serializer did); one that does not match
   * fails with ResponseSerializationError, and one whose compiled JSON differs from zod's throws.
   */
  check?: boolean;
  /** Routes kept on zod's serializer, as `METHOD /url`. */
  zodRoutes?: readonly string[];
  /** Called once per route and status with the serializer chosen. */
  onCompile?: ((choice: SerializerChoice) => void) | undefined;
}

export interface SerializerChoice {
  method: string;
  url: string;
  status: string;
  kind: "compiled" | "zod";
  /** Why zod's serializer was kept. */
  reason?: string;
}

const zodSerializerCompiler = createSerializerCompiler();

/**
 * Fastify's serializer compiler for zod response schemas: fast-json-stringify, compiled from the schema's JSON
 * Schema (what Fastify does with JSON Schema routes), instead of zod's encode and then JSON.stringify. Schemas with
 * transforms or codecs, and the routes in `zodRoutes`, stay on zod's serializer (decision 019).
 */
export function createResponseSerializerCompiler(
  options: ResponseSerializerOptions = {},
): FastifySerializerCompiler<z.ZodType> {
  const zodRoutes = new Set(options.zodRoutes ?? []);
  return (route) => {
    const { schema, method, url, httpStatus } = route;
    const status = String(httpStatus);
    const serialize = zodRoutes.has(`${method} ${url}`) ? { reason: "kept on zod (zodRoutes)" } : compile(schema);
    if (typeof serialize !== "function") {
      options.onCompile?.({ method, url, status, kind: "zod", reason: serialize.reason });
      return zodSerializerCompiler(route);
    }
    options.onCompile?.({ method, url, status, kind: "compiled" });
    if (!options.check) return serialize;
    return (data: unknown) => {
      const encoded = z.safeEncode(schema, data as never);
      if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const json = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(encoded.data)))) {
        throw new Error(`The compiled serializer of ${method} ${url} ${status} wrote other JSON than zod's: ${json}`);
      }
      return json;
    };
  };
}
