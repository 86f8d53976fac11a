import { type ComponentType, createElement, type ReactNode } from "react";
import { describeRichText, type RichElementFactory, type RichWidgetJSON } from "../../runtime/richText/describe";
import type { RichText } from "../../schema/richText/index";
import { reactElementParts } from "./reactElements";
import { richContentViews } from "./richContentViews";

/** Each element as a React element (`reactElements.ts`), each widget as its component. */
const reactElements: RichElementFactory<ReactNode> = {
  ...reactElementParts,
  // Each widget's component takes its own node type; the registry's type says they match.
  widget: (node, key) => createElement(richContentViews().widgets[node.type] as ComponentType<{ node: RichWidgetJSON }>, { key, node }),
};

/**
 * Stored rich text as React elements, node by node: the same on the server and in the browser,
 * no HTML strings, links sanitized (what each node shows as is said once, in
 * `runtime/richText/describe.ts`).
 */
export function RichTextContent({ value }: { value: RichText }) {
  return <>{describeRichText(value, reactElements)}</>;
}
