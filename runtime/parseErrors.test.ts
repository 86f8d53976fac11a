import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ErrorObject } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { AJV_OPTIONS } from "../schema/ajvOptions";
import { LINK_PATTERN, PATTERN_HINTS } from "../schema/common";
import { userSchema } from "../schema/entities/people";
import { describeSchemaError, describeSchemaErrors } from "./describeSchemaError";
import { pointerExists } from "./jsonPointer";
import { parseDocument } from "./parse";
import type { DocumentError } from "./result";

/** The errors of a refused document; each pointer must name a place in it. */
function errorsOf(input: Record<string, unknown>): DocumentError[] {
  const result = parseDocument(input, { registry: siteBlocks });
  if (result.ok) throw new Error("expected the document to be refused");
  for (const error of result.errors) expect(pointerExists(input, error.pointer), error.pointer).toBe(true);
  return result.errors;
}

function page(fields: Record<string, unknown> = {}, rootProps: Record<string, unknown> = {}, children: unknown[] = []) {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: rootProps, children },
    ...fields,
  };
}
const withText = (props: Record<string, unknown>) => page({}, {}, [{ id: "t", type: "Text", props }]);
const withButton = (props: Record<string, unknown>) => page({}, {}, [{ id: "b", type: "Button", props }]);
const site = (fields: Record<string, unknown>) => ({ schemaVersion: 1, kind: "site", ...fields });
const one = (pointer: string, rule: string, message: string) => [{ pointer, rule, message }];

