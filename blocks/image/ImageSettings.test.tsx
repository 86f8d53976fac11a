// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import ImageSettings from "./ImageSettings";

afterEach(cleanup);

function renderPanel(props: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  const pickMedia = vi.fn(() => Promise.resolve<string | null>("/media/p1/u1-stage.jpg"));
  render(
    <PanelHost
      Panel={ImageSettings}
      node={{ id: "img", type: "Image", props }}
      options={{ onChange, pickMedia, pages: [{ path: "/tour", title: "Tour" }] }}
    />,
  );
  return { onChange, pickMedia };
}

describe("ImageSettings", () => {
  it("picks the picture from the media library", async () => {
    const { onChange, pickMedia } = renderPanel();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Choose image" })));
    expect(pickMedia).toHaveBeenCalledWith("image");
    expect(onChange).toHaveBeenLastCalledWith({ src: "/media/p1/u1-stage.jpg" }, { key: "src", kind: "choice" });
  });

  it("asks for alt text, saying why until there is some, and hides it for a decorative picture", () => {
    const { onChange } = renderPanel({ src: "/media/p1/u1-stage.jpg" });
    const alt = screen.getByLabelText("Alt text");
    expect(alt.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("It has no alt text: describe the picture, or mark it decorative.")).toBeTruthy();
    fireEvent.change(alt, { target: { value: "The band on stage" } });
    expect(onChange).toHaveBeenLastCalledWith({ alt: "The band on stage" }, { key: "alt", kind: "text" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Decorative" }));
    expect(onChange).toHaveBeenLastCalledWith({ decorative: true }, { key: "decorative", kind: "choice" });
    cleanup();
    renderPanel({ src: "/media/p1/u1-stage.jpg", decorative: true });
    expect(screen.queryByLabelText("Alt text")).toBeNull();
  });

  it("sets the caption, link, size and alignment", () => {
    const { onChange } = renderPanel({ src: "/media/p1/u1-stage.jpg", alt: "x" });
    fireEvent.change(screen.getByLabelText("Caption"), { target: { value: "Night one" } });
    expect(onChange).toHaveBeenLastCalledWith({ caption: "Night one" }, { key: "caption", kind: "text" });
    fireEvent.click(screen.getByRole("radio", { name: "Full width" }));
    expect(onChange).toHaveBeenLastCalledWith({ size: "full" }, { key: "size", kind: "choice" });
    fireEvent.click(screen.getByRole("radio", { name: "Right" }));
    expect(onChange).toHaveBeenLastCalledWith({ align: "right" }, { key: "align", kind: "choice" });
  });

  it("offers the focal point only once a shape crops the picture", () => {
    const { onChange } = renderPanel({ src: "/media/p1/u1-stage.jpg", alt: "x" });
    expect(screen.queryByLabelText("Focal point across")).toBeNull();
    fireEvent.change(screen.getByLabelText("Shape"), { target: { value: "3" } });
    expect(onChange).toHaveBeenLastCalledWith({ aspect: "3:2" }, { key: "aspect", kind: "choice" });
    cleanup();
    const cropped = renderPanel({ src: "/media/p1/u1-stage.jpg", alt: "x", aspect: "1:1" });
    fireEvent.change(screen.getByLabelText("Focal point across"), { target: { value: "25" } });
    expect(cropped.onChange).toHaveBeenLastCalledWith({ focalX: 25 }, { key: "focalX", kind: "slider" });
    fireEvent.change(screen.getByLabelText("Focal point down"), { target: { value: "75" } });
    expect(cropped.onChange).toHaveBeenLastCalledWith({ focalY: 75 }, { key: "focalY", kind: "slider" });
  });
});
