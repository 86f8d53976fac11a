import { createContext, useContext } from "react";
import { VISITOR, type Viewer } from "../../runtime/interpreter/InterpreterContext";

/**
 * Who is looking, for blocks that differ per viewer. The server renders every page as a visitor
 * (it cannot see the token in the browser's storage); the auth machine fills this in once running.
 */
export const ViewerContext = createContext<Viewer>(VISITOR);

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
