import { createCommand, type LexicalCommand, type NodeKey } from "lexical";

/**
 * Opens the equation editor (issue 15): for the equation of `nodeKey` when given (a click on it),
 * else for a new one inserted at the caret on Confirm (the Insert menu, the slash menu).
 * `EquationPlugin` handles it, so `dispatchCommand` returns false without it.
 */
export const OPEN_EQUATION_EDITOR_COMMAND: LexicalCommand<{ nodeKey: NodeKey } | undefined> = createCommand("OPEN_EQUATION_EDITOR_COMMAND");
