import { createHeadlessEditor } from "@lexical/headless";
import { $createHeadingNode, HeadingNode } from "@lexical/rich-text";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  KEY_ARROW_DOWN_COMMAND,
  KEY_ARROW_UP_COMMAND,
  type LexicalCommand,
  type LexicalEditor,
} from "lexical";
import { describe, expect, it } from "vitest";
import { $moveSelectedBlock, registerMoveBlockShortcuts } from "./moveBlock";

/** Blocks "A" (a heading), "B" and "C", with the caret in `caretIn`. */
function editorWith(caretIn: "A" | "B" | "C"): LexicalEditor {
  const editor = createHeadlessEditor({
    nodes: [HeadingNode],
    onError: (error) => {
      throw error;
    },
  });
  editor.update(
    () => {
      const texts = ["A", "B", "C"].map((text) => $createTextNode(text));
      const [a, b, c] = texts as [
        ReturnType<typeof $createTextNode>,
        ReturnType<typeof $createTextNode>,
        ReturnType<typeof $createTextNode>,
      ];
      $getRoot().append($createHeadingNode("h2").append(a), $createParagraphNode().append(b), $createParagraphNode().append(c));
      ({ A: a, B: b, C: c })[caretIn].select(1, 1);
    },
    { discrete: true },
  );
  return editor;
}

const order = (editor: LexicalEditor) =>
  editor.getEditorState().read(() =>
    $getRoot()
      .getChildren()
      .map((block) => block.getTextContent())
      .join(""),
  );
const caretText = (editor: LexicalEditor) =>
  editor.getEditorState().read(() => {
    const selection = $getSelection();
    return $isRangeSelection(selection) ? selection.anchor.getNode().getTextContent() : null;
  });

function move(editor: LexicalEditor, direction: "up" | "down"): boolean {
  let moved = false;
  editor.update(
    () => {
      moved = $moveSelectedBlock(direction);
    },
    { discrete: true },
  );
  return moved;
}

/** Dispatches an arrow key with `modifiers`, committed at once; whether a handler took it. */
function press(editor: LexicalEditor, command: LexicalCommand<KeyboardEvent>, modifiers: Partial<KeyboardEvent>): boolean {
  const event = { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, preventDefault: () => {}, ...modifiers } as KeyboardEvent;
  let handled = false;
  editor.update(
    () => {
      handled = editor.dispatchCommand(command, event);
    },
    { discrete: true },
  );
  return handled;
}

describe("$moveSelectedBlock", () => {
  it("moves the caret's block up or down, caret and all, and not past the ends", () => {
    const editor = editorWith("B");
    expect(move(editor, "up")).toBe(true);
    expect(order(editor)).toBe("BAC");
    expect(caretText(editor)).toBe("B");
    expect(move(editor, "up")).toBe(false);
    expect(move(editor, "down")).toBe(true);
    expect(move(editor, "down")).toBe(true);
    expect(order(editor)).toBe("ACB");
    expect(move(editor, "down")).toBe(false);
  });

  it("moves a heading as a whole block", () => {
    const editor = editorWith("A");
    move(editor, "down");
    expect(editor.getEditorState().read(() => $getRoot().getChildAtIndex(1)?.getType())).toBe("heading");
  });
});

describe("registerMoveBlockShortcuts", () => {
  it("moves blocks on Alt+Shift+ArrowUp/ArrowDown only", () => {
    const editor = editorWith("C");
    const unregister = registerMoveBlockShortcuts(editor);
    expect(press(editor, KEY_ARROW_UP_COMMAND, { altKey: true })).toBe(false);
    expect(press(editor, KEY_ARROW_UP_COMMAND, { altKey: true, shiftKey: true, ctrlKey: true })).toBe(false);
    expect(order(editor)).toBe("ABC");
    expect(press(editor, KEY_ARROW_UP_COMMAND, { altKey: true, shiftKey: true })).toBe(true);
    expect(order(editor)).toBe("ACB");
    expect(press(editor, KEY_ARROW_DOWN_COMMAND, { altKey: true, shiftKey: true })).toBe(true);
    expect(order(editor)).toBe("ABC");
    unregister();
    expect(press(editor, KEY_ARROW_UP_COMMAND, { altKey: true, shiftKey: true })).toBe(false);
  });
});