describe("schema errors, as people read them", () => {
  it("required: names the missing property at its object", () => {
    const { title: _title, ...untitled } = page();
    expect(errorsOf(untitled)).toEqual(one("", "required", 'Missing the required property "title".'));
    expect(errorsOf(page({}, {}, [{ id: "t", type: "Text" }]))).toEqual(
      one("/root/children/0", "required", 'Missing the required property "props".'),
    );
  });

  it("additionalProperties: points at the unknown property itself, escaped", () => {
    expect(errorsOf(page({ author: "me" }))).toEqual(one("/author", "additionalProperties", '"author" is not a known property here.'));
    expect(errorsOf(page({ "a/b~c": 1 }))).toEqual(one("/a~1b~0c", "additionalProperties", '"a/b~c" is not a known property here.'));
    expect(errorsOf(withButton({ onClick: "alert(1)" }))).toEqual(
      one("/root/children/0/props/onClick", "additionalProperties", '"onClick" is not a known property here.'),
    );
  });

  it("type: says which kind of value is expected", () => {
    expect(errorsOf(withText({ fontSize: "16px" }))).toEqual(
      one("/root/children/0/props/fontSize", "type", '"fontSize" must be a number.'),
    );
    expect(errorsOf(withText({ shadow: 1.5 }))).toEqual(one("/root/children/0/props/shadow", "type", '"shadow" must be a whole number.'));
    expect(errorsOf(withButton({ fullWidth: "yes" }))).toEqual(
      one("/root/children/0/props/fullWidth", "type", '"fullWidth" must be true or false.'),
    );
    expect(errorsOf(page({}, { margins: "0" }))).toEqual(one("/root/props/margins", "type", '"margins" must be a list.'));
    expect(errorsOf(site({ settings: [] }))).toEqual(one("/settings", "type", '"settings" must be an object.'));
  });

  it("enum: lists the allowed values", () => {
    expect(errorsOf(withText({ fontWeight: 600 }))).toEqual(
      one("/root/children/0/props/fontWeight", "enum", '"fontWeight" must be one of 400, 500, 700.'),
    );
    expect(errorsOf(site({ theme: "neon" }))).toEqual(one("/theme", "enum", '"theme" must be one of "default", "link-tree".'));
  });

  it("const: names the one allowed value", () => {
    expect(errorsOf(page({ root: { id: "root", type: "Text", props: {} } }))).toEqual(
      one("/root/type", "const", '"type" must be "Container".'),
    );
  });

  it("pattern: explains the pattern with its hint", () => {
    expect(errorsOf(page({ id: "home page" }))).toEqual(
      one("/id", "pattern", "\"id\" must be an id of 1 to 64 letters, digits, '-' or '_'."),
    );
    expect(errorsOf(page({ path: "/Music" }))).toEqual(
      one("/path", "pattern", '"path" must be a path such as / or /music, in lowercase letters, digits and hyphens.'),
    );
    expect(errorsOf(withText({ color: "red" }))).toEqual(
      one("/root/children/0/props/color", "pattern", '"color" must be a hex colour such as #d4bbcf.'),
    );
    expect(errorsOf(page({}, { width: "wide" }))).toEqual(
      one("/root/props/width", "pattern", '"width" must be a length such as 100%, 320px or auto.'),
    );
    expect(errorsOf(page({}, { backgroundImage: "javascript:alert(1)" }))).toEqual(
      one("/root/props/backgroundImage", "pattern", '"backgroundImage" must be an http(s) address or a path starting with /.'),
    );
    expect(errorsOf(site({ settings: { fontFamily: "Arial; } body {" } }))).toEqual(
      one("/settings/fontFamily", "pattern", '"fontFamily" must be a font name such as Arial.'),
    );
  });

  it("pattern: every hint is used by a message, and a pattern without one is quoted", () => {
    for (const [pattern, hint] of Object.entries(PATTERN_HINTS)) {
      expect(describeSchemaError(schemaError("/x", "pattern", { pattern })).message).toBe(`"x" must be ${hint}.`);
    }
    expect(describeSchemaError(schemaError("/poll/options/0/uid", "pattern", { pattern: "^[a-z]{5}$" }))).toEqual({
      pointer: "/poll/options/0/uid",
      rule: "pattern",
      message: '"uid" must be text matching ^[a-z]{5}$.',
    });
  });

  it("minLength: an empty required text is called empty", () => {
    expect(errorsOf(page({ title: "" }))).toEqual(one("/title", "minLength", '"title" must not be empty.'));
    expect(errorsOf(site({ settings: { headerLinks: [{ href: "/music", label: "" }] } }))).toEqual(
      one("/settings/headerLinks/0/label", "minLength", '"label" must not be empty.'),
    );
    expect(describeSchemaError(schemaError("/password", "minLength", { limit: 8 })).message).toBe(
      '"password" must be at least 8 characters long.',
    );
  });

  it("maxLength: gives the limit", () => {
    expect(errorsOf(page({ title: "x".repeat(121) }))).toEqual(one("/title", "maxLength", '"title" must be at most 120 characters long.'));
  });

  it("minimum and maximum: give the limit, and name list items by owner and position", () => {
    expect(errorsOf(page({}, { radius: -1 }))).toEqual(one("/root/props/radius", "minimum", '"radius" must be at least 0.'));
    expect(errorsOf(withText({ fontSize: 201 }))).toEqual(
      one("/root/children/0/props/fontSize", "maximum", '"fontSize" must be at most 200.'),
    );
    expect(errorsOf(page({}, { margins: [0, 2000, 0, 0] }))).toEqual(
      one("/root/props/margins/1", "maximum", '"margins" item 1 must be at most 1000.'),
    );
    expect(errorsOf(page({}, { paddings: [0, 0, -5, 0] }))).toEqual(
      one("/root/props/paddings/2", "minimum", '"paddings" item 2 must be at least 0.'),
    );
  });

  it("minItems and maxItems: give the count", () => {
    expect(errorsOf(page({}, { margins: [1, 2] }))).toEqual(
      one("/root/props/margins", "minItems", '"margins" must have at least 4 items.'),
    );
    expect(errorsOf(withButton({ margins: [1, 2, 3, 4, 5] }))).toEqual(
      one("/root/children/0/props/margins", "maxItems", '"margins" must have at most 4 items.'),
    );
  });

  it("anyOf: one error for the union, none for its branches", () => {
    const ajv = new Ajv2020({ ...AJV_OPTIONS, code: {} });
    const validateUser = ajv.compile(userSchema);
    const user = { id: "u1", firstName: "Ada", lastName: "L", email: "ada@example.com", membership: { membershipTierId: 5 } };
    expect(validateUser(user)).toBe(false);
    expect(validateUser.errors?.length).toBeGreaterThan(1);
    expect(describeSchemaErrors(validateUser.errors ?? [])).toEqual(
      one("/membership/membershipTierId", "anyOf", '"membershipTierId" is not any of the allowed kinds of value.'),
    );
  });

  it("discriminator: an unknown type names the known ones; a missing one is said once", () => {
    const tag = { ...schemaError("/children/0", "discriminator", { error: "tag", tag: "type" }), schemaPath: "#/$defs/node/discriminator" };
    const mapping = { ...tag, params: { error: "mapping", tag: "type", tagValue: "Carousel" } };
    expect(describeSchemaErrors([mapping], ["Button", "Text"])).toEqual(
      one("/children/0/type", "known-type", 'Unknown block type "Carousel". Known types: Button, Text.'),
    );
    expect(describeSchemaErrors([tag])).toEqual(
      one("/children/0", "discriminator", '"children" item 0 needs a "type" naming its block type.'),
    );
    const required = schemaError("/children/0", "required", { missingProperty: "type" });
    expect(describeSchemaErrors([required, tag])).toEqual(one("/children/0", "required", 'Missing the required property "type".'));
  });

  it("names the whole document and bare list items", () => {
    expect(describeSchemaError(schemaError("", "type", { type: "object" })).message).toBe("The document must be an object.");
    expect(describeSchemaError(schemaError("/3", "type", { type: "string,null" })).message).toBe("Item 3 must be a string or null.");
  });
});

