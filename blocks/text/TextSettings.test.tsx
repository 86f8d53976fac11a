// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { PanelHost } from "../settings/panelTestKit";
import TextSettings from "./TextSettings";

afterEach(cleanup);

function renderPanel(props: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  render(<PanelHost Panel={TextSettings} node={{ id: "t1", type: "Text", props }} options={{ onChange }} />);
  return onChange;
}

describe("TextSettings", () => {
  it("offers the weights Regular, Medium and Bold, sent as 400, 500 and 700", () => {
    const onChange = renderPanel();
    const weight = screen.getByRole("combobox", { name: "Font weight" }) as HTMLSelectElement;
    expect([...weight.options].map((option) => option.textContent)).toEqual(["Regular", "Medium", "Bold"]);
    expect(weight.selectedOptions[0]?.textContent).toBe("Regular");
    fireEvent.change(weight, { target: { value: "1" } });
    expect(onChange).toHaveBeenLastCalledWith({ fontWeight: 500 }, { key: "fontWeight", kind: "choice" });
    fireEvent.change(weight, { target: { value: "2" } });
    expect(onChange).toHaveBeenLastCalledWith({ fontWeight: 700 }, { key: "fontWeight", kind: "choice" });
    expect(weight.selectedOptions[0]?.textContent).toBe("Bold");
  });

  it("sends the text and font size, and refuses a size out of range", () => {
    const onChange = renderPanel({});
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "Hello" } });
    expect(onChange).toHaveBeenLastCalledWith({ content: richTextFromPlainText("Hello") }, { key: "content", kind: "session" });
    fireEvent.change(screen.getByLabelText("Font size"), { target: { value: "32" } });
    expect(onChange).toHaveBeenLastCalledWith({ fontSize: 32 }, { key: "fontSize", kind: "text" });
    fireEvent.change(screen.getByLabelText("Font size"), { target: { value: "0" } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("sends alignment as a choice, colour as text, shadow as a slider and margins", () => {
    const onChange = renderPanel();
    fireEvent.click(screen.getByRole("radio", { name: "Justify" }));
    expect(onChange).toHaveBeenLastCalledWith({ textAlign: "justify" }, { key: "textAlign", kind: "choice" });
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "#d4bbcf" } });
    expect(onChange).toHaveBeenLastCalledWith({ color: "#d4bbcf" }, { key: "color", kind: "text" });
    fireEvent.change(screen.getByRole("slider", { name: "Shadow" }), { target: { value: "25" } });
    expect(onChange).toHaveBeenLastCalledWith({ shadow: 25 }, { key: "shadow", kind: "slider" });
    fireEvent.change(screen.getByLabelText("Margins right"), { target: { value: "4" } });
    expect(onChange).toHaveBeenLastCalledWith({ margins: [0, 4, 0, 0] }, { key: "margins", kind: "text" });
  });

  it("hands the words to the studio's rich-text editor, each change an edit of the session's step", () => {
    const onChange = renderPanel({ content: richTextFromPlainText("Tour\n\n\tdates") });
    const field = screen.getByRole("textbox", { name: "Text" }) as HTMLTextAreaElement;
    expect(field.value).toBe("Tour\n\n\tdates");
    fireEvent.change(field, { target: { value: "Tour\n\n\tdates soon" } });
    expect(onChange).toHaveBeenLastCalledWith(
      { content: richTextFromPlainText("Tour\n\n\tdates soon") },
      { key: "content", kind: "session" },
    );
  });

  it("shows the default words when the block has none", () => {
    renderPanel();
    expect((screen.getByRole("textbox", { name: "Text" }) as HTMLTextAreaElement).value).toBe("Text");
  });
});
