import { readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { counterIds } from "../editor/commands/editorTestKit";
import { newBlock } from "../editor/commands/newBlock";
import { duplicateBlock } from "../runtime/operations/duplicateBlock";
import { moveBlock } from "../runtime/operations/moveBlock";
import { removeBlock } from "../runtime/operations/removeBlock";
import { parseDocument, parseEmail } from "../runtime/parse";
import { EMAIL_TEXT_DEFAULT } from "../schema/email/blocks";
import { EMAIL_BLOCK_TYPES, type EmailBlockNode, emailBlockNodeSchemas } from "../schema/email/document";
import { emailDocumentArbitrary } from "../tests/arbitraries/emails";
import { folderOf } from "../tests/architecture/blockContract";
import { emailBlockContractProblems } from "../tests/architecture/emailBlockContract";
import { emailBlocks, emailParsing } from "./registry";
import { EMAIL_STARTERS, newEmailDocument, settingsFromTheme } from "./starters";

const options = { registry: siteBlocks, email: emailParsing };
const starter = (name: (typeof EMAIL_STARTERS)[number]) => newEmailDocument({ id: "news", title: "News", starter: name });
type Json = Record<string, unknown>;
/** A starter with `change` applied to a copy, for documents one step from valid. */
function changed(change: (document: Json & { root: { children: Json[] } }) => void): unknown {
  const document = structuredClone(starter("announcement")) as unknown as Json & { root: { children: Json[] } };
  change(document);
  return document;
}

describe("email documents", () => {
  it("accept every starter, as the studio creates it", () => {
    for (const name of EMAIL_STARTERS) expect(parseEmail(starter(name), options), name).toEqual({ ok: true, value: starter(name) });
  });

  it("start a Text with SPEC's words, and take the site's theme for their colours, font and button corners", () => {
    const blank = starter("blank");
    expect(JSON.stringify(blank.root.children?.[0])).toContain(EMAIL_TEXT_DEFAULT);
    expect(
      settingsFromTheme({ colors: { background: "#102030", primary: "#ff8800" }, fontFamily: "Georgia", cornerRadius: 10 }),
    ).toMatchObject({
      backdropColor: "#102030",
      linkColor: "#ff8800",
      fontFamily: "Georgia, 'Times New Roman', serif",
      buttonRadius: 10,
    });
    // A font no client has falls back to the first web-safe stack.
    expect(settingsFromTheme({ fontFamily: "Lobster" }).fontFamily).toBe("Arial, Helvetica, sans-serif");
  });

  it("refuse each broken field with its pointer", () => {
    const cases: [string, (document: Json & { root: { children: Json[] } }) => void, string][] = [
      [
        "a button linking to script",
        (d) => ((d.root.children[2] as { props: Json }).props.link = "javascript:alert(1)"),
        "/root/children/2/props/link",
      ],
      ["a page block in an email", (d) => d.root.children.push({ id: "hero", type: "Hero", props: {} }), "/root/children/3/type"],
      ["a colour that is not one", (d) => (d.settings = { textColor: "red" }), "/settings/textColor"],
      ["a font no client has", (d) => (d.settings = { fontFamily: "Lobster" }), "/settings/fontFamily"],
      [
        "an image too wide for the body",
        (d) => d.root.children.push({ id: "wide", type: "Image", props: { width: 900 } }),
        "/root/children/3/props/width",
      ],
      [
        "a Text straight in a Columns block",
        (d) => d.root.children.push({ id: "row", type: "Columns", props: {}, children: [{ id: "t", type: "Text", props: {} }] }),
        "/root/children/3/children/0/type",
      ],
      [
        "three columns in a two-column layout",
        (d) =>
          d.root.children.push({
            id: "row",
            type: "Columns",
            props: { layout: "1:2" },
            children: ["a", "b", "c"].map((id) => ({ id, type: "Column", props: {}, children: [] })),
          }),
        "/root/children/3/children",
      ],
      [
        "a Column outside a Columns block",
        (d) => d.root.children.push({ id: "col", type: "Column", props: {}, children: [] }),
        "/root/children/3/type",
      ],
    ];
    for (const [name, change, pointer] of cases) {
      const result = parseEmail(changed(change), options);
      expect(result.ok, name).toBe(false);
      if (!result.ok)
        expect(
          result.errors.map((error) => error.pointer),
          name,
        ).toContain(pointer);
    }
  });

  it("are refused by a reader that knows pages only, saying so", () => {
    const result = parseDocument(starter("blank"), { registry: siteBlocks });
    expect(result).toEqual({
      ok: false,
      errors: [expect.objectContaining({ pointer: "/kind", rule: "kind", message: expect.stringContaining("pages and sites only") })],
    });
  });

  it("start a new Columns from the toolbox with its two columns, valid at once, and offer no lone Column", () => {
    const row = newBlock("Columns", emailParsing.registry, counterIds()) as EmailBlockNode;
    expect(row.children?.map((child) => child.type)).toEqual(["Column", "Column"]);
    const document = starter("blank");
    document.root.children = [row];
    expect(parseEmail(document, options).ok).toBe(true);
    expect(emailParsing.registry.Column?.editing?.inToolbox).toBe(false);
  });

  it("lock the Button and the Column alone: the Button is deleted but not moved, a Column goes only with its row", () => {
    const document = starter("tour-dates");
    const registry = emailParsing.registry;
    const columns = document.root.children?.find((child) => child.type === "Columns") as EmailBlockNode;
    const button = document.root.children?.find((child) => child.type === "Button") as EmailBlockNode;
    const column = columns.children?.[0] as EmailBlockNode;
    expect(removeBlock(document, { id: button.id }, registry).ok).toBe(true);
    expect(moveBlock(document, { id: button.id, parentId: document.root.id, index: 0 }, registry)).toMatchObject({
      ok: false,
      message: "This Button block cannot be moved.",
    });
    expect(removeBlock(document, { id: column.id }, registry)).toMatchObject({
      ok: false,
      message: "This Column block cannot be deleted.",
    });
    expect(removeBlock(document, { id: columns.id }, registry).ok).toBe(true);
    expect(duplicateBlock(document, { id: columns.id }, registry).ok).toBe(true);
    // A Container holding a Button moves, the Button with it.
    const boxed = structuredClone(document);
    boxed.root.children = [
      { id: "box", type: "Container", props: {}, children: [button] },
      ...(boxed.root.children ?? []).filter((child) => child.id !== button.id),
    ];
    expect(moveBlock(boxed, { id: "box", parentId: boxed.root.id, index: 2 }, registry).ok).toBe(true);
  });

  it("keep every Container, nested ones too (SPEC §3 'cannot be deleted'), while a row holding one is deleted with it", () => {
    const registry = emailParsing.registry;
    const document = starter("blank");
    const row = newBlock("Columns", registry, counterIds()) as EmailBlockNode;
    const inner: EmailBlockNode = { id: "inner", type: "Container", props: {}, children: [] };
    row.children?.[0]?.children?.push(inner);
    document.root.children = [{ id: "box", type: "Container", props: {}, children: [] }, row];
    expect(parseEmail(document, options).ok).toBe(true);
    expect(removeBlock(document, { id: "box" }, registry)).toMatchObject({ ok: false, message: "This Container block cannot be deleted." });
    expect(removeBlock(document, { id: "inner" }, registry)).toMatchObject({
      ok: false,
      message: "This Container block cannot be deleted.",
    });
    expect(removeBlock(document, { id: row.id }, registry).ok).toBe(true);
    expect(moveBlock(document, { id: "box", parentId: document.root.id, index: 1 }, registry).ok).toBe(true);
  });

  it("refuse a Columns block without props, or with props of another type, naming it rather than throwing", () => {
    for (const props of [undefined, null, 7, { layout: 3 }]) {
      const document = starter("tour-dates") as unknown as { root: { children: Record<string, unknown>[] } };
      const columns = document.root.children.find((child) => child.type === "Columns") as Record<string, unknown>;
      if (props === undefined) delete columns.props;
      else columns.props = props;
      const result = parseEmail(document, options);
      expect(result.ok, JSON.stringify(props)).toBe(false);
      if (!result.ok) expect(result.errors.some((error) => error.pointer.startsWith("/root/children/1"))).toBe(true);
    }
  });
});

describe("emailBlocks", () => {
  it("has exactly the block types of the email schema", () => {
    expect(Object.keys(emailBlocks).sort()).toEqual([...EMAIL_BLOCK_TYPES].sort());
  });

  // Every block, one by one: its label, schema, rules for children, stylesheet, settings panel,
  // exports covering its props, and files (tests/architecture/emailBlockContract.ts lists them).
  it.each(EMAIL_BLOCK_TYPES)("%s provides everything an email block must", (type) => {
    const problems = emailBlockContractProblems({
      type,
      definition: emailBlocks[type],
      blocks: emailBlocks,
      nodeSchema: emailBlockNodeSchemas[type],
      folderFiles: readdirSync(new URL(`./blocks/${folderOf(type)}/`, import.meta.url)),
    });
    expect(problems).toEqual([]);
  });

  it("are all generated by the property tests' email documents, which derive from this registry", () => {
    const seen = new Set<string>();
    const visit = (node: EmailBlockNode) => {
      seen.add(node.type);
      for (const child of node.children ?? []) visit(child);
    };
    for (const document of fc.sample(emailDocumentArbitrary, { numRuns: 300, seed: 33 })) visit(document.root);
    expect([...seen].sort()).toEqual(Object.keys(emailBlocks).sort());
  });
});
