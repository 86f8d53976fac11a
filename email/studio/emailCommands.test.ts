import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { counterIds } from "../../editor/commands/editorTestKit";
import { redo } from "../../editor/commands/redo";
import { undo } from "../../editor/commands/undo";
import { createEditorState } from "../../editor/state/editorState";
import { parseEmail } from "../../runtime/parse";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import { emailParsing } from "../registry";
import { newEmailDocument } from "../starters";
import { changeColumnsLayout, editEmailSettings, renameEmail } from "./emailCommands";

const tourDates = () => createEditorState(newEmailDocument({ id: "news", title: "News", starter: "tour-dates" }));
const columnsOf = (document: EmailDocument) => document.root.children?.find((child) => child.type === "Columns") as EmailBlockNode;
const valid = (document: EmailDocument) => parseEmail(document, { registry: siteBlocks, email: emailParsing }).ok;

describe("the email's commands", () => {
  it("change a setting as one undo step per burst of typing, and remove one set to nothing", () => {
    let state = tourDates();
    const before = state.document;
    state = editEmailSettings(state, { subject: "On" }, { key: "subject", kind: "text" }, 1000);
    state = editEmailSettings(state, { subject: "On tour" }, { key: "subject", kind: "text" }, 1100);
    expect(state.document.settings?.subject).toBe("On tour");
    expect(valid(state.document)).toBe(true);
    expect(undo(state).document).toEqual(before);
    state = editEmailSettings(state, { subject: undefined }, { key: "subject", kind: "choice" });
    expect(state.document.settings).not.toHaveProperty("subject");
  });

  it("rename the email without an undo step (the list and the server follow a rename)", () => {
    const state = renameEmail(tourDates(), "Autumn dates");
    expect(state.document.title).toBe("Autumn dates");
    expect(undo(state).document.title).toBe("Autumn dates");
  });

  it("lay columns out anew: a third column starts empty, and going back gives its blocks to the second", () => {
    let state = tourDates();
    const id = columnsOf(state.document).id;
    state = changeColumnsLayout(state, { id, layout: "1:1:1" }, counterIds());
    const three = columnsOf(state.document);
    expect(three.props).toMatchObject({ layout: "1:1:1" });
    expect(three.children?.map((column) => column.children?.length)).toEqual([1, 1, 0]);
    expect(valid(state.document)).toBe(true);
    // A block in the third column moves to the second when the row goes back to two columns.
    const moved: EmailBlockNode = { id: "extra", type: "Spacer", props: {} };
    const children = state.document.root.children?.map((child) =>
      child.id === id
        ? { ...child, children: child.children?.map((column, index) => (index === 2 ? { ...column, children: [moved] } : column)) }
        : child,
    ) as EmailBlockNode[];
    state = { ...state, document: { ...state.document, root: { ...state.document.root, children } } };
    const two = changeColumnsLayout(state, { id, layout: "2:1" });
    expect(columnsOf(two.document).children?.map((column) => column.children?.map((block) => block.id))).toEqual([
      ["date-1"],
      ["date-2", "extra"],
    ]);
    expect(valid(two.document)).toBe(true);
    // One undo step, layout and columns together; redo brings both back.
    expect(columnsOf(undo(two).document).children).toHaveLength(3);
    expect(columnsOf(redo(undo(two)).document).children).toHaveLength(2);
  });
});
