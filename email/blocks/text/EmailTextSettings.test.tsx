// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInStudio } from "../../../editor/canvas/canvasTestKit";
import { selectBlock } from "../../../editor/commands/selectBlock";
import { undo } from "../../../editor/commands/undo";
import type { DocumentKind } from "../../../editor/kinds/documentKind";
import { type SettingsData, SettingsDataContext } from "../../../editor/panels/SettingsContext";
import { SettingsPanel } from "../../../editor/panels/SettingsPanel";
import { createEditorState } from "../../../editor/state/editorState";
import { findNode } from "../../../runtime/tree";
import { newEmailDocument } from "../../starters";
import { emailKind } from "../../studio/emailKind";

afterEach(cleanup);

const SETTINGS_DATA: SettingsData = { pages: [], links: [], emailLists: [], pickMedia: () => Promise.resolve(null) };

function renderTextSettings() {
  const state = selectBlock(createEditorState(newEmailDocument({ id: "news", title: "News", starter: "announcement" })), "body");
  return renderInStudio(
    <SettingsDataContext.Provider value={SETTINGS_DATA}>
      <SettingsPanel />
    </SettingsDataContext.Provider>,
    state as never,
    emailKind as unknown as DocumentKind,
  );
}

describe("an email Text's settings", () => {
  it("mark it for members only, with a hint, as one undo step", async () => {
    const { store } = renderTextSettings();
    const membersOnly = (await screen.findByRole("checkbox", { name: "Members only" })) as HTMLInputElement;
    const propsOfBody = () => findNode(store.getState().document, "body")?.props as Record<string, unknown>;
    expect(membersOnly.checked).toBe(false);
    expect(membersOnly.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      screen.getByText("Only members of the tiers you choose when sending get this part (the paid tiers, unless you choose others)."),
    ).toBeTruthy();

    fireEvent.click(membersOnly);
    expect(propsOfBody().membersOnly).toBe(true);
    expect(membersOnly.checked).toBe(true);
    expect(store.getState().history.past).toHaveLength(1);

    act(() => store.update(undo));
    expect(propsOfBody().membersOnly).toBeUndefined();
    expect(membersOnly.checked).toBe(false);
  });
});
