import { createElement, type ReactNode, Suspense } from "react";
import type { TreeNode } from "../treeNode";
import { BrokenBlock } from "./BrokenBlock";
import { viewPropsOf, withChrome } from "./blockView";
import type { InterpreterContextValue } from "./InterpreterContext";
import { withSizes } from "./sizeStyles";

interface ServerBlockProps {
  readonly node: TreeNode;
  readonly scope: InterpreterContextValue;
}

/** True for a view that is a plain function (not a class, memo or forwardRef), which can be called. */
function isCallable(View: unknown): View is (props: object) => ReactNode {
  return typeof View === "function" && !(View.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
}

function renderChild(child: TreeNode, scope: InterpreterContextValue): ReactNode {
  const block = <ServerBlock key={child.id} node={child} scope={scope} />;
  if (!scope.suspenseBoundaries) return block;
  return (
    <Suspense key={child.id} fallback={<BrokenBlock node={child} mode={scope.mode} />}>
      {block}
    </Suspense>
  );
}

/**
 * Renders one node on the server. Its view is called here, inside a try/catch, so a view that
 * throws becomes its placeholder and its siblings render: the job the browser's error boundary
 * does, without a component or a boundary per block (this is most of the interpreter's speed).
 * The view's hooks run as this component's, which is sound for a single render pass. The scope
 * comes as a prop, so no block looks up a context. Views must not suspend: their data is loaded
 * before the render. A failure the try/catch cannot see (in a component a view renders) fails the
 * render, which the caller retries with `suspenseBoundaries`.
 */
export function ServerBlock({ node, scope }: ServerBlockProps): ReactNode {
  try {
    const view = viewPropsOf(node, scope, renderChild);
    if (!view) return <BrokenBlock node={node} mode={scope.mode} />;
    const rendered = isCallable(view.View) ? view.View(view.viewProps) : createElement(view.View, view.viewProps);
    return withChrome(node, scope, withSizes(node, scope.registry, rendered));
  } catch (error) {
    console.error(`Block "${node.id}" (${node.type}) failed to render`, error);
    return <BrokenBlock node={node} mode={scope.mode} />;
  }
}

/** The root of a document on the server, with the same boundary as its children get. */
export function renderServerRoot(root: TreeNode, scope: InterpreterContextValue): ReactNode {
  return renderChild(root, scope);
}
