import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DATABASE_INTEGER, UNIX_SECONDS_MAXIMUM } from "../../schema/common";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * Every number a request may carry fits the database: PostgreSQL's integer columns hold up to
 * 2^31 - 1, and a version of 2^31 (or 1e20) sent to publish answered 500, the only 5xx in 3,109
 * fuzzed requests. So every integer and number of every request schema (path, query, body) has a
 * maximum within that; a signed link's expiry, compared and never stored, may go past 2038.
 */
const NEVER_STORED: Readonly<Record<string, number>> = { "query expires": UNIX_SECONDS_MAXIMUM };

let server: TestServer;
let document: { paths: Record<string, Record<string, Operation>> };

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};

beforeAll(async () => {
  server = await createTestServer();
  document = (await server.app.inject({ url: "/api/openapi.json" })).json();
}, 60_000);
afterAll(() => server.close());

/** Each number schema inside `schema`, with where it is. */
function numbersIn(schema: unknown, where: string): { where: string; schema: Schema }[] {
  if (schema === null || typeof schema !== "object") return [];
  const node = schema as Schema;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const own = types.includes("integer") || types.includes("number") ? [{ where, schema: node }] : [];
  const inner = Object.entries(node).flatMap(([key, value]) => {
    if (key === "properties" && value && typeof value === "object") {
      return Object.entries(value as Schema).flatMap(([name, property]) => numbersIn(property, `${where}.${name}`));
    }
    if (Array.isArray(value)) return value.flatMap((item, index) => numbersIn(item, `${where}/${key}[${index}]`));
    if (value && typeof value === "object" && key !== "properties") return numbersIn(value, `${where}/${key}`);
    return [];
  });
  return [...own, ...inner];
}

describe("numbers in requests", () => {
  it("each have a maximum the database holds", () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parts = [
          ...(operation.parameters ?? []).map((parameter) => ({ where: `${parameter.in} ${parameter.name}`, schema: parameter.schema })),
          { where: "body", schema: operation.requestBody?.content["application/json"]?.schema },
        ];
        for (const part of parts) {
          for (const number of numbersIn(part.schema, part.where)) {
            checked++;
            const maximum = number.schema.maximum ?? number.schema.exclusiveMaximum;
            const allowed = NEVER_STORED[number.where] ?? MAX_DATABASE_INTEGER;
            if (typeof maximum !== "number" || maximum > allowed) unbounded.push(`${method.toUpperCase()} ${path}: ${number.where}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(unbounded).toEqual([]);
  });

  it("a version past the database's is refused as the client's mistake, on publish, save and release", async () => {
    const { headers } = await createTestEditor(server, server.profile.id);
    const base = `/api/profiles/${server.profile.id}`;
    for (const version of [2 ** 31, 1e20]) {
      const requests = [
        { method: "POST", url: `${base}/documents/home/publish`, payload: { version } },
        { method: "PUT", url: `${base}/documents/home`, payload: { document: {}, baseVersion: version } },
      ] as const;
      for (const request of requests) {
        const response = await server.app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method} ${request.url} with ${version}`).toBe(400);
        expect(response.json().code).toBe("validation_failed");
      }
    }
  });
});
