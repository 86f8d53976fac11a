import type { FastifyPluginAsyncJsonSchemaToTs } from "@fastify/type-provider-json-schema-to-ts";
import type { ServerContext } from "../context";

/** A route plugin: request types come from the route's schemas (json-schema-to-ts), the context from its options. */
export type RoutePlugin = FastifyPluginAsyncJsonSchemaToTs<{ Options: { context: ServerContext } }>;
