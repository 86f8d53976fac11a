import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "../schema/page";
import { siteBlocks } from "./registry";

describe("siteBlocks", () => {
  it("has exactly the block types of the page schema", () => {
    expect(Object.keys(siteBlocks).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(Object.entries(siteBlocks))("files %s under its own type", (key, definition) => {
    expect(definition.type).toBe(key);
    // The label is the type's name in words: "MembershipSection" reads "Membership Section".
    expect(definition.label).toBe(key.replace(/(?<=[a-z])(?=[A-Z])/g, " "));
  });

  it.each(Object.entries(siteBlocks))("%s accepts empty props", (_key, definition) => {
    expect(definition.validateProps({})).toBe(true);
  });

  it.each(Object.entries(siteBlocks))("%s rejects a prop its schema does not know", (_key, definition) => {
    expect(definition.validateProps({ notAProp: 1 })).toBe(false);
    expect(definition.validateProps.errors?.[0]?.keyword).toBe("additionalProperties");
    expect(definition.validateProps.errors?.[0]?.params).toEqual({ additionalProperty: "notAProp" });
  });

  it("lets only the Container hold children", () => {
    expect(siteBlocks.Container.rules.accepts).toBeTypeOf("function");
    expect(siteBlocks.Button.rules.accepts).toBeUndefined();
    expect(siteBlocks.Text.rules.accepts).toBeUndefined();
  });

  it("gives every block a stylesheet", () => {
    expect(siteBlocks.Button.css).toContain(".bl-button {");
    expect(siteBlocks.Container.css).toContain(".bl-container {");
    expect(siteBlocks.Text.css).toContain(".bl-text {");
  });
});
