import type { FastifyPluginAsyncJsonSchemaToTs } from "@fastify/type-provider-json-schema-to-ts";
import type { ServerContext } from "../context";

/** A route plugin: request types come from the route's schemas (json-schema-to-ts), the context (and any extra options) from its options. */
export type RoutePlugin<Extra extends object = object> = FastifyPluginAsyncJsonSchemaToTs<{ Options: { context: ServerContext } & Extra }>;
