// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInStudio } from "../../../editor/canvas/canvasTestKit";
import { selectBlock } from "../../../editor/commands/selectBlock";
import type { DocumentKind } from "../../../editor/kinds/documentKind";
import { SettingsDataContext } from "../../../editor/panels/SettingsContext";
import { SettingsPanel } from "../../../editor/panels/SettingsPanel";
import { createEditorState } from "../../../editor/state/editorState";
import { findNode } from "../../../runtime/tree";
import { newEmailDocument } from "../../starters";
import { emailKind } from "../../studio/emailKind";
import { PANEL_DATA } from "../emailBlockTesting";

afterEach(cleanup);

function renderRowSettings() {
  const email = newEmailDocument({ id: "news", title: "News", starter: "tour-dates" });
  const row = email.root.children?.find((child) => child.type === "Columns");
  const state = selectBlock(createEditorState(email), row?.id ?? "");
  const rendered = renderInStudio(
    <SettingsDataContext.Provider value={PANEL_DATA}>
      <SettingsPanel />
    </SettingsDataContext.Provider>,
    // The canvas kit speaks of pages; the email kind and its state are what the studio gives an email.
    state as never,
    emailKind as unknown as DocumentKind,
  );
  return { ...rendered, rowNow: () => findNode(rendered.store.getState().document, row?.id ?? "") };
}

describe("an email Columns block's settings", () => {
  it("add a third column for a three-column layout, as one undo step", async () => {
    const { rowNow, store } = renderRowSettings();
    fireEvent.change(await screen.findByLabelText("Layout"), { target: { value: "3" } });
    expect(rowNow()?.props).toMatchObject({ layout: "1:1:1" });
    expect(rowNow()?.children).toHaveLength(3);
    expect(store.getState().history.past).toHaveLength(1);
  });

  it("send the gap as a text edit and stacking as a choice", async () => {
    const { rowNow } = renderRowSettings();
    fireEvent.change(await screen.findByLabelText("Gap"), { target: { value: "24" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Stack on phones" }));
    expect(rowNow()?.props).toMatchObject({ gap: 24, stackOnMobile: false });
  });
});
