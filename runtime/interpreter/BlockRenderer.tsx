import { type ContextType, type ErrorInfo, PureComponent, Suspense, useMemo } from "react";
import { definitionOf } from "../blockRegistry";
import { dataForBlock } from "../loadDocumentData";
import { resolveProps } from "../resolveProps";
import type { TreeNode } from "../treeNode";
import { BrokenBlock } from "./BrokenBlock";
import { InterpreterContext, useInterpreter } from "./InterpreterContext";

/** Everything that can fail for one block (its props, its data needs, its view), inside its boundary. */
function BlockContent({ node }: { readonly node: TreeNode }) {
  const { registry, data, mode, loadContext, wrapBlock } = useInterpreter();
  const definition = definitionOf(registry, node.type);
  const props = useMemo(() => (definition ? resolveProps(definition, node.props) : {}), [definition, node.props]);
  if (!definition) return <BrokenBlock node={node} mode={mode} />;

  const View = definition.View;
  const children = definition.rules.accepts ? node.children?.map((child) => <BlockRenderer key={child.id} node={child} />) : undefined;
  const rendered = (
    <View node={node} props={props} data={dataForBlock(definition, props, loadContext, data)} mode={mode}>
      {children}
    </View>
  );
  return wrapBlock ? wrapBlock(node, rendered) : rendered;
}

interface BoundaryProps {
  readonly node: TreeNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly node: TreeNode;
}

/**
 * Renders one node through the registry, inside its own error boundary.
 *
 * Keeps one broken block from taking the page down. In the browser the error boundary catches it;
 * on the server, where error boundaries do not run, the Suspense boundary does: React renders its
 * fallback there and retries the block in the browser, where the error boundary takes over.
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
    console.error(`Block "${this.props.node.id}" (${this.props.node.type}) failed to render`, error, info.componentStack);
  }

  override render() {
    const placeholder = <BrokenBlock node={this.props.node} mode={this.context?.mode ?? "view"} />;
    if (this.state.failed) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <BlockContent node={this.props.node} />
      </Suspense>
    );
  }
}
