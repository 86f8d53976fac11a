import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { pointerExists } from "../../runtime/jsonPointer";
import { parsePage } from "../../runtime/parse";
import { pageDocumentArbitrary } from "../arbitraries/documents";
import { mutations } from "./documentMutations";

describe("a document broken by a random mutation", () => {
  it("is rejected with at least one clear error whose pointer exists in the input", () => {
    fc.assert(
      fc.property(
        pageDocumentArbitrary,
        fc.constantFrom(...(Object.keys(mutations) as (keyof typeof mutations)[])),
        fc.nat(),
        (document, name, pick) => {
          const broken = mutations[name](document, pick);
          const result = parsePage(broken, { registry: siteBlocks });
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.errors.length).toBeGreaterThan(0);
          expect(result.errors.some((error) => pointerExists(broken, error.pointer))).toBe(true);
          for (const error of result.errors) {
            expect(error.rule).not.toBe("");
            expect(error.message).toMatch(/^[A-Z"].{8,}\.$/s);
          }
        },
      ),
    );
  });
});
