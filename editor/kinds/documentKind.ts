import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { BlockRegistry } from "../../runtime/blockRegistry";
import type { FieldEdit } from "../../runtime/history";
import type { DocumentResult } from "../../runtime/result";
import type { TreeDocument, TreeNode } from "../../runtime/treeNode";
import type { EditorStore } from "../state/editorStore";

/** What the settings panel gives the selected block's settings. */
export interface BlockSettingsProps {
  readonly node: TreeNode;
  /** The node's props over the schema's defaults. */
  readonly props: Record<string, unknown>;
  onChange(patch: Record<string, unknown>, field: FieldEdit): void;
}

/** What the canvas puts around the rendered document (a page's site header and footer). */
export interface FrameProps<D extends TreeDocument> {
  readonly document: D;
  /** The rendered document. */
  readonly children: ReactNode;
}

export interface Viewport {
  readonly width: number;
  readonly name: string;
}

/**
 * A kind of block document the editor edits (a page, an email). The editor's canvas,
 * selection, drag and drop, layers, settings panel, history, autosave, clipboard and shortcuts
 * know documents only through this.
 */
export interface DocumentKind<D extends TreeDocument = TreeDocument> {
  /** What one document is called in the editor's sentences: "page". */
  readonly noun: string;
  /** The blocks, with their rules (the root's rule among them: what it accepts, what stays last). */
  readonly blocks: BlockRegistry;
  /** The selected block's settings, by its type. */
  readonly BlockSettings: ComponentType<BlockSettingsProps>;
  /** Checks a whole document of this kind: an import, a paste, the server's copy. */
  parse(input: unknown): DocumentResult<D>;
  /** Copied blocks as a document of this kind, so what an integrator writes pastes in too (SPEC §8). */
  clipboardDocument(blocks: readonly TreeNode[]): D;
  /** The widths the canvas previews, narrowest first. */
  readonly viewports: readonly Viewport[];
  /** What the canvas says while the document has no blocks. */
  readonly emptyPrompt: string;
  /** Around the document on the canvas (a component); the document alone when absent. A method, so a page kind is a kind of any document. */
  Frame?(props: FrameProps<D>): ReactNode;
}

/** The document being edited: its kind and its editor state. */
export interface EditorContextValue {
  readonly kind: DocumentKind;
  readonly store: EditorStore;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

/** The open document's kind and store. Throws outside an editor: a developer error. */
export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditorContext must be used inside a DocumentEditor");
  return value;
}
