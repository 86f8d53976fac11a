import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../runtime/limits";
import { joinEmailListBodySchema } from "../../schema/api/emailLists";
import { emailDocumentSchema } from "../../schema/email/document";
import { pageDocumentSchema } from "../../schema/page";
import { richTextSchema } from "../../schema/richText";
import { siteDocumentSchema } from "../../schema/site";
import {
  bodyShapeOf,
  nestsDeeperThan,
  OPEN_MAX_ITEMS,
  OPEN_MAX_KEYS,
  routeBodyLimit,
  SMALLEST_ROUTE_BODY_LIMIT,
  scanJsonShape,
  schemaLevels,
  schemaMaxBytes,
  schemaMaxItems,
  schemaMaxKeys,
} from "./bodyShape";

describe("schemaLevels", () => {
  it("counts the containers a valid value nests", () => {
    expect(schemaLevels({ type: "string" })).toBe(0);
    expect(schemaLevels(joinEmailListBodySchema)).toBe(1);
    const listOfObjects = {
      type: "object",
      additionalProperties: false,
      properties: { items: { type: "array", maxItems: 3, items: { type: "object", additionalProperties: false, properties: {} } } },
    };
    expect(schemaLevels(listOfObjects)).toBe(3);
    expect(schemaLevels({ anyOf: [{ type: "string" }, { type: "array", items: { type: "integer" } }] })).toBe(1);
  });

  it("is unbounded for references, open objects and schemas without a type", () => {
    expect(schemaLevels({ $ref: "#/$defs/node" })).toBe(MAX_JSON_DEPTH);
    expect(schemaLevels({ type: "object" })).toBe(MAX_JSON_DEPTH);
    expect(schemaLevels({})).toBe(MAX_JSON_DEPTH);
  });
});

describe("schemaMaxBytes", () => {
  it("bounds a closed object of bounded strings, allowing every character to be escaped", () => {
    const schema = { type: "object", additionalProperties: false, properties: { a: { type: "string", maxLength: 10 } } };
    expect(schemaMaxBytes(schema)).toBe(2 + (1 * 6 + 2) + 2 + (10 * 6 + 2));
    expect(JSON.stringify({ a: "\u0001".repeat(10) }).length).toBeLessThanOrEqual(schemaMaxBytes(schema) as number);
  });

  it("is null where the schema sets no bound", () => {
    expect(schemaMaxBytes({ type: "string" })).toBeNull();
    expect(schemaMaxBytes({ type: "array", items: { type: "integer" } })).toBeNull();
    expect(schemaMaxBytes({ type: "object", properties: {} })).toBeNull();
  });

  it("gives the email-list join a small limit of its own", () => {
    const shape = bodyShapeOf(joinEmailListBodySchema);
    expect(shape.maxBytes).not.toBeNull();
    expect(routeBodyLimit(shape, 2 * 1024 * 1024)).toBeLessThan(64 * 1024);
    expect(routeBodyLimit({ maxBytes: 10 }, 1024 * 1024)).toBe(SMALLEST_ROUTE_BODY_LIMIT);
    expect(routeBodyLimit({ maxBytes: null }, 1024 * 1024)).toBe(1024 * 1024);
  });
});

describe("nestsDeeperThan", () => {
  it("counts brackets outside strings only", () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":[1]}', 1)).toBe(true);
    expect(nestsDeeperThan('{"a":[1]}', 2)).toBe(false);
    expect(nestsDeeperThan(`${"[".repeat(100_000)}${"]".repeat(100_000)}`, 64)).toBe(true);
  });
});

