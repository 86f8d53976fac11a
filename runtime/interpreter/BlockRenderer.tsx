import { memo, useMemo } from "react";
import type { BlockNode } from "../../schema/page";
import { definitionOf } from "../blockRegistry";
import { dataForBlock } from "../loadDocumentData";
import { resolveProps } from "../resolveProps";
import { BlockBoundary, BrokenBlock } from "./BlockBoundary";
import { useInterpreter } from "./InterpreterContext";

/**
 * Renders one node through the registry. Memoised on the node: documents change by replacement
 * (immer), so an untouched subtree keeps its identity and is not rendered again.
 */
export const BlockRenderer = memo(function BlockRenderer({ node }: { readonly node: BlockNode }) {
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
  return (
    <BlockBoundary node={node} mode={mode}>
      {wrapBlock ? wrapBlock(node, rendered) : rendered}
    </BlockBoundary>
  );
});
