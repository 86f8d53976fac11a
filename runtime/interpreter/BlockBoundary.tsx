import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";
import type { BlockNode } from "../../schema/page";
import type { RenderMode } from "../blockRegistry";

interface BlockBoundaryProps {
  readonly node: BlockNode;
  readonly mode: RenderMode;
  readonly children: ReactNode;
}

/** What stands in for a block that failed to render: inert, and explained only to editors. */
export function BrokenBlock({ node, mode }: { readonly node: BlockNode; readonly mode: RenderMode }) {
  return (
    <div className="bl-block-error" data-block-id={node.id} data-block-type={node.type} inert aria-hidden={mode === "view" || undefined}>
      {mode === "edit" ? `This ${node.type} block could not be shown.` : null}
    </div>
  );
}

/**
 * Keeps one broken block from taking the page down. In the browser the error boundary catches it;
 * on the server, where error boundaries do not run, the Suspense boundary does: React renders its
 * fallback there and retries the block in the browser, where the error boundary takes over.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Block "${this.props.node.id}" (${this.props.node.type}) failed to render`, error, info.componentStack);
  }

  override render() {
    const placeholder = <BrokenBlock node={this.props.node} mode={this.props.mode} />;
    if (this.state.failed) return placeholder;
    return <Suspense fallback={placeholder}>{this.props.children}</Suspense>;
  }
}
