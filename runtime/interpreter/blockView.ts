import type { ReactNode } from "react";
import { type BlockViewDefinition, definitionOf } from "../blockRegistry";
import { dataForBlock } from "../loadDocumentData";
import { resolveProps } from "../resolveProps";
import type { TreeNode } from "../treeNode";
import type { InterpreterContextValue } from "./InterpreterContext";

/**
 * Resolved props, per definition and props object: documents are immutable, so a props object is
 * resolved once, and views can remember what they derive from it (`memoByObject`). One weak map
 * for all types: fewer lookups per block than a map per definition.
 */
const resolved = new WeakMap<object, { readonly definition: BlockViewDefinition; readonly props: Record<string, unknown> }>();

/** A node's props over its schema's defaults, as its view receives them (the same object each time). */
export function resolvedProps(definition: BlockViewDefinition, props: object): Record<string, unknown> {
  const known = resolved.get(props);
  // The same props object under another type (a shared empty object, say) resolves afresh.
  if (known?.definition === definition) return known.props;
  const entry = { definition, props: resolveProps(definition, props) };
  resolved.set(props, entry);
  return entry.props;
}

/** How a child node becomes an element: the client and the server wrap blocks differently. */
export type RenderChild = (child: TreeNode, scope: InterpreterContextValue) => ReactNode;

/** What a node's view is called with, or undefined for a type the registry does not know. */
export function viewPropsOf(node: TreeNode, scope: InterpreterContextValue, renderChild: RenderChild) {
  const definition = definitionOf(scope.registry, node.type);
  if (!definition) return undefined;
  const props = resolvedProps(definition, node.props);
  const children = definition.rules.accepts ? node.children?.map((child) => renderChild(child, scope)) : undefined;
  return {
    View: definition.View,
    viewProps: {
      node,
      props,
      data: dataForBlock(definition, props, scope.loadContext, scope.data),
      mode: scope.mode,
      leadPicture: node.id === scope.leadPictureId,
      children,
    },
  };
}

/** A rendered view inside the editor's chrome, when there is one. */
export function withChrome(node: TreeNode, scope: InterpreterContextValue, rendered: ReactNode): ReactNode {
  return scope.wrapBlock ? scope.wrapBlock(node, rendered) : rendered;
}
