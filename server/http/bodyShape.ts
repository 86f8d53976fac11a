import { MAX_JSON_DEPTH } from "../../runtime/limits";

/**
 * What a route's body schema allows, worked out once per route so a body that cannot belong to
 * the route is refused before it is parsed: how deeply it may nest, and how many bytes its largest
 * valid form can take (null when the schema sets no bound).
 */
export interface BodyShape {
  /** Containers (objects and lists) nested in a valid body: 1 for a flat object. */
  readonly levels: number;
  readonly maxBytes: number | null;
  /** Elements any one list of the body may hold. */
  readonly maxItems: number;
  /** Properties any one object of the body may hold. */
  readonly maxKeys: number;
}

/**
 * Where a schema leaves lists or objects open (a document's body is checked by its kind's schema
 * later), these bound them: no document schema allows a list longer or an object wider (a test
 * walks the page, site, email and rich-text schemas to keep that true). Parsing stays linear and
 * cheap within them: a 2 MB list of 600,000 empty objects took JSON.parse 150 ms.
 */
export const OPEN_MAX_ITEMS = 2000;
export const OPEN_MAX_KEYS = 64;

type Schema = Record<string, unknown>;

const asSchemas = (value: unknown): Schema[] => (Array.isArray(value) ? (value as Schema[]) : []);
const isSchema = (value: unknown): value is Schema => value !== null && typeof value === "object" && !Array.isArray(value);

/** Longest JSON text of a number or literal we expect; longer ones are not what a client sends. */
const SCALAR_BYTES = 32;
/** A string's worst case: every character escaped as \uXXXX, plus its quotes. */
const stringBytes = (maxLength: number) => maxLength * 6 + 2;

function alternatives(schema: Schema): Schema[] {
  return [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf), ...asSchemas(schema.allOf)];
}

/** Container levels a value of `schema` may have; MAX_JSON_DEPTH when unbounded (references, open schemas). */
export function schemaLevels(schema: unknown, seen: Set<unknown> = new Set()): number {
  if (!isSchema(schema) || schema.$ref !== undefined || seen.has(schema)) return MAX_JSON_DEPTH;
  seen.add(schema);
  try {
    const choices = alternatives(schema);
    if (choices.length > 0) return Math.min(MAX_JSON_DEPTH, Math.max(...choices.map((choice) => schemaLevels(choice, seen))));
    if ("const" in schema || "enum" in schema) {
      const values = "const" in schema ? [schema.const] : asSchemas(schema.enum);
      return values.some((value) => value !== null && typeof value === "object") ? MAX_JSON_DEPTH : 0;
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes(undefined)) return MAX_JSON_DEPTH;
    let levels = 0;
    if (types.includes("array")) levels = Math.max(levels, 1 + schemaLevels(schema.items, seen));
    if (types.includes("object")) {
      if (schema.additionalProperties !== false) return MAX_JSON_DEPTH;
      const properties = Object.values(isSchema(schema.properties) ? schema.properties : {});
      levels = Math.max(levels, 1 + Math.max(0, ...properties.map((property) => schemaLevels(property, seen))));
    }
    return Math.min(MAX_JSON_DEPTH, levels);
  } finally {
    seen.delete(schema);
  }
}

/** The most bytes a minified valid value of `schema` takes, or null when the schema does not bound it. */
export function schemaMaxBytes(schema: unknown, seen: Set<unknown> = new Set()): number | null {
  if (!isSchema(schema) || schema.$ref !== undefined || seen.has(schema)) return null;
  seen.add(schema);
  try {
    const choices = alternatives(schema);
    if (choices.length > 0) {
      const sizes = choices.map((choice) => schemaMaxBytes(choice, seen));
      return sizes.some((size) => size === null) ? null : Math.max(...(sizes as number[]));
    }
    if ("const" in schema) return JSON.stringify(schema.const).length * 6;
    if (Array.isArray(schema.enum)) return Math.max(0, ...schema.enum.map((value) => JSON.stringify(value).length * 6));
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    let largest = 0;
    for (const type of types) {
      const size = typeBytes(schema, type, seen);
      if (size === null) return null;
      largest = Math.max(largest, size);
    }
    return largest;
  } finally {
    seen.delete(schema);
  }
}

function typeBytes(schema: Schema, type: unknown, seen: Set<unknown>): number | null {
  switch (type) {
    case "string":
      return typeof schema.maxLength === "number" ? stringBytes(schema.maxLength) : null;
    case "number":
    case "integer":
    case "boolean":
    case "null":
      return SCALAR_BYTES;
    case "array": {
      if (typeof schema.maxItems !== "number") return null;
      const item = schemaMaxBytes(schema.items, seen);
      return item === null ? null : 2 + schema.maxItems * (item + 1);
    }
    case "object": {
      if (schema.additionalProperties !== false) return null;
      let total = 2;
      for (const [key, property] of Object.entries(isSchema(schema.properties) ? schema.properties : {})) {
        const size = schemaMaxBytes(property, seen);
        if (size === null) return null;
        total += stringBytes(key.length) + 2 + size;
      }
      return total;
    }
    default:
      return null;
  }
}

