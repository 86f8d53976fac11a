import type { JSONSchema } from "json-schema-to-ts";

/** The paged result of SPEC §3 for items of the given schema. */
export function pagedResultSchema<const Item extends JSONSchema>(item: Item) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["data", "page", "pageSize", "total"],
    properties: {
      data: { type: "array", items: item },
      page: { type: "integer", minimum: 1 },
      pageSize: { type: "integer", minimum: 1 },
      total: { type: "integer", minimum: 0 },
    },
  } as const;
}