describe("the invalid fixtures, error by error", () => {
  const fixture = (path: string) =>
    JSON.parse(readFileSync(fileURLToPath(new URL(`../tests/fixtures/${path}`, import.meta.url)), "utf8")) as Record<string, unknown>;

  it("pages/invalid/bad-props.json", () => {
    const props = "/root/children";
    expect(errorsOf(fixture("pages/invalid/bad-props.json"))).toEqual([
      { pointer: "/root/props/width", rule: "pattern", message: '"width" must be a length such as 100%, 320px or auto.' },
      { pointer: "/root/props/radius", rule: "minimum", message: '"radius" must be at least 0.' },
      { pointer: `${props}/0/props/fontSize`, rule: "type", message: '"fontSize" must be a number.' },
      { pointer: `${props}/0/props/fontWeight`, rule: "enum", message: '"fontWeight" must be one of 400, 500, 700.' },
      { pointer: `${props}/0/props/color`, rule: "pattern", message: '"color" must be a hex colour such as #d4bbcf.' },
      { pointer: `${props}/1/props/onClick`, rule: "additionalProperties", message: '"onClick" is not a known property here.' },
      { pointer: `${props}/1/props/variant`, rule: "enum", message: '"variant" must be one of "primary", "outline".' },
    ]);
  });

  it("pages/invalid/bad-path.json, leaf-with-children.json, missing-root.json, unknown-type.json", () => {
    expect(errorsOf(fixture("pages/invalid/bad-path.json"))).toEqual([
      { pointer: "/id", rule: "pattern", message: "\"id\" must be an id of 1 to 64 letters, digits, '-' or '_'." },
      {
        pointer: "/path",
        rule: "pattern",
        message: '"path" must be a path such as / or /music, in lowercase letters, digits and hyphens.',
      },
      { pointer: "/root/type", rule: "const", message: '"type" must be "Container".' },
    ]);
    expect(errorsOf(fixture("pages/invalid/leaf-with-children.json"))).toEqual(
      one("/root/children/0/children", "accepts-children", "Text blocks do not accept children."),
    );
    expect(errorsOf(fixture("pages/invalid/missing-root.json"))).toEqual(one("", "required", 'Missing the required property "root".'));
    expect(errorsOf(fixture("pages/invalid/unknown-type.json"))).toEqual(
      one(
        "/root/children/0/type",
        "known-type",
        'Unknown block type "Carousel". Known types: Button, Container, Text, Hero, MembershipSection, FeaturedMusic, FeaturedMerch, UpcomingEvents, EmailList, Image, Countdown, Embed, Gallery, ContactForm, Video.',
      ),
    );
  });

  it("pages/invalid/unsafe-links.json and sites/invalid/unsafe-links.json: javascript:, data: and vbscript: links", () => {
    const hint = PATTERN_HINTS[LINK_PATTERN];
    expect(errorsOf(fixture("pages/invalid/unsafe-links.json"))).toEqual(
      [0, 1, 2, 3].map((index) => ({ pointer: `/root/children/${index}/props/link`, rule: "pattern", message: `"link" must be ${hint}.` })),
    );
    expect(errorsOf(fixture("sites/invalid/unsafe-links.json"))).toEqual([
      { pointer: "/settings/headerLinks/0/href", rule: "pattern", message: `"href" must be ${hint}.` },
      { pointer: "/settings/socialLinks/0/href", rule: "pattern", message: `"href" must be ${hint}.` },
    ]);
  });

  it("sites/invalid/bad-theme.json", () => {
    expect(errorsOf(fixture("sites/invalid/bad-theme.json"))).toEqual([
      { pointer: "/theme", rule: "enum", message: '"theme" must be one of "default", "link-tree".' },
      { pointer: "/settings/colors/primary", rule: "maxLength", message: '"primary" must be at most 7 characters long.' },
      { pointer: "/settings/colors/primary", rule: "pattern", message: '"primary" must be a hex colour such as #d4bbcf.' },
      { pointer: "/settings/cornerRadius", rule: "maximum", message: '"cornerRadius" must be at most 100.' },
      { pointer: "/settings/fontFamily", rule: "pattern", message: '"fontFamily" must be a font name such as Arial.' },
      { pointer: "/settings/headerLinks/0", rule: "required", message: 'Missing the required property "label".' },
      {
        pointer: "/settings/socialLinks/0/icon",
        rule: "enum",
        message: '"icon" must be one of "instagram", "facebook", "twitter", "youtube", "website".',
      },
    ]);
  });
});

function schemaError(instancePath: string, keyword: string, params: Record<string, unknown>): ErrorObject {
  return { instancePath, keyword, params, schemaPath: `#/${keyword}` };
}
