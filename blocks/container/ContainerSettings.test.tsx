// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import type { MediaKind } from "../settings/types";
import ContainerSettings from "./ContainerSettings";

afterEach(cleanup);

function renderPanel(props: Record<string, unknown> = {}, pickMedia = vi.fn((_type: MediaKind) => Promise.resolve<string | null>(null))) {
  const onChange = vi.fn();
  render(
    <PanelHost Panel={ContainerSettings} node={{ id: "box", type: "Container", props, children: [] }} options={{ onChange, pickMedia }} />,
  );
  return { onChange, pickMedia };
}

describe("ContainerSettings", () => {
  it("sends width and height as text, only when they are CSS lengths", () => {
    const { onChange } = renderPanel();
    expect((screen.getByLabelText("Width") as HTMLInputElement).value).toBe("100%");
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "320" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("Enter a length such as 100%, 320px or auto.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Width"), { target: { value: "320px" } });
    expect(onChange).toHaveBeenLastCalledWith({ width: "320px" }, { key: "width", kind: "text" });
    fireEvent.change(screen.getByLabelText("Height"), { target: { value: "50vh" } });
    expect(onChange).toHaveBeenLastCalledWith({ height: "50vh" }, { key: "height", kind: "text" });
  });

  it("sends background and text colours, margins and paddings", () => {
    const { onChange } = renderPanel();
    fireEvent.change(screen.getByLabelText("Background"), { target: { value: "#101010" } });
    expect(onChange).toHaveBeenLastCalledWith({ background: "#101010" }, { key: "background", kind: "text" });
    fireEvent.change(screen.getByLabelText("Text colour"), { target: { value: "#fff" } });
    expect(onChange).toHaveBeenLastCalledWith({ color: "#fff" }, { key: "color", kind: "text" });
    fireEvent.change(screen.getByLabelText("Margins top"), { target: { value: "-8" } });
    expect(onChange).toHaveBeenLastCalledWith({ margins: [-8, 0, 0, 0] }, { key: "margins", kind: "text" });
    fireEvent.change(screen.getByLabelText("Paddings right"), { target: { value: "16" } });
    expect(onChange).toHaveBeenLastCalledWith({ paddings: [0, 16, 0, 0] }, { key: "paddings", kind: "text" });
    // Paddings cannot be negative.
    fireEvent.change(screen.getByLabelText("Paddings left"), { target: { value: "-1" } });
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it("sends radius as a number and shadow as a slider", () => {
    const { onChange } = renderPanel();
    fireEvent.change(screen.getByLabelText("Radius"), { target: { value: "12" } });
    expect(onChange).toHaveBeenLastCalledWith({ radius: 12 }, { key: "radius", kind: "text" });
    fireEvent.change(screen.getByRole("slider", { name: "Shadow" }), { target: { value: "40" } });
    expect(onChange).toHaveBeenLastCalledWith({ shadow: 40 }, { key: "shadow", kind: "slider" });
  });

  it("sends the background brightness as a number with kind slider, showing 60% for an image and 50% for a video by default", () => {
    const { onChange } = renderPanel({ backgroundImage: "/media/p/cover.jpg" });
    const slider = screen.getByRole("slider", { name: "Background brightness" }) as HTMLInputElement;
    expect(slider.value).toBe("60");
    expect(slider.min).toBe("0");
    expect(slider.max).toBe("100");
    expect(screen.getByText("60%")).toBeTruthy();
    fireEvent.change(slider, { target: { value: "80" } });
    expect(onChange).toHaveBeenLastCalledWith({ backgroundBrightness: 80 }, { key: "backgroundBrightness", kind: "slider" });
    expect(screen.getByText("80%")).toBeTruthy();
    cleanup();
    renderPanel({ backgroundVideo: "/media/p/loop.mp4" });
    expect((screen.getByRole("slider", { name: "Background brightness" }) as HTMLInputElement).value).toBe("50");
  });

  it("picks the background image and video through the media picker", async () => {
    const pickMedia = vi.fn((type: "image" | "video") =>
      Promise.resolve<string | null>(type === "image" ? "/media/p/a.jpg" : "/media/p/b.mp4"),
    );
    const { onChange } = renderPanel({}, pickMedia);
    const image = screen.getByRole("group", { name: "Background image" });
    await act(async () => fireEvent.click(within(image).getByRole("button", { name: "Choose image" })));
    expect(pickMedia).toHaveBeenLastCalledWith("image");
    expect(onChange).toHaveBeenLastCalledWith({ backgroundImage: "/media/p/a.jpg" }, { key: "backgroundImage", kind: "choice" });
    const video = screen.getByRole("group", { name: "Background video" });
    await act(async () => fireEvent.click(within(video).getByRole("button", { name: "Choose video" })));
    expect(pickMedia).toHaveBeenLastCalledWith("video");
    expect(onChange).toHaveBeenLastCalledWith({ backgroundVideo: "/media/p/b.mp4" }, { key: "backgroundVideo", kind: "choice" });
    fireEvent.click(within(image).getByRole("button", { name: "Remove image" }));
    expect(onChange).toHaveBeenLastCalledWith({ backgroundImage: undefined }, { key: "backgroundImage", kind: "choice" });
  });

  it("sends direction, alignment, justify and fill space as choices", () => {
    const { onChange } = renderPanel();
    fireEvent.click(screen.getByRole("radio", { name: "Row" }));
    expect(onChange).toHaveBeenLastCalledWith({ flexDirection: "row" }, { key: "flexDirection", kind: "choice" });
    const align = screen.getByRole("combobox", { name: "Align items" }) as HTMLSelectElement;
    expect([...align.options].map((option) => option.textContent)).toEqual(["Start", "Center", "End"]);
    fireEvent.change(align, { target: { value: "1" } });
    expect(onChange).toHaveBeenLastCalledWith({ alignItems: "center" }, { key: "alignItems", kind: "choice" });
    fireEvent.change(screen.getByRole("combobox", { name: "Justify content" }), { target: { value: "2" } });
    expect(onChange).toHaveBeenLastCalledWith({ justifyContent: "flex-end" }, { key: "justifyContent", kind: "choice" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Fill space" }));
    expect(onChange).toHaveBeenLastCalledWith({ fillSpace: "yes" }, { key: "fillSpace", kind: "choice" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Fill space" }));
    expect(onChange).toHaveBeenLastCalledWith({ fillSpace: "no" }, { key: "fillSpace", kind: "choice" });
  });
});
