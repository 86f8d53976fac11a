import { type ComponentType, Suspense, useCallback, useContext, useState } from "react";
import type { FieldEdit, SettingsPanelProps } from "../../blocks/settings/types";
import { definitionOf } from "../../runtime/blockRegistry";
import { resolveProps } from "../../runtime/resolveProps";
import { findNode } from "../../runtime/tree";
import type { BlockNode, BlockType } from "../../schema/page";
import { useStudio } from "../app/StudioContext";
import { editProps } from "../commands/blockCommands";
import { editorBlocks } from "../registry";
import type { EditorState } from "../state/editorState";
import { useEditorSlice } from "../state/editorStore";
import { SettingsDataContext } from "./SettingsContext";

/** SPEC §9: a burst of typing within 500 ms, or of slider moves within 1000 ms, is one undo step. */
export const COALESCE_MS = { text: 500, slider: 1000 } as const;

/** The prop edit of a settings field as an editor command: text and slider bursts fold into one step per field, a choice is its own step. */
export function editField(state: EditorState, id: string, patch: Record<string, unknown>, field: FieldEdit, now?: number): EditorState {
  const coalesce = field.kind === "choice" ? {} : { coalesceKey: `${id}:${field.key}`, coalesceWithinMs: COALESCE_MS[field.kind] };
  return editProps(state, { id, props: patch, ...coalesce }, editorBlocks, now);
}

/** A settings panel seen through a node of unknown type. */
type AnySettingsPanelProps = Omit<SettingsPanelProps<BlockType>, "node" | "props"> & {
  readonly node: BlockNode;
  readonly props: Record<string, unknown>;
};

const selectedNode = (state: EditorState) => (state.selectedId ? findNode(state.document, state.selectedId) : undefined);

/**
 * The selected block's settings: its panel (loaded on first use), each edit applied to the page at
 * once and folded into history by kind; the reason shown when an edit is refused.
 */
export function SettingsPanel() {
  const { store } = useStudio();
  const data = useContext(SettingsDataContext);
  const node = useEditorSlice(store, selectedNode);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);

  const id = node?.id;
  const onChange = useCallback(
    (patch: Record<string, unknown>, field: FieldEdit) => {
      // The block whose panel sent the edit, not whatever is selected when it arrives (a media pick
      // resolves later); nothing if that block is gone.
      if (!id || !findNode(store.getState().document, id)) return;
      store.update((state) => editField(state, id, patch, field));
      const { notice } = store.getState();
      setRefusal(notice ? { id, message: notice } : null);
    },
    [store, id],
  );

  const definition = node ? definitionOf(editorBlocks, node.type) : undefined;
  if (!node || !definition) {
    return (
      <div className="settings-panel">
        <p className="settings-panel__empty">Select a block to edit its settings</p>
      </div>
    );
  }

  // Each block type's panel takes its own props; here the node's type picks the panel, so they match.
  const Settings = editorBlocks[node.type].Settings as unknown as ComponentType<AnySettingsPanelProps>;
  const props = resolveProps(definition, node.props);
  return (
    <div className="settings-panel">
      <h2 className="settings-panel__title">{definition.label}</h2>
      {refusal && refusal.id === node.id ? (
        <p className="settings-panel__notice" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <Suspense fallback={<p className="settings-panel__loading">Loading settings…</p>}>
        <Settings
          // A fresh panel per block, so what one block's fields hold is never shown for another.
          key={node.id}
          node={node}
          props={props}
          onChange={onChange}
          pages={data.pages}
          links={data.links}
          emailLists={data.emailLists}
          pickMedia={data.pickMedia}
        />
      </Suspense>
    </div>
  );
}
