import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import type { PageDocument } from "../../schema/page";
import { sampleState } from "../commands/editorTestKit";
import { type DocumentKind, EditorContext } from "../kinds/documentKind";
import { pageKind } from "../pages/pageKind";
import type { EditorState } from "../state/editorState";
import { createEditorStore, type EditorStore } from "../state/editorStore";
import { StudioContext, type StudioContextValue } from "../state/StudioContext";

/** Renders studio parts around an editor store (by default on the sample page: root [header [logo], main [title, cta], footer]). */
export function renderInStudio(
  ui: ReactElement,
  state: EditorState<PageDocument> = sampleState(),
  kind: DocumentKind = pageKind,
): ReturnType<typeof render> & { store: EditorStore<PageDocument> } {
  const store = createEditorStore(state);
  const value: StudioContextValue = {
    profile: { id: "p1", name: "Nova Lane" },
    editor: { id: "e1", email: "editor@example.com", name: "Ed", role: "owner", profileId: "p1" },
    store,
    logOut: () => {},
  };
  const wrap = (element: ReactNode) => (
    <StudioContext.Provider value={value}>
      <EditorContext.Provider value={{ kind, store }}>{element}</EditorContext.Provider>
    </StudioContext.Provider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)), store };
}

/** Lets timers and effects run (dnd-kit's keyboard sensor listens for keys only after a tick). */
export function tick(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
