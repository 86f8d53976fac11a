// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import ButtonSettings from "./ButtonSettings";

afterEach(cleanup);

function renderPanel(props: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  render(
    <PanelHost
      Panel={ButtonSettings}
      node={{ id: "cta", type: "Button", props }}
      options={{ onChange, pages: [{ path: "/tour", title: "Tour" }], links: [{ href: "https://shop.example.com", label: "Shop" }] }}
    />,
  );
  return onChange;
}

describe("ButtonSettings", () => {
  it("shows the defaults: 'Button', filled, not full width, and one control for its style", () => {
    renderPanel();
    expect((screen.getByLabelText("Text") as HTMLInputElement).value).toBe("Button");
    expect(
      within(screen.getByRole("group", { name: "Style" }))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["filled", "outline"]);
    expect((screen.getByRole("radio", { name: "Filled" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("group", { name: "Variant" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Button style" })).toBeNull();
    expect((screen.getByRole("checkbox", { name: "Full width" }) as HTMLInputElement).checked).toBe(false);
  });

  it("sends the text as a text edit", () => {
    const onChange = renderPanel();
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "Listen" } });
    expect(onChange).toHaveBeenCalledWith({ text: "Listen" }, { key: "text", kind: "text" });
  });

  it("sends a link to one of the site's pages, a configured link, or an external URL", () => {
    const onChange = renderPanel();
    const link = screen.getByRole("combobox", { name: "Link" });
    fireEvent.change(link, { target: { value: "page:0" } });
    expect(onChange).toHaveBeenLastCalledWith({ link: "/tour" }, { key: "link", kind: "text" });
    fireEvent.change(link, { target: { value: "link:0" } });
    expect(onChange).toHaveBeenLastCalledWith({ link: "https://shop.example.com" }, { key: "link", kind: "text" });
    fireEvent.change(link, { target: { value: "external" } });
    fireEvent.change(screen.getByLabelText("URL"), { target: { value: "https://tickets.example.com" } });
    expect(onChange).toHaveBeenLastCalledWith({ link: "https://tickets.example.com" }, { key: "link", kind: "text" });
  });

  it("shows the style as the button looks: the theme's look without a colour, the colour's use with one", () => {
    renderPanel({ variant: "outline" });
    expect((screen.getByRole("radio", { name: "Outline" }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    renderPanel({ variant: "outline", background: "#ff0000", buttonStyle: "full" });
    expect((screen.getByRole("radio", { name: "Filled" }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    const onChange = renderPanel({ background: "#ff0000", buttonStyle: "outline" });
    expect((screen.getByRole("radio", { name: "Outline" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Filled" }));
    expect(onChange).toHaveBeenLastCalledWith({ variant: "primary", buttonStyle: "full" }, { key: "style", kind: "choice" });
  });

  it("sends full width as a choice, and the style as one choice setting both of its props", () => {
    const onChange = renderPanel();
    fireEvent.click(screen.getByRole("checkbox", { name: "Full width" }));
    expect(onChange).toHaveBeenLastCalledWith({ fullWidth: true }, { key: "fullWidth", kind: "choice" });
    fireEvent.click(within(screen.getByRole("group", { name: "Style" })).getByRole("radio", { name: "Outline" }));
    expect(onChange).toHaveBeenLastCalledWith({ variant: "outline", buttonStyle: "outline" }, { key: "style", kind: "choice" });
  });

  it("sends colours (cleared back to the theme as undefined) and margins", () => {
    const onChange = renderPanel({ color: "#000" });
    fireEvent.change(screen.getByLabelText("Background"), { target: { value: "#ff0000" } });
    expect(onChange).toHaveBeenLastCalledWith({ background: "#ff0000" }, { key: "background", kind: "text" });
    fireEvent.click(screen.getByRole("button", { name: /Reset Text colour/ }));
    expect(onChange).toHaveBeenLastCalledWith({ color: undefined }, { key: "color", kind: "text" });
    fireEvent.change(screen.getByLabelText("Margins bottom"), { target: { value: "12" } });
    expect(onChange).toHaveBeenLastCalledWith({ margins: [0, 0, 12, 0] }, { key: "margins", kind: "text" });
  });
});