describe("schemaMaxItems and schemaMaxKeys", () => {
  const closed = {
    type: "object",
    additionalProperties: false,
    properties: {
      a: {
        type: "array",
        maxItems: 5,
        items: {
          type: "object",
          additionalProperties: false,
          properties: { x: { type: "string" }, y: { type: "string" }, z: { type: "string" } },
        },
      },
      b: { type: "array", maxItems: 50, items: { type: "integer" } },
    },
  };

  it("find the longest list and the widest object a valid value holds", () => {
    expect(schemaMaxItems(closed)).toBe(50);
    expect(schemaMaxKeys(closed)).toBe(3);
  });

  it("are null where a list or an object is open", () => {
    expect(schemaMaxItems({ type: "array", items: { type: "integer" } })).toBeNull();
    expect(schemaMaxKeys({ type: "object", properties: {} })).toBeNull();
    expect(schemaMaxKeys({ type: "object", additionalProperties: true })).toBeNull();
  });

  it("give open routes the bounds of a document, and closed ones no fewer keys than a document's", () => {
    const open = bodyShapeOf({ type: "object", additionalProperties: false, properties: { document: { type: "object" } } });
    expect(open).toMatchObject({ maxItems: OPEN_MAX_ITEMS, maxKeys: OPEN_MAX_KEYS });
    expect(bodyShapeOf(closed)).toMatchObject({ maxItems: 50, maxKeys: OPEN_MAX_KEYS });
  });
});

/** Every schema reachable from a document's, its `$ref`s (to its own $defs and to rich text) followed. */
function reachableSchemas(root: Record<string, unknown>): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  const visit = (schema: unknown, base: Record<string, unknown>) => {
    if (schema === null || typeof schema !== "object" || seen.has(schema)) return;
    seen.add(schema);
    const node = schema as Record<string, unknown>;
    if (typeof node.$ref === "string") {
      const ref = node.$ref;
      const defs = (ref.startsWith("#") ? base : richTextSchema).$defs as Record<string, unknown>;
      const target = ref.includes("#/$defs/") ? defs[ref.slice(ref.indexOf("#/$defs/") + 8)] : richTextSchema;
      visit(target, ref.startsWith("#") ? base : (richTextSchema as Record<string, unknown>));
      return;
    }
    found.push(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) visit(item, base);
      else if (value !== null && typeof value === "object") {
        visit(value, base);
        for (const inner of Object.values(value)) visit(inner, base);
      }
    }
  };
  visit(root, root);
  return found;
}

describe("the bounds of open bodies", () => {
  it("hold every valid page, site and email: no list of theirs is longer, no object wider", () => {
    for (const document of [pageDocumentSchema, siteDocumentSchema, emailDocumentSchema, richTextSchema]) {
      for (const schema of reachableSchemas(document as unknown as Record<string, unknown>)) {
        if (typeof schema.maxItems === "number") expect(schema.maxItems).toBeLessThanOrEqual(OPEN_MAX_ITEMS);
        if (schema.properties && typeof schema.properties === "object") {
          expect(Object.keys(schema.properties).length).toBeLessThanOrEqual(OPEN_MAX_KEYS);
        }
      }
    }
  });
});

describe("scanJsonShape", () => {
  const shape = { levels: 3, maxItems: 3, maxKeys: 2 };

  it("refuses a list longer or an object wider than allowed, counting outside strings only", () => {
    expect(scanJsonShape('{"a":[1,2,3]}', shape)).toBeNull();
    expect(scanJsonShape('{"a":[1,2,3,4]}', shape)).toEqual({ kind: "items", limit: 3 });
    expect(scanJsonShape('{"a":1,"b":2}', shape)).toBeNull();
    expect(scanJsonShape('{"a":1,"b":2,"c":3}', shape)).toEqual({ kind: "keys", limit: 2 });
    expect(scanJsonShape('{"a":"1,2,3,4,5","b":["x,y,z,w"]}', shape)).toBeNull();
    expect(scanJsonShape('{"a":[[1,2,3],[4,5,6],[7,8,9]]}', shape)).toBeNull();
    expect(scanJsonShape('{"a":[[[[1]]]]}', shape)).toEqual({ kind: "depth", limit: 3 });
  });

  it("refuses 600,000 empty objects before parsing them", () => {
    const body = `{"items":[${Array(600_000).fill("{}").join(",")}],"idempotencyKey":"k"}`;
    expect(scanJsonShape(body, { levels: 3, maxItems: 50, maxKeys: 64 })).toEqual({ kind: "items", limit: 50 });
  });
});
