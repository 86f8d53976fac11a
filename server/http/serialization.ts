import fastJsonStringify from "fast-json-stringify";
import type { FastifyInstance } from "fastify";

type Serializer = (data: unknown) => string;

/** Each response schema's serializer, kept by the schema object itself (route schemas are module constants, so a handful of hundreds). */
const serializers = new WeakMap<object, Serializer>();

/**
 * Answers are serialized by fast-json-stringify from their response schemas, as Fastify does by
 * default, but each schema is compiled once per process instead of once per app: building an app
 * compiled every route's serializers again, most of its time, and the tests build hundreds.
 * No shared schemas are added with `addSchema`, so a schema alone decides its serializer.
 */
export function installSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    const key = schema as object;
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serializer;
      serializers.set(key, serialize);
    }
    return serialize;
  });
}
