import type { ComponentType } from "react";
import type { BlockSettingsProps } from "../../editor/kinds/documentKind";
import { definitionOf } from "../../runtime/blockRegistry";
import type { EmailBlocks } from "../emailBlock";
import { emailBlocks } from "../registry";

/**
 * The selected block's settings panel, looked up in `blocks` by the node's type: each block's
 * panel lives in its folder (`email/blocks/<name>/`) and is named by its definition, so a new
 * block needs nothing here. A test hands in a registry of its own.
 */
export function emailBlockSettingsFor(blocks: EmailBlocks): ComponentType<BlockSettingsProps> {
  return function EmailBlockSettings({ node, props, onChange }: BlockSettingsProps) {
    const definition = definitionOf(blocks, node.type);
    if (!definition) return null;
    const { Settings } = definition;
    return <Settings node={node} props={props} onChange={onChange} />;
  };
}

/** The settings panel of the email blocks (issue 16), by the selected block's type. */
export const EmailBlockSettings = emailBlockSettingsFor(emailBlocks);
