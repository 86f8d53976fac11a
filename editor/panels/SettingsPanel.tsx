import { Suspense, useCallback, useState } from "react";
import { definitionOf } from "../../runtime/blockRegistry";
import type { FieldEdit } from "../../runtime/history";
import { resolveProps } from "../../runtime/resolveProps";
import { findNode } from "../../runtime/tree";
import { editField } from "../commands/editProps";
import { useEditorContext } from "../kinds/documentKind";
import type { EditorState } from "../state/editorState";
import { useEditorSlice } from "../state/editorStore";

const selectedNode = (state: EditorState) => (state.selectedId ? findNode(state.document, state.selectedId) : undefined);

/**
 * The selected block's settings: its kind's panel for it (loaded on first use), each edit applied
 * to the document at once and folded into history by kind (SPEC §9); the reason shown when an edit
 * is refused.
 */
export function SettingsPanel() {
  const { kind, store } = useEditorContext();
  const node = useEditorSlice(store, selectedNode);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);

  const id = node?.id;
  const onChange = useCallback(
    (patch: Record<string, unknown>, field: FieldEdit) => {
      // The block whose panel sent the edit, not whatever is selected when it arrives (a media pick
      // resolves later); nothing if that block is gone.
      if (!id || !findNode(store.getState().document, id)) return;
      store.update((state) => editField(state, { id, props: patch, field }, kind.blocks));
      const { notice } = store.getState();
      setRefusal(notice ? { id, message: notice } : null);
    },
    [store, kind, id],
  );

  const definition = node ? definitionOf(kind.blocks, node.type) : undefined;
  if (!node || !definition) {
    return (
      <div className="settings-panel">
        <p className="settings-panel__empty">Select a block to edit its settings</p>
      </div>
    );
  }

  const { BlockSettings } = kind;
  return (
    <div className="settings-panel">
      <h2 className="settings-panel__title">{definition.label}</h2>
      {refusal && refusal.id === node.id ? (
        <p className="settings-panel__notice" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <Suspense fallback={<p className="settings-panel__loading">Loading settings…</p>}>
        {/* A fresh panel per block, so what one block's fields hold is never shown for another. */}
        <BlockSettings key={node.id} node={node} props={resolveProps(definition, node.props)} onChange={onChange} />
      </Suspense>
    </div>
  );
}
