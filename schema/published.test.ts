import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { validatePage, validateSite } from "./generated/validators.js";
import { publishedSchema, SCHEMA_NAMES } from "./index";
import { pageDocumentSchema } from "./page";

/** What an integrator does: plain ajv, default (strict) options, our published JSON (rich-text.json beside the schemas that refer to it). */
const plainAjv = (name?: string) => new Ajv2020({ schemas: name === "rich-text" ? [] : [publishedSchema("rich-text")] });

const fixturesDir = fileURLToPath(new URL("../tests/fixtures/", import.meta.url));
const fixtures = (dir: string) =>
  readdirSync(fixturesDir + dir)
    .filter((file) => file.endsWith(".json"))
    .map((file): [string, unknown] => [file, JSON.parse(readFileSync(`${fixturesDir}${dir}/${file}`, "utf8"))]);

describe("the published schemas", () => {
  it.each(SCHEMA_NAMES)("%s compiles with a plain, strict ajv", (name) => {
    expect(() => plainAjv(name).compile(publishedSchema(name))).not.toThrow();
  });

  it("carry no ajv-only keyword", () => {
    expect(JSON.stringify(publishedSchema("page"))).not.toContain('"discriminator"');
    // …while our own validators keep it, for clearer errors.
    expect(JSON.stringify(pageDocumentSchema)).toContain('"discriminator"');
  });

  it.each([...fixtures("pages/valid"), ...fixtures("pages/invalid")])("page.json judges %s as our validator does", (_file, document) => {
    expect(plainAjv().compile(publishedSchema("page"))(document)).toBe(validatePage(document));
  });

  it.each([...fixtures("sites/valid"), ...fixtures("sites/invalid")])("site.json judges %s as our validator does", (_file, document) => {
    expect(plainAjv().compile(publishedSchema("site"))(document)).toBe(validateSite(document));
  });
});