/** The most elements any list of a valid value holds: the largest `maxItems`, or null where a list is unbounded or the schema open. */
export function schemaMaxItems(schema: unknown, seen: Set<unknown> = new Set()): number | null {
  return widest(schema, seen, (node) => {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (!types.includes("array")) return 0;
    return typeof node.maxItems === "number" ? node.maxItems : null;
  });
}

/** The most properties any object of a valid value holds: the most a closed object declares, or null where one is open. */
export function schemaMaxKeys(schema: unknown, seen: Set<unknown> = new Set()): number | null {
  return widest(schema, seen, (node) => {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (!types.includes("object")) return 0;
    if (typeof node.maxProperties === "number") return node.maxProperties;
    if (node.additionalProperties !== false) return null;
    return Object.keys(isSchema(node.properties) ? node.properties : {}).length;
  });
}

/** The largest of `measure` over a schema and every schema inside it; null when any part is unbounded. */
function widest(schema: unknown, seen: Set<unknown>, measure: (node: Schema) => number | null): number | null {
  if (!isSchema(schema) || schema.$ref !== undefined) return null;
  if (seen.has(schema)) return 0;
  seen.add(schema);
  try {
    if (schema.type === undefined && !("const" in schema) && !("enum" in schema) && alternatives(schema).length === 0) return null;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    // An open object may hold anything, lists and objects of any size included.
    if (types.includes("object") && schema.additionalProperties !== false && !isSchema(schema.additionalProperties)) return null;
    let largest = measure(schema);
    const inner = [
      ...alternatives(schema),
      ...(schema.items === undefined ? [] : [schema.items]),
      ...Object.values(isSchema(schema.properties) ? schema.properties : {}),
      ...(isSchema(schema.additionalProperties) ? [schema.additionalProperties] : []),
    ];
    for (const part of inner) {
      const size = widest(part, seen, measure);
      largest = largest === null || size === null ? null : Math.max(largest, size);
    }
    return largest;
  } finally {
    seen.delete(schema);
  }
}

/** The shape of a route's body from its schema; open parts get the bounds of a document's. */
export function bodyShapeOf(schema: unknown): BodyShape {
  return {
    levels: schemaLevels(schema),
    maxBytes: schemaMaxBytes(schema),
    maxItems: schemaMaxItems(schema) ?? OPEN_MAX_ITEMS,
    maxKeys: Math.max(schemaMaxKeys(schema) ?? OPEN_MAX_KEYS, OPEN_MAX_KEYS),
  };
}

/** What makes JSON text too big for its route before it is parsed, and the limit it broke. */
export type ShapeRefusal = { readonly kind: "depth" | "items" | "keys"; readonly limit: number };

/**
 * Whether JSON text breaks its route's shape (nested deeper, a list longer or an object wider than
 * allowed), read in one pass over its characters (strings skipped), before any of it is parsed:
 * refusing a hostile body costs a scan, never a parse of what no valid body holds. Elements and
 * properties are counted by their separating commas; the text may still be invalid JSON, which
 * the parse then reports.
 */
export function scanJsonShape(text: string, shape: Pick<BodyShape, "levels" | "maxItems" | "maxKeys">): ShapeRefusal | null {
  // Per open container: 1 for a list, 0 for an object, and how many commas it holds so far.
  const isList = new Uint8Array(shape.levels + 1);
  const commas = new Uint32Array(shape.levels + 1);
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x2c /* , */) {
      if (depth === 0) continue;
      const count = (commas[depth - 1] ?? 0) + 1;
      commas[depth - 1] = count;
      const list = isList[depth - 1] === 1;
      if (count >= (list ? shape.maxItems : shape.maxKeys))
        return list ? { kind: "items", limit: shape.maxItems } : { kind: "keys", limit: shape.maxKeys };
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (++depth > shape.levels) return { kind: "depth", limit: shape.levels };
      isList[depth - 1] = code === 0x5b ? 1 : 0;
      commas[depth - 1] = 0;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      if (depth > 0) depth--;
    }
  }
  return null;
}

/** Whether JSON text nests more than `levels` containers (the depth part of scanJsonShape). */
export function nestsDeeperThan(text: string, levels: number): boolean {
  return scanJsonShape(text, { levels, maxItems: Number.POSITIVE_INFINITY, maxKeys: Number.POSITIVE_INFINITY })?.kind === "depth";
}

/** Bodies whose schema bounds them get a body limit of their own: room for whitespace, never under 16 KB. */
export const SMALLEST_ROUTE_BODY_LIMIT = 16 * 1024;

export function routeBodyLimit(shape: Pick<BodyShape, "maxBytes">, appLimit: number): number {
  if (shape.maxBytes === null) return appLimit;
  return Math.min(appLimit, Math.max(SMALLEST_ROUTE_BODY_LIMIT, shape.maxBytes * 2));
}
