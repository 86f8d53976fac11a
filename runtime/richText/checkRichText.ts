import { RICH_TEXT_CHILD_TYPES } from "../../schema/richText/children";
import { captionRootOf } from "../../schema/richText/image";
import { isLayoutTemplate, layoutColumnCount } from "../../schema/richText/layout";
import { MAX_RICH_TEXT_CHARACTERS, MAX_RICH_TEXT_DEPTH, MAX_RICH_TEXT_NODES } from "../../schema/richText/limits";
import { isRecord } from "../isRecord";
import type { DocumentError } from "../result";
import { checkDrawing } from "./checkDrawing";
import { checkTable } from "./checkTable";
import { checkPoll } from "./poll/checkPoll";

const format = (count: number) => count.toLocaleString("en-US");

/**
 * Checks what the rich-text schema cannot say: nesting depth, the number of nodes and the amount
 * of text in the whole value, a layout's columns matching its template, and a clear sentence for
 * a table's grid (`checkTable`), a node type that does not belong where it is (the schema reports it too; `isReportedRichTextType`
 * lets callers keep only this one), and uids polls repeat. Tolerates malformed values, which the schema reports.
 */
export function checkRichText(value: unknown, pointer: string): DocumentError[] {
  if (!isRecord(value) || !isRecord(value.root)) return [];
  const errors: DocumentError[] = [];
  let nodes = 0;
  let characters = 0;
  const pollUids = new Set<string>();
  // `caption`: below an image's caption root, where no image may sit.
  const stack: { node: Record<string, unknown>; pointer: string; depth: number; caption?: boolean }[] = [
    { node: value.root, pointer: `${pointer}/root`, depth: 0 },
  ];
  while (stack.length > 0) {
    const { node, pointer: at, depth, caption } = stack.pop() as (typeof stack)[number];
    if (typeof node.text === "string") characters += node.text.length;
    // An equation's TeX counts as text: every one is typeset on each render.
    if (typeof node.equation === "string") characters += node.equation.length;
    if (node.type === "poll") errors.push(...checkPoll(node, at, pollUids));
    if (node.type === "excalidraw") errors.push(...checkDrawing(node, at));
    // An image's caption is rich text of its own (`schema/richText/image.ts`): walked and counted like the rest, with a depth of its own.
    const captionRoot = captionRootOf(node);
    if (captionRoot) stack.push({ node: captionRoot, pointer: `${at}/caption/editorState/root`, depth: 0, caption: true });
    const allowed: readonly string[] | undefined =
      typeof node.type === "string" ? RICH_TEXT_CHILD_TYPES[node.type as keyof typeof RICH_TEXT_CHILD_TYPES] : undefined;
    if (!allowed || !Array.isArray(node.children)) continue;
    if (depth >= MAX_RICH_TEXT_DEPTH && node.children.length > 0) {
      errors.push({
        pointer: `${at}/children`,
        rule: "max-depth",
        message: `Rich text may be nested at most ${MAX_RICH_TEXT_DEPTH} levels deep.`,
      });
      continue;
    }
    if (node.type === "layout-container" && isLayoutTemplate(node.templateColumns)) {
      const columns = layoutColumnCount(node.templateColumns);
      if (node.children.length !== columns)
        errors.push({
          pointer: `${at}/children`,
          rule: "layout-columns",
          message: `A layout of template ${JSON.stringify(node.templateColumns)} holds ${columns} columns (layout items); this one has ${node.children.length}.`,
        });
    }
    if (node.type === "table") errors.push(...checkTable(node, at));
    node.children.forEach((child: unknown, index) => {
      if (!isRecord(child)) return;
      nodes++;
      const childPointer = `${at}/children/${index}`;
      if (caption && (child.type === "image" || child.type === "inline-image")) {
        errors.push({ pointer: `${childPointer}/type`, rule: "known-type", message: "An image cannot be placed in an image's caption." });
        return;
      }
      if (typeof child.type === "string" && !allowed.includes(child.type)) {
        errors.push({
          pointer: `${childPointer}/type`,
          rule: "known-type",
          message: `A rich-text node of type ${JSON.stringify(child.type)} cannot be placed in a ${String(node.type)}. Allowed here: ${allowed.join(", ")}.`,
        });
        return;
      }
      stack.push({ node: child, pointer: childPointer, depth: depth + 1, caption });
    });
  }
  if (nodes > MAX_RICH_TEXT_NODES) {
    errors.push({
      pointer,
      rule: "max-nodes",
      message: `Rich text may have at most ${format(MAX_RICH_TEXT_NODES)} nodes; this has ${format(nodes)}.`,
    });
  }
  if (characters > MAX_RICH_TEXT_CHARACTERS) {
    errors.push({
      pointer,
      rule: "max-length",
      message: `Rich text may hold at most ${format(MAX_RICH_TEXT_CHARACTERS)} characters of text; this has ${format(characters)}.`,
    });
  }
  return errors;
}

/**
 * Whether a schema error says the same as one of ours: the discriminator's "unknown type" (or a
 * union's "none of the kinds") at a node whose type we reported.
 */
export function isReportedRichTextType(error: DocumentError, ours: readonly DocumentError[]): boolean {
  return ours.some((mine) => mine.rule === "known-type" && (error.pointer === mine.pointer || `${error.pointer}/type` === mine.pointer));
}
