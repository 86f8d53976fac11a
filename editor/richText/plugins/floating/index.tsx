import { EmbedPlugin } from "../embed/EmbedPlugin";
import { TableFloatingPlugins } from "../table/TableFloatingPlugins";
import { ContextMenu } from "./ContextMenu";
import { DraggableBlockHandle } from "./DraggableBlockHandle";
import { useFloatingStyles } from "./floating.css";
import { LinkPopover } from "./LinkPopover";
import { TextFormatBar } from "./TextFormatBar";

export { OPEN_LINK_POPOVER_COMMAND } from "./commands";
export { Modal, type ModalProps } from "./Modal";

export interface FloatingPluginsProps {
  /**
   * Where the floating UIs are rendered and the drag handle placed: a positioned element around the
   * editable area (`.rt-editor-body`, say), `document.body` by default. Inside the editor's own box,
   * focus moving into a popover does not count as leaving the editor.
   */
  readonly anchorElement?: HTMLElement;
}

/**
 * The rich-text editor's floating UIs (SPEC §2): the text-format bar on a selection, the link
 * popover (and Ctrl+K), the context menu and the draggable block handle (with Alt+Shift+ArrowUp
 * and ArrowDown). Mount inside a LexicalComposer whose nodes include LinkNode.
 *
 * @example
 * <LexicalComposer initialConfig={config}>
 *   <RichTextPlugin … />
 *   <LinkPlugin />
 *   <FloatingPlugins anchorElement={bodyElement ?? undefined} />
 * </LexicalComposer>
 */
export function FloatingPlugins({ anchorElement }: FloatingPluginsProps) {
  useFloatingStyles();
  const anchor = anchorElement ?? document.body;
  return (
    <>
      <TextFormatBar anchorElement={anchor} />
      <LinkPopover anchorElement={anchor} />
      <ContextMenu anchorElement={anchor} />
      <DraggableBlockHandle anchorElement={anchor} />
      <EmbedPlugin anchorElement={anchor} />
      <TableFloatingPlugins anchorElement={anchor} />
    </>
  );
}
