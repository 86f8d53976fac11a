// @vitest-environment node
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { withoutSchemaDescriptions } from "./schemaDescriptions";

/** The module's exports once its TypeScript runs, as the site's build would run it (imports given). */
function evaluate(code: string, imports: Record<string, unknown> = {}): Record<string, unknown> {
  const { outputText } = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS } });
  const exports: Record<string, unknown> = {};
  new Function("exports", "require", outputText)(exports, (name: string) => imports[name] ?? {});
  return exports;
}

describe("schema descriptions left out of the site's build", () => {
  it("drops text descriptions, however written, and keeps everything else, a schema named `description` too", () => {
    const code = `
      const hint = "a hint";
      export const product = {
        type: "object",
        description: "A product.",
        properties: {
          title: { type: "string", description: \`Its title, \${hint}.\`, default: "" },
          description: { type: "string", maxLength: 5000, description: "Told " + "in words." },
          size: { enum: ["compact", "full"], default: "full", description: ("The size.") }
        },
      };
      export const words = "description: stays in a string";`;
    const stripped = withoutSchemaDescriptions(code);
    expect(evaluate(stripped)).toEqual({
      product: {
        type: "object",
        properties: {
          title: { type: "string", default: "" },
          description: { type: "string", maxLength: 5000 },
          size: { enum: ["compact", "full"], default: "full" },
        },
      },
      words: "description: stays in a string",
    });
  });

  it("leaves a real block's props schema well formed, with its defaults, and code without descriptions unchanged", () => {
    const source = readFileSync("schema/blocks/embed.ts", "utf8");
    const stripped = withoutSchemaDescriptions(source);
    expect(stripped).not.toMatch(/description:/);
    const schema = evaluate(stripped, { "../common": { spacingSchema: {} }, "../embeds/embedAddress": { EMBED_URL_PATTERN: "^$" } })
      .embedPropsSchema as { properties: Record<string, { default?: unknown }> };
    expect(schema.properties.size?.default).toBe("full");
    expect(schema.properties.url?.default).toBe("");
    const plain = "export const a = { type: 'string' };";
    expect(withoutSchemaDescriptions(plain)).toBe(plain);
  });
});
