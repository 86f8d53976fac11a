import { type ContextType, createElement, type ErrorInfo, PureComponent, type ReactNode, Suspense } from "react";
import type { TreeNode } from "../treeNode";
import { BrokenBlock } from "./BrokenBlock";
import { viewPropsOf, withChrome } from "./blockView";
import { InterpreterContext, type InterpreterContextValue } from "./InterpreterContext";
import { withSizes } from "./sizeStyles";

interface BoundaryProps {
  readonly node: TreeNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly node: TreeNode;
}

const renderChild = (child: TreeNode): ReactNode => <BlockRenderer key={child.id} node={child} />;

function logFailure(node: TreeNode, error: unknown, componentStack?: string | null): void {
  console.error(`Block "${node.id}" (${node.type}) failed to render`, error, componentStack ?? "");
}

/**
 * Renders one node through the registry in the browser, inside its own error boundary, so one
 * broken block does not take the page down. (The server renders `ServerBlock` instead: error
 * boundaries do not run there.) The boundary renders no markup, so it hydrates server HTML.
 *
 * Pure (shallowly compared props): documents change by replacement (immer), so an untouched
 * subtree keeps its identity and is not rendered again.
 */
export class BlockRenderer extends PureComponent<BoundaryProps, BoundaryState> {
  static override contextType = InterpreterContext;
  declare context: ContextType<typeof InterpreterContext>;
  override state: BoundaryState = { failed: false, node: this.props.node };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  /** A changed node (say, an editor fixed the prop that broke it) gets another chance. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.node === state.node ? null : { failed: false, node: props.node };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logFailure(this.props.node, error, info.componentStack);
  }

  override render() {
    const { node } = this.props;
    const scope = this.context as InterpreterContextValue;
    const placeholder = <BrokenBlock node={node} mode={scope.mode} />;
    if (this.state.failed) return placeholder;
    let view: ReturnType<typeof viewPropsOf>;
    try {
      // Resolving props and data needs runs here, outside the boundary's children: caught by hand.
      view = viewPropsOf(node, scope, renderChild);
    } catch (error) {
      logFailure(node, error);
      return placeholder;
    }
    if (!view) return placeholder;
    const rendered = createElement(view.View, view.viewProps);
    // After a server render that needed them, the same Suspense boundaries, so hydration matches.
    const isolated = scope.suspenseBoundaries ? <Suspense fallback={placeholder}>{rendered}</Suspense> : rendered;
    return withChrome(node, scope, withSizes(node, scope.registry, isolated));
  }
}
