import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../runtime/limits";
import { joinEmailListBodySchema } from "../../schema/api/emailLists";
import { bodyShapeOf, nestsDeeperThan, routeBodyLimit, SMALLEST_ROUTE_BODY_LIMIT, schemaLevels, schemaMaxBytes } from "./bodyShape";

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
    expect(routeBodyLimit({ levels: 1, maxBytes: 10 }, 1024 * 1024)).toBe(SMALLEST_ROUTE_BODY_LIMIT);
    expect(routeBodyLimit({ levels: 1, maxBytes: null }, 1024 * 1024)).toBe(1024 * 1024);
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
