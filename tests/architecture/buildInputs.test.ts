import { describe, expect, it } from "vitest";
import { BUILD_PARTS } from "../../scripts/buildParts";
import { IMPORT_RULES, type Layer } from "./importRules";

/** The folder each part of the build starts from. */
const ENTRY_FOLDERS: Record<string, Layer> = {
  schemas: "schema",
  site: "site",
  studio: "studio",
  integrator: "integrator",
  server: "server",
};

const isLayer = (input: string): input is Layer => Object.hasOwn(IMPORT_RULES, input);

/**
 * `npm run build` skips a part whose inputs did not change (scripts/buildStamp.ts), so a folder
 * its code may import and its inputs leave out would leave dist/ stale after a change there.
 */
describe("the build's inputs", () => {
  it.each(BUILD_PARTS.map((part) => [part.name, part] as const))(
    "of %s hold its entry's folder and every folder it may import",
    (name, part) => {
      const entry = ENTRY_FOLDERS[name];
      expect(entry, `no entry folder known for the build part ${name}`).toBeDefined();
      expect(part.inputs).toContain(entry);
      for (const folder of part.inputs.filter(isLayer)) {
        for (const imported of IMPORT_RULES[folder].folders) expect(part.inputs, `${folder} may import ${imported}`).toContain(imported);
      }
    },
  );
});
