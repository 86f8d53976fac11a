import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, expectTypeOf, it } from "vitest";
import { buttonPropsSchema } from "./blocks/button";
import { textPropsSchema } from "./blocks/text";
import { DEFAULT_SITE_FONT_ID, fontStackOf, type SiteFont, siteFontOf } from "./fonts";
import type { Comment, Event, MembershipTier, Post, Product, User } from "./index";
import { publishedSchema, SCHEMA_NAMES } from "./index";
import type { BlockNode, BlockNodeOf, PageDocument, ResolvedPropsOf, StoredPropsOf } from "./page";
import type { RichText } from "./richText/index";
import { plainTextOf, richTextFromPlainText } from "./richText/plainText";
import { type SiteDocument, SOCIAL_ICONS, type SocialIcon, socialLinkSchema, themeSettingsSchema } from "./site";
import { SCHEMA_BASE_URL } from "./version";

describe("types inferred from the schemas", () => {
  it("resolve every defaulted prop to its type", () => {
    expectTypeOf<ResolvedPropsOf<"Button">["text"]>().toEqualTypeOf<string>();
    expectTypeOf<ResolvedPropsOf<"Button">["fullWidth"]>().toEqualTypeOf<boolean>();
    expectTypeOf<ResolvedPropsOf<"Text">["fontWeight"]>().toEqualTypeOf<400 | 500 | 700>();
    expectTypeOf<ResolvedPropsOf<"Container">["role"]>().toEqualTypeOf<"section" | "page" | "header" | "footer">();
    // Props without a default stay optional once resolved.
    expectTypeOf<ResolvedPropsOf<"Button">["link"]>().toEqualTypeOf<string | undefined>();
  });

  it("type rich-text props as RichText, though json-schema-to-ts cannot follow their $ref", () => {
    expectTypeOf<ResolvedPropsOf<"Text">["content"]>().toEqualTypeOf<RichText>();
    expectTypeOf<StoredPropsOf<"Text">["content"]>().toEqualTypeOf<RichText | undefined>();
    // The other props of the block keep their inferred types.
    expectTypeOf<ResolvedPropsOf<"Text">["fontSize"]>().toEqualTypeOf<number>();
    expectTypeOf<StoredPropsOf<"Text">["shadow"]>().toEqualTypeOf<number | undefined>();
    // @ts-expect-error A Text's words are rich text, not a string.
    const words: StoredPropsOf<"Text"> = { content: "Hi" };
    expect(words).toBeDefined();
  });

  it("let stored props omit defaulted ones", () => {
    expectTypeOf<Record<string, never>>().toExtend<StoredPropsOf<"Button">>();
    expectTypeOf<StoredPropsOf<"Button">["text"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<StoredPropsOf<"Text">["fontSize"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Record<string, never>>().not.toExtend<ResolvedPropsOf<"Button">>();
  });

  it("give leaf blocks no children and containers a list of any blocks", () => {
    const text: BlockNodeOf<"Text"> = {
      id: "t",
      type: "Text",
      props: { content: richTextFromPlainText("Hi") },
      // @ts-expect-error Text blocks cannot have children.
      children: [],
    };
    const button: BlockNodeOf<"Button"> = {
      id: "b",
      type: "Button",
      props: {},
      // @ts-expect-error Button blocks cannot have children.
      children: [{ id: "t", type: "Text", props: {} }],
    };
    const container: BlockNodeOf<"Container"> = { id: "c", type: "Container", props: {}, children: [text, button] };
    expectTypeOf(container.children).toEqualTypeOf<BlockNode[] | undefined>();
    // @ts-expect-error A block's props follow its type.
    const wrongProps: BlockNodeOf<"Text"> = { id: "t", type: "Text", props: { fullWidth: true } };
    expect([text.type, button.type, container.type, wrongProps.type]).toEqual(["Text", "Button", "Container", "Text"]);
  });

  it("make a page's root a Container node", () => {
    expectTypeOf<PageDocument["root"]>().toEqualTypeOf<BlockNodeOf<"Container">>();
    expectTypeOf<PageDocument["kind"]>().toEqualTypeOf<"page">();
    expectTypeOf<PageDocument>().toHaveProperty("title").toEqualTypeOf<string>();
    expectTypeOf<PageDocument["description"]>().toEqualTypeOf<string | undefined>();
  });

  it("give a site its theme settings", () => {
    type Colors = NonNullable<NonNullable<SiteDocument["settings"]>["colors"]>;
    expectTypeOf<Colors>().toEqualTypeOf<{ text?: string; primary?: string; background?: string; textPrimary?: string }>();
    expectTypeOf<NonNullable<SiteDocument["settings"]>["cornerRadius"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<SiteDocument["kind"]>().toEqualTypeOf<"site">();
    expectTypeOf<SocialIcon>().toEqualTypeOf<"instagram" | "facebook" | "twitter" | "youtube" | "website">();
  });

  it("have the SPEC §3 fields on User, Product, Post and their kin", () => {
    expectTypeOf<User>().toMatchObjectType<{
      firstName: string;
      lastName: string;
      email: string;
      membership: { membershipTierId: string | null };
    }>();
    expectTypeOf<Product>().toMatchObjectType<{ id: string; title: string; artist: string; description: string; credits: string }>();
    expectTypeOf<Product["category"]>().toEqualTypeOf<"Music" | "Merch">();
    expectTypeOf<Product["media"][number]>().toEqualTypeOf<{ id: string; type: "image" | "audio" | "video"; url: string; name: string }>();
    expectTypeOf<Product["variants"][number]>().toMatchObjectType<{
      id: string;
      isDefault: boolean;
      price: number;
      payWhatYouWant: boolean;
    }>();
    expectTypeOf<Post>().toMatchObjectType<{ id: string; likes: number; comments: number; hasAccess: boolean }>();
    expectTypeOf<Post["type"]>().toEqualTypeOf<"text" | "image" | "video" | "audio" | "poll" | "document">();
    expectTypeOf<Post["caption"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<Post["media"]>[number]["type"]>().toEqualTypeOf<"image" | "video" | "audio" | "document">();
    expectTypeOf<Comment>().toEqualTypeOf<{
      id: string;
      fullName: string;
      content: string;
      createdAt: string;
      held?: boolean;
      mine?: boolean;
    }>();
    expectTypeOf<MembershipTier["priceMonthly"]>().toEqualTypeOf<number | null>();
    expectTypeOf<Event["address"]>().toEqualTypeOf<{ name: string; street: string; zipCode: string; city: string; country: string }>();
  });
});

describe("the SPEC defaults in the schemas", () => {
  it("Button and Text", () => {
    expect(buttonPropsSchema.properties.text.default).toBe("Button");
    expect(textPropsSchema.properties.fontWeight.enum).toEqual([400, 500, 700]);
    expect(plainTextOf(textPropsSchema.properties.content.default)).toBe("Text");
  });

  it("theme: corner radius 10, System sans (Arial first), and the SPEC §9 colours", () => {
    const { properties } = themeSettingsSchema;
    expect(properties.cornerRadius.default).toBe(10);
    expect(DEFAULT_SITE_FONT_ID).toBe("system-sans");
    expect(fontStackOf(siteFontOf(DEFAULT_SITE_FONT_ID) as SiteFont)).toMatch(/^Arial,/);
    expect(properties.colors.properties.text.default).toBe("#ffffff");
    expect(properties.colors.properties.primary.default).toBe("#d4bbcf");
    expect(properties.colors.properties.background.default).toBe("#1c1d29");
  });

  it("social icons: exactly instagram, facebook, twitter, youtube, website", () => {
    expect(SOCIAL_ICONS).toEqual(["instagram", "facebook", "twitter", "youtube", "website"]);
    expect(socialLinkSchema.properties.icon.enum).toEqual(["instagram", "facebook", "twitter", "youtube", "website"]);
  });
});

describe("published schemas", () => {
  it.each(SCHEMA_NAMES)("%s has $schema and its own $id, and compiles in strict mode", (name) => {
    const schema = publishedSchema(name);
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.$id).toBe(`${SCHEMA_BASE_URL}${name}.json`);
    // Schemas holding rich text refer to rich-text.json, which an integrator loads beside them.
    const ajv = new Ajv2020({ strict: true, discriminator: true });
    if (name !== "rich-text") ajv.addSchema(publishedSchema("rich-text"));
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it.each(SCHEMA_NAMES)("dist/schema/%s.json is written by the build and matches publishedSchema", (name) => {
    const file = fileURLToPath(new URL(`../dist/schema/${name}.json`, import.meta.url));
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(publishedSchema(name));
  });

  it("are the documents, the props of each block and the entities, with unique names", () => {
    expect(new Set(SCHEMA_NAMES).size).toBe(SCHEMA_NAMES.length);
    expect(SCHEMA_NAMES).toEqual(
      expect.arrayContaining(["page", "site", "button-props", "container-props", "text-props", "user", "product", "post"]),
    );
  });
});
