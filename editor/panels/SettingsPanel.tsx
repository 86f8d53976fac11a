import { Suspense, useCallback, useState } from "react";
import { definitionOf } from "../../runtime/blockRegistry";
import type { FieldEdit } from "../../runtime/history";
import type { SettingsSize } from "../../runtime/operations/updateSizeSettings";
import { resolveProps } from "../../runtime/resolveProps";
import { findNode } from "../../runtime/tree";
import { editField } from "../commands/editProps";
import { editSizeField, editSizeSettings } from "../commands/editSizeSettings";
import { useEditorContext } from "../kinds/documentKind";
import type { EditorState } from "../state/editorState";
import { useEditorSlice } from "../state/editorStore";
import { SizeSettings } from "./SizeSettings";
import { propsAtSize, sizeOfViewport } from "./sizeOfViewport";

const selectedNode = (state: EditorState) => (state.selectedId ? findNode(state.document, state.selectedId) : undefined);

/**
 * The selected block's settings: its kind's panel for it (loaded on first use), each edit applied
 * to the document at once and folded into history by kind (SPEC §9); the reason shown when an edit
 * is refused.
 */
export function SettingsPanel({ viewport = Number.POSITIVE_INFINITY }: { readonly viewport?: number } = {}) {
  const { kind, store } = useEditorContext();
  const size = sizeOfViewport(viewport);
  const node = useEditorSlice(store, selectedNode);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);

  const id = node?.id;
  const definition = node ? definitionOf(kind.blocks, node.type) : undefined;
  const sizeStyles = definition?.sizeStyles;
  const onChange = useCallback(
    (patch: Record<string, unknown>, field: FieldEdit) => {
      // The block whose panel sent the edit, not whatever is selected when it arrives (a media pick
      // resolves later); nothing if that block is gone.
      if (!id || !findNode(store.getState().document, id)) return;
      // At the 768 and 375 views, a prop the block can set per size is set for that size only.
      const sized = size !== "desktop" && sizeStyles && Object.keys(patch).every((name) => Object.hasOwn(sizeStyles, name));
      store.update((state) =>
        sized
          ? editSizeField(state, { id, size, values: patch, field }, kind.blocks)
          : editField(state, { id, props: patch, field }, kind.blocks),
      );
      const { notice } = store.getState();
      setRefusal(notice ? { id, message: notice } : null);
    },
    [store, kind, id, size, sizeStyles],
  );
  const onSizeChange = useCallback(
    (at: SettingsSize, values: Record<string, unknown>) => {
      if (!id || !findNode(store.getState().document, id)) return;
      store.update((state) => editSizeSettings(state, { id, size: at, values }, kind.blocks));
    },
    [store, kind, id],
  );

  if (!node || !definition) {
    return (
      <div className="settings-panel">
        <p className="settings-panel__empty">Select a block to edit its settings</p>
      </div>
    );
  }

  const { BlockSettings } = kind;
  const responsive = (node as { readonly responsive?: unknown }).responsive;
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
        <BlockSettings
          key={node.id}
          node={node}
          props={propsAtSize(resolveProps(definition, node.props), responsive, size)}
          onChange={onChange}
        />
      </Suspense>
      {sizeStyles ? <SizeSettings size={size} responsive={responsive} sizeable={Object.keys(sizeStyles)} onChange={onSizeChange} /> : null}
    </div>
  );
}
