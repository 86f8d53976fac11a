// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import GallerySettings from "./GallerySettings";

afterEach(cleanup);

const STAGE = { src: "/media/p1/u1-stage.jpg", alt: "The band on stage" };
const CROWD = { src: "/media/p1/u2-crowd.jpg", alt: "The crowd", caption: "Night two" };
const POSTER = { src: "/media/p1/u3-poster.png" };

function renderPanel(props: Record<string, unknown> = {}, picked: string | null = "/media/p1/u9-new.jpg") {
  const onChange = vi.fn();
  const pickMedia = vi.fn(() => Promise.resolve<string | null>(picked));
  render(<PanelHost Panel={GallerySettings} node={{ id: "gallery", type: "Gallery", props }} options={{ onChange, pickMedia }} />);
  return { onChange, pickMedia };
}

const picture = (n: number) => screen.getByRole("group", { name: new RegExp(`^Picture ${n} `) });

describe("GallerySettings", () => {
  it("adds pictures from the media library, each its own step, and says why an empty gallery is not ready", async () => {
    const { onChange, pickMedia } = renderPanel();
    expect(screen.getByText("It has no pictures: add some from the media library.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add picture" })));
    expect(pickMedia).toHaveBeenCalledWith("image");
    expect(onChange).toHaveBeenLastCalledWith({ images: [{ src: "/media/p1/u9-new.jpg" }] }, { key: "images", kind: "choice" });
    expect(within(picture(1)).getByText("(u9-new.jpg)")).toBeTruthy();
    expect(screen.getByText("Picture 1 has no alt text: describe it.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add picture" })));
    expect(onChange).toHaveBeenLastCalledWith(
      { images: [{ src: "/media/p1/u9-new.jpg" }, { src: "/media/p1/u9-new.jpg" }] },
      { key: "images", kind: "choice" },
    );
  });

  it("adds nothing when the picker is closed", async () => {
    const { onChange } = renderPanel({ images: [STAGE] }, null);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add picture" })));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("stops adding at 100 pictures, saying why", () => {
    renderPanel({ images: Array.from({ length: 100 }, (_, index) => ({ src: `/media/p1/u${index}.jpg`, alt: `Picture ${index}` })) });
    expect((screen.getByRole("button", { name: "Add picture" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("A gallery holds 100 pictures at most: remove one to add another.")).toBeTruthy();
    cleanup();
    renderPanel({ images: Array.from({ length: 99 }, (_, index) => ({ src: `/media/p1/u${index}.jpg`, alt: `Picture ${index}` })) });
    expect((screen.getByRole("button", { name: "Add picture" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("edits one picture's alt text and caption, as edits of that picture's fields", () => {
    const { onChange } = renderPanel({ images: [STAGE, POSTER] });
    const alt = within(picture(2)).getByLabelText("Alt text");
    expect(within(picture(2)).getByText(/Needed to publish/)).toBeTruthy();
    expect(within(picture(1)).queryByText(/Needed to publish/)).toBeNull();
    fireEvent.change(alt, { target: { value: "The tour poster" } });
    expect(onChange).toHaveBeenLastCalledWith(
      { images: [STAGE, { ...POSTER, alt: "The tour poster" }] },
      { key: "images.1.alt", kind: "text" },
    );
    expect(screen.queryByText(/has no alt text/)).toBeNull();
    fireEvent.change(within(picture(1)).getByLabelText("Caption"), { target: { value: "Night one" } });
    expect(onChange).toHaveBeenLastCalledWith(
      {
        images: [
          { ...STAGE, caption: "Night one" },
          { ...POSTER, alt: "The tour poster" },
        ],
      },
      { key: "images.0.caption", kind: "text" },
    );
  });

  it("moves pictures up and down, never past the ends, and removes one", () => {
    const { onChange } = renderPanel({ images: [STAGE, CROWD, POSTER] });
    expect((screen.getByRole("button", { name: "Move up: Picture 1" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Move down: Picture 3" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Move down: Picture 1" }));
    expect(onChange).toHaveBeenLastCalledWith({ images: [CROWD, STAGE, POSTER] }, { key: "images", kind: "choice" });
    fireEvent.click(screen.getByRole("button", { name: "Move up: Picture 3" }));
    expect(onChange).toHaveBeenLastCalledWith({ images: [CROWD, POSTER, STAGE] }, { key: "images", kind: "choice" });
    expect((within(picture(1)).getByLabelText("Alt text") as HTMLTextAreaElement).value).toBe("The crowd");
    fireEvent.click(screen.getByRole("button", { name: "Remove Picture 2" }));
    expect(onChange).toHaveBeenLastCalledWith({ images: [CROWD, STAGE] }, { key: "images", kind: "choice" });
    expect(screen.getByRole("group", { name: "Pictures (2)" })).toBeTruthy();
  });

  it("sets the layout, offering columns only for a grid, the shape and the lightbox", () => {
    const { onChange } = renderPanel({ images: [STAGE] });
    fireEvent.change(screen.getByLabelText("Columns"), { target: { value: "5" } });
    expect(onChange).toHaveBeenLastCalledWith({ columns: 5 }, { key: "columns", kind: "slider" });
    fireEvent.click(screen.getByRole("radio", { name: "Carousel" }));
    expect(onChange).toHaveBeenLastCalledWith({ layout: "carousel" }, { key: "layout", kind: "choice" });
    expect(screen.queryByLabelText("Columns")).toBeNull();
    fireEvent.change(screen.getByLabelText("Shape"), { target: { value: "3" } });
    expect(onChange).toHaveBeenLastCalledWith({ aspect: "16:9" }, { key: "aspect", kind: "choice" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Open pictures in a lightbox" }));
    expect(onChange).toHaveBeenLastCalledWith({ lightbox: false }, { key: "lightbox", kind: "choice" });
  });
});
