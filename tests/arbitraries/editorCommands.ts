import fc from "fast-check";
import { siteBlocks } from "../../blocks/registry";
import { copyBlock } from "../../editor/commands/copyBlock";
import { deleteBlock } from "../../editor/commands/deleteBlock";
import { duplicateBlock } from "../../editor/commands/duplicateBlock";
import { editPageDetails, type PageDetails } from "../../editor/commands/editPageDetails";
import { editField, editProps } from "../../editor/commands/editProps";
import { editSizeField, editSizeSettings } from "../../editor/commands/editSizeSettings";
import { hoverBlock } from "../../editor/commands/hoverBlock";
import { insertBlock } from "../../editor/commands/insertBlock";
import { insertionPoint } from "../../editor/commands/insertionPoint";
import { moveBlock } from "../../editor/commands/moveBlock";
import { pasteBlocks } from "../../editor/commands/pasteBlocks";
import { redo } from "../../editor/commands/redo";
import { renamePage } from "../../editor/commands/renamePage";
import { replaceDocument } from "../../editor/commands/replaceDocument";
import { selectBlock } from "../../editor/commands/selectBlock";
import { selectParent } from "../../editor/commands/selectParent";
import { undo } from "../../editor/commands/undo";
import { readPageImport } from "../../editor/document/importExport";
import { pageKind } from "../../editor/pages/pageKind";
import type { EditorState } from "../../editor/state/editorState";
import { allNodes } from "../../runtime/tree";
import { BLOCK_TYPES, type BlockType, type PageDocument, pageDocumentSchema } from "../../schema/page";
import { blockArbitrary, pageDocumentArbitrary, propsArbitraries } from "./documents";
import { arbitraryFromSchema } from "./fromSchema";

/**
 * An editor command as a person gives it, described by numbers that pick among whatever blocks the
 * page has when it runs: any sequence applies to any page, refusals included.
 */
export type PageCommand =
  | { readonly name: "select" | "hover"; readonly pick: number }
  | { readonly name: "selectParent" | "undo" | "redo" }
  /** Select a block, then delete, duplicate, or copy and paste it. */
  | { readonly name: "delete" | "duplicate" | "copyPaste"; readonly pick: number }
  | { readonly name: "add"; readonly type: BlockType }
  | { readonly name: "insert"; readonly type: BlockType; readonly parent: number; readonly index: number }
  | { readonly name: "move"; readonly pick: number; readonly parent: number; readonly index: number }
  | {
      readonly name: "editField";
      readonly pick: number;
      readonly props: Record<BlockType, Record<string, unknown>>;
      readonly field: "text" | "color" | "margins" | "title";
      readonly kind: "text" | "slider" | "choice";
      /** Milliseconds since the previous command, so bursts sometimes fold and sometimes do not. */
      readonly after: number;
    }
  | {
      readonly name: "editProps";
      readonly pick: number;
      readonly props: Record<BlockType, Record<string, unknown>>;
      readonly invalid: boolean;
    }
  /** A value set or reset at one screen size (issue 39, item 3), from a field or a reset/visibility button. */
  | {
      readonly name: "editSize";
      readonly pick: number;
      readonly size: "desktop" | "tablet" | "phone";
      readonly prop: "fontSize" | "margins" | "columns" | "flexDirection" | "hidden" | "color";
      readonly value: unknown;
      readonly field: boolean;
      readonly after: number;
    }
  | { readonly name: "pasteText"; readonly text: string }
  | { readonly name: "rename"; readonly title: string; readonly path: string }
  | { readonly name: "import"; readonly page: PageDocument }
  /** Page settings › Search and social: one detail set (a valid value) or removed (undefined). */
  | {
      readonly name: "details";
      readonly key: keyof PageDetails;
      readonly value: unknown;
      readonly kind: "text" | "choice";
      readonly after: number;
    };

const PAGE_DETAILS = ["description", "searchTitle", "socialImage", "hideFromSearch"] as const;
const pageDetailsEdit = fc.constantFrom(...PAGE_DETAILS).chain((key) =>
  fc.record({
    name: fc.constant("details" as const),
    key: fc.constant(key),
    value: fc.option(arbitraryFromSchema(pageDocumentSchema.properties[key]), { nil: undefined, freq: 4 }),
    kind: fc.constantFrom("text" as const, "choice" as const),
    after: fc.constantFrom(0, 100, 499, 501, 5000),
  }),
);

const pick = fc.nat({ max: 1000 });
const blockType = fc.constantFrom(...BLOCK_TYPES);

export const pageCommandArbitrary: fc.Arbitrary<PageCommand> = fc.oneof(
  fc.record({ name: fc.constantFrom("select" as const, "hover" as const), pick }),
  fc.record({ name: fc.constantFrom("selectParent" as const, "undo" as const, "redo" as const) }),
  fc.record({ name: fc.constantFrom("delete" as const, "duplicate" as const, "copyPaste" as const), pick }),
  fc.record({ name: fc.constant("add" as const), type: blockType }),
  fc.record({ name: fc.constant("insert" as const), type: blockType, parent: pick, index: fc.nat({ max: 6 }) }),
  fc.record({ name: fc.constant("move" as const), pick, parent: pick, index: fc.nat({ max: 6 }) }),
  fc.record({
    name: fc.constant("editField" as const),
    pick,
    props: fc.record(propsArbitraries),
    field: fc.constantFrom("text" as const, "color" as const, "margins" as const, "title" as const),
    kind: fc.constantFrom("text" as const, "slider" as const, "choice" as const),
    after: fc.constantFrom(0, 100, 499, 501, 999, 1001, 5000),
  }),
  fc.record({ name: fc.constant("editProps" as const), pick, props: fc.record(propsArbitraries), invalid: fc.boolean() }),
  fc.record({
    name: fc.constant("editSize" as const),
    pick,
    size: fc.constantFrom("desktop" as const, "tablet" as const, "phone" as const),
    prop: fc.constantFrom(
      "fontSize" as const,
      "margins" as const,
      "columns" as const,
      "flexDirection" as const,
      "hidden" as const,
      "color" as const,
    ),
    value: fc.constantFrom<unknown>(undefined, true, false, 0, 3, 24, [8, 0, 8, 0], "row", "#ffffff"),
    field: fc.boolean(),
    after: fc.constantFrom(0, 100, 501, 5000),
  }),
  fc.record({
    name: fc.constant("pasteText" as const),
    text: fc.oneof(
      blockArbitrary("p").map((block) => JSON.stringify(block)),
      fc.string({ maxLength: 20 }),
      fc.constant('{"type":"Nope","props":{}}'),
      fc.constant('{"root":{}}'),
    ),
  }),
  fc.record({
    name: fc.constant("rename" as const),
    title: fc.string({ minLength: 1, maxLength: 30 }),
    path: fc.constantFrom("/", "/about", "/tour/dates"),
  }),
  fc.record({ name: fc.constant("import" as const), page: pageDocumentArbitrary }),
  pageDetailsEdit,
);

export const pageCommandsArbitrary = fc.array(pageCommandArbitrary, { minLength: 1, maxLength: 30 });

/** Runs commands on an editor state as the studio does; the clock and the id source are the run's own. */
export function pageCommandRunner() {
  let clock = 1_000_000;
  let nextId = 0;
  const createId = () => `c${++nextId}`;
  return (state: EditorState<PageDocument>, command: PageCommand): EditorState<PageDocument> => {
    const nodes = allNodes(state.document);
    const containers = nodes.filter((node) => siteBlocks[node.type as BlockType]?.rules.accepts);
    // Mostly a block below the root (one pick in ten is the root, to meet its refusals).
    const nodeAt = (n: number) =>
      (nodes.length > 1 && n % 10 !== 0 ? nodes[1 + (n % (nodes.length - 1))] : nodes[0]) as (typeof nodes)[number];
    // Mostly a container, and a position in it or one past its end.
    const containerAt = (n: number) => (n % 5 === 0 ? nodeAt(n) : (containers[n % containers.length] ?? nodeAt(n)));
    const positionIn = (parentId: string, n: number) => n % ((nodes.find((node) => node.id === parentId)?.children?.length ?? 0) + 2);
    switch (command.name) {
      case "select":
        return selectBlock(state, nodeAt(command.pick).id);
      case "hover":
        return hoverBlock(state, nodeAt(command.pick).id);
      case "selectParent":
        return selectParent(state);
      case "add":
        return insertBlock(state, { type: command.type, ...insertionPoint(state, siteBlocks) }, siteBlocks, createId);
      case "insert": {
        const parentId = containerAt(command.parent).id;
        return insertBlock(state, { type: command.type, parentId, index: positionIn(parentId, command.index) }, siteBlocks, createId);
      }
      case "move": {
        const parentId = containerAt(command.parent).id;
        return moveBlock(state, { id: nodeAt(command.pick).id, parentId, index: positionIn(parentId, command.index) }, siteBlocks);
      }
      case "delete":
        return deleteBlock(selectBlock(state, nodeAt(command.pick).id), siteBlocks);
      case "duplicate":
        return duplicateBlock(selectBlock(state, nodeAt(command.pick).id), siteBlocks, createId);
      case "copyPaste": {
        const selected = selectBlock(state, nodeAt(command.pick).id);
        const text = copyBlock(selected, pageKind);
        return text === null ? selected : pasteBlocks(selected, text, pageKind, createId);
      }
      case "pasteText":
        return pasteBlocks(state, command.text, pageKind, createId);
      case "editField": {
        clock += command.after;
        const node = nodeAt(command.pick);
        const value = command.props[node.type as BlockType][command.field];
        const field = { key: command.field, kind: command.kind };
        return editField(state, { id: node.id, props: { [command.field]: value }, field }, siteBlocks, clock);
      }
      case "editProps": {
        const node = nodeAt(command.pick);
        const props = command.invalid ? { margins: "wide" } : command.props[node.type as BlockType];
        return editProps(state, { id: node.id, props }, siteBlocks);
      }
      case "editSize": {
        clock += command.after;
        const args = { id: nodeAt(command.pick).id, size: command.size, values: { [command.prop]: command.value } };
        return command.field
          ? editSizeField(state, { ...args, field: { key: command.prop, kind: "text" } }, siteBlocks, clock)
          : editSizeSettings(state, args, siteBlocks);
      }
      case "undo":
        return undo(state);
      case "redo":
        return redo(state);
      case "rename":
        return renamePage(state, command);
      case "details":
        clock += command.after;
        return editPageDetails(
          state,
          command.key,
          command.value as PageDetails[keyof PageDetails],
          { key: command.key, kind: command.kind },
          clock,
        );
      case "import": {
        // As the studio imports a file: the open page keeps its id, title and path.
        const imported = readPageImport(JSON.stringify(command.page), state.document, siteBlocks);
        return imported.ok ? replaceDocument(state, imported.document) : state;
      }
    }
  };
}
